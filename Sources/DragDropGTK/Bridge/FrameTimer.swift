import CDragDropGtk
import CDragDropGtkShim
import Foundation

/// Measures how long GTK takes per frame on a widget's frame clock: from the clock's
/// `update` phase to the end of `after-paint` (layout + snapshot + paint), in milliseconds.
@MainActor
package final class FrameTimer {
    /// How long each frame took from the frame clock's update to after its paint, in seconds, oldest first.
    package private(set) var frameTimes: [Double] = []
    private var frameStart: Int?

    /// Starts measuring frames at once.
    package init() {}

    /// Starts measuring once `widget` is realized (its frame clock exists), or at once when
    /// it already is; `afterFrame` runs after each painted frame.
    package func attach(to widget: UnsafeMutablePointer<GtkWidget>, afterFrame: (@MainActor () -> Void)? = nil) {
        let realize: VoidHandler = { [weak self] in
            guard let self, let clock = gtk_widget_get_frame_clock(widget) else { return }
            let update: VoidHandler = { [weak self] in self?.frameStart = g_get_monotonic_time() }
            connect(UnsafeMutableRawPointer(clock), .frameUpdate, update)
            let done: VoidHandler = { [weak self] in
                guard let self, let start = frameStart else { return }
                frameTimes.append(Double(g_get_monotonic_time() - start) / 1000)
                frameStart = nil
                afterFrame?()
            }
            connect(UnsafeMutableRawPointer(clock), .afterPaint, done)
        }
        if gtk_widget_get_realized(widget) != 0 {
            realize()
        } else {
            connect(UnsafeMutableRawPointer(widget), .realize, realize)
        }
    }

    /// Forgets the frames measured so far.
    package func reset() { frameTimes.removeAll() }

    /// Median and 95th percentile of the frames so far.
    package var summary: (median: Double, p95: Double, count: Int) {
        let sorted = frameTimes.sorted()
        guard !sorted.isEmpty else { return (0, 0, 0) }
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        let p95 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        return (median, p95, sorted.count)
    }
}
