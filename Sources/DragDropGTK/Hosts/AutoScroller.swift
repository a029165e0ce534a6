import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Scrolls a host while a drag hovers near its top or bottom edge, at the core's
/// ``DragDrop/AutoScroll`` velocity, a step per frame; after each step the core hears the pointer
/// again at its last screen point (the content moved under it), so the destination follows.
@MainActor
final class AutoScroller {
    var configuration = AutoScroll()
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private let viewportHeight: () -> Double
    private let pointerMoved: (Point) -> Void
    private var pointerY: Double?
    /// Where the drag last was on the core's screen.
    private var screenPoint: Point?
    private var dragEntered: ContinuousClock.Instant?
    private var ticking: Task<Void, Never>?

    /// - Parameters:
    ///   - adjustment: the vertical GtkAdjustment of the scrolled window.
    ///   - pointerMoved: tells the core the pointer is at this screen point still (the content moved).
    init(adjustment: UnsafeMutablePointer<GtkAdjustment>, viewportHeight: @escaping () -> Double,
         pointerMoved: @escaping (Point) -> Void) {
        self.adjustment = adjustment
        self.viewportHeight = viewportHeight
        self.pointerMoved = pointerMoved
    }

    /// The drag is at `y` in the viewport, `screenPoint` on the core's screen.
    func dragMoved(viewportY y: Double, screenPoint: Point) {
        if dragEntered == nil { dragEntered = .now }
        pointerY = y
        self.screenPoint = screenPoint
        guard ticking == nil, velocity != 0 else { return }
        ticking = Task { @MainActor [weak self] in
            var last = ContinuousClock.now
            while let self, !Task.isCancelled {
                let now = ContinuousClock.now
                let step = velocity * ((now - last) / .seconds(1))
                last = now
                guard step != 0 else { break }
                let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                let value = min(max(0, gtk_adjustment_get_value(adjustment) + step), max(0, upper))
                gtk_adjustment_set_value(adjustment, value)
                if let point = self.screenPoint { pointerMoved(point) }
                try? await Task.sleep(for: .milliseconds(16))
            }
            self?.ticking = nil
        }
    }

    /// The drag left or dropped: stop.
    func dragGone() {
        ticking?.cancel()
        ticking = nil
        pointerY = nil
        screenPoint = nil
        dragEntered = nil
    }

    private var velocity: Double {
        guard let pointerY, let dragEntered else { return 0 }
        return configuration.velocity(pointerY: pointerY, viewportHeight: viewportHeight(),
                                      contentHeight: gtk_adjustment_get_upper(adjustment),
                                      offset: gtk_adjustment_get_value(adjustment), timeSinceLift: .now - dragEntered)
    }
}
