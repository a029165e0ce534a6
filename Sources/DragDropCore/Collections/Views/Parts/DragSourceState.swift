import Foundation

/// What the view remembers about a drag that started in it: the session, where each
/// dragged item came from (kept current through batch updates and placeholder commits), the
/// reload generation it began in (SEMANTICS 15) and the item pressed.
@MainActor
struct DragSourceState {
    var session: DragSession?
    /// The data-source path each dragged item came from, kept current through batch updates.
    var sources: [ObjectIdentifier: IndexPath] = [:]
    /// The reload generation when the drag began (SEMANTICS 15).
    var generation = 0
    /// The first item of the one pressed to begin the drag.
    var grabbed: ObjectIdentifier?

    /// Notes that `items` come from the data-source path `path`.
    mutating func record(_ items: [DragItem], from path: IndexPath) -> [DragItem] {
        for item in items { sources[ObjectIdentifier(item)] = path }
        return items
    }

    /// Sources follow their items through a batch; deleted ones are forgotten.
    mutating func remapSources(through result: BatchUpdateResult) {
        sources = sources.compactMapValues(result.newIndexPath(forOld:))
    }

    /// Sources at or after an item inserted at `insertion` move one on.
    mutating func shiftSources(insertedAt insertion: IndexPath) {
        sources = sources.mapValues { path in
            path.section == insertion.section && path.item >= insertion.item ? IndexPath(item: path.item + 1, section: path.section) : path
        }
    }
}
