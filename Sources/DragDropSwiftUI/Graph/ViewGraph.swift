import DragDropCore

/// The view graph behind one hosting view: the nodes that keep each view's state under its
/// identity, the dirty nodes waiting for their bodies to be evaluated again, and the pass that
/// brings the model views up to date.
///
/// A change of state (a `@State` write, an observed object's `objectWillChange`) marks its
/// node dirty and schedules an update on the main actor; the update evaluates the bodies of
/// the dirty nodes only (top down: a parent's evaluation brings its children up to date),
/// then gives each container its children's views again and lays the tree out. Model views
/// are reused by identity, so a view under a drag in flight stays the same object.
@MainActor
final class ViewGraph {
    /// The root node (the hosting view's root view).
    private(set) var root: ViewNode?
    /// Measures text for layout.
    var textMeasurer: any TextMeasurer = FixedAdvanceTextMeasurer()
    /// Called after each update: the host lays its views out again.
    var didUpdate: (() -> Void)?
    /// How many bodies were evaluated (for tests of invalidation).
    private(set) var bodyEvaluations = 0
    /// Misuse found while rendering (duplicate ids, …), oldest first.
    private(set) var diagnostics: [String] = []
    /// The titles `navigationTitle` gives.
    let navigationTitles = NavigationTitles()

    private var dirtyNodes: [ViewNode] = []
    /// Rows (kept apart from the tree) whose nodes were evaluated in this update.
    private var changedRows: [ObjectIdentifier: ViewNode] = [:]
    private var updateScheduled = false
    private var isUpdating = false
    private var renderRoot: ((ViewGraph) -> Void)?
    /// Actions waiting for the update in progress to end (`onAppear`).
    private var afterUpdate: [() -> Void] = []

    /// Shows `view` at the root in `environment`: the same type keeps the root's state, another
    /// starts afresh.
    func setRoot<Content: View>(_ view: Content, environment: EnvironmentValues) {
        renderRoot = { graph in
            let type = ObjectIdentifier(Content.self)
            if let root = graph.root, root.viewType != type {
                root.removeFromGraph()
                graph.root = nil
            }
            let node = graph.root ?? ViewNode(viewType: type, parent: nil, environment: environment)
            node.environment = environment  // the host's environment may have changed (the system's colour scheme)
            graph.root = node
            graph.visit(view, node)
        }
        update()
    }

    /// The root's views, in order.
    var rootViews: [HostedView] { root?.renderedViews() ?? [] }

    // MARK: Updating

    /// Evaluates `view` at `key` under `parent`: the child node there is reused when its
    /// view has the same type.
    @discardableResult
    func updateChild<Content: View>(_ key: ChildKey, of parent: ViewNode, with view: Content,
                                    environment: EnvironmentValues? = nil) -> ViewNode {
        let node = parent.child(at: key, type: ObjectIdentifier(Content.self), environment: environment ?? parent.environment)
        visit(view, node)
        return node
    }

    /// Brings `node` up to date with `view`.
    func visit<Content: View>(_ view: Content, _ node: ViewNode) {
        if let primitive = view as? any PrimitiveView {
            node.beginChildren()
            primitive.update(node, in: self)
            node.endChildren()
        } else {
            node.reevaluate = { [unowned self, unowned node] in evaluateBody(of: view, node) }
            evaluateBody(of: view, node)
        }
    }

    private func evaluateBody<Content: View>(of view: Content, _ node: ViewNode) {
        DynamicProperties.install(in: view, node: node, graph: self)
        node.isDirty = false
        bodyEvaluations += 1
        let body = view.body
        node.beginChildren()
        updateChild(.body, of: node, with: body)
        node.endChildren()
    }

    /// The state of `node` changed: its body is evaluated again at the next update.
    func invalidate(_ node: ViewNode) {
        guard !node.isDirty else { return }
        node.isDirty = true
        dirtyNodes.append(node)
        scheduleUpdate()
    }

    /// An update on the main actor soon (once, however many changes come before it).
    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        Task { @MainActor [weak self] in self?.updateIfNeeded() }
    }

    /// Whether a change waits for an update.
    var needsUpdate: Bool { !dirtyNodes.isEmpty }

    /// Evaluates the dirty nodes' bodies now, if any, and lays the views out again.
    func updateIfNeeded() {
        updateScheduled = false
        guard needsUpdate, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        while !dirtyNodes.isEmpty {
            let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
            dirtyNodes = []
            // A node evaluated with an ancestor is clean by now; one that left the graph has no evaluation.
            for node in nodes where node.isDirty {
                node.reevaluate?()
                if let row = node.enclosingRow { changedRows[ObjectIdentifier(row)] = row }
            }
        }
        finishUpdate()
    }

    /// Renders the root view again from scratch (its state kept).
    func update() {
        guard !isUpdating, let renderRoot else { return }
        isUpdating = true
        defer { isUpdating = false }
        dirtyNodes = []
        renderRoot(self)
        finishUpdate()
    }

    private func finishUpdate() {
        if let root { assemble(root) }
        let rows = changedRows.values
        changedRows = [:]
        for row in rows {
            assemble(row)
            row.rowDidChange?()
        }
        didUpdate?()
        runPendingActions()
    }

    /// Runs `action` once the update in progress ends (now, outside one: a row rendered for
    /// a cell as the view lays out).
    func runAfterUpdate(_ action: @escaping () -> Void) {
        afterUpdate.append(action)
    }

    /// Runs the actions waiting for the update's end, and those they add.
    private func runPendingActions() {
        while !afterUpdate.isEmpty {
            let actions = afterUpdate
            afterUpdate = []
            for action in actions { action() }
        }
    }

    /// Renders `view` into a row node kept apart from the tree (a list's or grid's row, shown
    /// in a cell): `node` when it shows a view of the same type, else a new node under
    /// `parent` (the old one leaves).
    func renderDetached<Content: View>(_ view: Content, reusing node: ViewNode?, under parent: ViewNode) -> ViewNode {
        let type = ObjectIdentifier(Content.self)
        let row: ViewNode
        if let node, node.viewType == type {
            row = node
            row.environment = parent.environment
        } else {
            node?.removeFromGraph()
            row = ViewNode(viewType: type, parent: parent, environment: parent.environment)
            row.isRowRoot = true
        }
        visit(view, row)
        assemble(row)
        if !isUpdating { runPendingActions() }
        return row
    }

    /// Gives each container its children's views again, bottom up.
    private func assemble(_ node: ViewNode) {
        for key in node.childOrder {
            if let child = node.child(key) { assemble(child) }
        }
        node.assemble?()
    }

    /// Records misuse found while rendering.
    func diagnose(_ message: String) {
        diagnostics.append(message)
    }
}

extension ViewGraph {
    /// What a change of `node`'s state calls: marks the node dirty (nothing once either is gone).
    func invalidator(for node: ViewNode) -> () -> Void {
        { [weak node, weak self] in
            if let node, let self { invalidate(node) }
        }
    }

    /// The model view of a container primitive at `node` (reused, or made by `make`), whose
    /// arranged views are `content`'s, given again at each assembly.
    @discardableResult
    func updateContainer<Hosted: HostedView, Content: View>(_ node: ViewNode, make: () -> Hosted, content: Content) -> Hosted {
        let view = node.hostedView as? Hosted ?? make()
        node.hostedView = view
        updateChild(.body, of: node, with: content)
        node.assemble = { [unowned node, unowned view] in view.setArranged(node.child(.body)?.renderedViews() ?? []) }
        return view
    }
}
