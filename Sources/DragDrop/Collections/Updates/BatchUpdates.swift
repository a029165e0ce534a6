import Foundation

/// The changes of one batch, in UIKit's coordinates: deletions, reloads and move sources
/// refer to the state before the batch; insertions and move destinations to the state after.
public struct BatchUpdates: Sendable, Hashable {
    public private(set) var deletedSections = IndexSet()
    public private(set) var insertedSections = IndexSet()
    public private(set) var reloadedSections = IndexSet()
    public private(set) var sectionMoves: [SectionMove] = []
    public private(set) var deletedItems: [IndexPath] = []
    public private(set) var insertedItems: [IndexPath] = []
    public private(set) var reloadedItems: [IndexPath] = []
    public private(set) var itemMoves: [ItemMove] = []

    public struct SectionMove: Sendable, Hashable {
        public var from: Int
        public var to: Int
    }

    public struct ItemMove: Sendable, Hashable {
        public var from: IndexPath
        public var to: IndexPath
    }

    public init() {}

    public var isEmpty: Bool { self == BatchUpdates() }

    public mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }
    public mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }
    /// A reload is a deletion and an insertion of the same section.
    public mutating func reloadSections(_ sections: IndexSet) { reloadedSections.formUnion(sections) }
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoves.append(SectionMove(from: section, to: newSection))
    }
    public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItems += indexPaths }
    public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItems += indexPaths }
    public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems += indexPaths }
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        itemMoves.append(ItemMove(from: indexPath, to: newIndexPath))
    }
}

/// Why a batch was refused (SEMANTICS 29). Nothing was changed when it is thrown.
public enum BatchUpdateError: Error, Equatable, CustomStringConvertible {
    /// An index path that is not two indexes (section, item).
    case malformedIndexPath(IndexPath)
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    case itemOutOfRange(operation: String, indexPath: IndexPath, count: Int)
    /// The same section or item named twice where once is the limit.
    case duplicate(operation: String, description: String)
    /// An item change inside a section that is deleted, reloaded or newly inserted.
    case itemInChangedSection(operation: String, indexPath: IndexPath)
    /// After the batch the data source does not have the number of items the changes imply.
    case countMismatch(section: Int, expected: Int, dataSource: Int)
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
