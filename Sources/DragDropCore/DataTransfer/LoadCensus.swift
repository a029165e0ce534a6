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
/// A completion-handler load is counted from the call that starts it until its completion
/// handler has returned, so that no moment between the call, the load and the handler looks
/// quiet. Work that carries a drop on after its loads (an application saving what arrived,
/// then showing it) is counted as a ``Work`` from the call that starts it to its end, except
/// while it waits for a ``StartedLoad`` that is itself counted.
package final class LoadCensus: Sendable {
    /// Loads and works started and not finished.
    package let running = Atomic<Int>(0)
    /// Loads waiting for data not delivered yet (they will not finish on their own).
    package let parked = Atomic<Int>(0)
    /// Works waiting for a started load (the load counts for them meanwhile).
    package let waiting = Atomic<Int>(0)

    /// An empty census.
    package init() {}

    /// The census that loads starting now are counted in; nil counts nothing.
    @TaskLocal package static var current: LoadCensus?

    /// Set inside a load that its caller counts already, so that the load does not count
    /// itself a second time.
    @TaskLocal static var countedByCaller = false

    /// The census of the ``Work`` the current task runs, if any: a ``StartedLoad`` it waits
    /// for counts for it meanwhile.
    @TaskLocal package static var currentWork: LoadCensus?

    /// Whether every counted load has finished or waits for data nobody has sent, and every
    /// counted work has finished or waits for such a load.
    package var isQuiet: Bool {
        running.load(ordering: .sequentiallyConsistent)
            <= parked.load(ordering: .sequentiallyConsistent) + waiting.load(ordering: .sequentiallyConsistent)
    }

    /// Work that carries a drop on after its loads, counted in the census current where it
    /// was made until ``run(_:)`` returns.
    package struct Work: Sendable {
        private let census: LoadCensus?

        /// Counts a work from now, in ``LoadCensus/current``: make it where the work is
        /// decided (while the drop performs), before the task that runs it starts.
        package init() {
            census = LoadCensus.current
            census?.running.add(1, ordering: .sequentiallyConsistent)
        }

        /// Runs the work's body, then ends the count. Call it once.
        package func run<Result>(isolation: isolated (any Actor)? = #isolation,
                                 _ body: () async throws -> Result) async rethrows -> Result {
            defer { census?.running.subtract(1, ordering: .sequentiallyConsistent) }
            return try await LoadCensus.$currentWork.withValue(census, operation: body)
        }
    }
}
