import DragDropCore

/// `background`: a view behind the content, of the content's size.
public struct _BackgroundView<Content: View, Background: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let background: Background
    let alignment: Alignment

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? BackgroundView ?? BackgroundView(identifier: "background")
        node.hostedView = view
        view.alignment = alignment
        graph.updateChild(.decoration(0), of: node, with: background)
        graph.updateChild(.body, of: node, with: content)
        node.assemble = { [unowned node, unowned view] in
            let behind = node.child(.decoration(0))?.renderedViews() ?? []
            view.content = node.child(.body)?.renderedViews() ?? []
            view.setArranged(behind + view.content)
        }
    }
}

/// The model view of `background`: sized by its content, the background filling it.
@MainActor
final class BackgroundView: OverlayView {
    /// The content's views (the others are the background's).
    var content: [HostedView] = []

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.map { $0.sizeThatFits(proposal) }.enclosing
    }

    override func layoutArranged() {
        for child in arranged {
            child.place(in: alignment.rect(of: child.sizeThatFits(ProposedSize(bounds.size)), in: bounds))
        }
    }
}

extension View {
    /// `background` behind the view, offered the view's size.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> _BackgroundView<Self, Background> {
        _BackgroundView(content: self, background: background, alignment: alignment)
    }

    /// The view `background` makes, behind the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content background: () -> Background)
        -> _BackgroundView<Self, Background> {
        _BackgroundView(content: self, background: background(), alignment: alignment)
    }
}
