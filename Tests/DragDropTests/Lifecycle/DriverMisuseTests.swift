import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Misuse through the driver gives false, never a crash", .timeLimit(.minutes(1)))
struct DriverMisuseTests {
    @Test func releaseWithoutDragAndAfterTheEnd() {
        let scene = TestScene()
        #expect(!scene.driver.release())
        #expect(!scene.driver.cancel())
        #expect(!scene.driver.tap(at: .zero))
        #expect(!scene.driver.longPress())
        let source = TestDragSource(text: "x")
        scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        #expect(!scene.driver.press(at: Point(x: 500, y: 500)))  // not on a source
        #expect(scene.driver.drag(from: Point(x: 25, y: 25), to: Point(x: 400, y: 400)))
        #expect(!scene.driver.release())  // a drop after the session ended
        #expect(source.didEndOperations == [.cancel])
    }

    @Test func sourceRefusingTheDrag() {
        let scene = TestScene()
        let source = TestDragSource { _ in [] }
        let target = TestDropTarget()
        scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        scene.addTarget("target", frame: Rect(x: 300, y: 300, width: 50, height: 50), delegate: target)
        scene.driver.press(at: Point(x: 25, y: 25))
        scene.driver.move(to: Point(x: 325, y: 325), steps: 4)
        #expect(!scene.app.isDragging)
        #expect(target.calls.isEmpty)
        #expect(scene.app.events.map(\.kind).contains(.itemsForBeginning(count: 0)))
        #expect(source.didEndOperations.isEmpty && source.willBeginCount == 0)
    }

    @Test func disabledInteractionStartsNothing() {
        let scene = TestScene()
        let source = TestDragSource(text: "x")
        let view = scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        (view.interactions.first as? DragInteraction)?.isEnabled = false
        #expect(!scene.driver.press(at: Point(x: 25, y: 25)))
    }

    @Test func longPressLiftThenRelease() {
        let scene = TestScene()
        let source = TestDragSource(text: "x")
        scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        #expect(scene.driver.press(at: Point(x: 25, y: 25)))
        #expect(scene.driver.longPress())
        #expect(scene.app.liftPreviews.count == 1)
        #expect(scene.app.isDragging)
        #expect(scene.driver.release())
        #expect(scene.app.events.map(\.kind).contains(.cancelledLift))
        #expect(source.willBeginCount == 0)
        #expect(!scene.app.isDragging)
    }

    @Test func hiddenTargetsAreSkipped() {
        let scene = TestScene()
        let source = TestDragSource(text: "x")
        let target = TestDropTarget()
        scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        let view = scene.addTarget("target", frame: Rect(x: 300, y: 300, width: 50, height: 50), delegate: target)
        view.isHidden = true
        scene.driver.drag(from: Point(x: 25, y: 25), to: Point(x: 325, y: 325))
        #expect(source.willBeginCount == 1)  // the drag really happened, over the hidden target
        #expect(target.calls.isEmpty)
    }

    @Test func windowsOfOneApplicationStack() {
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("app")
        let back = Window(identifier: "back", frame: Rect(x: 0, y: 0, width: 500, height: 500), level: 0)
        let front = Window(identifier: "front", frame: Rect(x: 200, y: 200, width: 500, height: 500), level: 1)
        app.addWindow(back)
        app.addWindow(front)
        let source = TestDragSource(text: "x")
        let sourceView = View(identifier: "source", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        sourceView.addInteraction(DragInteraction(delegate: source))
        back.addView(sourceView)
        let backTarget = TestDropTarget(), frontTarget = TestDropTarget()
        let backView = View(identifier: "backTarget", frame: Rect(x: 250, y: 250, width: 100, height: 100))
        backView.addInteraction(DropInteraction(delegate: backTarget))
        back.addView(backView)
        let frontView = View(identifier: "frontTarget", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        frontView.addInteraction(DropInteraction(delegate: frontTarget))
        front.addView(frontView)
        driver.drag(from: Point(x: 25, y: 25), to: Point(x: 300, y: 300))
        #expect(frontTarget.calls.contains("performDrop"))
        #expect(backTarget.calls.isEmpty)
        #expect(frontTarget.sessions.first.map { $0.location(in: frontView) } == Point(x: 50, y: 50))
    }
}
