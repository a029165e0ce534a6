import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Widgets placed in a canvas (`dd_canvas`), one per key in view, recycled as keys come and
/// go: the widget count follows what is visible, never the size of the model. `make` builds a
/// widget, `fill` shows a `Content` in it, `clear` lets go of what a recycled one held.
@MainActor
final class WidgetPool<Key: Hashable, Content> {
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let make: () -> UnsafeMutablePointer<GtkWidget>
    private let fill: (UnsafeMutablePointer<GtkWidget>, Content) -> Void
    private let clear: ((UnsafeMutablePointer<GtkWidget>) -> Void)?
    private(set) var widgets: [Key: UnsafeMutablePointer<GtkWidget>] = [:]
    private var spare: [UnsafeMutablePointer<GtkWidget>] = []

    init(in fixed: UnsafeMutablePointer<GtkWidget>, make: @escaping () -> UnsafeMutablePointer<GtkWidget>,
         fill: @escaping (UnsafeMutablePointer<GtkWidget>, Content) -> Void,
         clear: ((UnsafeMutablePointer<GtkWidget>) -> Void)? = nil) {
        self.fixed = fixed
        self.make = make
        self.fill = fill
        self.clear = clear
    }

    /// Shows `content` in `frame` (the canvas's coordinates) for `key`.
    @discardableResult
    func show(_ key: Key, _ content: Content, frame: Rect, glideDuration: Double = 0) -> UnsafeMutablePointer<GtkWidget> {
        let widget = widgets[key] ?? spare.popLast() ?? {
            let widget = make()
            dd_canvas_put(fixed, widget)
            return widget
        }()
        widgets[key] = widget
        fill(widget, content)
        place(widget, in: fixed, at: frame, glideDuration: glideDuration)
        gtk_widget_set_visible(widget, 1)
        return widget
    }

    /// Hides and keeps for reuse the widgets of keys not in `keep`.
    func recycle(keeping keep: (Key) -> Bool) {
        for (key, widget) in widgets where !keep(key) {
            clear?(widget)
            gtk_widget_set_visible(widget, 0)
            spare.append(widget)
            widgets[key] = nil
        }
    }
}

/// Labels, one per key in view (headers, reorder handles, a view host's items).
typealias LabelPool<Key: Hashable> = WidgetPool<Key, String>

extension WidgetPool where Content == String {
    /// - Parameter xalign: the text's horizontal alignment, 0 (leading) to 1 (trailing).
    convenience init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String, xalign: Float = 0.5) {
        self.init(in: fixed, make: {
            let label = gtk_label_new(nil)!
            gtk_widget_add_css_class(label, cssClass)
            gtk_label_set_xalign(dd_label(label), xalign)
            return label
        }, fill: { label, text in gtk_label_set_text(dd_label(label), text) })
    }

    /// Shows `text` in `frame` for `key`.
    @discardableResult
    func show(_ key: Key, text: String, frame: Rect, glideDuration: Double = 0) -> UnsafeMutablePointer<GtkWidget> {
        show(key, text, frame: frame, glideDuration: glideDuration)
    }
}

/// What a picture of a view host shows: a texture, described for assistive technologies.
struct PictureContent {
    let texture: OpaquePointer
    let description: String
}

/// Pictures, one per key in view (a view host's items that show a picture).
typealias PicturePool<Key: Hashable> = WidgetPool<Key, PictureContent>

extension WidgetPool where Content == PictureContent {
    convenience init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String) {
        self.init(in: fixed, make: {
            let picture = gtk_picture_new()!
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            gtk_widget_add_css_class(picture, cssClass)
            return picture
        }, fill: { picture, content in
            gtk_picture_set_paintable(OpaquePointer(picture), content.texture)
            gtk_picture_set_alternative_text(OpaquePointer(picture), content.description)
        }, clear: { picture in gtk_picture_set_paintable(OpaquePointer(picture), nil) })  // the texture let go
    }

    /// Shows `texture` scaled into `frame` for `key`, described by `description`.
    func show(_ key: Key, texture: OpaquePointer, description: String, frame: Rect, glideDuration: Double = 0) {
        show(key, PictureContent(texture: texture, description: description), frame: frame, glideDuration: glideDuration)
    }
}
