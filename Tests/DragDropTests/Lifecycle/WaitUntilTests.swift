import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("waitUntil: its timeout counts the time it could look, not the time others held the main actor", .timeLimit(.minutes(1)))
struct WaitUntilTests {
    @MainActor final class Flag { var isSet = false }

    /// Blocks the calling thread — the main actor's, here — as a long synchronous step does.
    nonisolated static func block(seconds: TimeInterval) { Thread.sleep(forTimeInterval: seconds) }

    @Test("The main actor held longer than the timeout, by work queued before the awaited change: still seen")
    func starvedWaiterStillSeesTheChange() async {
        let driver = HeadlessDragDriver()
        let flag = Flag()
        Task { @MainActor in
            // Another test's long synchronous step: the main actor is held for twice the timeout…
            WaitUntilTests.block(seconds: 0.4)
            // …and the change awaited comes a little after it, once the waiter has looked again.
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(50))
                flag.isSet = true
            }
        }
        #expect(await driver.waitUntil(timeout: .milliseconds(200)) { flag.isSet })
    }

    @Test("A condition that never holds still times out")
    func neverTimesOutIsFalse() async {
        let driver = HeadlessDragDriver()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await driver.waitUntil(timeout: .milliseconds(50)) { false } == false)
        #expect(clock.now - start < .seconds(5))
    }
}
