/// A scale followed by a translation (the part of UIKit's `CGAffineTransform` that drag
/// previews use, e.g. shrinking a dropped item into a trash can).
public struct Transform2D: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    public var translationX: Double
    public var translationY: Double

    public init(scaleX: Double = 1, scaleY: Double = 1, translationX: Double = 0, translationY: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translationX = translationX
        self.translationY = translationY
    }

    public static let identity = Transform2D()

    public init(scaleX: Double, y: Double) {
        self.init(scaleX: scaleX, scaleY: y)
    }

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
