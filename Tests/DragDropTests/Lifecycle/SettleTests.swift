import DragDrop
import DragDropCore
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
        driver.tracking {
            _ = item.itemProvider.loadObject(ofClass: String.self) { value, _ in
                received.withLock { $0 = value }
                Task { @MainActor in onMain.value = value }
            }
        }
        #expect(await driver.settle())  // parked: waits for data nobody sent
        #expect(received.withLock { $0 } == nil)
        item.deliver(Data("late".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(received.withLock { $0 } == "late")
        #expect(onMain.value == "late")
    }

    /// A provider whose PNG load sleeps on a manual clock nobody advances.
    static func providerSleepingOnAClock() -> ItemProvider {
        let clock = ManualClock()
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) {
            try await clock.sleep(for: .seconds(1))
            return Data()
        }
        return provider
    }

    @Test("A load sleeping on a clock is not settled: settle says so instead of waiting for ever")
    func sleepingLoadIsReported() async {
        let provider = Self.providerSleepingOnAClock()
        let driver = HeadlessDragDriver()
        let progress = driver.tracking { provider.loadDataRepresentation(forTypeIdentifier: .png) { _, _ in } }
        #expect(await !driver.settle(maximumRounds: 500))
        progress.cancel()
        #expect(await driver.settle())
    }

    @Test("Another driver's busy load — another test's, running at the same time — does not hold settle up")
    func otherDriversLoadsAreNotWaitedFor() async {
        let provider = Self.providerSleepingOnAClock()
        let busy = HeadlessDragDriver()
        let progress = busy.tracking { provider.loadDataRepresentation(forTypeIdentifier: .png) { _, _ in } }
        defer { progress.cancel() }
        #expect(await HeadlessDragDriver().settle(maximumRounds: 500), "a fresh driver has started nothing")
        #expect(await !busy.settle(maximumRounds: 500))
    }

    @Test("Loads that a drop's delegate starts are the driver's to settle, without tracking")
    func delegateLoadsAreCounted() async throws {
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("app")
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        app.addWindow(window)
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        @MainActor final class Target: DropInteractionDelegate {
            var text: String?
            func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
                DropProposal(operation: .copy)
            }
            func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
                session.loadObjects(ofClass: String.self) { values in self.text = values.first }
            }
        }
        let target = Target()
        view.addInteraction(DropInteraction(delegate: target))
        let item = ExternalItem(types: [.utf8PlainText])
        let drag = driver.beginExternalDrag([item], at: Point(x: 100, y: 100))
        driver.move(to: Point(x: 110, y: 100))
        #expect(driver.release() && drag.result == .copy)
        #expect(await driver.settle(), "parked: waiting for data nobody sent")
        #expect(item.waitingLoads(for: .utf8PlainText) == 1, "the delegate's load started and waits")
        item.deliver(Data("dropped".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(target.text == "dropped")
    }

    @Test("A completion handler that takes its time is waited for: the load counts until the handler has returned")
    func slowCompletionHandlerIsWaitedFor() async {
        let driver = HeadlessDragDriver()
        let item = ExternalItem(types: [.utf8PlainText])
        let received = Mutex<String?>(nil)
        driver.tracking {
            _ = item.itemProvider.loadObject(ofClass: String.self) { value, _ in
                Thread.sleep(forTimeInterval: 0.05)  // an application's own work off the main actor
                received.withLock { $0 = value }
            }
        }
        item.deliver(Data("late".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(received.withLock { $0 } == "late", "settle returned while the completion handler ran")
    }

    @Test("Work that carries a drop on after its loads is waited for; while it waits for a parked load it is quiet")
    func workAfterALoadIsWaitedFor() async {
        let driver = HeadlessDragDriver()
        let item = ExternalItem(types: [.utf8PlainText])
        @MainActor final class Box { var value: String? }
        let shown = Box()
        driver.tracking {
            let load = StartedLoad.object(String.self, from: item.itemProvider)
            let work = LoadCensus.Work()
            Task { @MainActor in
                await work.run {
                    guard let text = try? await load.value() else { return }
                    // Saving what arrived, off the main actor, then showing it.
                    let saved = await Task.detached { usleep(50_000); return text.uppercased() }.value
                    shown.value = saved
                }
            }
        }
        #expect(await driver.settle(), "parked: the work waits for data nobody sent")
        #expect(shown.value == nil)
        item.deliver(Data("late".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(shown.value == "LATE", "settle returned while the work ran")
    }

    @Test("A Transferable's completion-handler load counts from the call until its handler has returned; parked, it is quiet")
    func transferableCompletionHandlerIsWaitedFor() async {
        let driver = HeadlessDragDriver()
        let item = ExternalItem(types: [.utf8PlainText])
        let received = Mutex<String?>(nil)
        driver.tracking {
            _ = item.itemProvider.loadTransferable(type: String.self) { result in
                usleep(50_000)  // an application's own work off the main actor
                received.withLock { $0 = try? result.get() }
            }
        }
        #expect(await driver.settle(), "parked: waiting for data nobody sent")
        item.deliver(Data("late".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(received.withLock { $0 } == "late", "settle returned while the load or its handler ran")
    }
}
