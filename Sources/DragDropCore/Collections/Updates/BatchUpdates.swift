import Foundation

/// The changes of one batch, in UIKit's coordinates: deletions, reloads and move sources
/// refer to the state before the batch; insertions and move destinations to the state after.
public struct BatchUpdates: Sendable, Hashable {
    /// Sections deleted (old indexes).
    public private(set) var deletedSections = IndexSet()
    /// Sections inserted (new indexes).
    public private(set) var insertedSections = IndexSet()
    /// Sections reloaded in place.
    public private(set) var reloadedSections = IndexSet()
    /// Sections moved.
    public private(set) var sectionMoves: [SectionMove] = []
    /// Items deleted (old index paths).
    public private(set) var deletedItems: [IndexPath] = []
    /// Items inserted (new index paths).
    public private(set) var insertedItems: [IndexPath] = []
    /// Items reloaded in place (old index paths).
    public private(set) var reloadedItems: [IndexPath] = []
    /// Items moved, from old to new index paths.
    public private(set) var itemMoves: [ItemMove] = []

    /// A section moved from an old index to a new one.
    public struct SectionMove: Sendable, Hashable {
        /// The section's index before the batch.
        public var from: Int
        /// The section's index after the batch.
        public var to: Int
    }

    /// An item moved from an old index path to a new one.
    public struct ItemMove: Sendable, Hashable {
        /// The item's index path before the batch.
        public var from: IndexPath
        /// The item's index path after the batch.
        public var to: IndexPath
    }

    /// An empty batch.
    public init() {}

    /// Whether the batch records no change.
    public var isEmpty: Bool { self == BatchUpdates() }

    /// Records deleting these sections (old indexes).
    public mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }
    /// Records inserting these sections (new indexes).
    public mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }
    /// A reload is a deletion and an insertion of the same section.
    public mutating func reloadSections(_ sections: IndexSet) { reloadedSections.formUnion(sections) }
    /// Records moving a section.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoves.append(SectionMove(from: section, to: newSection))
    }
    /// Records deleting these items (old index paths).
    public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems += indexPaths }
    /// Records inserting these items (new index paths).
    public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems += indexPaths }
    /// Records reloading these items (old index paths).
    public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems += indexPaths }
    /// Records moving an item from an old index path to a new one.
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        itemMoves.append(ItemMove(from: indexPath, to: newIndexPath))
    }
}

/// Why a batch was refused (SEMANTICS 29). Nothing was changed when it is thrown.
public enum BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// An index path that is not two indexes (section, item).
    case malformedIndexPath(IndexPath)
    /// A section index outside the sections there are.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// An item index outside its section.
    case itemOutOfRange(operation: String, indexPath: IndexPath, count: Int)
    /// The same section or item named twice where once is the limit.
    case duplicate(operation: String, description: String)
    /// An item change inside a section that is deleted, reloaded or newly inserted.
    case itemInChangedSection(operation: String, indexPath: IndexPath)
    /// After the batch the data source does not have the number of items the changes imply.
    case countMismatch(section: Int, expected: Int, dataSource: Int)
    /// The data source's number of sections is not what the batch implies.
    case sectionCountMismatch(expected: Int, dataSource: Int)

    public var description: String {
        switch self {
        case let .malformedIndexPath(path): "Index path \(path) is not (section, item)"
        case let .sectionOutOfRange(operation, section, count):
            "\(operation): section \(section) is out of range (\(count) sections)"
        case let .itemOutOfRange(operation, path, count):
            "\(operation): item \(path.count == 2 ? path.item : -1) of section \(path.count == 2 ? path.section : -1) is out of range (\(count) items)"
        case let .duplicate(operation, description): "\(operation): \(description) appears more than once"
        case let .itemInChangedSection(operation, path): "\(operation): \(path) is in a section that is itself changed"
        case let .countMismatch(section, expected, dataSource):
            "Section \(section) should have \(expected) items after the update, but the data source has \(dataSource)"
        case let .sectionCountMismatch(expected, dataSource):
            "There should be \(expected) sections after the update, but the data source has \(dataSource)"
        }
    }
}

extension BatchUpdates {
    /// Checks the batch against the item counts before and after it and computes where
    /// every item goes, without a view (what a view does in `apply`).
    /// - Complexity: O(items in the sections the batch touches).
    public func validated(oldCounts: [Int], newCounts: [Int]) throws(BatchUpdateError) -> BatchUpdateResult {
        try BatchUpdatePlanner.validate(self, oldCounts: oldCounts)
            .finish(sectionCount: newCounts.count, itemCount: { newCounts[$0] })
    }
}
