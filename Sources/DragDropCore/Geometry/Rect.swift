/// An axis-aligned rectangle (UIKit's `CGRect`). Width and height are expected to be
/// non-negative; `standardized` makes them so.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// The rectangle with this corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at (`x`, `y`), `width` wide and `height` high.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Halfway between the left and right edges.
    public var midX: Double { origin.x + size.width / 2 }
    /// Halfway between the top and bottom edges.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether it has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(width), height: abs(height))
    }

    /// Whether `point` lies inside: the minimum edges are inside, the maximum edges are not,
    /// so that adjacent rectangles never both contain a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the two rectangles overlap (touching edges do not).
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty
            && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (negative grows it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The part both rectangles cover; empty (``isEmpty``) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX), y = max(minY, other.minY)
        return Rect(x: x, y: y, width: max(0, min(maxX, other.maxX) - x), height: max(0, min(maxY, other.maxY) - y))
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
