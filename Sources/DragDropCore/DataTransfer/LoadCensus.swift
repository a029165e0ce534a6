import Synchronization

/// Counts representation loads — those running, and those parked waiting for data a test
/// has not delivered yet — so that test support can tell when *its own* work has settled
/// (`HeadlessDragDriver.settle()`), whatever other tests run in the same process.
///
/// A load is counted in the census bound to ``current`` where it starts: a drag system
/// binds its own (``DragDropSystem/loadCensus``) while it handles an event, so the loads
/// its delegates start, and the tasks they start, are counted there. Nothing is counted
/// where none is bound (a front end's loads).
///
/// Work that goes on after a call returns — a completion-handler load, until its handler
/// has returned; an application saving what arrived, then showing it — is counted as a
/// ``Work`` from the call that starts it to its end, so that no moment between the call,
/// the load and the handler looks quiet. A work waiting only for data nobody has sent (its
/// own loads all parked, or a ``StartedLoad`` that is) does not hold settling up.
package final class LoadCensus: Sendable {
    /// Loads and works started and not finished.
    package let running = Atomic<Int>(0)
    /// Loads waiting for data not delivered yet (they will not finish on their own).
    package let parked = Atomic<Int>(0)
    /// Works waiting only for parked loads, or for a started load (which counts for them).
    package let waiting = Atomic<Int>(0)

    /// An empty census.
    package init() {}

    /// The census that loads starting now are counted in; nil counts nothing.
    @TaskLocal package static var current: LoadCensus?

    /// The ``Work`` the current task runs, if any: its loads are its own, and a
    /// ``StartedLoad`` it waits for counts for it meanwhile.
    @TaskLocal package static var currentWork: Work?

    /// Whether every counted load has finished or waits for data nobody has sent, and every
    /// counted work has finished or waits for such loads.
    package var isQuiet: Bool {
        running.load(ordering: .sequentiallyConsistent)
            <= parked.load(ordering: .sequentiallyConsistent) + waiting.load(ordering: .sequentiallyConsistent)
    }

    /// One load, counted in the census current where it began, and in the work it runs in.
    package struct Load: Sendable {
        private let census: LoadCensus?
        private let work: Work?

        /// Counts a load from now.
        package init() {
            let census = LoadCensus.current
            self.census = census
            work = LoadCensus.currentWork.flatMap { $0.census === census ? $0 : nil }
            census?.running.add(1, ordering: .sequentiallyConsistent)
            work?.innerLoadsChanged(running: 1)
        }

        /// The load is over.
        package func end() {
            work?.innerLoadsChanged(running: -1)
            census?.running.subtract(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Marks the current task's load as waiting for data not delivered yet (`by` 1) or no
    /// longer (`by` -1), in `census` and in `work`: a test double's data (`ExternalItem`).
    package static func park(by change: Int, in census: LoadCensus?, work: Work?) {
        census?.parked.add(change, ordering: .sequentiallyConsistent)
        if let work, work.census === census { work.innerLoadsChanged(parked: change) }
    }

    /// Work that goes on after the call that starts it, counted in the census current where
    /// it was made until ``run(_:)`` returns.
    package final class Work: Sendable {
        /// The census this work counts in (a ``StartedLoad`` it waits for counts for it there).
        let census: LoadCensus?
        private struct Inner {
            var running = 0, parked = 0
            /// Whether this work counts as waiting (all its running loads parked).
            var waits = false
            var ended = false
        }
        private let inner = Mutex(Inner())

        /// Counts a work from now, in ``LoadCensus/current``: make it where the work is
        /// decided (in the call, or while a drop performs), before the task that runs it.
        package init() {
            census = LoadCensus.current
            census?.running.add(1, ordering: .sequentiallyConsistent)
        }

        /// Runs the work's body, then ends the count. Call it once.
        package func run<Result>(isolation: isolated (any Actor)? = #isolation,
                                 _ body: () async throws -> Result) async rethrows -> Result {
            defer {
                inner.withLock { inner in
                    if inner.waits { census?.waiting.subtract(1, ordering: .sequentiallyConsistent) }
                    inner.waits = false
                    inner.ended = true
                }
                census?.running.subtract(1, ordering: .sequentiallyConsistent)
            }
            return try await LoadCensus.$currentWork.withValue(self, operation: body)
        }

        fileprivate func innerLoadsChanged(running: Int = 0, parked: Int = 0) {
            guard let census else { return }
            inner.withLock { inner in
                inner.running += running
                inner.parked += parked
                let waits = !inner.ended && inner.running > 0 && inner.running <= inner.parked
                if waits != inner.waits { census.waiting.add(waits ? 1 : -1, ordering: .sequentiallyConsistent) }
                inner.waits = waits
            }
        }
    }
}
