import Foundation
import DragDropCore

/// SwiftUI's `Binding`: a read-write reference to a value owned elsewhere, so that a
/// struct ``DropDelegate`` can change its owner's state (`@Binding var items: [Group]`).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding that always reads `value` and ignores writes (for previews and tests).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$name`).
    public var projectedValue: Binding<Value> { self }

    /// Lets a `@Binding` property be initialised with a binding (`_items = items`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value (`$model.groups`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
