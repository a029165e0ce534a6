import Foundation
import Synchronization

/// A load started now and awaited later. A drop must ask for its data while it performs
/// (that is when the transfer is counted, and the drop is finished once every requested
/// load is over); `StartedLoad` starts the completion-handler form at once and lets async
/// code await the result afterwards, in any order.
public final class StartedLoad<Value: Sendable>: Sendable {
    /// One caller of ``value()``, with the census of the ``LoadCensus/Work`` it runs in (the
    /// load counts for that work while it waits).
    private struct Waiter {
        let continuation: CheckedContinuation<Value, any Error>
        let work: LoadCensus.Work?
    }

    private struct State {
        var result: Result<Value, any Error>?
        var waiters: [Waiter] = []
    }

    private let state = Mutex(State())

    private init() {}

    /// Starts an object load of `provider` now.
    public static func object(_ objectClass: Value.Type, from provider: ItemProvider,
                              limits: ItemProvider.LoadLimits = .none) -> StartedLoad<Value> where Value: ItemProviderReading {
        started { provider.loadObject(ofClass: objectClass, limits: limits, completionHandler: $0) }
    }

    /// Starts a data load of `provider`'s representation conforming to `type` now.
    public static func data(_ type: TypeIdentifier, from provider: ItemProvider,
                            limits: ItemProvider.LoadLimits = .none) -> StartedLoad<Data> where Value == Data {
        started { provider.loadDataRepresentation(forTypeIdentifier: type, limits: limits, completionHandler: $0) }
    }

    /// Runs `begin` (a completion-handler load) now, its completion feeding the result.
    private static func started(_ begin: (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Progress) -> StartedLoad<Value> {
        let load = StartedLoad<Value>()
        _ = begin { value, error in
            load.complete(value.map(Result.success) ?? .failure(error ?? ItemProviderError.cancelled))
        }
        return load
    }

    /// The loaded value, or the load's error.
    public func value() async throws -> Value {
        let work = LoadCensus.currentWork
        return try await withCheckedThrowingContinuation { continuation in
            let result: Result<Value, any Error>? = state.withLock { state in
                if state.result == nil {
                    work?.census?.waiting.add(1, ordering: .sequentiallyConsistent)
                    state.waiters.append(Waiter(continuation: continuation, work: work))
                }
                return state.result
            }
            if let result { continuation.resume(with: result) }
        }
    }

    private func complete(_ result: Result<Value, any Error>) {
        let waiters = state.withLock { state -> [Waiter] in
            guard state.result == nil else { return [] }
            state.result = result
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters {
            waiter.work?.census?.waiting.subtract(1, ordering: .sequentiallyConsistent)  // its work runs again
            waiter.continuation.resume(with: result)
        }
    }
}
