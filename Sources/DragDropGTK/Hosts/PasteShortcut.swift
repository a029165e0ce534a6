import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Ctrl+V over a host's widget pastes the clipboard there (SEMANTICS 51): the clipboard's
/// content, read as a drop of it would be (``GTKClipboard/paste()``), goes to the core's view
/// under the pointer that takes pastes (``DragDrop/DragDropSystem/paste(_:at:)``). The key
/// is the window's, so it works wherever the keyboard focus is, as long as the focused
/// widget leaves Ctrl+V alone and the pointer is over a view that takes pastes.
@MainActor
final class PasteShortcut {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let system: DragDropSystem
    private let window: DragDrop.Window
    /// Where the pointer is over the widget (its coordinates); nil when it is elsewhere.
    private var pointer: (x: Double, y: Double)?
    /// Whether the key controller was given to the window.
    private var keysAdded = false

    private init(widget: UnsafeMutablePointer<GtkWidget>, system: DragDropSystem, window: DragDrop.Window) {
        self.widget = widget
        self.system = system
        self.window = window
    }

    /// Installs the shortcut on `widget`, whose point the core finds in `window`; it lives as
    /// long as the widget.
    static func install(on widget: UnsafeMutablePointer<GtkWidget>, system: DragDropSystem, window: DragDrop.Window) {
        let shortcut = PasteShortcut(widget: widget, system: system, window: window)
        let motion = gtk_event_controller_motion_new()!
        let moved: PointHandler = { [weak shortcut] x, y in shortcut?.pointer = (x, y) }
        connect(UnsafeMutableRawPointer(motion), .pointerEnter, moved)
        connect(UnsafeMutableRawPointer(motion), .pointerMotion, moved)
        let left: VoidHandler = { [weak shortcut] in shortcut?.pointer = nil }
        connect(UnsafeMutableRawPointer(motion), .pointerLeave, left)
        gtk_widget_add_controller(widget, motion)
        let keys = gtk_event_controller_key_new()!
        let pressed: KeyHandler = { [weak shortcut] keyval, state in shortcut?.keyPressed(keyval, state) ?? false }
        connect(UnsafeMutableRawPointer(keys), .keyPressed, pressed)
        // The keys are the window's (after the focused widget had its turn): added to it once
        // the widget is in one.
        onSignal(UnsafeMutableRawPointer(widget), "realize") { [weak shortcut] in
            guard let shortcut, !shortcut.keysAdded, let root = gtk_widget_get_root(shortcut.widget) else { return }
            shortcut.keysAdded = true
            gtk_widget_add_controller(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self), keys)
        }
        // A key of its own: the host retains itself by the widget under the default key, and a
        // second owner under it would replace (and release) the first.
        WidgetOwnership.retain(shortcut, by: widget, key: "dragdrop-paste-shortcut")
    }

    /// Ctrl+V with the pointer over the widget: read the clipboard and paste at the pointer.
    private func keyPressed(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        guard keyval == UInt32(GDK_KEY_v) || keyval == UInt32(GDK_KEY_V),
              state.rawValue & GDK_CONTROL_MASK.rawValue != 0, let pointer else { return false }
        let point = screenPoint(ofWidget: widget, x: pointer.x, y: pointer.y, in: window)
        guard system.takesPastes(at: point) else { return false }  // the key is left to others
        Task { @MainActor [system] in
            let items = await GTKClipboard.paste()
            system.paste(items.map(\.itemProvider), at: point)
        }
        return true
    }
}
