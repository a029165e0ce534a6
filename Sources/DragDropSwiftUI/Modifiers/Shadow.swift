import DragDropCore

/// A shadow a front end draws under a view's content: its colour, its blur radius and its
/// offset, as SwiftUI's `shadow(color:radius:x:y:)` gives them.
public struct RenderedShadow: Equatable, Sendable {
    /// The shadow's colour, its opacity included.
    public var color: Color
    /// The blur's radius, in points (0: a sharp copy of the outline).
    public var radius: Double
    /// How far right of what casts it the shadow lies, in points.
    public var x: Double
    /// How far below what casts it the shadow lies, in points.
    public var y: Double

    /// A shadow of `color`, `radius` points soft, `x` and `y` points right and down.
    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// `shadow`: the content, each part of it casting the shadow.
public struct _ShadowView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let shadow: RenderedShadow

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { ShadowView(identifier: "shadow") }, content: content).shadow = shadow
    }
}

/// The model view of `shadow`: sized and laid out as its content.
@MainActor
final class ShadowView: HostedView {
    var shadow = RenderedShadow(color: .black, radius: 0, x: 0, y: 0)

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        arranged.map { $0.sizeThatFits(proposal) }.enclosing
    }
}

extension View {
    /// The view with a shadow `radius` points soft, `x` and `y` points right and down, in
    /// `color` (SwiftUI's default: black at 33 % opacity). A front end draws it under each
    /// text, colour and shape of the view, as SwiftUI shadows what the view draws.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0)
        -> _ShadowView<Self> {
        _ShadowView(content: self, shadow: RenderedShadow(color: color, radius: max(0, radius), x: x, y: y))
    }
}

extension PlatformView {
    /// The shadow a front end draws under what this view and the views in it draw: a `shadow`
    /// modifier's, nil for every other view.
    public var renderedShadow: RenderedShadow? { (self as? ShadowView)?.shadow }
}
