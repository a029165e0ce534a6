import Synchronization

/// Counts representation loads — those running, and those parked waiting for data a test
/// has not delivered yet — so that test support can tell when *its own* work has settled
/// (`HeadlessDragDriver.settle()`), whatever other tests run in the same process.
///
/// A load is counted in the census bound to ``current`` where it starts: a drag system
/// binds its own (``DragDropSystem/loadCensus``) while it handles an event, so the loads
/// its delegates start, and the tasks they start, are counted there. Nothing is counted
/// where none is bound (a front end's loads).
package final class LoadCensus: Sendable {
    /// Loads started and not finished.
    package let running = Atomic<Int>(0)
    /// Loads waiting for data not delivered yet (they will not finish on their own).
    package let parked = Atomic<Int>(0)

    /// An empty census.
    package init() {}

    /// The census that loads starting now are counted in; nil counts nothing.
    @TaskLocal package static var current: LoadCensus?

    /// Whether every counted load has finished or waits for data nobody has sent.
    package var isQuiet: Bool {
        running.load(ordering: .sequentiallyConsistent) <= parked.load(ordering: .sequentiallyConsistent)
    }
}
