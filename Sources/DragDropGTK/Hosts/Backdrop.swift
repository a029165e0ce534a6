import CGtk
import CGtkShim
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
        let began = ContinuousClock.now
        let total = Duration.seconds(duration)
        animation = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                let elapsed = ContinuousClock.now - began
                let t = min(1, elapsed / total)
                let eased = 1 - pow(1 - t, 3)
                self?.place(Rect(x: start.minX + (frame.minX - start.minX) * eased,
                                 y: start.minY + (frame.minY - start.minY) * eased,
                                 width: start.width + (frame.width - start.width) * eased,
                                 height: start.height + (frame.height - start.height) * eased))
                if t >= 1 { return }
                try? await Task.sleep(for: .milliseconds(16))
            }
        }
    }

    private func place(_ frame: Rect) {
        shownFrame = frame
        gtk_widget_set_size_request(widget, Int32(max(frame.width, 1)), Int32(max(frame.height, 1)))
        gtk_fixed_move(dd_fixed(fixed), widget, frame.minX, frame.minY)
        gtk_widget_set_visible(widget, 1)
    }
}
