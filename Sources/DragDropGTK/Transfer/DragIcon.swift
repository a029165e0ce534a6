import CDragDropGtk
import CDragDropGtkShim
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

    /// What the icon shows: the cell's picture (a GdkTexture, referenced while kept) or its
    /// text, at the cell's size.
    final class Content {
        let text: String
        let size: Size
        let rounded: Bool
        let texture: OpaquePointer?
        /// Held below and right of the pointer, its corner at the pointer (a thumbnail that
        /// leaves the target in view), not under it where the item was grabbed.
        let besidePointer: Bool

        init(text: String, size: Size, rounded: Bool, texture: OpaquePointer? = nil, besidePointer: Bool = false) {
            self.text = text
            self.size = size
            self.rounded = rounded
            self.texture = texture
            self.besidePointer = besidePointer
            if let texture { g_object_ref(UnsafeMutableRawPointer(texture)) }
        }

        deinit {
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        }

        /// A new widget showing the content.
        @MainActor
        func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
            let widget: UnsafeMutablePointer<GtkWidget>
            if let texture {
                // A picture's natural size is its texture's; in a frame without a natural size
                // of its own, the size the caller requests is the size it gets.
                let picture = gtk_picture_new_for_paintable(texture)!
                gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
                widget = gtk_scrolled_window_new()
                gtk_scrolled_window_set_policy(dd_scrolled(widget), GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
                gtk_scrolled_window_set_child(dd_scrolled(widget), picture)
            } else {
                widget = gtk_label_new(text)
            }
            gtk_widget_add_css_class(widget, "dragdrop-cell")
            gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
            if rounded { gtk_widget_add_css_class(widget, "rounded") }
            return widget
        }
    }

    /// The picture of the drag in progress (kept until the next drag, for the drop animation).
    private(set) var content: Content?

    /// Fills the GtkDragIcon of `drag`, keeping `hotspot` (a point of the icon, from its
    /// top-left: where the item was grabbed) under the pointer.
    func attach(to drag: OpaquePointer, content: Content, count: Int, hotspot: Point?) {
        guard let icon = gtk_drag_icon_get_for_drag(drag) else { return }
        if content.besidePointer {
            // Its top-left corner at the pointer (a negative hotspot, further off, is lost on
            // Wayland): everything above and left of the pointer stays in view.
            gdk_drag_set_hotspot(drag, 0, 0)
        } else if let hotspot {
            gdk_drag_set_hotspot(drag, Int32(hotspot.x.rounded()), Int32(hotspot.y.rounded()))
        }
        let overlay = gtk_overlay_new()!
        let preview = content.makeWidget()
        gtk_widget_add_css_class(preview, "dragdrop-drag-preview")
        gtk_widget_set_size_request(preview, Int32(max(content.size.width, 20)), Int32(max(content.size.height, 20)))
        gtk_overlay_set_child(OpaquePointer(overlay), preview)
        let badge = gtk_label_new(nil)!
        gtk_widget_add_css_class(badge, "dragdrop-badge")
        gtk_widget_set_halign(badge, GTK_ALIGN_END)
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        gtk_overlay_add_overlay(OpaquePointer(overlay), badge)
        gtk_drag_icon_set_child(OpaquePointer(icon), overlay)
        self.badge = badge
        self.count = count
        self.content = content
        update(.none)
    }

    /// Shows the badge for the operation in effect.
    func update(_ badge: DragBadge) {
        guard let label = self.badge else { return }
        let mark: String = switch badge {
        case .copy: "+"
        case .forbidden: "⊘"
        case .delete: "−"  // a removal, in the error colour (dragdrop-badge.delete)
        case .none: ""
        }
        let text = [count > 1 ? "\(count)" : "", mark].filter { !$0.isEmpty }.joined(separator: " ")
        gtk_label_set_text(dd_label(label), text)
        setCSSClass("delete", badge == .delete, of: label)
        gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
    }

    func detach() {
        badge = nil
    }
}
