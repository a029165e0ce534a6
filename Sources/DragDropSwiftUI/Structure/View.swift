import DragDropCore

/// SwiftUI's `View`: a description of part of the interface, made again each time its
/// `body` is asked for. Its state (`@State`, `@StateObject`) is kept by the view graph
/// under the view's identity — its place in the tree and any explicit `id` — not in the value.
@MainActor
public protocol View {
    /// The kind of view `body` returns.
    associatedtype Body: View
    /// The view's content, asked for each time the view is shown again.
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body: the graph renders them itself.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the graph renders itself (its `Body` is `Never`): it shows its content by
/// updating its node — making or reusing model views, and its children's nodes.
@MainActor
protocol PrimitiveView {
    /// Brings `node` up to date with this value (children through `graph.updateChild`).
    func update(_ node: ViewNode, in graph: ViewGraph)
}

extension View where Body == Never {
    /// Primitive views have no body: the graph renders them itself.
    public var body: Never { fatalError("\(Self.self) is rendered by the view graph, it has no body") }
}
