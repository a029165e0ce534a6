import CGtk
import CGtkShim
import DragDrop

/// The picture under the pointer during a drag from this application: the first item's
/// cell (rounded when its preview parameters say so), a count when several items are
/// dragged, and the operation's badge — (+) for copy, ⊘ for forbidden — kept current as
/// the core's proposal changes (SEMANTICS 1).
@MainActor
final class DragIcon {
    static let shared = DragIcon()
    private var badge: UnsafeMutablePointer<GtkWidget>?
    private var count = 1

    /// Fills the GtkDragIcon of `drag`.
    func attach(to drag: OpaquePointer, text: String, size: Size, rounded: Bool, count: Int) {
        guard let icon = gtk_drag_icon_get_for_drag(drag) else { return }
        let overlay = gtk_overlay_new()!
        let preview = gtk_label_new(text)!
        gtk_widget_add_css_class(preview, "dragdrop-cell")
        gtk_widget_add_css_class(preview, "dragdrop-drag-preview")
        if rounded { gtk_widget_add_css_class(preview, "rounded") }
        gtk_widget_set_size_request(preview, Int32(max(size.width, 20)), Int32(max(size.height, 20)))
        gtk_overlay_set_child(OpaquePointer(overlay), preview)
        let badge = gtk_label_new(nil)!
        gtk_widget_add_css_class(badge, "dragdrop-badge")
        gtk_widget_set_halign(badge, GTK_ALIGN_END)
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        gtk_overlay_add_overlay(OpaquePointer(overlay), badge)
        gtk_drag_icon_set_child(OpaquePointer(icon), overlay)
        self.badge = badge
        self.count = count
        update(.none)
    }

    /// Shows the badge for the operation in effect.
    func update(_ badge: DragBadge) {
        guard let label = self.badge else { return }
        let mark: String = switch badge {
        case .copy: "+"
        case .forbidden: "⊘"
        case .none: ""
        }
        let text = [count > 1 ? "\(count)" : "", mark].filter { !$0.isEmpty }.joined(separator: " ")
        gtk_label_set_text(dd_label(label), text)
        gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
    }

    func detach() {
        badge = nil
    }
}
