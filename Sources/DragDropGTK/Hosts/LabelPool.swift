import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Labels placed in a canvas (`dd_canvas`), one per key in view, recycled as keys come and go: the
/// widget count follows what is visible, never the size of the model.
@MainActor
final class LabelPool<Key: Hashable> {
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let cssClass: String
    private let xalign: Float
    private(set) var labels: [Key: UnsafeMutablePointer<GtkWidget>] = [:]
    private var spare: [UnsafeMutablePointer<GtkWidget>] = []

    /// - Parameter xalign: the text's horizontal alignment, 0 (leading) to 1 (trailing).
    init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String, xalign: Float = 0.5) {
        self.fixed = fixed
        self.cssClass = cssClass
        self.xalign = xalign
    }

    /// Shows `text` in `frame` (the canvas's coordinates) for `key`.
    @discardableResult
    func show(_ key: Key, text: String, frame: Rect, glideDuration: Double = 0) -> UnsafeMutablePointer<GtkWidget> {
        let label = labels[key] ?? spare.popLast() ?? {
            let label = gtk_label_new(nil)!
            gtk_widget_add_css_class(label, cssClass)
            gtk_label_set_xalign(dd_label(label), xalign)
            dd_canvas_put(fixed, label)
            return label
        }()
        labels[key] = label
        gtk_label_set_text(dd_label(label), text)
        place(label, in: fixed, at: frame, glideDuration: glideDuration)
        gtk_widget_set_visible(label, 1)
        return label
    }

    /// Hides and keeps for reuse the labels of keys not in `keep`.
    func recycle(keeping keep: (Key) -> Bool) {
        for (key, label) in labels where !keep(key) {
            gtk_widget_set_visible(label, 0)
            spare.append(label)
            labels[key] = nil
        }
    }
}

/// Turns a CSS class on or off.
@MainActor
func setCSSClass(_ name: String, _ on: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
    if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
}
