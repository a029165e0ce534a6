/// How fast to scroll a collection while a drag hovers near its top or bottom edge.
/// Pure: the front end calls it on each frame and applies the velocity.
public struct AutoScroll: Sendable, Hashable {
    /// The band along each edge that scrolls (points).
    public var edgeInset: Double
    /// The fastest speed, at the very edge (points per second).
    public var maximumSpeed: Double
    /// No scrolling this soon after the lift, so lifting near an edge does not scroll.
    public var delayAfterLift: Duration

    /// Scrolling starts within `edgeInset` points of an edge, `delayAfterLift` after the lift, and
    /// speeds up to `maximumSpeed` points a second at the edge.
    public init(edgeInset: Double = 60, maximumSpeed: Double = 1200, delayAfterLift: Duration = .milliseconds(300)) {
        self.edgeInset = edgeInset
        self.maximumSpeed = maximumSpeed
        self.delayAfterLift = delayAfterLift
    }

    /// The vertical velocity (points per second; negative scrolls up) for the pointer at
    /// `y` in a viewport of `viewportHeight`, with content of `contentHeight` scrolled to
    /// `offset`. Ramps quadratically from 0 at the band's inner edge to the maximum at the
    /// viewport's edge; 0 where the content cannot scroll further.
    public func velocity(pointerY y: Double, viewportHeight: Double, contentHeight: Double, offset: Double,
                         timeSinceLift: Duration) -> Double {
        guard timeSinceLift >= delayAfterLift, edgeInset > 0, viewportHeight > 0 else { return 0 }
        let band = min(edgeInset, viewportHeight / 2)
        if y < band, offset > 0 {
            let depth = (band - max(y, 0)) / band
            return -maximumSpeed * depth * depth
        }
        if y > viewportHeight - band, offset + viewportHeight < contentHeight {
            let depth = (y - (viewportHeight - band)) / band
            let clamped = min(depth, 1)
            return maximumSpeed * clamped * clamped
        }
        return 0
    }
}
