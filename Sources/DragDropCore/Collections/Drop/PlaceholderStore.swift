import Foundation

/// The drop placeholders of one view and the arithmetic between the two coordinate systems
/// they create (SEMANTICS 18): *data-source* index paths (the model's) and *presentation*
/// index paths (what is on screen, placeholders included). A value type with no UI, so the
/// rules are tested on their own; the view owns one and adds what touches cells and timers.
///
/// Each placeholder is anchored before a data-source item of its section (`anchor` ==
/// count: at the end); placeholders sharing an anchor are ordered by `order`.
///
/// Invariants (``checkInvariants()``): entries are sorted by (section, anchor, order),
/// anchors are not negative, identifiers are unique.
package struct PlaceholderStore<Payload> {
    /// One placeholder.
    package struct Entry {
        package let id: Int
        package var section: Int
        /// The data-source item it sits before.
        package var anchor: Int
        /// Its rank among placeholders with the same anchor.
        package var order: Double
        /// The drop that made it (several placeholders of one drop keep session order).
        package let dropID: Int
        package var payload: Payload
    }

    package private(set) var entries: [Entry] = []
    private var nextID = 0

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// The placeholders of `section`, in on-screen order.
    /// - Complexity: O(number of placeholders).
    package func entries(inSection section: Int) -> [Entry] { entries.filter { $0.section == section } }

    /// How many placeholders `section` shows.
    package func count(inSection section: Int) -> Int { entries.lazy.filter { $0.section == section }.count }

    /// Items per section on screen, given the data source's counts.
    package func presentationCounts(from dataSourceCounts: [Int]) -> [Int] {
        var counts = dataSourceCounts
        for entry in entries where counts.indices.contains(entry.section) { counts[entry.section] += 1 }
        return counts
    }

    /// The data-source item shown at a presentation index path; nil for a placeholder.
    package func dataSourceIndexPath(forPresentation path: IndexPath) -> IndexPath? {
        guard path.count == 2 else { return nil }
        var before = 0
        for (rank, entry) in entries(inSection: path.section).enumerated() {
            let position = entry.anchor + rank
            if position == path.item { return nil }
            if position < path.item { before += 1 }
        }
        return IndexPath(item: path.item - before, section: path.section)
    }

    /// Where a data-source item is shown.
    package func presentationIndexPath(forDataSource path: IndexPath) -> IndexPath? {
        guard path.count == 2 else { return nil }
        let before = entries(inSection: path.section).filter { $0.anchor <= path.item }.count
        return IndexPath(item: path.item + before, section: path.section)
    }

    /// A presentation insertion point as a data-source one (placeholders before it skipped).
    package func dataSourceInsertion(forPresentation path: IndexPath) -> IndexPath? {
        guard path.count == 2 else { return nil }
        let before = entries(inSection: path.section).enumerated().filter { $0.element.anchor + $0.offset < path.item }.count
        return IndexPath(item: path.item - before, section: path.section)
    }

    /// The placeholder shown at a presentation index path, if any.
    package func entry(atPresentation path: IndexPath) -> Entry? {
        entries(inSection: path.section).enumerated().first { $0.element.anchor + $0.offset == path.item }?.element
    }

    /// The placeholder with `id`, if it is still shown.
    package func entry(withID id: Int) -> Entry? { entries.first { $0.id == id } }

    /// Where the placeholder `id` is shown now.
    package func position(of id: Int) -> IndexPath? {
        guard let entry = entry(withID: id) else { return nil }
        let rank = entries(inSection: entry.section).firstIndex { $0.id == id } ?? 0
        return IndexPath(item: entry.anchor + rank, section: entry.section)
    }

    /// Shows a new placeholder at presentation `position` of `section` — after the
    /// placeholders of the same drop already there (SEMANTICS 22). Returns its identifier.
    package mutating func insert(_ payload: Payload, at position: Int, section: Int, dropID: Int) -> Int {
        var position = max(0, position)
        let inSection = entries(inSection: section)
        while inSection.enumerated().contains(where: { $0.element.anchor + $0.offset == position && $0.element.dropID == dropID }) {
            position += 1
        }
        // The data-source index before which the new placeholder sits, and its order among
        // placeholders at the same anchor so that it lands exactly at `position`.
        let before = inSection.enumerated().filter { $0.element.anchor + $0.offset < position }
        let anchor = position - before.count
        let sameAnchorBefore = before.map(\.element).filter { $0.anchor == anchor }
        let sameAnchorAfter = inSection.filter { $0.anchor == anchor && !sameAnchorBefore.map(\.id).contains($0.id) }
        let low = sameAnchorBefore.map(\.order).max() ?? (sameAnchorAfter.map(\.order).min().map { $0 - 2 } ?? 0)
        let order = sameAnchorAfter.map(\.order).min().map { ($0 + low) / 2 } ?? low + 1
        nextID += 1
        entries.append(Entry(id: nextID, section: section, anchor: anchor, order: order, dropID: dropID, payload: payload))
        sort()
        return nextID
    }

    /// Changes what is kept with the placeholder `id`.
    package mutating func updatePayload(of id: Int, _ change: (inout Payload) -> Void) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
        change(&entries[index].payload)
    }

    /// Removes a placeholder without committing it.
    package mutating func remove(_ id: Int) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return entries.remove(at: index)
    }

    /// Removes a placeholder whose item was inserted into the data source at its anchor:
    /// placeholders after it now sit after the new item (SEMANTICS 19).
    package mutating func commit(_ id: Int) -> Entry? {
        guard let entry = remove(id) else { return nil }
        for other in entries.indices where entries[other].section == entry.section {
            if entries[other].anchor > entry.anchor
                || (entries[other].anchor == entry.anchor && entries[other].order > entry.order) {
                entries[other].anchor += 1
            }
        }
        return entry
    }

    /// Follows a batch update: each placeholder stays before the data-source item it sat
    /// before (items moved away do not take it along); placeholders of deleted sections are
    /// removed and returned.
    package mutating func remap(through result: BatchUpdateResult) -> [Entry] {
        var dropped: [Entry] = []
        // Placeholders that end up at one anchor keep their on-screen order.
        entries = entries.enumerated().compactMap { rank, entry in
            guard entry.section < result.newSectionOfOld.count, let newSection = result.newSectionOfOld[entry.section] else {
                dropped.append(entry)
                return nil
            }
            var moved = entry
            moved.section = newSection
            moved.order = Double(rank)
            moved.anchor = result.newCounts[newSection]
            for oldItem in entry.anchor..<max(entry.anchor, result.oldCounts[entry.section]) {
                let oldPath = IndexPath(item: oldItem, section: entry.section)
                if !result.movedItems.contains(oldPath), let newPath = result.newIndexPath(forOld: oldPath),
                   newPath.section == newSection {
                    moved.anchor = newPath.item
                    break
                }
            }
            return moved
        }
        sort()
        return dropped
    }

    /// After a reload: placeholders of sections that no longer exist are removed and
    /// returned, the others are kept within their section's count.
    package mutating func clamp(toCounts counts: [Int]) -> [Entry] {
        let dropped = entries.filter { $0.section >= counts.count }
        entries.removeAll { $0.section >= counts.count }
        for index in entries.indices {
            entries[index].anchor = min(entries[index].anchor, counts[entries[index].section])
        }
        sort()
        return dropped
    }

    /// Removes every placeholder and returns them.
    package mutating func removeAll() -> [Entry] {
        defer { entries.removeAll() }
        return entries
    }

    /// Traps when an invariant is broken (debug builds and tests).
    package func checkInvariants() {
        precondition(entries.allSatisfy { $0.anchor >= 0 && $0.section >= 0 }, "negative anchor or section")
        precondition(Set(entries.map(\.id)).count == entries.count, "duplicate placeholder identifiers")
        precondition(zip(entries, entries.dropFirst()).allSatisfy { ($0.section, $0.anchor, $0.order) <= ($1.section, $1.anchor, $1.order) },
                     "placeholders out of order")
    }

    private mutating func sort() {
        entries.sort { ($0.section, $0.anchor, $0.order) < ($1.section, $1.anchor, $1.order) }
    }
}
