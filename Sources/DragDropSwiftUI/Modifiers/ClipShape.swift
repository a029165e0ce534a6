import DragDropCore

/// `clipShape`, `cornerRadius`, `clipped`: the content drawn only inside a shape's outline in
/// its frame.
public struct _ClippedView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let outline: ShapeOutline

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { ClipView(identifier: "clip") }, content: content).outline = outline
    }
}

/// The model view of a clipping modifier: sized and laid out as its content.
@MainActor
final class ClipView: HostedView {
    var outline = ShapeOutline.rectangle

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        arranged.map { $0.sizeThatFits(proposal) }.enclosing
    }
}

extension View {
    /// The view drawn only inside `shape`'s outline in its frame (hits are not clipped).
    public func clipShape<S: Shape>(_ shape: S) -> _ClippedView<Self> {
        _ClippedView(content: self, outline: shape.outline)
    }

    /// The view drawn only inside its frame with corners of `radius` points.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> _ClippedView<Self> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// The view drawn only inside its frame.
    public func clipped(antialiased: Bool = false) -> _ClippedView<Self> {
        clipShape(Rectangle())
    }
}
