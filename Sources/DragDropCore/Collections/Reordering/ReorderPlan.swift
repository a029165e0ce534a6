import Foundation

/// Moving several items at once, within a section or across sections (SEMANTICS 25):
/// with `destination` in coordinates before any removal, the items land at d', d'+1, …
/// in the order given, where d' = d − (sources in the destination's section before d).
/// Within one section this equals `move(fromOffsets:toOffset:)`.
public struct ReorderPlan: Sendable, Hashable {
    /// Data-source paths of the moving items, in session order.
    public let sources: [IndexPath]
    /// The insertion point before removal (a coordinator's `insertionIndexPath`).
    public let destination: IndexPath

    /// The plan for moving the items at `sources` so that they land at `destination` (an insertion
    /// point before removal).
    public init(sources: [IndexPath], destination: IndexPath) {
        // The same item twice would be moved twice: keep its first mention.
        var seen = Set<IndexPath>()
        self.sources = sources.filter { seen.insert($0).inserted }
        self.destination = destination
    }

    /// d' — where the first moved item lands.
    public var adjustedDestination: IndexPath {
        let before = sources.filter { $0.section == destination.section && $0.item < destination.item }.count
        return IndexPath(item: destination.item - before, section: destination.section)
    }

    /// Where each source ends up, in the same order as `sources`.
    public var finalIndexPaths: [IndexPath] {
        let start = adjustedDestination
        return sources.indices.map { IndexPath(item: start.item + $0, section: start.section) }
    }

    /// The batch for the view: one move per item.
    public var batchUpdates: BatchUpdates {
        var batch = BatchUpdates()
        for (source, target) in zip(sources, finalIndexPaths) { batch.moveItem(at: source, to: target) }
        return batch
    }

    /// Applies the move to a sectioned model: remove the sources, insert them in session
    /// order at d', d'+1, …
    /// - Complexity: O(n) per touched section, in one pass each.
    @inlinable
    public func apply<Element>(to sections: inout [[Element]]) {
        let moving = sources.map { sections[$0.section][$0.item] }
        var removed: [Int: [Int]] = [:]
        for source in sources { removed[source.section, default: []].append(source.item) }
        for (section, items) in removed {
            let skipped = items.sorted()
            var kept: [Element] = []
            kept.reserveCapacity(sections[section].count - skipped.count + (section == destination.section ? moving.count : 0))
            var next = 0
            for (index, element) in sections[section].enumerated() {
                if next < skipped.count, skipped[next] == index { next += 1 } else { kept.append(element) }
            }
            sections[section] = kept
        }
        let start = adjustedDestination
        sections[start.section].insert(contentsOf: moving, at: start.item)
    }

    /// Whether every source and the destination are valid for `counts` (items per section).
    public func isValid(forCounts counts: [Int]) -> Bool {
        guard destination.count == 2, counts.indices.contains(destination.section),
              (0...counts[destination.section]).contains(destination.item) else { return false }
        return sources.allSatisfy { $0.count == 2 && counts.indices.contains($0.section) && (0..<counts[$0.section]).contains($0.item) }
    }
}
