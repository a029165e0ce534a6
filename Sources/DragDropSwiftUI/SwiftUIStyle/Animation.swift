import Foundation
import DragDropCore

/// SwiftUI's `Animation`, as far as a drop handler uses it: how long frame changes made in
/// ``withAnimation(_:_:)`` glide.
public struct Animation: Sendable, Hashable {
    /// How long the glide takes.
    public let duration: Duration

    /// SwiftUI's default (0.35 s).
    public static let `default` = Animation(duration: .milliseconds(350))
    /// Ease in and out over `duration` seconds (the front end's curve is used).
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(seconds: duration) }
    /// Ease in over `duration` seconds (the front end's curve is used).
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(seconds: duration) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(seconds: duration) }
    /// Linear over `duration` seconds (the front end's curve is used).
    public static func linear(duration: TimeInterval) -> Animation { Animation(seconds: duration) }
    /// SwiftUI's default ease in and out (0.35 s).
    public static let easeInOut = Animation.default
    /// A spring, drawn as a 0.5 s glide.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(seconds: response)
    }

    private init(duration: Duration) { self.duration = duration }
    private init(seconds: TimeInterval) { duration = .milliseconds(roundingSeconds: seconds) }
}

/// SwiftUI's `withAnimation`: the frame changes `body` makes to views glide, as inside
/// `View.animate` (nil: at once).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try PlatformView.withAnimationDuration(animation?.duration, body)
}
