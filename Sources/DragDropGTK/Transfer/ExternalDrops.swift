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
    /// Drags whose `text/uri-list` is being read before they enter (SEMANTICS 42): the core's
    /// `ExternalDragResolution` decides what happens meanwhile; this only performs its actions.
    private var resolving: [ObjectIdentifier: (drop: OpaquePointer, drag: ExternalGdkDrag,
                                              resolution: ExternalDragResolution)] = [:]
    private var moves = 0
    private var guardedDisplay = false
    /// Drops released here and still being performed: a leave GTK reports for them (on
    /// Wayland it does, after the drop) must not take the pointer off their target.
    private var dropping: Set<OpaquePointer> = []

    /// Whether a drag from another application is over one of this application's views.
    var isReceiving: Bool { !current.isEmpty || !resolving.isEmpty }

    /// The answer the window system gets for `drop` while its uri-list is being read: copy,
    /// provisionally (a source sends no drop to a target that answered none, so a release
    /// meanwhile would be lost; the drop waits for the items and is refused then if need be).
    /// Nil once the core answers.
    func provisionalAnswer(for drop: OpaquePointer, in system: DragDropSystem) -> DropOperation? {
        guard let waiting = resolving[ObjectIdentifier(system)], waiting.drop == drop else { return nil }
        return waiting.resolution.provisionalOperation
    }

    /// Keeps GDK from handing a finished drop the next drag's actions, and lets Escape reach
    /// a drag in progress through GDK's keyboard grab (X11; see the shim).
    func guardFinishedDrops() {
        guard !guardedDisplay, let display = gdk_display_get_default() else { return }
        guardedDisplay = true
        dd_x11_guard_finished_drops(display) {
            MainActor.assumeIsolated { ExternalDrops.shared.isReceiving } ? 1 : 0
        }
        X11DropSelection.rememberDropTimes(on: display)
        dd_x11_watch_escape(display) {
            MainActor.assumeIsolated { GTKDragBridge.cancelDragInProgress() } ? 1 : 0
        }
    }

    /// The pointer left one view. It may be entering another view of the application,
    /// whose enter comes at once; if none claims the drag by the next turn of the main
    /// loop, it left the application and the session ends (every target gets its end).
    func leave(_ drop: OpaquePointer, system: DragDropSystem) {
        guard !dropping.contains(drop) else { return }
        if var waiting = resolving[ObjectIdentifier(system)], waiting.drop == drop {
            resolving[ObjectIdentifier(system)] = nil
            return perform(waiting.resolution.left(), for: drop, waiting.drag, in: system)
        }
        system.externalDragLeftViews()
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
        if resolving[key]?.drop == drop {
            return perform(resolving[key]!.resolution.moved(to: point), for: drop, resolving[key]!.drag, in: system)
        }
        guard current[key]?.drop != drop || !system.isDragging else { return _ = system.externalDragMoved(to: point) }
        if let previous = current[key] {
            system.externalDragExited()
            previous.drag.reads.close()
            current[key] = nil
        }
        if let previous = resolving.removeValue(forKey: key) { previous.drag.reads.close() }
        let external = ExternalGdkDrag(drop: drop)
        var resolution = ExternalDragResolution(offering: GdkDropReader.mimeTypes(of: drop))
        let actions = resolution.arrived(at: point)
        if resolution.isReading { resolving[key] = (drop, external, resolution) }
        perform(actions, for: drop, external, in: system)
    }

    /// Performs what the core's `ExternalDragResolution` decided for `drop`.
    private func perform(_ actions: [ExternalDragResolution.Action], for drop: OpaquePointer, _ external: ExternalGdkDrag,
                         in system: DragDropSystem) {
        let key = ObjectIdentifier(system)
        for action in actions {
            switch action {
            case .readURIList:
                Task { @MainActor [weak self, weak system] in
                    let list: Data?
                    do {
                        list = try await external.reads.read("text/uri-list", as: .fileURL, limit: InterProcessExport.uriListLimit)
                    } catch {
                        DebugLog.write("a drag from another application: its uri-list could not be read (\(error)); it enters as offered")
                        list = nil
                    }
                    guard let self, let system, var waiting = resolving[key], waiting.drop == drop else { return }
                    resolving[key] = nil
                    perform(waiting.resolution.listRead(list), for: drop, external, in: system)
                }
            case let .enter(point, uriList):
                let mimeTypes = GdkDropReader.mimeTypes(of: drop)
                let items = InterProcessExport.items(offering: mimeTypes, uriList: uriList, offered: external.items,
                                                     guardedBy: external.access)
                if uriList != nil {
                    DebugLog.write("a drag from another application offering \(mimeTypes) enters with \(items.count) item(s)")
                }
                enter(external, items: items, drop: drop, at: point, in: system)
            case let .move(point):
                system.externalDragMoved(to: point)
            case let .drop(point):
                dropping.remove(drop)
                _ = self.drop(drop, at: point, in: system)
            case .abandon:
                external.reads.close()
            }
        }
    }

    private func enter(_ external: ExternalGdkDrag, items: [DragItem], drop: OpaquePointer, at point: Point, in system: DragDropSystem) {
        current[ObjectIdentifier(system)] = (drop, external)
        system.externalDragEntered(items: items, at: point, dataAccess: external.access)
    }

    /// Performs the drop; finishes the GdkDrop when the transfer is complete (or at once
    /// when nothing was dropped). Returns whether the drop was taken. A drop released while
    /// its uri-list is still being read is performed once the drag has entered.
    func drop(_ drop: OpaquePointer, at point: Point, in system: DragDropSystem) -> Bool {
        move(drop, to: point, in: system)
        let key = ObjectIdentifier(system)
        if resolving[key]?.drop == drop {
            // GTK is told the drop is taken: it is performed once the drag has entered, and
            // finished either way there (a refusal at once).
            dropping.insert(drop)
            perform(resolving[key]!.resolution.released(at: point), for: drop, resolving[key]!.drag, in: system)
            return true
        }
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
        defer { dropping.remove(drop) }
        return perform(reads, in: system)
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
