import DragDrop
import DragDropTesting
import Foundation
import Synchronization
import Testing

@MainActor
@Suite("Settling: work already started runs to its end, without a clock", .timeLimit(.minutes(1)))
struct SettleTests {
    @Test("Delivered data reaches a completion handler and the main actor before settle returns")
    func deliveredDataArrives() async {
        let driver = HeadlessDragDriver()
        let item = ExternalItem(types: [.utf8PlainText])
        let received = Mutex<String?>(nil)
        @MainActor final class Box { var value: String? }
        let onMain = Box()
        item.itemProvider.loadObject(ofClass: String.self) { value, _ in
            received.withLock { $0 = value }
            Task { @MainActor in onMain.value = value }
        }
        #expect(await driver.settle())  // parked: waits for data nobody sent
        #expect(received.withLock { $0 } == nil)
        item.deliver(Data("late".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(received.withLock { $0 } == "late")
        #expect(onMain.value == "late")
    }

    @Test("A load sleeping on a clock is not settled: settle says so instead of waiting for ever")
    func sleepingLoadIsReported() async {
        let clock = ManualClock()
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) {
            try await clock.sleep(for: .seconds(1))
            return Data()
        }
        let progress = provider.loadDataRepresentation(forTypeIdentifier: .png) { _, _ in }
        #expect(await !HeadlessDragDriver().settle(maximumRounds: 500))
        progress.cancel()
        #expect(await HeadlessDragDriver().settle())
    }
}
