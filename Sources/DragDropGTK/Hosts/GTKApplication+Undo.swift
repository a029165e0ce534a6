import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

extension GTKApplication {
    /// Adds `app.undo` (Ctrl+Z) and `app.redo` (Ctrl+Shift+Z, Ctrl+Y), which undo and redo on
    /// the manager `undoManager` gives — the active window's, or a document's — and are
    /// enabled while it can undo and redo: they follow its `NSUndoManagerCheckpoint`s, so a
    /// button bound to them (`gtk_actionable_set_action_name`) is greyed out when there is
    /// nothing to undo. Call it once.
    public func installUndoActions(undoManager: @escaping @MainActor @Sendable () -> DragDrop.UndoManager?) {
        guard undoObserver == nil else {
            return Diagnostics.handler(Diagnostic(view: "GTKApplication", message: "installUndoActions called twice; the first stays"))
        }
        addAction("undo", accelerators: ["<Control>z"]) { undoManager()?.undo() }
        addAction("redo", accelerators: ["<Control><Shift>z", "<Control>y"]) { undoManager()?.redo() }
        let update: @MainActor @Sendable () -> Void = { [weak self] in
            let manager = undoManager()
            self?.setActionEnabled("undo", manager?.canUndo ?? false)
            self?.setActionEnabled("redo", manager?.canRedo ?? false)
        }
        undoObserver = NotificationCenter.default.addObserver(forName: .NSUndoManagerCheckpoint, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { update() }  // undo managers post on the main thread
        }
        update()
    }

    /// Enables or disables the application action `app.<name>` (a bound button follows).
    public func setActionEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(dd_action_map(UnsafeMutableRawPointer(application)), name) else {
            return Diagnostics.handler(Diagnostic(view: "GTKApplication", message: "no action app.\(name) to enable"))
        }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
