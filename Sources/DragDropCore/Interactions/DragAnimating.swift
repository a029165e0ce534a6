/// Where an animation stopped (UIKit's `UIViewAnimatingPosition`), as an animator's
/// completions hear it.
public enum ViewAnimatingPosition: Sendable, Hashable {
    /// The animation ran to its end: its changes stand.
    case end
    /// The animation was reversed: things are as before it (a lift put back before the drag began).
    case start
    /// The animation stopped part way.
    case current
}

/// An animation of a drag that delegates join (UIKit's `UIDragAnimating`): handed to
/// `willAnimateLiftWith`, `item:willAnimateCancelWith` and `item:willAnimateDropWith`.
/// Changes made in ``addAnimations(_:)`` are animated with the drag's own animation — a
/// view's `alpha` fades, its `frame` glides (the GTK front end shows both) — and
/// ``addCompletion(_:)`` runs once it is over, in the order added.
@MainActor
public protocol DragAnimating: AnyObject {
    /// Changes to animate alongside the drag's animation (alpha, frames).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs once the animation is over, with where it stopped.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// The drag system's animator for one lift, cancel or drop animation: it runs the blocks
/// delegates added as one animation of ``duration`` (so frame and alpha changes are recorded
/// for the front end to show) and then, when the drag reaches the animation's end in the
/// model, the completions, in order. Blocks added after it ran run at once, as UIKit does for
/// an animator already running.
@MainActor
final class DragAnimator: DragAnimating {
    /// How long UIKit's lift, cancel and drop animations take, about.
    static let duration = Duration.milliseconds(250)

    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var hasAnimated = false
    private var finishedAt: ViewAnimatingPosition?

    func addAnimations(_ animations: @escaping () -> Void) {
        if hasAnimated {
            View.withAnimationDuration(Self.duration, animations)
        } else {
            self.animations.append(animations)
        }
    }

    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        if let finishedAt {
            completion(finishedAt)
        } else {
            completions.append(completion)
        }
    }

    /// Runs the animation blocks added so far, as one animation.
    func animate() {
        hasAnimated = true
        let blocks = animations
        animations = []
        View.withAnimationDuration(Self.duration) { blocks.forEach { $0() } }
    }

    /// The animation is over at `position`: the completions run, in the order added (once).
    func finish(at position: ViewAnimatingPosition) {
        guard finishedAt == nil else { return }
        if !hasAnimated { animate() }
        finishedAt = position
        let blocks = completions
        completions = []
        blocks.forEach { $0(position) }
    }
}
