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
    /// Where the widget is drawn now (mid-animation included).
    private(set) var shownFrame: Rect?
    private var animation: Task<Void, Never>?

    init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String) {
        self.fixed = fixed
        widget = gtk_label_new(nil)
        gtk_widget_add_css_class(widget, cssClass)
        gtk_widget_set_can_target(widget, 0)
        gtk_fixed_put(dd_fixed(fixed), widget, 0, 0)
        gtk_widget_set_visible(widget, 0)
    }

    /// Moves to `frame` (nil hides), animating from where it is when `duration` > 0.
    func move(to frame: Rect?, animationDuration duration: Double) {
        animation?.cancel()
        animation = nil
        guard let frame else {
            shownFrame = nil
            gtk_widget_set_visible(widget, 0)
            return
        }
        guard duration > 0, let start = shownFrame else { return place(frame) }
        animation = animateFrames(duration: duration) { [weak self] fraction in
            self?.place(start.interpolated(to: frame, fraction: fraction))
        }
    }

    private func place(_ frame: Rect) {
        shownFrame = frame
        DragDropGTK.place(widget, in: fixed, at: frame)
        gtk_widget_set_visible(widget, 1)
    }
}
