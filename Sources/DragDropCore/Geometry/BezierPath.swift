/// The outline of a preview (UIKit's `UIBezierPath` as drag-preview parameters use it):
/// a rectangle or a rectangle with rounded corners.
public struct BezierPath: Hashable, Sendable {
    /// The rectangle the path outlines.
    public let bounds: Rect
    /// The radius of its rounded corners; 0 for square ones.
    public let cornerRadius: Double

    /// A rectangle with square corners.
    public init(rect: Rect) {
        self.bounds = rect
        self.cornerRadius = 0
    }

    /// The radius is clamped to half the shorter side, as UIKit does.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.bounds = rect
        self.cornerRadius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    }

    /// Whether `point` is inside the outline, rounded corners included.
    public func contains(_ point: Point) -> Bool {
        guard bounds.contains(point) else { return false }
        let r = cornerRadius
        guard r > 0 else { return true }
        let cx = min(max(point.x, bounds.minX + r), bounds.maxX - r)
        let cy = min(max(point.y, bounds.minY + r), bounds.maxY - r)
        return point.distance(to: Point(x: cx, y: cy)) <= r
    }
}
