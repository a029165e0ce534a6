import DragDropCore

/// Views grouped without a container: a stack lays each out as its own child, and
/// modifiers on the group apply to each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// The views `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateChild(.body, of: node, with: content)
    }
}
