import Foundation

/// Checks a batch against the counts before it and computes where everything goes.
/// Two phases, so that a checked batch can refuse bad indices *before* the data source is
/// touched (SEMANTICS 29): `validate` needs only the old counts; `finish` compares the
/// result with the data source after its update.
///
/// - Complexity: O(sections + changes × log changes): nothing is done per unchanged item.
struct BatchUpdatePlanner {
    /// A section of the result: carried over from an old one, or new (inserted or reloaded).
    enum Slot: Equatable {
        case carried(old: Int)
        case fresh
    }

    let oldCounts: [Int]
    let slots: [Slot]
    /// For carried sections whose items changed (by new index): what left and what arrived.
    let changes: [Int: SectionChanges]
    let moveDestinations: [IndexPath: IndexPath]
    let reloadedItems: [IndexPath]
    let movedItems: Set<IndexPath>

    static func validate(_ updates: BatchUpdates, oldCounts: [Int]) throws(BatchUpdateError) -> BatchUpdatePlanner {
        let oldSectionCount = oldCounts.count
        func checkOld(_ section: Int, _ operation: String) throws(BatchUpdateError) {
            guard section >= 0, section < oldSectionCount else {
                throw .sectionOutOfRange(operation: operation, section: section, count: oldSectionCount)
            }
        }
        // Sections: which old ones go away or move, which new positions are filled.
        var removedSections = Set<Int>()
        for section in updates.deletedSections { try checkOld(section, "deleteSections") }
        for section in updates.reloadedSections { try checkOld(section, "reloadSections") }
        removedSections.formUnion(updates.deletedSections)
        if let both = updates.reloadedSections.first(where: { removedSections.contains($0) }) {
            throw .duplicate(operation: "reloadSections", description: "section \(both)")
        }
        for move in updates.sectionMoves {
            try checkOld(move.from, "moveSection")
            guard !removedSections.contains(move.from), !updates.reloadedSections.contains(move.from) else {
                throw .duplicate(operation: "moveSection", description: "section \(move.from)")
            }
            removedSections.insert(move.from)
        }
        var slots: [Slot] = (0..<oldSectionCount).filter { !removedSections.contains($0) }.map { section in
            updates.reloadedSections.contains(section) ? .fresh : .carried(old: section)
        }
        var newSectionInserts: [(position: Int, slot: Slot)] = updates.insertedSections.map { ($0, .fresh) }
        newSectionInserts += updates.sectionMoves.map { ($0.to, .carried(old: $0.from)) }
        newSectionInserts.sort { $0.position < $1.position }
        let newSectionCount = slots.count + newSectionInserts.count
        for (index, insert) in newSectionInserts.enumerated() {
            guard insert.position >= 0, insert.position < newSectionCount else {
                throw .sectionOutOfRange(operation: "insertSections", section: insert.position, count: newSectionCount)
            }
            if index > 0, newSectionInserts[index - 1].position == insert.position {
                throw .duplicate(operation: "insertSections", description: "section \(insert.position)")
            }
            slots.insert(insert.slot, at: insert.position)
        }
        var newIndexOfOldSection = [Int?](repeating: nil, count: oldSectionCount)
        for (index, slot) in slots.enumerated() {
            if case let .carried(old) = slot { newIndexOfOldSection[old] = index }
        }

        // Items leaving their old place (deleted, moved away) per old section.
        var removedItems: [Int: Set<Int>] = [:]
        func checkOldItem(_ path: IndexPath, _ operation: String) throws(BatchUpdateError) {
            guard path.count == 2 else { throw .malformedIndexPath(path) }
            try checkOld(path.section, operation)
            guard newIndexOfOldSection[path.section] != nil else {
                throw .itemInChangedSection(operation: operation, indexPath: path)
            }
            guard path.item >= 0, path.item < oldCounts[path.section] else {
                throw .itemOutOfRange(operation: operation, indexPath: path, count: oldCounts[path.section])
            }
        }
        let leaving = updates.deletedItems.map { ($0, "deleteItems") } + updates.itemMoves.map { ($0.from, "moveItem") }
        for (path, operation) in leaving {
            try checkOldItem(path, operation)
            guard removedItems[path.section, default: []].insert(path.item).inserted else {
                throw .duplicate(operation: operation, description: "item \(path)")
            }
        }
        var reloaded: Set<IndexPath> = []
        for path in updates.reloadedItems {
            try checkOldItem(path, "reloadItems")
            guard removedItems[path.section]?.contains(path.item) != true, reloaded.insert(path).inserted else {
                throw .duplicate(operation: "reloadItems", description: "item \(path)")
            }
        }

        // Items arriving (inserted, moved here) per new section, in new coordinates.
        var arrivals: [Int: [(position: Int, source: SectionChanges.OldItem?)]] = [:]
        func checkNewItem(_ path: IndexPath, _ operation: String) throws(BatchUpdateError) {
            guard path.count == 2 else { throw .malformedIndexPath(path) }
            guard path.section >= 0, path.section < newSectionCount else {
                throw .sectionOutOfRange(operation: operation, section: path.section, count: newSectionCount)
            }
            guard case .carried = slots[path.section] else {
                throw .itemInChangedSection(operation: operation, indexPath: path)
            }
        }
        for path in updates.insertedItems {
            try checkNewItem(path, "insertItems")
            arrivals[path.section, default: []].append((path.item, nil))
        }
        var moveDestinations: [IndexPath: IndexPath] = [:]
        for move in updates.itemMoves {
            try checkNewItem(move.to, "moveItem")
            arrivals[move.to.section, default: []].append((move.to.item, .init(section: move.from.section, item: move.from.item)))
            moveDestinations[move.from] = move.to
        }

        var changes: [Int: SectionChanges] = [:]
        for (newSection, slot) in slots.enumerated() {
            guard case let .carried(old) = slot else { continue }
            let removed = removedItems[old] ?? []
            let incoming = arrivals[newSection] ?? []
            guard !removed.isEmpty || !incoming.isEmpty else { continue }  // every item stays in place
            changes[newSection] = try SectionChanges(oldSection: old, oldCount: oldCounts[old], removed: Array(removed),
                                                     arrivals: incoming, newSection: newSection)
        }
        let reloadedNew = updates.reloadedItems.compactMap { path -> IndexPath? in
            guard let section = newIndexOfOldSection[path.section] else { return nil }
            guard let sectionChanges = changes[section] else { return IndexPath(item: path.item, section: section) }
            return sectionChanges.newItem(forOld: path.item).map { IndexPath(item: $0, section: section) }
        }
        return BatchUpdatePlanner(oldCounts: oldCounts, slots: slots, changes: changes, moveDestinations: moveDestinations,
                                  reloadedItems: reloadedNew, movedItems: Set(updates.itemMoves.map(\.from)))
    }

    /// The item counts the batch implies for carried sections (nil for new sections).
    func expectedCount(ofNewSection section: Int) -> Int? {
        guard case let .carried(old) = slots[section] else { return nil }
        return changes[section]?.newCount(oldCount: oldCounts[old]) ?? oldCounts[old]
    }

    /// Compares with the data source after its update and makes the result.
    /// - Complexity: O(sections).
    func finish(sectionCount: Int, itemCount: (Int) -> Int) throws(BatchUpdateError) -> BatchUpdateResult {
        guard sectionCount == slots.count else {
            throw .sectionCountMismatch(expected: slots.count, dataSource: sectionCount)
        }
        var newCounts: [Int] = []
        for section in slots.indices {
            let actual = itemCount(section)
            if let expected = expectedCount(ofNewSection: section), expected != actual {
                throw .countMismatch(section: section, expected: expected, dataSource: actual)
            }
            newCounts.append(actual)
        }
        var newSectionOfOld = [Int?](repeating: nil, count: oldCounts.count)
        var oldSectionOfNew = [Int?](repeating: nil, count: slots.count)
        for (section, slot) in slots.enumerated() {
            guard case let .carried(old) = slot else { continue }
            newSectionOfOld[old] = section
            oldSectionOfNew[section] = old
        }
        return BatchUpdateResult(oldCounts: oldCounts, newCounts: newCounts, newSectionOfOld: newSectionOfOld,
                                 oldSectionOfNew: oldSectionOfNew, changes: changes, moveDestinations: moveDestinations,
                                 reloadedItems: reloadedItems, movedItems: movedItems)
    }
}
