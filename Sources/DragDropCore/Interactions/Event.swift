import Foundation

/// The event a hit-test is made for (UIKit's `UIEvent`), so that `hitTest(_:with:)` and
/// `point(inside:with:)` overrides port with their signatures. The drag system hit-tests
/// drags with no event (nil); UIKit's touches, presses and motion have no counterpart here.
@MainActor
public final class Event {
    /// When the event happened, in seconds since the system started (UIKit's `timestamp`).
    public let timestamp: TimeInterval

    /// An event that happened at `timestamp`.
    public init(timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.timestamp = timestamp
    }
}
