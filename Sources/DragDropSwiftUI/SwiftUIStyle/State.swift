import Foundation
import DragDropCore

/// SwiftUI's `State`: a value owned by the object that declares it, whose `$name` is a
/// ``Binding`` to hand to a drop delegate (`draggedItem: $draggedItem`). In a view shown by
/// the SwiftUI face, the view graph keeps the value under the view's identity, so it
/// survives the view value being made again, and a write re-renders the view.
@MainActor
@propertyWrapper
public struct State<Value> {
    /// Where the value lives: the state's own at first; a view graph points a new value of
    /// the same view at the location it keeps.
    package final class Location {
        package var value: Value
        /// Told after each write (a view graph marks the owning view dirty).
        package var didChange: (() -> Void)?
        init(_ value: Value) { self.value = value }
    }

    /// Holds the current location (a class, so copies of the state share it).
    package final class Storage {
        package var location: Location
        init(_ value: Value) { location = Location(value) }
    }

    package let storage: Storage

    /// State holding `wrappedValue` at first.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// SwiftUI's `State(initialValue:)`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.location.value }
        nonmutating set {
            let location = storage.location
            location.value = newValue
            location.didChange?()
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.location.value }, set: {
            let location = storage.location
            location.value = $0
            location.didChange?()
        })
    }
}
