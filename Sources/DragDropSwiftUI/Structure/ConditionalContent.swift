import DragDropCore

/// One of two views, as `if`/`else` and `switch` choose it. Each branch is a place of its
/// own: switching branches makes the other branch's views anew, with fresh state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func update(_ node: ViewNode, in graph: ViewGraph) {
        switch storage {
        case .trueContent(let content): graph.updateChild(.trueBranch, of: node, with: content)
        case .falseContent(let content): graph.updateChild(.falseBranch, of: node, with: content)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: ViewNode, in graph: ViewGraph) {
        if let content = self { graph.updateChild(.trueBranch, of: node, with: content) }
    }
}
