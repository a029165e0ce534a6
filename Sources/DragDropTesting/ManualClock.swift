import Synchronization
@_exported import DragDrop

/// A clock that moves only when told to (`advance(by:)`), so timeouts are tested without
/// waiting (in the style of swift-async-algorithms' test clock).
public final class ManualClock: Clock, Sendable {
    /// A point in the clock's time: a duration since its start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock's start.
        public var offset: Duration

        /// The instant `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// A task waiting for at least `count` sleepers.
    private struct SleeperWatch {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        var cancelled: Set<Int> = []
        var watches: [SleeperWatch] = []

        /// Takes out the watches the sleepers now satisfy, for resuming outside the lock.
        mutating func satisfiedWatches() -> [SleeperWatch] {
            let satisfied = watches.filter { $0.count <= sleepers.count }
            watches.removeAll { $0.count <= sleepers.count }
            return satisfied
        }
    }

    private let state = Mutex(State())

    /// A clock at zero with no sleepers.
    public init() {}

    /// The current instant: where ``advance(by:)`` last brought it.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: the clock moves in whatever steps the test gives.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until at least `count` tasks sleep on this clock — a timer the code under
    /// test starts in a task of its own — without spinning or reading the wall clock. Use it
    /// before ``advance(by:)``, which wakes only the sleepers already there. Code that never
    /// sleeps leaves the test waiting until its suite's time limit.
    public func waitForSleepers(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready: Bool = state.withLock { state in
                guard state.sleepers.count < count else { return true }
                state.watches.append(SleeperWatch(count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Suspends until the clock is advanced to `deadline` (at once if it is already there); throws
    /// when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, watches): (Result<Void, any Error>?, [SleeperWatch]) = state.withLock { state in
                    if state.cancelled.remove(id) != nil { return (.failure(CancellationError()), []) }
                    if deadline <= state.now { return (.success(()), []) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (nil, state.satisfiedWatches())
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
                watches.forEach { $0.continuation.resume() }
            }
        } onCancel: {
            let sleeper: Sleeper? = state.withLock { state in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        due.forEach { $0.continuation.resume() }
    }
}
