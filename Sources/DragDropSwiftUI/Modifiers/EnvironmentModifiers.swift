import DragDropCore

/// A modifier that changes the environment of its content.
public struct _EnvironmentView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func update(_ node: ViewNode, in graph: ViewGraph) {
        var environment = node.environment
        transform(&environment)
        graph.updateChild(.body, of: node, with: content, environment: environment)
    }
}

/// `id`: the content with an explicit identity; a new id is a new view (its state starts afresh).
public struct _IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let id: ID

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateChild(.id(AnyHashable(id)), of: node, with: content)
    }
}

extension View {
    /// The content sees `value` at `keyPath` of its environment.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// The content's `@EnvironmentObject` of `object`'s type is `object`.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.setObject(object) }
    }

    /// Text in the content uses `font` unless it sets its own.
    public func font(_ font: Font?) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.font = font }
    }

    /// The view with identity `id`: another id makes it a new view, with fresh state.
    public func id<ID: Hashable>(_ id: ID) -> _IdentifiedView<Self, ID> {
        _IdentifiedView(content: self, id: id)
    }
}
