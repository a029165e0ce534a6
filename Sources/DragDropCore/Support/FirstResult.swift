import Synchronization

/// Delivers the first of several competing results (a load, a timer, a cancellation) to one
/// waiter, exactly once, whichever comes first and even before anyone waits. The losers are
/// not awaited: work that ignores cancellation cannot hold up a timeout.
package final class FirstResult<Value: Sendable, Failure: Error>: Sendable {
    private enum State {
        case pending(early: Result<Value, Failure>?, cleanups: [@Sendable () -> Void])
        case waiting(CheckedContinuation<Result<Value, Failure>, Never>, cleanups: [@Sendable () -> Void])
        case finished
    }

    private let state = Mutex(State.pending(early: nil, cleanups: []))

    package init() {}

    /// Starts the competitors with `start`, then suspends until the first result.
    package func wait(_ start: (FirstResult) -> Void) async -> Result<Value, Failure> {
        start(self)
        return await withCheckedContinuation { continuation in
            let ready: (Result<Value, Failure>, [@Sendable () -> Void])? = state.withLock { state in
                guard case let .pending(early, cleanups) = state else { return nil }
                if let early {
                    state = .finished
                    return (early, cleanups)
                }
                state = .waiting(continuation, cleanups: cleanups)
                return nil
            }
            if let (result, cleanups) = ready {
                cleanups.forEach { $0() }
                continuation.resume(returning: result)
            }
        }
    }

    /// Runs `cleanup` once a result is in (at once if it already is).
    package func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
        let runNow: Bool = state.withLock { state in
            switch state {
            case let .pending(early, cleanups):
                if early != nil { return true }
                state = .pending(early: nil, cleanups: cleanups + [cleanup])
                return false
            case let .waiting(continuation, cleanups):
                state = .waiting(continuation, cleanups: cleanups + [cleanup])
                return false
            case .finished:
                return true
            }
        }
        if runNow { cleanup() }
    }

    /// Offers a result; only the first one counts. Returns whether it was the first.
    @discardableResult
    package func finish(_ result: Result<Value, Failure>) -> Bool {
        let delivery: (CheckedContinuation<Result<Value, Failure>, Never>?, [@Sendable () -> Void])? =
            state.withLock { state in
                switch state {
                case let .pending(early, cleanups) where early == nil:
                    state = .pending(early: result, cleanups: [])
                    return (nil, cleanups)
                case let .waiting(continuation, cleanups):
                    state = .finished
                    return (continuation, cleanups)
                default:
                    return nil
                }
            }
        guard let (continuation, cleanups) = delivery else { return false }
        cleanups.forEach { $0() }
        continuation?.resume(returning: result)
        return true
    }
}
