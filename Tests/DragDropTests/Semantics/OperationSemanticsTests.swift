import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("SEMANTICS 1–5: operations, negotiation, proposals", .timeLimit(.minutes(1)))
struct OperationSemanticsTests {
    let sourceFrame = Rect(x: 0, y: 0, width: 100, height: 100)
    let targetFrame = Rect(x: 300, y: 0, width: 200, height: 200)

    @Test("SEMANTICS 1: cancel and forbidden never perform; badges follow the operation",
          arguments: [(DropOperation.cancel, DragBadge.none, false), (.forbidden, .forbidden, false),
                      (.copy, .copy, true), (.move, .none, true)])
    func operationsAndBadges(operation: DropOperation, badge: DragBadge, performs: Bool) {
        let scene = TestScene()
        let source = TestDragSource(text: "Venice")
        let target = TestDropTarget(operation: operation)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        #expect(scene.driver.press(at: scene.center(of: sourceFrame)))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 4)
        #expect(scene.app.currentOperation == operation)
        #expect(scene.app.currentBadge == badge)
        #expect(scene.driver.release())
        #expect(target.calls.contains("performDrop") == performs)
        #expect(source.didEndOperations == [performs ? operation : .cancel])
    }

    @Test("SEMANTICS 2: move only when the session allows it")
    func moveNeedsPermission() {
        let scene = TestScene()
        let source = TestDragSource(text: "Venice")
        source.allowsMove = false
        let target = TestDropTarget(operation: .move)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(scene.app.events.contains(DragDropEvent(.didUpdate(proposed: .move, resolved: .copy), view: "target")))
        #expect(source.didEndOperations == [.copy])
        #expect(target.sessions.first?.allowsMoveOperation == false)
    }

    @Test("SEMANTICS 2: drops into another application are copies; localDragSession is nil there")
    func otherApplicationsCopy() {
        let driver = HeadlessDragDriver()
        let home = TestScene(driver: driver, name: "home", windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let other = TestScene(driver: driver, name: "other", windowFrame: Rect(x: 600, y: 0, width: 500, height: 500))
        let source = TestDragSource(text: "Venice")
        let target = TestDropTarget(operation: .move)
        home.addSource("source", frame: sourceFrame, delegate: source)
        other.addTarget("target", frame: targetFrame, delegate: target)
        driver.drag(from: home.center(of: sourceFrame), to: other.center(of: targetFrame))
        #expect(other.app.events.contains(DragDropEvent(.didUpdate(proposed: .move, resolved: .copy), view: "target")))
        #expect(target.sessions.count == 1)
        #expect(target.sessions[0].localDragSession == nil)
        #expect(target.sessions[0].items.first?.localObject == nil)
        #expect(source.didEndOperations == [.copy])
    }

    @Test("SEMANTICS 2: a foreign window that claims a move (a file manager) only ever copies; the source keeps its original")
    func foreignWindowsNeverMove() async {
        let scene = TestScene(windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let files = scene.driver.addForeignDropZone("file manager", frame: Rect(x: 600, y: 0, width: 300, height: 300),
                                                    accepting: [.plainText], operation: .move)
        let source = TestDragSource(text: "holiday.png")
        #expect(source.allowsMove)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: Point(x: 700, y: 100))
        #expect(source.willEndOperations == [.copy])
        #expect(source.didEndOperations == [.copy])
        #expect(await scene.driver.settle())
        #expect(files.deliveries.count == 1)
    }

    @Test("SEMANTICS 1: over another application the badge follows its answer: (+) for a copy, ⊘ for a refusal")
    func badgeOverOtherApplications() {
        let scene = TestScene(windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        _ = scene.driver.addForeignDropZone("editor", frame: Rect(x: 600, y: 0, width: 300, height: 300), accepting: [.plainText])
        _ = scene.driver.addForeignDropZone("viewer", frame: Rect(x: 600, y: 400, width: 300, height: 300), accepting: [.png])
        let source = TestDragSource(text: "Venice")
        let target = TestDropTarget(operation: .move)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        #expect(scene.app.currentBadge == .none)  // a move inside the application
        scene.driver.move(to: Point(x: 700, y: 100), steps: 3)
        #expect(scene.app.currentBadge == .copy)  // the editor takes text
        scene.driver.move(to: Point(x: 700, y: 500), steps: 3)
        #expect(scene.app.currentBadge == .forbidden)  // the viewer refuses text
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        #expect(scene.app.currentBadge == .none)
        scene.driver.cancel()
    }

    @Test("SEMANTICS 2: the window system is offered copy only; moves inside the application are announced to it as copies")
    func windowSystemSeesCopiesOnly() {
        #expect(InterProcessTransfer.offeredOperations == [.copy])
        #expect(InterProcessTransfer.windowSystemOperation(for: .move) == .copy)
        #expect(InterProcessTransfer.windowSystemOperation(for: .copy) == .copy)
        #expect(InterProcessTransfer.windowSystemOperation(for: .forbidden) == .forbidden)
        #expect(InterProcessTransfer.operationReported(byOtherProcess: .move) == .copy)
        #expect(InterProcessTransfer.operationReported(byOtherProcess: .forbidden) == .cancel)
    }

    @Test("SEMANTICS 3: the system gives move no meaning: the destination inserts, the source removes")
    func moveIsTheApplicationsJob() {
        let scene = TestScene()
        var left = ["A", "B", "C"], right = ["X"]
        let source = TestDragSource { _ in
            let item = DragItem(itemProvider: ItemProvider(object: "B"))
            item.localObject = 1
            return [item]
        }
        let target = TestDropTarget(operation: .move)
        target.onPerformDrop = { session in
            // One application on both sides: the drop handler does insert and remove.
            for item in session.items {
                guard let index = item.localObject as? Int else { continue }
                right.append(left.remove(at: index))
            }
        }
        scene.addSource("left", frame: sourceFrame, delegate: source)
        scene.addTarget("right", frame: targetFrame, delegate: target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(left == ["A", "C"])
        #expect(right == ["X", "B"])
        #expect(source.didEndOperations == [.move])
    }

    @Test("SEMANTICS 4: a drag restricted to its application, dropped on another, is cancelled")
    func restrictedDragsStayHome() {
        let driver = HeadlessDragDriver()
        let home = TestScene(driver: driver, name: "home", windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let other = TestScene(driver: driver, name: "other", windowFrame: Rect(x: 600, y: 0, width: 500, height: 500))
        let source = TestDragSource(text: "secret")
        source.restricted = true
        let target = TestDropTarget(operation: .copy)
        home.addSource("source", frame: sourceFrame, delegate: source)
        other.addTarget("target", frame: targetFrame, delegate: target)
        driver.drag(from: home.center(of: sourceFrame), to: other.center(of: targetFrame))
        #expect(target.calls.isEmpty)  // never even shown to the other application
        #expect(source.willEndOperations == [.cancel])
        #expect(source.didEndOperations == [.cancel])
        #expect(home.app.cancelPreviews.count == 1)
    }

    @Test("SEMANTICS 4: a foreign window never receives a restricted drag")
    func restrictedDragsRefuseForeignWindows() {
        let scene = TestScene(windowFrame: Rect(x: 0, y: 0, width: 500, height: 500))
        let zone = scene.driver.addForeignDropZone("editor", frame: Rect(x: 600, y: 0, width: 300, height: 300),
                                                   accepting: [.plainText])
        let source = TestDragSource(text: "secret")
        source.restricted = true
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: Point(x: 700, y: 100))
        #expect(source.didEndOperations == [.cancel])
        #expect(zone.deliveries.isEmpty)
    }

    @Test("SEMANTICS 5: the latest proposal wins; asked on enter, every move, and when items are added")
    func latestProposalWins() {
        let scene = TestScene()
        let source = TestDragSource(text: "one")
        let target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addSource("extra", frame: Rect(x: 0, y: 600, width: 100, height: 100), delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        let updatesAfterEnter = target.calls.filter { $0 == "update" }.count
        #expect(updatesAfterEnter >= 1)
        scene.driver.move(to: scene.center(of: targetFrame).offsetBy(dx: 5, dy: 5))
        #expect(target.calls.filter { $0 == "update" }.count == updatesAfterEnter + 1)
        target.operation = .forbidden
        scene.driver.move(to: scene.center(of: targetFrame).offsetBy(dx: 6, dy: 6))
        #expect(scene.app.currentOperation == .forbidden)
        // Adding items asks again.
        target.operation = .copy
        source.itemsToAdd = [DragItem(itemProvider: ItemProvider(object: "two"))]
        #expect(scene.driver.tap(at: Point(x: 50, y: 650)))
        #expect(target.calls.filter { $0 == "update" }.count == updatesAfterEnter + 3)
        #expect(scene.app.currentOperation == .copy)
        scene.driver.release()
        #expect(target.calls.contains("performDrop"))
    }

    @Test("SEMANTICS 5: a target without an update handler accepts nothing")
    func noUpdateHandlerAcceptsNothing() {
        final class Silent: DropInteractionDelegate {
            var performed = false
            func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) { performed = true }
        }
        let scene = TestScene()
        let source = TestDragSource(text: "x")
        let silent = Silent()
        scene.addSource("source", frame: sourceFrame, delegate: source)
        let view = View(identifier: "silent", frame: targetFrame)
        view.addInteraction(DropInteraction(delegate: silent))
        scene.window.addView(view)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(!silent.performed)
        #expect(source.didEndOperations == [.cancel])
    }

    @Test("Negotiation is a pure function")
    func negotiationTable() {
        #expect(OperationNegotiation.resolve(.move, allowsMove: true, isLocal: true) == .move)
        #expect(OperationNegotiation.resolve(.move, allowsMove: false, isLocal: true) == .copy)
        #expect(OperationNegotiation.resolve(.move, allowsMove: true, isLocal: false) == .copy)
        #expect(OperationNegotiation.resolve(.forbidden, allowsMove: true, isLocal: false) == .forbidden)
        #expect(OperationNegotiation.resolve(.cancel, allowsMove: true, isLocal: true) == .cancel)
        #expect(OperationNegotiation.resolve(.copy, allowsMove: false, isLocal: false) == .copy)
    }

    /// Where a drag came from has one record, the lifecycle's (issue 42.6): the calls meant
    /// for a drag from another application mean nothing while this application's own press
    /// or drag is under way, whatever sessions exist yet.
    @Test("Issue 42.6: where a drag came from is the lifecycle's to say. A press here, before any session: a drag from elsewhere's move, leave and drop change nothing")
    func externalCallsDuringALocalPress() {
        let scene = TestScene()
        let source = TestDragSource(text: "Venice")
        let target = TestDropTarget(operation: .copy)
        scene.addSource("source", frame: sourceFrame, delegate: source)
        scene.addTarget("target", frame: targetFrame, delegate: target)
        #expect(scene.app.pointerDown(at: scene.center(of: sourceFrame)))
        // Far past the drag threshold: were it taken for this press's move, the drag would begin.
        #expect(!scene.app.externalDragMoved(to: scene.center(of: targetFrame)))
        #expect(!scene.app.externalDragLeftViews())
        #expect(scene.app.externalDrop() == .cancel)
        #expect(source.willBeginCount == 0 && !scene.app.isDragging && scene.app.dragSession == nil)
        #expect(target.calls.isEmpty)
        // The press goes on as this application's own.
        scene.app.pointerMoved(to: scene.center(of: targetFrame))
        #expect(source.willBeginCount == 1 && scene.app.isDragging)
        #expect(!scene.app.externalDragMoved(to: scene.center(of: sourceFrame)))
        #expect(scene.app.pointerUp())
        #expect(source.didEndOperations == [.copy])
    }
}
