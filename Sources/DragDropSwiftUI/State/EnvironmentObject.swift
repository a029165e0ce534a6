import DragDropCore

/// SwiftUI's `@EnvironmentObject`: the object of its type an ancestor gave with
/// `environmentObject(_:)`; its changes re-render the view. Reading it when no ancestor
/// gave one stops the program with a message naming the type (as SwiftUI does).
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    final class Reference {
        var object: ObjectType?
    }

    let reference = Reference()

    /// An object found in the environment when the view is shown.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = reference.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view's ancestor must give one with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.items`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension EnvironmentObject: GraphProperty {
    func install(in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph) {
        guard let object = node.environment.object(of: ObjectType.self) else {
            graph.diagnose("@EnvironmentObject \(ObjectType.self): no ancestor gave one with .environmentObject(_:)")
            return
        }
        reference.object = object
        Observation.observe(object, in: &slot, node: node, index: index, graph: graph)
    }
}
