import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// The core's ``DragDrop/KeyboardReorder`` on a host's keys: Space or Enter lifts and drops, the
/// arrows, Home and End move the focus (or the destination while lifted), Ctrl+arrows take a lifted item to
/// the next or previous collection of the window, Escape cancels. The focused
/// cell is marked; each announcement becomes the list's accessible description (what a
/// screen reader reads next) and is passed to `onAnnouncement`. Delete removes the selection
/// through the view's `onDelete`, when it has one.
@MainActor
final class KeyboardPath {
    let reorder: KeyboardReorder
    var onAnnouncement: ((String) -> Void)?

    init(view: IndexedCollectionView, widget: UnsafeMutablePointer<GtkWidget>, changed: @escaping () -> Void) {
        reorder = KeyboardReorder(view: view)
        gtk_widget_set_focusable(widget, 1)
        reorder.onAnnouncement = { [weak self] text in
            dd_accessible_set_description(widget, text)
            self?.onAnnouncement?(text)
        }
        let keys = gtk_event_controller_key_new()!
        let pressed: KeyHandler = { [weak self, weak view] keyval, state in
            if keyval == UInt32(GDK_KEY_Delete) || keyval == UInt32(GDK_KEY_KP_Delete) {
                guard let view, view.deleteSelectedItems() else { return false }
                changed()
                return true
            }
            guard let self, let key = Self.key(for: keyval, control: dd_has_control(state) != 0) else { return false }
            ViewPlacement.refresh()  // the collections' reading order is where they are drawn
            let used = reorder.handle(key)
            if used { changed() }
            return used
        }
        connect(UnsafeMutableRawPointer(keys), .keyPressed, pressed)
        gtk_widget_add_controller(widget, keys)
    }

    /// Ctrl with an arrow takes a lifted item to the next (Right, Down) or previous (Left,
    /// Up) collection of the window.
    private static func key(for keyval: UInt32, control: Bool) -> KeyboardReorder.Key? {
        switch Int32(keyval) {
        case GDK_KEY_Left where control, GDK_KEY_KP_Left where control, GDK_KEY_Up where control, GDK_KEY_KP_Up where control:
            .previousCollection
        case GDK_KEY_Right where control, GDK_KEY_KP_Right where control, GDK_KEY_Down where control, GDK_KEY_KP_Down where control:
            .nextCollection
        case GDK_KEY_space, GDK_KEY_KP_Space: .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter: .enter
        case GDK_KEY_Escape: .escape
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        default: nil
        }
    }
}
