import Foundation
import DragDropCore

/// SwiftUI's (Combine's) `ObservableObject`: a model class whose ``Published`` properties
/// announce each change, before it happens, through ``objectWillChange``. There is no SwiftUI
/// renderer here; a front end or a test subscribes with `sink`.
@MainActor
public protocol ObservableObject: AnyObject {
    /// Sends before any published property changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// One publisher per object, made on first use.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.shared(for: self) }
}

/// Tells subscribers that an object is about to change (Combine's `ObservableObjectPublisher`).
@MainActor
public final class ObservableObjectPublisher {
    private var subscribers: [Int: () -> Void] = [:]
    private var nextToken = 0
    private static var perObject: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    /// A publisher without subscribers.
    public init() {}

    /// Calls every subscriber.
    public func send() {
        for subscriber in subscribers.sorted(by: { $0.key < $1.key }).map(\.value) { subscriber() }
    }

    /// Calls `receiveValue` on each ``send()`` until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        nextToken += 1
        let token = nextToken
        subscribers[token] = { receiveValue(()) }
        return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
    }

    /// The publisher of `object`, made on first use (objects that are gone are forgotten).
    static func shared(for object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        if let entry = perObject[id], entry.object.value === object { return entry.publisher }
        perObject = perObject.filter { $0.value.object.value != nil }
        let publisher = ObservableObjectPublisher()
        perObject[id] = (Weak(value: object), publisher)
        return publisher
    }

    private struct Weak {
        weak var value: AnyObject?
    }
}

/// Ends a subscription when cancelled or released (Combine's `AnyCancellable`).
@MainActor
public final class AnyCancellable: Hashable {
    private var onCancel: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    isolated deinit { cancel() }

    /// Ends the subscription.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// Keeps the token in `set` (Combine's `store(in:)`).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    nonisolated public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// SwiftUI's (Combine's) `@Published`: a property of an ``ObservableObject`` whose changes are
/// announced through the object's `objectWillChange` before they happen; `$name.sink` gets
/// each new value.
@MainActor
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let changes = ObservableObjectPublisher()
    private let latest: Box

    /// A published property holding `wrappedValue` at first.
    public init(wrappedValue: Value) {
        value = wrappedValue
        latest = Box(wrappedValue)
    }

    /// Published properties live in classes only (as in Combine).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// `$name`: subscribe to the new values.
    public var projectedValue: Publisher { Publisher(changes: changes, latest: latest) }

    /// The property as its object reads and writes it: a write tells the object's
    /// `objectWillChange`, then stores, then tells `$name`'s subscribers.
    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
            object[keyPath: storageKeyPath].latest.value = newValue
            object[keyPath: storageKeyPath].changes.send()
        }
    }

    /// The new values of a published property.
    @MainActor
    public struct Publisher {
        fileprivate let changes: ObservableObjectPublisher
        fileprivate let latest: Box

        /// Calls `receiveValue` with each new value until the token is cancelled or released.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let latest = latest
            return changes.sink { _ in receiveValue(latest.value) }
        }
    }

    fileprivate final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}
