import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Drags from other applications in progress, per drag system: one GdkDrop becomes one
/// external session of the core, whichever of the application's views it crosses; the
/// drop is finished only after the data the destination asked for has been read.
@MainActor
final class ExternalDrops {
    static let shared = ExternalDrops()
    private var current: [ObjectIdentifier: (drop: OpaquePointer, drag: ExternalGdkDrag)] = [:]
    private var moves = 0
    private var guardedDisplay = false
    /// Drops released here and still being performed: a leave GTK reports for them (on
    /// Wayland it does, after the drop) must not take the pointer off their target.
    private var dropping: Set<OpaquePointer> = []

    /// Whether a drag from another application is over one of this application's views.
    var isReceiving: Bool { !current.isEmpty }

    /// Keeps GDK from handing a finished drop the next drag's actions, and lets Escape reach
    /// a drag in progress through GDK's keyboard grab (X11; see the shim).
    func guardFinishedDrops() {
        guard !guardedDisplay, let display = gdk_display_get_default() else { return }
        guardedDisplay = true
        dd_x11_guard_finished_drops(display) {
            MainActor.assumeIsolated { ExternalDrops.shared.isReceiving } ? 1 : 0
        }
        dd_x11_watch_escape(display) {
            MainActor.assumeIsolated { GTKDragBridge.cancelDragInProgress() } ? 1 : 0
        }
    }

    /// The pointer left one view. It may be entering another view of the application,
    /// whose enter comes at once; if none claims the drag by the next turn of the main
    /// loop, it left the application and the session ends (every target gets its end).
    func leave(_ drop: OpaquePointer, system: DragDropSystem) {
        guard !dropping.contains(drop) else { return }
        system.externalDragMoved(to: Point(x: -1e6, y: -1e6))
        let movesAtLeave = moves
        let key = ObjectIdentifier(system)
        DispatchQueue.main.async { [weak self, weak system] in
            guard let self, let system, moves == movesAtLeave, let left = current[key], left.drop == drop else { return }
            current[key] = nil
            system.externalDragExited()
            left.drag.reads.close()
        }
    }

    func move(_ drop: OpaquePointer, to point: Point, in system: DragDropSystem) {
        moves += 1
        let key = ObjectIdentifier(system)
        if current[key]?.drop != drop || !system.isDragging {
            if let previous = current[key] {
                system.externalDragExited()
                previous.drag.reads.close()
            }
            let external = ExternalGdkDrag(drop: drop)
            current[key] = (drop, external)
            system.externalDragEntered(items: external.items, allowsMoveOperation: false, at: point, dataAccess: external.access)
        } else {
            system.externalDragMoved(to: point)
        }
    }

    /// Performs the drop; finishes the GdkDrop when the transfer is complete (or at once
    /// when nothing was dropped). Returns whether the drop was taken.
    ///
    /// A drop offering `text/uri-list` is read first when it may carry several items (files
    /// from a file manager): GDK shows one drag, the list shows how many items it holds.
    func drop(_ drop: OpaquePointer, at point: Point, in system: DragDropSystem) -> Bool {
        move(drop, to: point, in: system)
        guard let reads = current[ObjectIdentifier(system)]?.drag.reads else { return false }
        current[ObjectIdentifier(system)] = nil
        dropping.insert(drop)
        guard system.currentOperation.performsDrop else {
            dropping.remove(drop)
            system.externalDragExited()
            gdk_drop_finish(drop, GdkDragAction(rawValue: 0))
            reads.close()
            return false
        }
        guard GdkDropReader.mimeTypes(of: drop).contains("text/uri-list") else {
            defer { dropping.remove(drop) }
            return perform(reads, in: system)
        }
        Task { @MainActor [weak system] in
            defer { ExternalDrops.shared.dropping.remove(drop) }
            guard let system else { return reads.close() }
            // Read once, with a deadline: a peer that never sends the list cannot hold the
            // drop open; the destination's own load then gets the same answer at once.
            let items = (try? await reads.read("text/uri-list", as: .fileURL, limit: 1_000_000))
                .map(CrossProcessExport.items(fromURIList:)) ?? []
            if items.count > 1 { system.externalDragItemsResolved(items) }
            _ = perform(reads, in: system)
        }
        return true
    }

    /// Performs the drop; the GdkDrop is finished — and given back — once every load the
    /// destination started is over (each has a deadline), or at once when nothing was taken.
    private func perform(_ reads: ExternalDropReads, in system: DragDropSystem) -> Bool {
        let operation = system.currentOperation
        var finished = false
        let finish = { [weak system] (action: GdkDragAction) in
            guard !finished else { return }
            finished = true
            if let drop = reads.reference.drop { gdk_drop_finish(drop, action) }
            reads.close()
            system?.onExternalTransferCompleted = nil
        }
        system.onExternalTransferCompleted = { finish(operation.windowSystemAction) }
        let performed = system.externalDrop()
        if !performed.performsDrop { finish(GdkDragAction(rawValue: 0)) }
        return performed.performsDrop
    }
}
