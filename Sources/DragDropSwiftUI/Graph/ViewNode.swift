import DragDropCore

/// One view's place in the view graph: its state, its children by place, and the model
/// views it shows. Nodes persist while views at their place keep their type; the view
/// values themselves are made anew at each evaluation.
@MainActor
final class ViewNode {
    /// The type of the view at this place: another type here is another view.
    let viewType: ObjectIdentifier
    private(set) weak var parent: ViewNode?
    /// How deep the node is (the root is 0): dirty nodes are evaluated top down.
    let depth: Int
    /// The environment the view sees (its parent's, as modifiers above it changed it).
    var environment: EnvironmentValues

    private(set) var children: [ChildKey: ViewNode] = [:]
    /// The children in the order their views were given at the last update.
    private(set) var childOrder: [ChildKey] = []
    /// The places given during the update in progress (nil outside one).
    private var pendingOrder: [ChildKey]?

    /// The storage of the view's dynamic properties (`@State`, `@StateObject`, …), in
    /// declaration order: it outlives the view values.
    var slots: [AnyObject?] = []
    /// What the view observes (`@ObservedObject`, `@StateObject`): a change marks the node dirty.
    var observations: [Int: AnyCancellable] = [:]
    /// A composite view: evaluates its body again, from the view value last given.
    var reevaluate: (() -> Void)?
    /// Whether the node's state changed since its body was last evaluated.
    var isDirty = false
    /// The model view the node shows itself (primitives that draw); nil: its children's.
    var hostedView: HostedView?
    /// A container primitive: gives its model view its children's views again.
    var assemble: (() -> Void)?
    /// A row of a list or grid, rendered apart from the tree (into a cell): called after
    /// an update changed what the row shows, so its cell lays it out again.
    var rowDidChange: (() -> Void)?
    /// Called when the node leaves the graph (`onDisappear`).
    var onRemoval: [() -> Void] = []
    /// Whether the node's `onAppear` ran (once per identity).
    var hasAppeared = false
    /// The `onDisappear` action of the latest body, run when the node leaves.
    var disappearAction: (() -> Void)?

    init(viewType: ObjectIdentifier, parent: ViewNode?, environment: EnvironmentValues) {
        self.viewType = viewType
        self.parent = parent
        depth = (parent?.depth ?? -1) + 1
        self.environment = environment
    }

    /// The model views this node shows, in order: its own, or its children's.
    func renderedViews() -> [HostedView] {
        if let hostedView { return [hostedView] }
        return childOrder.flatMap { children[$0]?.renderedViews() ?? [] }
    }

    /// The child at `key`, if any.
    func child(_ key: ChildKey) -> ViewNode? { children[key] }

    /// Starts an update of the children: places not given again before ``endChildren()``
    /// leave the graph.
    func beginChildren() { pendingOrder = [] }

    /// The child at `key` for a view of `type`: the existing one if the type matches, else a
    /// new one (the old one, with its state, leaves).
    func child(at key: ChildKey, type: ObjectIdentifier, environment: EnvironmentValues) -> ViewNode {
        pendingOrder?.append(key)
        if let existing = children[key] {
            if existing.viewType == type {
                existing.environment = environment
                return existing
            }
            existing.removeFromGraph()
        }
        let node = ViewNode(viewType: type, parent: self, environment: environment)
        children[key] = node
        return node
    }

    /// Ends the update begun by ``beginChildren()``: children not given leave the graph.
    func endChildren() {
        guard let given = pendingOrder else { preconditionFailure("endChildren() without beginChildren()") }
        pendingOrder = nil
        let kept = Set(given)
        for (key, node) in children where !kept.contains(key) {
            node.removeFromGraph()
            children[key] = nil
        }
        childOrder = given
    }

    /// The node and its subtree leave: their observations end, their `onDisappear` run.
    func removeFromGraph() {
        for child in childOrder.compactMap({ children[$0] }) { child.removeFromGraph() }
        observations.removeAll()
        reevaluate = nil
        let removal = onRemoval
        onRemoval = []
        for action in removal { action() }
    }

    /// Whether the node is a row of a list or grid, rendered apart from the tree.
    var isRowRoot = false

    /// The row this node belongs to (itself, or an ancestor), if it is in one.
    var enclosingRow: ViewNode? {
        var node: ViewNode? = self
        while let current = node {
            if current.isRowRoot { return current }
            node = current.parent
        }
        return nil
    }
}
