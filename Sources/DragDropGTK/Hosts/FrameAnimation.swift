import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Runs an animation a step per frame (every 16 ms) for `duration` seconds: `step` gets the
/// cubic ease-out fraction, 0 to 1, the last call exactly 1. Cancel the task to stop early.
@MainActor
@discardableResult
func animateFrames(duration: Double, _ step: @escaping @MainActor (Double) -> Void) -> Task<Void, Never> {
    let began = ContinuousClock.now
    let total = Duration.seconds(duration)
    return Task { @MainActor in
        while !Task.isCancelled {
            let t = min(1, (ContinuousClock.now - began) / total)
            step(1 - pow(1 - t, 3))
            if t >= 1 { return }
            try? await Task.sleep(for: .milliseconds(16))
        }
    }
}

/// Puts `widget` at `frame` in `fixed` (at least 1 × 1).
@MainActor
func place(_ widget: UnsafeMutablePointer<GtkWidget>, in fixed: UnsafeMutablePointer<GtkWidget>, at frame: Rect) {
    gtk_widget_set_size_request(widget, Int32(max(frame.width, 1)), Int32(max(frame.height, 1)))
    gtk_fixed_move(dd_fixed(fixed), widget, frame.minX, frame.minY)
}

extension Rect {
    /// The rect `fraction` of the way to `other` (0: self, 1: other).
    func interpolated(to other: Rect, fraction: Double) -> Rect {
        Rect(x: minX + (other.minX - minX) * fraction, y: minY + (other.minY - minY) * fraction,
             width: width + (other.width - width) * fraction, height: height + (other.height - height) * fraction)
    }
}
