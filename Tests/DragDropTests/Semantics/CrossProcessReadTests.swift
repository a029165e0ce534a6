import DragDrop
import DragDropTesting
import Foundation
import Synchronization
import Testing

/// SEMANTICS 44: what becomes of a drag from another process before and while it is read —
/// which drags are taken, the one item they stand for, the size limit and the deadline of
/// each read — decided by the core, which the GTK front end follows.
@MainActor
@Suite("SEMANTICS 44: reads from other processes", .timeLimit(.minutes(1)))
struct CrossProcessReadTests {
    @Test("A drag is taken when one offered MIME type names a known type")
    func acceptedDrags() {
        #expect(InterProcessExport.acceptsDrag(offering: ["application/x-qt-private", "text/plain"]))
        #expect(InterProcessExport.acceptsDrag(offering: ["image/png"]))
        #expect(!InterProcessExport.acceptsDrag(offering: ["application/x-qt-private", "chromium/x-renderer-taint"]))
        #expect(!InterProcessExport.acceptsDrag(offering: []))
    }

    @Test("One item: the known types in the peer's order, each once, read only when loaded, by their offered name")
    func oneItemInThePeersOrder() async throws {
        let asked = Mutex<[String]>([])
        let item = try #require(InterProcessExport.item(offering: ["image/png", "text/plain;charset=utf-8", "UTF8_STRING",
                                                                    "application/x-unknown", "image/png"]) { mime, _ in
            asked.withLock { $0.append(mime) }
            return Data("bytes of \(mime)".utf8)
        })
        let types = item.itemProvider.registeredTypeIdentifiers
        #expect(types.first == .png)
        #expect(types.count == Set(types).count, "each type once: \(types)")
        #expect(types.contains(TypeIdentifier(mimeType: "text/plain;charset=utf-8")!))
        #expect(asked.withLock { $0 }.isEmpty, "nothing is read before a load")
        let png = try await item.itemProvider.loadDataRepresentation(forTypeIdentifier: .png)
        #expect(png == Data("bytes of image/png".utf8))
        #expect(asked.withLock { $0 } == ["image/png"])
        #expect(InterProcessExport.item(offering: ["application/x-unknown"]) { _, _ in Data() } == nil)
    }

    @Test("A read fails as soon as it passes its limit; the end of the stream answers with what came")
    func limitAndEnd() {
        var read = InterProcessRead(type: .png, limit: 10)
        guard case .readMore = read.received(Data(count: 6)) else { Issue.record("6 of 10 bytes"); return }
        guard case let .failed(.tooLarge(type, size, limit)) = read.received(Data(count: 6)) else { Issue.record("12 of 10"); return }
        #expect(type == .png && size == 12 && limit == 10)
        var small = InterProcessRead(type: .utf8PlainText, limit: 10)
        small.opened()
        _ = small.received(Data("abc".utf8))
        guard case let .finished(data) = small.received(Data()) else { Issue.record("the end of the stream"); return }
        #expect(data == Data("abc".utf8) && small.progress == 3)
        #expect((try? small.accepts(Data(count: 11)).get()) == nil)
        #expect((try? small.accepts(Data(count: 10)).get()) == Data(count: 10))
    }

    @Test("A whole deadline with nothing arriving fails the read; arrivals keep it going; an answered read stops waiting")
    func deadlineWithoutProgress() async {
        let clock = ManualClock()
        var progress = 0
        var answered = false
        var outcome: Bool?
        let waiter = Task { @MainActor in
            outcome = await InterProcessRead.waitForStall(on: clock, deadline: .seconds(5), progress: { progress }, isOver: { answered })
        }
        func sleeping() async -> Bool {
            await clock.waitForSleepers()
            return clock.sleeperCount == 1
        }
        #expect(await sleeping())
        clock.advance(by: .seconds(3))
        progress += 1  // a chunk at 3 s
        clock.advance(by: .seconds(2))
        #expect(await sleeping(), "progress in the first deadline: the read goes on")
        #expect(outcome == nil)
        clock.advance(by: .seconds(5))
        await waiter.value
        #expect(outcome == true, "a whole deadline without progress")
        let second = Task { @MainActor in
            await InterProcessRead.waitForStall(on: clock, deadline: .seconds(5), progress: { progress }, isOver: { answered })
        }
        #expect(await sleeping())
        answered = true
        clock.advance(by: .seconds(5))
        #expect(await second.value == false)
    }

    @Test("A drag from another application leaving a view exits its target at once, without a pretended point; it may come back")
    func leavingAViewExitsItsTarget() {
        let scene = TestScene()
        let target = TestDropTarget(operation: .copy)
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.addTarget("inbox", frame: frame, delegate: target)
        let app = scene.app
        #expect(app.externalDragEntered(items: [DragItem(itemProvider: ItemProvider(object: "hi" as String))], at: scene.center(of: frame)))
        #expect(app.currentOperation == .copy)
        #expect(app.externalDragLeftViews())
        #expect(target.callsCollapsed.suffix(2) == ["update", "exit"])
        #expect(app.currentOperation == .cancel && app.isDragging)
        #expect(app.externalDragMoved(to: scene.center(of: frame)))
        #expect(target.callsCollapsed.suffix(2) == ["enter", "update"] && app.currentOperation == .copy)
        #expect(app.externalDragExited())
        #expect(!app.externalDragLeftViews(), "no drag from another application any more")
    }

    @Test("SEMANTICS 2: a drag from another process is never moved here, whatever the target proposes")
    func incomingDragsAreCopies() async {
        let scene = TestScene()
        let target = TestDropTarget(operation: .move)
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.addTarget("inbox", frame: frame, delegate: target)
        let drag = scene.driver.beginExternalDrag([ExternalItem(text: "hello")], at: scene.center(of: frame))
        #expect(target.sessions.first?.allowsMoveOperation == false)
        #expect(scene.app.currentOperation == .copy)
        #expect(scene.driver.release())
        #expect(await scene.driver.settle())
        #expect(drag.result != nil)
        #expect(drag.result == .copy)
    }
}
