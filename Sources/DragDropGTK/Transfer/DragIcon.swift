import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// The picture under the pointer during a drag from this application: the first item's
/// cell (the part its preview parameters' visible path shows, with its corner radius), a count when several items are
/// dragged, and the operation's badge — (+) for copy, ⊘ for forbidden — beside the picture's
/// top trailing corner, kept current as the core's proposal changes (SEMANTICS 1).
@MainActor
final class DragIcon {
    static let shared = DragIcon()
    private var badge: UnsafeMutablePointer<GtkWidget>?
    private var count = 1

    /// What the icon shows: the cell's picture (a GdkTexture, referenced while kept) or its
    /// text, at the cell's size, cropped to the visible part.
    final class Content {
        let text: String
        /// The whole preview's size as shown (the cell's, or less beside the pointer).
        let size: Size
        /// The part shown, in the preview's coordinates at `size` (the core's
        /// `dragIconVisiblePath`), and its corner radius.
        let visible: Rect
        let cornerRadius: Double
        let texture: OpaquePointer?
        /// Held below and right of the pointer, its corner at the pointer (a thumbnail that
        /// leaves the target in view), not under it where the item was grabbed.
        let besidePointer: Bool

        /// The preview of `size` showing `visible` of it (all of it by default), rounded by
        /// `cornerRadius`, all scaled by `scale`.
        init(text: String, size: Size, visible: BezierPath? = nil, scale: Double = 1, texture: OpaquePointer? = nil,
             besidePointer: Bool = false) {
            self.text = text
            self.size = Size(width: size.width * scale, height: size.height * scale)
            let part = visible?.bounds ?? Rect(origin: .zero, size: size)
            self.visible = Rect(x: part.minX * scale, y: part.minY * scale, width: part.width * scale, height: part.height * scale)
            self.cornerRadius = (visible?.cornerRadius ?? 0) * scale
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
                // The whole picture at the preview's size, in a canvas showing the visible
                // part: a canvas is as big as it is asked to be, whatever its child's size.
                let picture = gtk_picture_new_for_paintable(texture)!
                gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
                widget = dd_canvas_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)
                dd_canvas_put(widget, picture)
                dd_canvas_place(widget, picture, -visible.minX, -visible.minY, size.width, size.height, 0)
            } else {
                widget = gtk_label_new(text)
            }
            gtk_widget_add_css_class(widget, "dragdrop-cell")
            gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
            if cornerRadius > 0 { gtk_widget_add_css_class(widget, DragIcon.cornerClass(radius: cornerRadius)) }
            return widget
        }

        /// The size of what the icon shows.
        var shownSize: Size { visible.size }
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
        // The badge beside the picture, past its trailing edge at the top, never over what
        // the item shows there (issue 39: it covered a row's tag); the picture keeps its place
        // from the icon's top-left corner, so the hotspot stays where the item was grabbed.
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let preview = content.makeWidget()
        gtk_widget_add_css_class(preview, "dragdrop-drag-preview")
        gtk_widget_set_size_request(preview, Int32(max(content.shownSize.width, 20)), Int32(max(content.shownSize.height, 20)))
        gtk_box_append(dd_box(row), preview)
        let badge = gtk_label_new(nil)!
        gtk_widget_add_css_class(badge, "dragdrop-badge")
        gtk_widget_set_valign(badge, GTK_ALIGN_START)
        gtk_widget_set_halign(badge, GTK_ALIGN_START)
        // Room for the widest badge this drag can show, from the start: GTK 4.8 on X11 keeps a
        // drag surface at its first size, so a badge shown later was cut off. The icon first
        // shows the widest text, then its slot keeps that width whatever the badge says.
        let slot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(dd_box(slot), badge)
        gtk_box_append(dd_box(row), slot)
        gtk_label_set_text(dd_label(badge), Self.text(count: count, mark: "⊘"))
        gtk_drag_icon_set_child(OpaquePointer(icon), row)
        var width: Int32 = 0
        gtk_widget_measure(badge, GTK_ORIENTATION_HORIZONTAL, -1, nil, &width, nil, nil)
        gtk_widget_set_size_request(slot, width, -1)
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
        let text = Self.text(count: count, mark: mark)
        gtk_label_set_text(dd_label(label), text)
        setCSSClass("delete", badge == .delete, of: label)
        gtk_widget_set_visible(label, text.isEmpty ? 0 : 1)
    }

    /// What the badge says: the count of items when several, and the operation's mark.
    private static func text(count: Int, mark: String) -> String {
        [count > 1 ? "\(count)" : "", mark].filter { !$0.isEmpty }.joined(separator: " ")
    }

    func detach() {
        badge = nil
    }

    /// The radii that have a style class already.
    private static var cornerRadii: Set<Int> = []

    /// The style class rounding a preview's corners by `radius` points, added to the
    /// display's stylesheet the first time.
    static func cornerClass(radius: Double) -> String {
        let points = Int(radius.rounded())
        let name = "dragdrop-corner-\(points)"
        guard cornerRadii.insert(points).inserted, let display = gdk_display_get_default() else { return name }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, ".\(name) { border-radius: \(points)px; }", -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return name
    }
}
