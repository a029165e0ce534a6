import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// A decoration drawn behind a host's cells (for example seed 000's drop-zone backdrop):
/// placed at once, or animated to a new frame over a duration, or hidden.
@MainActor
final class Backdrop {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private var isShown = false

    init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String) {
        self.fixed = fixed
        widget = gtk_label_new(nil)
        gtk_widget_add_css_class(widget, cssClass)
        gtk_widget_set_can_target(widget, 0)
        dd_canvas_put(fixed, widget)
        gtk_widget_set_visible(widget, 0)
    }

    /// Moves to `frame` (nil hides), animating from where it is when `duration` > 0.
    func move(to frame: Rect?, animationDuration duration: Double) {
        guard let frame else {
            isShown = false
            return gtk_widget_set_visible(widget, 0)
        }
        // A hidden backdrop appears at its place; a shown one glides there.
        place(widget, in: fixed, at: frame, glideDuration: isShown ? duration : 0)
        isShown = true
        gtk_widget_set_visible(widget, 1)
    }
}
