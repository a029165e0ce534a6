import Dispatch
import Synchronization

/// A value worked out on another thread from the moment this is made; ``value`` waits for it
/// (at once when it is ready). The app reads its documents this way while GTK starts up.
final class BackgroundValue<Value: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Value?>(nil)

    init(qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: qos).async { [self] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    /// The value, once worked out (waits until then).
    var value: Value {
        if let value = result.withLock({ $0 }) { return value }
        done.wait()
        done.signal()  // lets another waiter through (the value is stored before the first signal)
        return result.withLock { $0! }
    }
}
