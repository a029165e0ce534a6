import DragDropCore

/// The outline of one of SwiftUI's built-in shapes, in the rectangle it is given. Only these
/// are drawn: a shape of one's own (`path(in:)`) is not supported.
public enum ShapeOutline: Sendable, Hashable {
    /// The whole rectangle.
    case rectangle
    /// The rectangle with corners of `cornerRadius`.
    case roundedRectangle(cornerRadius: Double)
    /// The largest circle centred in the rectangle.
    case circle
    /// The rectangle with fully rounded ends (radius half its shorter side).
    case capsule

    /// Where the outline lies in `rect`: the rectangle itself, or the square a circle fills.
    public func outlineRect(in rect: Rect) -> Rect {
        guard case .circle = self else { return rect }
        let side = min(rect.width, rect.height)
        return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    /// The radius of the outline's corners at `size` (the size of its ``outlineRect(in:)``).
    public func cornerRadius(at size: Size) -> Double {
        switch self {
        case .rectangle: 0
        case .roundedRectangle(let radius): min(radius, min(size.width, size.height) / 2)
        case .circle, .capsule: min(size.width, size.height) / 2
        }
    }
}

/// SwiftUI's `Shape`: a view that fills the room it is offered with its outline, filled in the
/// foreground colour unless `fill` or `stroke` says otherwise.
public protocol Shape: View where Body == Never {
    /// The shape's outline.
    var outline: ShapeOutline { get }
}

extension Shape {
    /// The shape filled with `color`.
    public func fill(_ color: Color) -> _StyledShape {
        _StyledShape(outline: outline, fill: color, stroke: nil)
    }

    /// The shape's outline drawn in `color`, `lineWidth` wide, centred on the outline (half of
    /// it outside the frame).
    public func stroke(_ color: Color, lineWidth: Double = 1) -> _StyledShape {
        _StyledShape(outline: outline, fill: nil, stroke: ShapeStroke(color: color, lineWidth: lineWidth, inside: false))
    }

    /// The shape's outline drawn in `color`, `lineWidth` wide, inside the frame.
    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> _StyledShape {
        _StyledShape(outline: outline, fill: nil, stroke: ShapeStroke(color: color, lineWidth: lineWidth, inside: true))
    }
}

extension Shape {
    func update(_ node: ViewNode, in graph: ViewGraph) {
        _StyledShape(outline: outline, fill: nil, stroke: nil).update(node, in: graph)
    }
}

/// A shape's outline drawn as a line.
public struct ShapeStroke: Sendable, Hashable {
    /// The line's colour.
    public var color: Color
    /// How wide the line is, in points.
    public var lineWidth: Double
    /// Whether the line lies inside the outline (`strokeBorder`) or is centred on it (`stroke`).
    public var inside: Bool

    /// A line of `color`, `lineWidth` wide, inside the outline or centred on it.
    public init(color: Color, lineWidth: Double, inside: Bool) {
        self.color = color
        self.lineWidth = lineWidth
        self.inside = inside
    }
}

/// A shape filled or stroked: `fill` nil and `stroke` nil fills it in the foreground colour.
public struct _StyledShape: View, PrimitiveView {
    public typealias Body = Never
    let outline: ShapeOutline
    let fill: Color?
    let stroke: ShapeStroke?

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? ShapeView ?? ShapeView(identifier: "shape")
        node.hostedView = view
        let foreground = node.environment.foregroundColor ?? (node.environment.colorScheme == .dark ? .white : .black)
        view.shape = RenderedShape(outline: outline, fill: fill ?? (stroke == nil ? foreground : nil), stroke: stroke)
    }
}

/// What a front end draws for a shape: its outline, its fill and its line.
public struct RenderedShape: Sendable, Hashable {
    /// The outline, in the view's frame.
    public var outline: ShapeOutline
    /// The colour inside the outline, if any.
    public var fill: Color?
    /// The line along the outline, if any.
    public var stroke: ShapeStroke?

    /// `outline` filled with `fill` and drawn along with `stroke`.
    public init(outline: ShapeOutline, fill: Color?, stroke: ShapeStroke?) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
    }

    /// Where the line's outer edge lies for an outline in `rect`: the outline's rectangle,
    /// grown by half the line when the line is centred on the outline.
    public func strokeRect(in rect: Rect) -> Rect {
        let outlined = outline.outlineRect(in: rect)
        guard let stroke, !stroke.inside else { return outlined }
        let half = stroke.lineWidth / 2
        return Rect(x: outlined.minX - half, y: outlined.minY - half, width: outlined.width + stroke.lineWidth,
                    height: outlined.height + stroke.lineWidth)
    }
}

/// The model view of a shape: it takes the room it is offered.
@MainActor
final class ShapeView: HostedView {
    var shape = RenderedShape(outline: .rectangle, fill: nil, stroke: nil)
}
