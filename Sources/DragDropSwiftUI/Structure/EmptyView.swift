import DragDropCore

/// A view that shows nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// The empty view.
    public init() {}

    func update(_ node: ViewNode, in graph: ViewGraph) {}
}
