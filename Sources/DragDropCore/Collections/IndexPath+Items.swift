import Foundation

/// UIKit's index path conveniences, missing from Foundation on Linux.
extension IndexPath {
    /// The path of an item of a collection view.
    /// - Complexity: O(1), without allocating (an array literal would allocate one per path).
    public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// The path of a row of a table.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section (first index). Traps on an index path with fewer than two indexes, as UIKit does.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section (second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section (second index), for tables.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
