import DragDropCore

/// `overlay`: a view in front of the content, of the content's size.
public struct _OverlayView<Content: View, Overlay: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let overlay: Overlay
    let alignment: Alignment

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? BackgroundView ?? BackgroundView(identifier: "overlay")
        node.hostedView = view
        view.alignment = alignment
        graph.updateChild(.body, of: node, with: content)
        graph.updateChild(.decoration(0), of: node, with: overlay)
        node.assemble = { [unowned node, unowned view] in
            view.content = node.child(.body)?.renderedViews() ?? []
            view.setArranged(view.content + (node.child(.decoration(0))?.renderedViews() ?? []))
        }
    }
}

extension View {
    /// `overlay` in front of the view, offered the view's size.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> _OverlayView<Self, Overlay> {
        _OverlayView(content: self, overlay: overlay, alignment: alignment)
    }

    /// The view `content` makes, in front of the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content overlay: () -> Overlay)
        -> _OverlayView<Self, Overlay> {
        _OverlayView(content: self, overlay: overlay(), alignment: alignment)
    }

    /// A line of `color`, `width` points wide, inside the view's frame (SwiftUI's `border`).
    public func border(_ color: Color, width: Double = 1) -> _OverlayView<Self, _StyledShape> {
        overlay(Rectangle().strokeBorder(color, lineWidth: width))
    }
}
