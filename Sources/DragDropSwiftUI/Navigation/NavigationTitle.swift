import DragDropCore

/// `navigationTitle`: the title of the navigation stack the content is in.
public struct _NavigationTitleView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let title: String

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateChild(.body, of: node, with: content)
        guard node.environment.isInNavigationContainer else {
            graph.diagnose("navigationTitle(\"\(title)\") is outside a NavigationStack or NavigationView: it shows nowhere")
            return
        }
        graph.navigationTitles.set(title, for: node)
    }
}

/// The titles `navigationTitle` modifiers give, by the node that gives each: the shown one
/// is the outermost's (the stack's root view's), the first given among equals.
@MainActor
final class NavigationTitles {
    private var titles: [ObjectIdentifier: (depth: Int, order: Int, title: String)] = [:]
    private var given = 0

    /// `node` gives `title` (until it leaves the graph).
    func set(_ title: String, for node: ViewNode) {
        let key = ObjectIdentifier(node)
        if let existing = titles[key] {
            titles[key] = (existing.depth, existing.order, title)
            return
        }
        given += 1
        titles[key] = (node.depth, given, title)
        node.onRemoval.append { [weak self] in self?.titles[key] = nil }
    }

    /// The title shown, if any modifier gives one.
    /// - Complexity: O(titles given).
    var current: String? {
        titles.values.min { ($0.depth, $0.order) < ($1.depth, $1.order) }?.title
    }
}

extension View {
    /// `title` is the title of the navigation stack the view is in (the window's title on GTK).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _NavigationTitleView<Self> {
        _NavigationTitleView(content: self, title: String(title))
    }
}
