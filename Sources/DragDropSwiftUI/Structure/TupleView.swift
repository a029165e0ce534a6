import DragDropCore

/// Several views in sequence (what a ``ViewBuilder`` makes of several statements); the
/// n-th keeps the n-th place's identity.
public struct TupleView<each Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The views, in order.
    public var value: (repeat each Content)

    /// The views `content`, in order.
    public init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        var index = 0
        for child in repeat each value {
            graph.updateChild(.index(index), of: node, with: child)
            index += 1
        }
    }
}
