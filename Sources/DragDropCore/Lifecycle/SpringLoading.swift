import Foundation

/// The state machine of one spring-loaded view under a drag, deterministic and free of
/// clocks: it is told where the pointer hovers and when its timers fire, and answers with
/// actions (schedule a timer, show a state, activate).
///
/// A hover starts the wait (`.possible`); half the delay later the view blinks
/// (`.activating`); at the delay it activates once. Moving more than `tolerance` points
/// from where the hover settled starts the wait over; leaving the view, or the drag ending,
/// makes it inactive (and a later hover may activate it again).
struct SpringLoading {
    enum Event: Equatable {
        /// The pointer is over the view at a screen point.
        case hover(Point)
        /// The pointer left the view.
        case leave
        /// A timer scheduled with this generation fired.
        case fire(generation: Int)
        /// The drag ended.
        case end
    }

    enum Action: Equatable {
        case schedule(generation: Int, after: Duration)
        case show(SpringLoadedInteractionEffectState)
        /// Activation, where the pointer is (screen point).
        case activate(Point)
    }

    let delay: Duration
    let tolerance: Double
    private(set) var state = SpringLoadedInteractionEffectState.inactive
    /// Where the hover settled (the wait restarts when the pointer goes further).
    private var anchor = Point.zero
    private var pointer = Point.zero
    /// Timers of an older generation are stale.
    private(set) var generation = 0

    init(delay: Duration, tolerance: Double) {
        self.delay = delay
        self.tolerance = tolerance
    }

    mutating func handle(_ event: Event) -> [Action] {
        switch (event, state) {
        case let (.hover(point), .inactive):
            return wait(at: point)
        case let (.hover(point), .possible), let (.hover(point), .activating):
            pointer = point
            let dx = point.x - anchor.x, dy = point.y - anchor.y
            return (dx * dx + dy * dy).squareRoot() > tolerance ? wait(at: point) : []
        case let (.hover(point), .activated):
            pointer = point
            return []
        case let (.fire(fired), .possible) where fired == generation:
            state = .activating
            generation += 1
            return [.show(.activating), .schedule(generation: generation, after: delay / 2)]
        case let (.fire(fired), .activating) where fired == generation:
            state = .activated
            return [.show(.activated), .activate(pointer)]
        case (.fire, _):
            return []  // stale, or nothing waiting
        case (.leave, .inactive), (.end, .inactive):
            return []
        case (.leave, _), (.end, _):
            state = .inactive
            generation += 1
            return [.show(.inactive)]
        }
    }

    /// Starts (or restarts) the wait at `point`.
    private mutating func wait(at point: Point) -> [Action] {
        anchor = point
        pointer = point
        generation += 1
        let shown: [Action] = state == .possible ? [] : [.show(.possible)]
        state = .possible
        return shown + [.schedule(generation: generation, after: delay / 2)]
    }
}
