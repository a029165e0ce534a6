import Foundation

extension Snapshot {
    /// The common case in one pass: the same sections in the same order, and a few items
    /// deleted, inserted or moved. Old and new are walked side by side: equal items stay; a
    /// one-item lookahead recognises a single deletion or insertion; anything else is set
    /// aside, and what was set aside is matched by identifier at the end (an item set aside
    /// on both sides moved, across sections too). Only the set-aside items are hashed.
    ///
    /// nil when the sections differ or more than `max(64, n / 16)` items are set aside:
    /// then ``batchUpdates(to:)`` runs the minimal-moves algorithm instead.
    /// - Complexity: O(n) comparisons + O(changes) hashing.
    @inlinable
    func linearBatchUpdates(to new: Snapshot) -> BatchUpdates? {
        guard sectionIdentifiers == new.sectionIdentifiers else { return nil }
        let total = itemIdentifiers.reduce(0) { $0 + $1.count } + new.itemIdentifiers.reduce(0) { $0 + $1.count }
        let budget = max(64, total / 32)
        var left: [(id: ItemID, path: IndexPath)] = [], arrived: [(id: ItemID, path: IndexPath)] = []
        for section in itemIdentifiers.indices {
            let before = itemIdentifiers[section], after = new.itemIdentifiers[section]
            var i = 0, j = 0
            while i < before.count || j < after.count {
                if i < before.count, j < after.count, before[i] == after[j] {
                    i += 1
                    j += 1
                    continue
                }
                if i + 1 < before.count, j < after.count, before[i + 1] == after[j] {
                    left.append((before[i], IndexPath(item: i, section: section)))
                    i += 1
                } else if j + 1 < after.count, i < before.count, before[i] == after[j + 1] {
                    arrived.append((after[j], IndexPath(item: j, section: section)))
                    j += 1
                } else {
                    if i < before.count {
                        left.append((before[i], IndexPath(item: i, section: section)))
                        i += 1
                    }
                    if j < after.count {
                        arrived.append((after[j], IndexPath(item: j, section: section)))
                        j += 1
                    }
                }
                if left.count + arrived.count > budget { return nil }
            }
        }
        var destination = Dictionary(arrived.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
        var batch = BatchUpdates()
        var deleted: [IndexPath] = []
        for (id, path) in left {
            if let to = destination.removeValue(forKey: id) {
                batch.moveItem(at: path, to: to)
            } else {
                deleted.append(path)
            }
        }
        batch.deleteItems(at: deleted)
        batch.insertItems(at: arrived.filter { destination[$0.id] != nil }.map(\.path))
        return batch
    }
}
