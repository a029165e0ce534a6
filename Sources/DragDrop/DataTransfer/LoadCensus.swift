import Synchronization

/// How many representation loads are running in this process, so that test support can
/// tell when every load has either finished or is waiting for data nobody has sent yet
/// (`HeadlessDragDriver.settle()`).
package enum LoadCensus {
    package static let running = Atomic<Int>(0)
}
