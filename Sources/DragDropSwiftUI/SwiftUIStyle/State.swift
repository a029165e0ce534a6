import Foundation
import DragDropCore

/// SwiftUI's `State`: a value owned by the object that declares it, whose `$name` is a
/// ``Binding`` to hand to a drop delegate (`draggedItem: $draggedItem`).
@MainActor
@propertyWrapper
public struct State<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// State holding `wrappedValue` at first.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}
