import DragDropCore

/// A property of a view whose storage the view graph keeps (SwiftUI's `DynamicProperty`):
/// `@State`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment`.
@MainActor
protocol GraphProperty {
    /// Connects a fresh view value's property to `slot`, the storage kept at its place
    /// (nil the first time: the property stores its own there); `invalidate` re-renders the view.
    func install(in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph)
}

/// Finds a view's graph properties and connects them to its node's storage.
@MainActor
enum DynamicProperties {
    /// Connects each graph property of `view` (found by reflection, in declaration order) to
    /// `node`'s slots, before its body is evaluated.
    /// - Complexity: O(p) for p stored properties of the view.
    static func install<Content: View>(in view: Content, node: ViewNode, graph: ViewGraph) {
        var index = 0
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any GraphProperty else { continue }
            if node.slots.count <= index { node.slots.append(nil) }
            property.install(in: &node.slots[index], node: node, index: index, graph: graph)
            index += 1
        }
    }
}

extension State: GraphProperty {
    func install(in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph) {
        if let kept = slot as? Location {
            storage.location = kept
        } else {
            slot = storage.location
        }
        storage.location.didChange = graph.invalidator(for: node)
    }
}
