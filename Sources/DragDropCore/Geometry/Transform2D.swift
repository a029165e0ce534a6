/// A scale followed by a translation (the part of UIKit's `CGAffineTransform` that drag
/// previews use, e.g. shrinking a dropped item into a trash can).
public struct Transform2D: Hashable, Sendable {
    /// The horizontal scale.
    public var scaleX: Double
    /// The vertical scale.
    public var scaleY: Double
    /// The horizontal translation, after scaling.
    public var translationX: Double
    /// The vertical translation, after scaling.
    public var translationY: Double

    /// A scale followed by a translation.
    public init(scaleX: Double = 1, scaleY: Double = 1, translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translationX = translationX
        self.translationY = translationY
    }

    /// No change.
    public static let identity = Transform2D()

    /// A scale by `scaleX` across and `y` down.
    public init(scaleX: Double, y: Double) {
        self.init(scaleX: scaleX, scaleY: y)
    }

    /// The point scaled, then translated.
    public func apply(to point: Point) -> Point {
        Point(x: point.x * scaleX + translationX, y: point.y * scaleY + translationY)
    }

    /// `rect` transformed about its own centre (how a preview is scaled at its target).
    public func apply(to rect: Rect, about anchor: Point) -> Rect {
        let width = rect.width * abs(scaleX), height = rect.height * abs(scaleY)
        return Rect(x: anchor.x + translationX - width / 2, y: anchor.y + translationY - height / 2,
                    width: width, height: height)
    }
}
