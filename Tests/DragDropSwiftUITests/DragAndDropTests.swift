import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("SwiftUI face: drag and drop through the headless driver")
struct DragAndDropTests {
    func labels(_ view: PlatformView) -> [String] {
        view.subviews.flatMap { ($0.accessibilityLabel.map { [$0] } ?? []) + labels($0) }
    }

    func view(labelled label: String, in view: PlatformView) -> PlatformView? {
        if view.accessibilityLabel == label { return view }
        return view.subviews.lazy.compactMap { self.view(labelled: label, in: $0) }.first
    }

    @Test("onDrag to onDrop(of:delegate:): the struct delegate's binding re-renders the bin mid-drag, the drag carries on")
    func dropDelegate() async throws {
        let log = DropLog()
        let scene = HostedScene(WordAndBin(log: log))
        let bin = try #require(view(labelled: "Bin", in: scene.host))
        #expect(scene.driver.press(at: Point(x: 200, y: 50)))
        scene.driver.move(to: Point(x: 200, y: 300), steps: 4)
        scene.host.updateIfNeeded()
        // The state the delegate set through its binding shows: the same model view, new text.
        let over = try #require(view(labelled: "Drop it!", in: scene.host))
        #expect(over === bin)
        scene.driver.move(to: Point(x: 210, y: 320), steps: 2)
        #expect(scene.driver.release())
        #expect(await scene.driver.waitUntil { log.dropped == ["Apple"] })
        scene.host.updateIfNeeded()
        #expect(view(labelled: "Bin", in: scene.host) === bin)
        #expect(log.calls.first == "validate" && log.calls.contains("entered") && log.calls.last == "perform")
        #expect(!log.calls.contains("exited"), "a drop is not an exit")
    }

    @Test("A drag leaving the bin is an exit: the binding goes back, the bin shows it")
    func dropDelegateExit() async throws {
        let log = DropLog()
        let scene = HostedScene(WordAndBin(log: log))
        #expect(scene.driver.press(at: Point(x: 200, y: 50)))
        scene.driver.move(to: Point(x: 200, y: 300), steps: 4)
        scene.driver.move(to: Point(x: 200, y: 50), steps: 4)
        #expect(scene.driver.cancel())
        scene.host.updateIfNeeded()
        #expect(view(labelled: "Bin", in: scene.host) != nil)
        #expect(log.calls.filter { $0 == "entered" }.count == 1 && log.calls.contains("exited"))
        #expect(log.dropped.isEmpty)
    }

    @Test("A List row with draggable dropped on a dropDestination: the card moves, isTargeted is told")
    func listRowIntoDropDestination() async throws {
        let scene = HostedScene(CardBoard())
        let table = try #require(scene.first(TableView.self))
        #expect(table.frame.width == 200)
        #expect(scene.driver.press(at: Point(x: 100, y: 44 + 22)))
        scene.driver.move(to: Point(x: 300, y: 300), steps: 6)
        scene.host.updateIfNeeded()
        #expect(labels(scene.host).contains("Done (drop here)"))
        #expect(scene.driver.release())
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        let rows = table.indexPathsForVisibleItems.compactMap { table.cellForItem(at: $0)?.accessibilityLabel }
        #expect(rows == ["Write", "Ship"])
        #expect(labels(scene.host).contains("Done") && labels(scene.host).contains("Test"))
        #expect(!labels(scene.host).contains("Done (drop here)"))
    }

    @Test("dropDestination refuses, while it hovers, a drag with nothing that can become its type")
    func dropDestinationRefusesOtherTypes() async throws {
        let scene = HostedScene(CardBoard())
        let drag = scene.driver.beginExternalDrag([ExternalItem(types: [.png])], at: Point(x: 300, y: 300))
        scene.driver.move(to: Point(x: 310, y: 310), steps: 2)
        scene.host.updateIfNeeded()
        #expect(!labels(scene.host).contains("Done (drop here)"))
        _ = drag
        scene.driver.release()
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(!labels(scene.host).contains("Done (drop here)"))
    }
    @Test("onDrag(_:preview:) on a SwiftUI view: the drag lifts the preview's rendering, at its ideal size, not the view")
    func onDragWithPreview() throws {
        let scene = HostedScene(WordWithBadge())
        #expect(scene.driver.press(at: Point(x: 200, y: 50)))
        scene.driver.move(to: Point(x: 200, y: 300), steps: 4)
        let lifted = try #require(scene.app.liftPreviews.first?.view)
        #expect(labels(lifted) == ["Dragging"], "the preview's text, not the dragged view's")
        #expect(lifted.frame.size == Size(width: 60, height: 30))
        #expect(scene.driver.cancel())
    }
}
