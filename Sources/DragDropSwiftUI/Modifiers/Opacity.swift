import DragDropCore

/// `opacity`: the content drawn `opacity` opaque (with its ancestors' opacities).
public struct _OpacityView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let opacity: Double

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { OpacityView(identifier: "opacity") }, content: content).opacity = opacity
    }
}

/// The model view of `opacity`: sized and laid out as its content.
@MainActor
final class OpacityView: HostedView {
    var opacity = 1.0

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        arranged.map { $0.sizeThatFits(proposal) }.enclosing
    }
}

extension View {
    /// The view drawn `opacity` opaque (0 clear … 1), clamped to that range.
    public func opacity(_ opacity: Double) -> _OpacityView<Self> {
        _OpacityView(content: self, opacity: min(1, max(0, opacity)))
    }
}

extension PlatformView {
    /// How opaque a front end draws this view and what is in it, relative to its superview:
    /// an `opacity` modifier's value, 1 for every other view.
    public var renderedOpacity: Double { (self as? OpacityView)?.opacity ?? 1 }
}
