import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Pictures placed in a canvas (`dd_canvas`), one per key in view, recycled as keys come and
/// go — ``LabelPool``'s counterpart for a view host's items that show a picture.
@MainActor
final class PicturePool<Key: Hashable> {
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let cssClass: String
    private(set) var pictures: [Key: UnsafeMutablePointer<GtkWidget>] = [:]
    private var spare: [UnsafeMutablePointer<GtkWidget>] = []

    init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String) {
        self.fixed = fixed
        self.cssClass = cssClass
    }

    /// Shows `texture` scaled into `frame` (the canvas's coordinates) for `key`, described by
    /// `description` for assistive technologies.
    func show(_ key: Key, texture: OpaquePointer, description: String, frame: Rect, glideDuration: Double = 0) {
        let picture = pictures[key] ?? spare.popLast() ?? {
            let picture = gtk_picture_new()!
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            gtk_widget_add_css_class(picture, cssClass)
            dd_canvas_put(fixed, picture)
            return picture
        }()
        pictures[key] = picture
        gtk_picture_set_paintable(OpaquePointer(picture), texture)
        gtk_picture_set_alternative_text(OpaquePointer(picture), description)
        place(picture, in: fixed, at: frame, glideDuration: glideDuration)
        gtk_widget_set_visible(picture, 1)
    }

    /// Hides and keeps for reuse the pictures of keys not in `keep` (their textures let go).
    func recycle(keeping keep: (Key) -> Bool) {
        for (key, picture) in pictures where !keep(key) {
            gtk_picture_set_paintable(OpaquePointer(picture), nil)
            gtk_widget_set_visible(picture, 0)
            spare.append(picture)
            pictures[key] = nil
        }
    }
}
