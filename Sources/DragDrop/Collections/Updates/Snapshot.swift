import Foundation

/// The identifiers of a sectioned collection, for diffable-style data sources
/// (UIKit's `NSDiffableDataSourceSnapshot`). Identifiers are unique across the snapshot.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable>: Hashable {
    public private(set) var sectionIdentifiers: [SectionID] = []
    public private(set) var itemIdentifiers: [[ItemID]] = []

    public init() {}

    public init(_ sections: [(SectionID, [ItemID])]) {
        sectionIdentifiers = sections.map(\.0)
        itemIdentifiers = sections.map(\.1)
    }

    public mutating func appendSections(_ sections: [SectionID]) {
        sectionIdentifiers += sections
        itemIdentifiers += sections.map { _ in [] }
    }

    /// Appends items to `section`, or to the last section when nil.
    public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil) {
        guard let index = section.flatMap(sectionIdentifiers.firstIndex(of:)) ?? (itemIdentifiers.isEmpty ? nil : itemIdentifiers.count - 1) else {
            return
        }
        itemIdentifiers[index] += items
    }

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { itemIdentifiers.reduce(0) { $0 + $1.count } }
    public var itemCounts: [Int] { itemIdentifiers.map(\.count) }

    /// The changes that turn `self` into `new`: deletions and insertions of sections and
    /// items, and moves of the items (and sections) that changed place.
    /// - Complexity: O(sections + items) expected (hashing).
    public func batchUpdates(to new: Snapshot) -> BatchUpdates {
        var batch = BatchUpdates()
        // Sections.
        let oldSectionIndex = Dictionary(sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let newSectionIndex = Dictionary(new.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var deletedSections = IndexSet(), insertedSections = IndexSet()
        for (index, id) in sectionIdentifiers.enumerated() where newSectionIndex[id] == nil { deletedSections.insert(index) }
        for (index, id) in new.sectionIdentifiers.enumerated() where oldSectionIndex[id] == nil { insertedSections.insert(index) }
        batch.deleteSections(deletedSections)
        batch.insertSections(insertedSections)
        var highestKept = -1
        for (newIndex, id) in new.sectionIdentifiers.enumerated() {
            guard let oldIndex = oldSectionIndex[id] else { continue }
            if oldIndex > highestKept { highestKept = oldIndex } else { batch.moveSection(oldIndex, toSection: newIndex) }
        }
        // Items.
        var oldPosition: [ItemID: IndexPath] = [:]
        oldPosition.reserveCapacity(numberOfItems)
        for (section, items) in itemIdentifiers.enumerated() {
            for (item, id) in items.enumerated() { oldPosition[id] = IndexPath(item: item, section: section) }
        }
        var seen = Set<ItemID>()
        seen.reserveCapacity(new.numberOfItems)
        for (newSection, items) in new.itemIdentifiers.enumerated() {
            let sectionIsNew = insertedSections.contains(newSection)
            var highestKeptItem = -1
            for (newItem, id) in items.enumerated() {
                seen.insert(id)
                let target = IndexPath(item: newItem, section: newSection)
                guard !sectionIsNew else {
                    // The inserted section brings its items; one from a surviving section leaves it.
                    if let old = oldPosition[id], !deletedSections.contains(old.section) { batch.deleteItems(at: [old]) }
                    continue
                }
                guard let old = oldPosition[id], !deletedSections.contains(old.section) else {
                    batch.insertItems(at: [target])
                    continue
                }
                if sectionIdentifiers[old.section] != new.sectionIdentifiers[newSection] {
                    batch.moveItem(at: old, to: target)
                } else if old.item > highestKeptItem {
                    highestKeptItem = old.item
                } else {
                    batch.moveItem(at: old, to: target)
                }
            }
        }
        for (id, old) in oldPosition where !seen.contains(id) && !deletedSections.contains(old.section) {
            batch.deleteItems(at: [old])
        }
        return batch
    }
}

extension IndexedCollectionView {
    /// Applies the difference between two snapshots (diffable-style): the view animates
    /// from `old` to `new`, and `dataSourceUpdates` switches the model to `new`.
    @discardableResult
    public func apply<SectionID, ItemID>(_ new: Snapshot<SectionID, ItemID>, from old: Snapshot<SectionID, ItemID>,
                                         dataSourceUpdates: () throws -> Void) throws -> BatchUpdateResult {
        try apply(old.batchUpdates(to: new), dataSourceUpdates: dataSourceUpdates)
    }
}
