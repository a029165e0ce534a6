import DragDropCore

/// `onAppear` / `onDisappear`: the content, with an action run when it first shows and one run
/// when it leaves the view graph (SEMANTICS 61).
public struct _AppearanceActionsView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateChild(.body, of: node, with: content)
        if let appear, !node.hasAppeared {
            node.hasAppeared = true
            graph.runAfterUpdate(appear)
        }
        if let disappear {
            if node.disappearAction == nil { node.onRemoval.append { [unowned node] in node.disappearAction?() } }
            node.disappearAction = disappear
        }
    }
}

extension View {
    /// Runs `action` once the view first shows: after the update that made it, once per
    /// identity (a list's row when its cell is first shown). A change of state it makes shows
    /// at the next update.
    public func onAppear(perform action: (() -> Void)? = nil) -> _AppearanceActionsView<Self> {
        _AppearanceActionsView(content: self, appear: action, disappear: nil)
    }

    /// Runs `action` when the view leaves the view graph: the other branch of an `if` taken, its
    /// `ForEach` element gone, a new `id`. (A list's row scrolled out of sight keeps its state
    /// and does not disappear.) The latest body's action runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> _AppearanceActionsView<Self> {
        _AppearanceActionsView(content: self, appear: nil, disappear: action)
    }
}
