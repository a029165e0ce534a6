import DragDrop
@testable import DragDropCore
import DragDropTesting
import Testing

@Suite("Recency queue: loads for what is on screen, newest first, none left behind")
struct RecencyQueueTests {
    typealias Queue = RecencyQueue<String, ManualClock.Instant>

    func at(_ milliseconds: Int) -> ManualClock.Instant { ManualClock.Instant(offset: .milliseconds(milliseconds)) }

    @Test("The most recently asked start first, no more than the limit at once; a finished one frees its slot")
    func newestFirst() {
        var queue = Queue(maxRunning: 2, staleAfter: .seconds(1))
        queue.ask("a", at: at(0))
        queue.ask("b", at: at(10))
        queue.ask("c", at: at(20))
        #expect(queue.next().start == ["c", "b"])
        #expect(queue.next().start == [])
        queue.finished()
        #expect(queue.next().start == ["a"])
        #expect(queue.running == 2 && queue.waitingCount == 0)
    }

    @Test("A waiting key not asked again while others are, for longer than staleAfter, is dropped; one asked again is kept")
    func scrolledAwayIsDropped() {
        var queue = Queue(maxRunning: 1, staleAfter: .seconds(1))
        queue.ask("running", at: at(0))
        #expect(queue.next().start == ["running"])
        queue.ask("passed", at: at(0))
        queue.ask("still shown", at: at(0))
        for frame in 1...90 {
            queue.askAgain("still shown", at: at(frame * 16))
            queue.ask("new \(frame)", at: at(frame * 16))
            queue.askAgain("running", at: at(frame * 16))
        }
        let (start, dropped) = queue.next()
        #expect(start.isEmpty)  // the one slot is still taken
        // The latest ask was at 1,440 ms: what was last asked before 440 ms is dropped.
        #expect(Set(dropped) == Set(["passed"] + (1...27).map { "new \($0)" }))
        #expect(queue.isWaiting("still shown") && !queue.isWaiting("running"))
    }

    @Test("When asking stops (scrolling stopped), what was asked last waits however long it takes")
    func quietKeepsTheLastScreen() {
        var queue = Queue(maxRunning: 1, staleAfter: .seconds(1))
        queue.ask("busy", at: at(0))
        _ = queue.next()
        queue.ask("x", at: at(500))
        queue.ask("y", at: at(505))
        queue.finished()
        #expect(queue.next() == (start: ["y"], dropped: []))
        queue.finished()
        #expect(queue.next() == (start: ["x"], dropped: []))
    }
}
