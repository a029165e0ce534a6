import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("SEMANTICS 6–7: how a drag ends, for the source and for every target", .timeLimit(.minutes(1)))
struct SessionEndSemanticsTests {
    let sourceFrame = Rect(x: 0, y: 0, width: 100, height: 100)
    let targetFrame = Rect(x: 300, y: 0, width: 200, height: 200)

    @Test("SEMANTICS 6: willEnd at release, didEnd after, didTransferItems once the data arrived")
    func sourceSideOfASuccessfulDrop() async {
        let scene = TestScene()
        let source = TestDragSource(text: "Venice")
        let target = TestDropTarget(operation: .copy)
        var loaded: [String] = []
        target.onPerformDrop = { session in
            session.loadObjects(ofClass: String.self) { loaded = $0 }
        }
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        let sourceEvents = scene.app.events.filter { $0.view == "source" }.map(\.kind)
            .filter { if case .longPressTimer = $0 { false } else { true } }
        #expect(Array(sourceEvents.prefix(4)) == [.itemsForBeginning(count: 1), .previewForLifting, .sessionWillBegin, .willEnd(.copy)])
        #expect(sourceEvents.contains(.didEnd(.copy)))
        // At the release the load has only started: no data yet, so no transfer yet.
        #expect(source.transferCount == 0)
        #expect(loaded.isEmpty)
        #expect(await scene.driver.settle())
        #expect(source.transferCount == 1)
        #expect(loaded == ["Venice"])
        #expect(await scene.driver.settle())
        #expect(source.transferCount == 1)  // once
    }

    @Test("SEMANTICS 40: a window system that found no target does not overrule this application's own target")
    func windowSystemFoundNoTargetOverThisApplication() {
        let scene = TestScene()
        let source = TestDragSource(text: "Venice")
        let target = TestDropTarget(operation: .copy)
        var dropped = 0
        target.onPerformDrop = { _ in dropped += 1 }
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        #expect(scene.driver.press(at: scene.center(of: sourceFrame)))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 6)
        #expect(scene.driver.releaseFindingNoWindowSystemTarget())
        #expect(dropped == 1)
        #expect(source.didEndOperations == [.copy])
        #expect(!scene.app.isDragging)
        // Over another application (or the desktop) it is the cancel it says.
        #expect(scene.driver.press(at: scene.center(of: sourceFrame)))
        scene.driver.move(to: Point(x: 1500, y: 100), steps: 6)
        #expect(!scene.driver.releaseFindingNoWindowSystemTarget())
        #expect(dropped == 1)
        #expect(source.didEndOperations == [.copy, .cancel])
        #expect(!scene.app.isDragging)
        // Over a target that refuses: a cancel too, and the next drag starts.
        #expect(scene.driver.press(at: scene.center(of: sourceFrame)))
        scene.driver.move(to: Point(x: 250, y: 450), steps: 6)
        #expect(!scene.driver.releaseFindingNoWindowSystemTarget())
        #expect(source.didEndOperations == [.copy, .cancel, .cancel])
        #expect(scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame)))
        #expect(dropped == 2)
    }

    @Test("SEMANTICS 6: didTransferItems waits for slow data")
    func transferWaitsForData() async {
        let driver = HeadlessDragDriver()
        let home = TestScene(driver: driver, name: "home", windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let other = TestScene(driver: driver, name: "other", windowFrame: Rect(x: 600, y: 0, width: 500, height: 500))
        let slow = ExternalItem(types: [.utf8PlainText])
        let slowProvider = slow.itemProvider
        let source = TestDragSource { _ in [DragItem(itemProvider: slowProvider)] }
        let target = TestDropTarget(operation: .copy)
        var received: [String] = []
        target.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { received = $0 } }
        home.addSource("source", frame: sourceFrame, delegate: source)
        other.addTarget("target", frame: targetFrame, delegate: target)
        driver.drag(from: home.center(of: sourceFrame), to: other.center(of: targetFrame))
        #expect(source.didEndOperations == [.copy])
        #expect(await driver.settle())
        #expect(slow.waitingLoads(for: .utf8PlainText) == 1)
        #expect(await driver.settle())
        #expect(source.transferCount == 0)
        slow.deliver(Data("late".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(source.transferCount == 1)
        #expect(received == ["late"])
    }

    @Test("SEMANTICS 6: cancel previews for each item; nil fades in place")
    func cancelPreviews() {
        let scene = TestScene()
        let source = TestDragSource { _ in
            [DragItem(itemProvider: ItemProvider(object: "a")), DragItem(itemProvider: ItemProvider(object: "b"))]
        }
        var asked = 0
        source.cancelPreview = { preview in
            asked += 1
            return asked == 1 ? preview : nil
        }
        let sourceView = scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: Point(x: 200, y: 500), steps: 3)
        #expect(scene.driver.cancel())
        #expect(scene.app.cancelPreviews.count == 2)
        #expect(scene.app.cancelPreviews[0]?.view === sourceView)
        #expect(scene.app.cancelPreviews[0]?.target.center == sourceView.bounds.center)
        #expect(scene.app.cancelPreviews[1] == nil)
        #expect(source.willEndOperations == [.cancel])
        #expect(source.didEndOperations == [.cancel])
        #expect(source.transferCount == 0)
    }

    @Test("SEMANTICS 7: canHandle → enter → update… → exit; drop: perform → previews → conclude → end")
    func destinationOrder() {
        let scene = TestScene()
        let source = TestDragSource { _ in
            [DragItem(itemProvider: ItemProvider(object: "a")), DragItem(itemProvider: ItemProvider(object: "b"))]
        }
        let target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.driver.move(to: Point(x: 700, y: 700), steps: 2)  // leave
        scene.driver.move(to: scene.center(of: targetFrame), steps: 2)  // come back
        scene.driver.release()
        #expect(target.callsCollapsed == ["canHandle", "enter", "update", "exit", "enter", "update",
                                          "performDrop", "previewForDropping", "previewForDropping",
                                          "conclude", "end"])
    }

    @Test("SEMANTICS 7: canHandle false means nothing else is called, not even didEnd")
    func canHandleFalse() {
        let scene = TestScene()
        let source = TestDragSource(text: "a")
        let target = TestDropTarget(operation: .copy)
        target.canHandle = false
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(target.calls == ["canHandle"])
        #expect(source.didEndOperations == [.cancel])
    }

    @Test("SEMANTICS 7 and 31: every target that saw the session gets didEnd exactly once, whatever the outcome",
          arguments: ["drop", "escape", "releaseOutside", "forbidden"])
    func didEndReachesEveryTarget(outcome: String) {
        let scene = TestScene()
        let source = TestDragSource(text: "a")
        let first = TestDropTarget(operation: .copy)
        let second = TestDropTarget(operation: outcome == "forbidden" ? .forbidden : .copy)
        let third = TestDropTarget(operation: .copy)  // never visited
        let firstFrame = Rect(x: 300, y: 0, width: 100, height: 100)
        let secondFrame = Rect(x: 500, y: 0, width: 100, height: 100)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("first", frame: firstFrame, delegate: first)
        scene.addTarget("second", frame: secondFrame, delegate: second)
        scene.addTarget("third", frame: Rect(x: 0, y: 500, width: 100, height: 100), delegate: third)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: firstFrame), steps: 3)
        scene.driver.move(to: scene.center(of: secondFrame), steps: 3)
        switch outcome {
        case "escape": scene.driver.cancel()
        case "releaseOutside":
            scene.driver.move(to: Point(x: 900, y: 700), steps: 2)
            scene.driver.release()
        default: scene.driver.release()
        }
        #expect(first.calls.filter { $0 == "end" }.count == 1)
        #expect(second.calls.filter { $0 == "end" }.count == 1)
        #expect(first.calls.last == "end" && second.calls.last == "end")
        #expect(third.calls.isEmpty)
        #expect(second.calls.contains("performDrop") == (outcome == "drop"))
        #expect(!first.calls.contains("performDrop"))
        #expect(source.didEndOperations == [outcome == "drop" ? .copy : .cancel])
    }

    @Test("The outcome a front end logs is the core's: Escape then GDK's copy is a cancel (issue 40, item 9)")
    func endedOperationIsTheOutcome() {
        let scene = TestScene()
        #expect(scene.app.endedOperation == nil)  // before any drag
        let source = TestDragSource(text: "a"), target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        #expect(scene.app.endedOperation == nil && scene.app.currentOperation == .copy)  // during one
        scene.driver.cancel()
        // GDK's drag-end comes after, with the last action it negotiated: copy.
        scene.app.dragEndedElsewhere(with: .copy)
        #expect(scene.app.endedOperation == .cancel)
        #expect(source.didEndOperations == [.cancel])
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(scene.app.endedOperation == .copy)
    }

    @Test("SEMANTICS 7: a target removed while hovered gets didExit, then didEnd at the end")
    func removedTargetStillGetsDidEnd() {
        let scene = TestScene()
        let source = TestDragSource(text: "a")
        let target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        let view = scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        view.removeFromWindow()
        #expect(target.calls.last == "exit")
        #expect(scene.app.currentOperation == .cancel)
        scene.driver.release()
        #expect(target.callsCollapsed == ["canHandle", "enter", "update", "exit", "end"])
        #expect(source.didEndOperations == [.cancel])
    }

    @Test("A target that appears under a still pointer is entered")
    func appearingTargetIsEntered() {
        let scene = TestScene()
        let source = TestDragSource(text: "a")
        let target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        #expect(target.callsCollapsed == ["canHandle", "enter", "update"])
        #expect(scene.app.currentOperation == .copy)
        scene.driver.release()
        #expect(target.calls.contains("performDrop"))
    }

    @Test("The front-most target wins where targets overlap")
    func frontmostTargetWins() {
        let scene = TestScene()
        let source = TestDragSource(text: "a")
        let back = TestDropTarget(operation: .copy)
        let front = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("front", frame: targetFrame, delegate: front, zIndex: 1)
        scene.addTarget("back", frame: targetFrame.insetBy(dx: -50, dy: -50).offsetBy(dx: 40, dy: 40), delegate: back)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(front.calls.contains("performDrop"))
        #expect(!back.calls.contains("performDrop"))
    }
}
