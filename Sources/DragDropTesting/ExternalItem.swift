import Foundation
@_exported import DragDrop
import Synchronization

/// An item of a drag coming from another application, for the headless driver: the
/// types are visible at once; each type's data arrives when the test says so — at once,
/// later, out of order, never, or as a failure.
public final class ExternalItem: Sendable {
    /// The types offered, highest fidelity first.
    public let typeIdentifiers: [TypeIdentifier]
    /// The name the other application suggests for the item (a file's name).
    public let suggestedName: String?
    private let values: [TypeIdentifier: PendingData]

    /// An item whose data for each type is delivered later with ``deliver(_:as:)`` or
    /// ``fail(_:with:)``.
    public init(types: [TypeIdentifier], suggestedName: String? = nil) {
        self.typeIdentifiers = types
        self.suggestedName = suggestedName
        self.values = Dictionary(uniqueKeysWithValues: types.map { ($0, PendingData()) })
    }

    /// An item whose data is ready at once.
    public convenience init(_ representations: KeyValuePairs<TypeIdentifier, Data>, suggestedName: String? = nil) {
        self.init(types: representations.map(\.key), suggestedName: suggestedName)
        for (type, data) in representations { deliver(data, as: type) }
    }

    /// Plain text, ready at once.
    public convenience init(text: String) {
        self.init([.utf8PlainText: Data(text.utf8)])
    }

    /// Delivers the data of one type; waiting loads resume. Later deliveries are ignored.
    public func deliver(_ data: Data, as type: TypeIdentifier) {
        values[type]?.finish(.success(data))
    }

    /// Makes loads of one type fail with `error`.
    public func fail(_ type: TypeIdentifier, with error: any Error) {
        values[type]?.finish(.failure(error))
    }

    /// How many loads are waiting for data of `type`.
    public func waitingLoads(for type: TypeIdentifier) -> Int {
        values[type]?.waiterCount ?? 0
    }

    /// A provider whose loaders wait for the test's data, with no drop rules: for testing
    /// loading code directly.
    public var itemProvider: ItemProvider { makeItemProvider(access: nil) }

    /// The item provider a receiving application sees; with `access`, its loaders refuse
    /// to run before the drop (SEMANTICS 8).
    func makeItemProvider(access: DataAccessGate?) -> ItemProvider {
        let provider = ItemProvider()
        for type in typeIdentifiers {
            guard let pending = values[type] else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: type) {
                try access?.check()
                return try await pending.value()
            }
        }
        provider.suggestedName = suggestedName
        return provider
    }
}

/// A value that arrives once, for any number of waiters; a cancelled waiter stops waiting.
final class PendingData: Sendable {
    private enum State {
        case waiting([Int: CheckedContinuation<Data, any Error>], next: Int)
        case done(Result<Data, any Error>)
    }

    private let state = Mutex(State.waiting([:], next: 0))
    /// Loads of every pending value in the process that wait for data not yet delivered.
    static let parked = Atomic<Int>(0)

    var waiterCount: Int {
        state.withLock { if case let .waiting(waiters, _) = $0 { waiters.count } else { 0 } }
    }

    func finish(_ result: Result<Data, any Error>) {
        let waiters: [CheckedContinuation<Data, any Error>] = state.withLock { state in
            guard case let .waiting(waiters, _) = state else { return [] }
            state = .done(result)
            PendingData.parked.subtract(waiters.count, ordering: .sequentiallyConsistent)
            return Array(waiters.values)
        }
        waiters.forEach { $0.resume(with: result) }
    }

    func value() async throws -> Data {
        let token = Mutex<Int?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready: Result<Data, any Error>? = state.withLock { state in
                    switch state {
                    case let .done(result):
                        return result
                    case let .waiting(waiters, next):
                        if Task.isCancelled { return .failure(CancellationError()) }
                        var waiters = waiters
                        PendingData.parked.add(1, ordering: .sequentiallyConsistent)
                        waiters[next] = continuation
                        state = .waiting(waiters, next: next + 1)
                        token.withLock { $0 = next }
                        return nil
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let cancelled: CheckedContinuation<Data, any Error>? = state.withLock { state in
                guard case let .waiting(waiters, next) = state, let id = token.withLock({ $0 }),
                      let continuation = waiters[id] else { return nil }
                var remaining = waiters
                remaining[id] = nil
                state = .waiting(remaining, next: next)
                PendingData.parked.subtract(1, ordering: .sequentiallyConsistent)
                return continuation
            }
            cancelled?.resume(throwing: CancellationError())
        }
    }
}
