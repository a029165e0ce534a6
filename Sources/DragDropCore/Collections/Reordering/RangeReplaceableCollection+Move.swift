import Foundation

extension RangeReplaceableCollection where Self: MutableCollection, Index == Int {
    /// Moves the elements at `offsets` so that they sit, in their original order, before
    /// the element that was at `destination` (0...count) in the *original* collection —
    /// SwiftUI's `move(fromOffsets:toOffset:)` (SEMANTICS 26). Offsets out of range are
    /// ignored; `destination` is clamped.
    /// - Complexity: O(n).
    @inlinable
    public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let valid = offsets.filter { $0 >= 0 && $0 < count }
        guard !valid.isEmpty else { return }
        let destination = Swift.max(0, Swift.min(destination, count))
        let moving = valid.map { self[startIndex + $0] }
        let before = valid.filter { $0 < destination }.count
        let movingSet = Set(valid)
        var remaining: [Element] = []
        remaining.reserveCapacity(count - moving.count)
        for (offset, element) in enumerated() where !movingSet.contains(offset) { remaining.append(element) }
        remaining.insert(contentsOf: moving, at: destination - before)
        replaceSubrange(startIndex..<endIndex, with: remaining)
    }

    /// Removes the elements at `offsets` (SwiftUI's `remove(atOffsets:)`); out-of-range
    /// offsets are ignored.
    /// - Complexity: O(n).
    @inlinable
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: startIndex + offset)
        }
    }
}

/// Conversions between UIKit's final-index moves and SwiftUI's offsets (SEMANTICS 27).
public enum MoveOffsets {
    /// The SwiftUI `toOffset` for moving one element from `source` to final index `final`.
    public static func swiftUIOffset(forFinalIndex final: Int, from source: Int) -> Int {
        final > source ? final + 1 : final
    }

    /// The UIKit final index for SwiftUI's `move(fromOffsets: [source], toOffset: offset)`.
    public static func finalIndex(forSwiftUIOffset offset: Int, from source: Int) -> Int {
        offset > source ? offset - 1 : offset
    }
}
