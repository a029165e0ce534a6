import DragDropCore

/// SwiftUI's `@ObservedObject`: an observable object given to the view from outside; its
/// `objectWillChange` re-renders the view (a different object in a new value is observed
/// from then on).
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// SwiftUI's `ObservedObject(initialValue:)`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$model.items`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$object`: a ``Binding`` to each of the object's writable properties.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to `object[keyPath:]`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: GraphProperty {
    func install(in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph) {
        Observation.observe(wrappedValue, in: &slot, node: node, index: index, graph: graph)
    }
}

/// Subscribes a node to an object's changes, once per object.
@MainActor
enum Observation {
    /// `node` is invalidated by `object`'s `objectWillChange`; `slot` remembers which object
    /// is observed, so the same object is not subscribed to again.
    static func observe(_ object: some ObservableObject, in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph) {
        guard slot !== object || node.observations[index] == nil else { return }
        slot = object
        node.observations[index] = object.objectWillChange.sink { [invalidate = graph.invalidator(for: node)] _ in invalidate() }
    }
}
