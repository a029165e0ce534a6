/// Decides when live re-sorting during a drag (SwiftUI's `dropEntered` style) should move
/// the dragged item, without the flicker SwiftUI shows at midpoints (SEMANTICS 31): the
/// item moves over a neighbour only once the pointer is past the neighbour's middle by
/// `margin` in the direction of travel, so the swap never undoes itself under a still pointer.
public struct LiveReorderHysteresis: Sendable, Hashable {
    /// How far past the middle (0...0.5 of the item's length) the pointer must go.
    public var margin: Double

    /// The pointer must pass `margin` of a row's height beyond its middle before the order flips back.
    public init(margin: Double = 0.25) {
        self.margin = min(max(margin, 0), 0.5)
    }

    /// Whether the item now at `current` should move to `target`, with the pointer at
    /// `fraction` (0...1 along the layout's axis) inside `target`.
    public func shouldMove(from current: Int, to target: Int, pointerFraction fraction: Double) -> Bool {
        if target > current { return fraction >= 0.5 + margin }
        if target < current { return fraction <= 0.5 - margin }
        return false
    }
}
