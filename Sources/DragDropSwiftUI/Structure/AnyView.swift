import DragDropCore

/// A view whose type is erased. A view of another type in its place is a new view (its
/// state starts afresh); one of the same type keeps its identity.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    private let render: @MainActor (ViewNode, ViewGraph) -> Void
    /// The type of the wrapped view.
    let contentType: Any.Type

    /// `view`, with its type erased.
    public init<Content: View>(_ view: Content) {
        contentType = Content.self
        render = { node, graph in graph.updateChild(.type(ObjectIdentifier(Content.self)), of: node, with: view) }
    }

    /// SwiftUI's `AnyView(erasing:)`.
    public init<Content: View>(erasing view: Content) { self.init(view) }

    func update(_ node: ViewNode, in graph: ViewGraph) { render(node, graph) }
}
