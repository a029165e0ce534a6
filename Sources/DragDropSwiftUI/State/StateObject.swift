import DragDropCore

/// SwiftUI's `@StateObject`: an observable object the view owns, made once per identity
/// (the initial expression is not evaluated again while the view keeps its place); its
/// `objectWillChange` re-renders the view.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    /// The object of one place, made on first use.
    final class Box {
        private var make: (() -> ObjectType)?
        private var made: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
        var object: ObjectType {
            if let made { return made }
            let object = make!()
            made = object
            make = nil
            return object
        }
    }

    /// Its own box at first; the graph's kept box once installed.
    final class Reference {
        var box: Box
        init(_ box: Box) { self.box = box }
    }

    let reference: Reference

    /// An object made by `thunk` the first time the view is shown at its place.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        reference = Reference(Box(thunk))
    }

    /// The object.
    public var wrappedValue: ObjectType { reference.box.object }

    /// Bindings to the object's properties (`$model.items`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension StateObject: GraphProperty {
    func install(in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph) {
        if let kept = slot as? Box {
            reference.box = kept
        } else {
            slot = reference.box
            let object = reference.box.object
            node.observations[index] = object.objectWillChange.sink { [invalidate = graph.invalidator(for: node)] _ in invalidate() }
        }
    }
}
