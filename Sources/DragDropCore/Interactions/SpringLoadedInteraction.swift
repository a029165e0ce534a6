import Foundation

/// How a spring-loaded view looks while a drag hovers over it (UIKit's
/// `UISpringLoadedInteractionEffectState`).
public enum SpringLoadedInteractionEffectState: Sendable, Hashable {
    /// No drag is waiting over the view.
    case inactive
    /// A drag hovers; the wait has begun (a front end highlights the view).
    case possible
    /// The activation is about to happen (a front end blinks the view).
    case activating
    /// The view activated; it stays so until the drag leaves it.
    case activated
}

/// Where a spring-loaded view activated (UIKit's `UISpringLoadedInteractionContext`).
@MainActor
public final class SpringLoadedInteractionContext {
    /// The state the interaction is in (`.activated` for the handler).
    public let state: SpringLoadedInteractionEffectState
    /// The view that activated.
    public private(set) weak var targetView: View?
    /// What in the view activated, if the view says (a collection's item, a list's row).
    public var targetItem: AnyHashable?
    private let screenLocation: Point

    init(state: SpringLoadedInteractionEffectState, targetView: View?, screenLocation: Point) {
        self.state = state
        self.targetView = targetView
        self.screenLocation = screenLocation
    }

    /// The pointer in `view`'s coordinates (the target view's when nil; screen coordinates
    /// when the view is in no window).
    public func location(in view: View?) -> Point {
        guard let view = view ?? targetView, let window = view.window else { return screenLocation }
        return view.convert(fromWindow: window.convert(fromScreen: screenLocation))
    }
}

/// Makes a view "spring-loaded", as UIKit's `UISpringLoadedInteraction` does: a drag that
/// hovers over it, nearly still, for ``activationDelay`` activates it — the handler runs (to
/// open a folder, a gallery, a tab the drag can then drop into). The drag goes on.
/// ``onStateChange`` lets a front end show the wait (highlight, then blink).
@MainActor
public final class SpringLoadedInteraction: Interaction {
    /// The view the interaction is added to.
    public private(set) weak var view: View?
    /// A disabled interaction takes no part in drags.
    public var isEnabled = true {
        didSet { if let view { view.window?.viewDidChangeGeometry(view) } }
    }
    /// How long a drag must hover before the view activates (about UIKit's).
    public var activationDelay: Duration = .milliseconds(750)
    /// How far the pointer may move (points) while hovering before the wait starts over.
    public var movementTolerance = 12.0
    /// The state shown now.
    public internal(set) var state = SpringLoadedInteractionEffectState.inactive
    /// Called as the state changes.
    public var onStateChange: ((SpringLoadedInteraction, SpringLoadedInteractionEffectState) -> Void)?
    let handler: (SpringLoadedInteraction, SpringLoadedInteractionContext) -> Void

    /// An interaction that calls `handler` when its view activates.
    public init(handler: @escaping (SpringLoadedInteraction, SpringLoadedInteractionContext) -> Void) {
        self.handler = handler
    }

    /// Called when the interaction is added to a view or removed (nil).
    public func didMove(to view: View?) {
        self.view = view
    }
}

