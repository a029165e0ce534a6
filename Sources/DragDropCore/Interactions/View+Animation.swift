import Foundation

/// A view's frame change made inside ``View/animate(withDuration:delay:options:animations:completion:)``:
/// a front end shows the view gliding from `from` to `to` over `duration` (the GTK front end
/// does, with its cubic ease-out).
public struct FrameAnimation: Sendable, Hashable {
    /// Where the view was.
    public let from: Rect
    /// Where it goes (its frame now).
    public let to: Rect
    /// How long the glide takes.
    public let duration: Duration

    /// A glide from `from` to `to` over `duration`.
    public init(from: Rect, to: Rect, duration: Duration) {
        self.from = from
        self.to = to
        self.duration = duration
    }
}

/// A view's `alpha` change made inside an animation: a front end shows the view fading
/// from `from` to `to` over `duration` (the GTK front end does, with its widget's opacity).
public struct AlphaAnimation: Sendable, Hashable {
    /// The alpha it had.
    public let from: Double
    /// The alpha it fades to (its alpha now).
    public let to: Double
    /// How long the fade takes.
    public let duration: Duration

    /// A fade from `from` to `to` over `duration`.
    public init(from: Double, to: Double, duration: Duration) {
        self.from = from
        self.to = to
        self.duration = duration
    }
}

extension View {
    /// UIKit's `UIView.AnimationOptions`: accepted for porting; the curve is the front end's.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// An option set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's option; views take drags during animations anyway.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// UIKit's option; a glide always starts from where the view shows.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// UIKit's curve option (the front end's ease-out is used).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// UIKit's curve option (the front end's ease-out is used).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// UIKit's curve option (the front end's ease-out is used).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// UIKit's curve option (the front end's ease-out is used).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// The clock animations complete on (a manual clock in tests).
    public static var animationClock: any Clock<Duration> = ContinuousClock()

    /// The duration of the animation block running now; nil outside one (or in
    /// ``performWithoutAnimation(_:)``).
    static var currentAnimationDuration: Duration? { animationDurations.last ?? nil }
    private static var animationDurations: [Duration?] = []

    /// UIKit's `UIView.animate`: the frame and alpha changes made in `animations` happen at
    /// once in the model (hit-testing follows them at once) and are recorded as each view's
    /// ``frameAnimation`` and ``alphaAnimation``, which a front end glides and fades; `completion` runs on the main actor once
    /// the duration and delay have passed on ``animationClock``, with true.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let length = Duration.milliseconds(roundingSeconds: duration)
        withAnimationDuration(length, animations)
        guard let completion else { return }
        let total = length + .milliseconds(roundingSeconds: delay)
        let clock = animationClock
        Task { @MainActor in
            try? await clock.sleep(for: total)
            completion(true)
        }
    }

    /// Runs `body` with frame changes animated over `duration` (nil: not animated).
    package static func withAnimationDuration<Result>(_ duration: Duration?, _ body: () throws -> Result) rethrows -> Result {
        animationDurations.append(duration)
        defer { animationDurations.removeLast() }
        return try body()
    }

    /// UIKit's `UIView.performWithoutAnimation`: frame changes in `actions` are not animated,
    /// even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        withAnimationDuration(nil, actions)
    }

    /// Records the glide of a frame change (nil outside an animation block).
    func recordFrameChange(from old: Rect) {
        frameAnimation = View.currentAnimationDuration.flatMap { duration in
            duration > .zero && old != frame ? FrameAnimation(from: old, to: frame, duration: duration) : nil
        }
    }
}
