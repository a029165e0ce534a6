import DragDropCore

/// SwiftUI's `@Environment(\.colorScheme)`: a value of the ``EnvironmentValues`` the view
/// inherits, read when its body is evaluated.
@MainActor
@propertyWrapper
public struct Environment<Value> {
    final class Reference {
        var value: Value?
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    let reference = Reference()

    /// The environment's value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value (the default outside a view graph).
    public var wrappedValue: Value { reference.value ?? EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: GraphProperty {
    func install(in slot: inout AnyObject?, node: ViewNode, index: Int, graph: ViewGraph) {
        reference.value = node.environment[keyPath: keyPath]
    }
}
