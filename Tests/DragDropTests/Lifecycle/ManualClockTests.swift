import DragDropTesting
import Synchronization
import Testing

@Suite("The manual clock: time moves when told, and a test can wait for sleepers without spinning", .timeLimit(.minutes(1)))
struct ManualClockTests {
    @Test("Waiting for sleepers returns at once when they are there, and when the next one arrives otherwise")
    func waitForSleepers() async throws {
        let clock = ManualClock()
        let woke = Atomic<Int>(0)
        let first = Task {
            try await clock.sleep(for: .seconds(1))
            woke.add(1, ordering: .sequentiallyConsistent)
        }
        await clock.waitForSleepers()
        #expect(clock.sleeperCount == 1)
        await clock.waitForSleepers(1)  // already there: no wait
        let second = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers(2)
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .seconds(1))
        try await first.value
        #expect(woke.load(ordering: .sequentiallyConsistent) == 1 && clock.sleeperCount == 1, "only the first deadline came")
        second.cancel()
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(clock.sleeperCount == 0)
    }
}
