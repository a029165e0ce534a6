import DragDropCore

/// SwiftUI's `NavigationStack`: its root view, whose `navigationTitle` the front end shows as
/// the window's title (GTK: the header bar's). Pushing views (`NavigationLink`, a path) is not
/// supported: those names stay compile errors.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    /// A navigation stack showing what `root` makes.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        var environment = node.environment
        environment.isInNavigationContainer = true
        graph.updateChild(.body, of: node, with: root, environment: environment)
    }
}

/// SwiftUI's `NavigationView` (the older name): as a ``NavigationStack``.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view showing what `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        NavigationStack { content }.update(node, in: graph)
    }
}

private struct NavigationContainerKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is inside a `NavigationStack` or `NavigationView` (its title shows).
    var isInNavigationContainer: Bool {
        get { self[NavigationContainerKey.self] }
        set { self[NavigationContainerKey.self] = newValue }
    }
}
