import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Spring loading (SEMANTICS 36)", .timeLimit(.minutes(1)))
struct SpringLoadingTests {
    // MARK: The state machine alone

    @Test("Hover, half the delay: activating; the delay: activated, once; stale timers do nothing")
    func machine() {
        var machine = SpringLoading(delay: .milliseconds(800), tolerance: 10)
        #expect(machine.handle(.hover(Point(x: 5, y: 5))) == [.show(.possible), .schedule(generation: 1, after: .milliseconds(400))])
        #expect(machine.handle(.hover(Point(x: 9, y: 8))).isEmpty)  // within the tolerance
        #expect(machine.handle(.fire(generation: 0)).isEmpty)        // stale
        #expect(machine.handle(.fire(generation: 1)) == [.show(.activating), .schedule(generation: 2, after: .milliseconds(400))])
        #expect(machine.handle(.fire(generation: 2)) == [.show(.activated), .activate(Point(x: 9, y: 8))])
        #expect(machine.handle(.fire(generation: 2)).isEmpty)
        #expect(machine.handle(.hover(Point(x: 300, y: 300))).isEmpty)  // activated stays so
        #expect(machine.handle(.leave) == [.show(.inactive)])
        #expect(machine.handle(.leave).isEmpty)
        #expect(machine.handle(.hover(Point(x: 1, y: 1))).first == .show(.possible))  // again after leaving
    }

    @Test("Moving beyond the tolerance starts the wait over, from possible")
    func movementRestarts() {
        var machine = SpringLoading(delay: .milliseconds(800), tolerance: 10)
        _ = machine.handle(.hover(Point(x: 0, y: 0)))
        _ = machine.handle(.fire(generation: 1))
        #expect(machine.state == .activating)
        #expect(machine.handle(.hover(Point(x: 30, y: 0))) == [.show(.possible), .schedule(generation: 3, after: .milliseconds(400))])
        #expect(machine.handle(.fire(generation: 2)).isEmpty)  // the activating timer is stale now
        #expect(machine.state == .possible)
    }

    // MARK: In a system, with a manual clock

    /// A window with a drag source on the left and a spring-loaded "folder" on the right,
    /// whose activations (pointer in the folder's coordinates) and states are recorded.
    @MainActor
    final class Scene {
        let driver = HeadlessDragDriver()
        let app: DragDropSystem
        let clock = ManualClock()
        let folder = View(identifier: "folder", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        private let source = View(identifier: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        private let delegate = TestDragSource(text: "note")
        var activations: [Point] = []
        var states: [SpringLoadedInteractionEffectState] = []

        init() {
            app = driver.makeApplication("app")
            app.clock = clock
            let window = Window(identifier: "w", frame: Rect(x: 0, y: 0, width: 400, height: 300))
            app.addWindow(window)
            window.addView(source)
            window.addView(folder)
            source.addInteraction(DragInteraction(delegate: delegate))
        }

        /// Makes the folder spring-loaded (0.8 s), recording what its interaction does.
        func springLoadFolder() -> SpringLoadedInteraction {
            let spring = SpringLoadedInteraction { [unowned self] _, context in activations.append(context.location(in: nil)) }
            spring.activationDelay = .milliseconds(800)
            spring.onStateChange = { [unowned self] _, state in states.append(state) }
            folder.addInteraction(spring)
            return spring
        }

        /// Presses on the source and drags to `point`.
        func drag(to point: Point) -> Bool {
            guard driver.press(at: Point(x: 50, y: 50)) else { return false }
            driver.move(to: point, steps: 4)
            return app.isDragging
        }

        /// Once a timer waits, moves the clock on by `duration`.
        func advanceOnceWaiting(by duration: Duration) async {
            await clock.waitForSleepers(1)
            clock.advance(by: duration)
        }
    }

    @Test("A drag hovering over a spring-loaded view activates it once, at the pointer; the drag goes on")
    func activatesOnce() async {
        let scene = Scene()
        let spring = scene.springLoadFolder()
        #expect(scene.drag(to: Point(x: 250, y: 40)) && spring.state == .possible)
        await scene.advanceOnceWaiting(by: .milliseconds(400))
        #expect(await scene.driver.settle())
        #expect(spring.state == .activating)
        await scene.advanceOnceWaiting(by: .milliseconds(400))
        #expect(await scene.driver.settle())
        #expect(spring.state == .activated)
        #expect(scene.activations == [Point(x: 50, y: 40)])
        scene.driver.move(to: Point(x: 252, y: 41))
        scene.clock.advance(by: .seconds(2))
        #expect(await scene.driver.settle())
        #expect(scene.activations.count == 1 && scene.app.isDragging)
        scene.driver.move(to: Point(x: 350, y: 250))  // out of the view
        #expect(spring.state == .inactive)
        #expect(scene.states == [.possible, .activating, .activated, .inactive])
        _ = scene.driver.release()
    }

    @Test("Passing over, moving on, or ending the drag before the delay activates nothing")
    func noActivation() async {
        let scene = Scene()
        let spring = scene.springLoadFolder()
        #expect(scene.drag(to: Point(x: 210, y: 20)))
        await scene.advanceOnceWaiting(by: .milliseconds(300))
        scene.driver.move(to: Point(x: 280, y: 80))  // moved on: the wait starts over
        await scene.clock.waitForSleepers(2)  // the stale timer and the new one
        scene.clock.advance(by: .milliseconds(500))
        #expect(await scene.driver.settle())
        #expect(scene.activations.isEmpty && spring.state == .activating)
        _ = scene.driver.release()  // the drag ends before the delay
        #expect(spring.state == .inactive)
        scene.clock.advance(by: .seconds(2))
        #expect(await scene.driver.settle())
        #expect(scene.activations.isEmpty)
    }

    @Test("A drag from another application spring-loads too; a disabled interaction does not")
    func externalAndDisabled() async {
        let scene = Scene()
        let spring = scene.springLoadFolder()
        _ = scene.driver.beginExternalDrag([ExternalItem(types: [.plainText])], at: Point(x: 250, y: 50))
        await scene.advanceOnceWaiting(by: .milliseconds(400))
        await scene.advanceOnceWaiting(by: .milliseconds(400))
        #expect(await scene.driver.settle())
        #expect(scene.activations.count == 1)
        scene.driver.move(to: Point(x: 50, y: 250))
        spring.isEnabled = false
        scene.driver.move(to: Point(x: 250, y: 50))
        #expect(spring.state == .inactive)
        #expect(await scene.driver.settle())
        #expect(scene.clock.sleeperCount == 0)
        _ = scene.driver.release()
    }
}

/// Spring-loaded tables and collection views (SEMANTICS 39): hovering a photo over an album
/// row selects that album, as a tap would, and the drag goes on.
@MainActor
@Suite("Spring-loaded tables (SEMANTICS 39)", .timeLimit(.minutes(1)))
struct SpringLoadedTableTests {
    final class Albums: TableViewController {
        let names = ["Trips", "Pets", "Food"]
        var opened: [String] = []
        var refuse: Set<Int> = []
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { opened.append(names[indexPath.row]) }
        override func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
                                with context: SpringLoadedInteractionContext) -> Bool { !refuse.contains(indexPath.row) }
        override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .none }
        override func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }
    }

    @Test("Hovering over a row opens it (didSelectRowAt), once; shouldSpringLoadRowAt can refuse; a click selects too")
    func hoverOpensRow() async {
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("albums")
        let clock = ManualClock()
        app.clock = clock
        let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        app.addWindow(window)
        let albums = Albums(style: .plain)
        albums.loadViewIfNeeded()
        albums.tableView.frame = Rect(x: 0, y: 0, width: 200, height: 400)
        albums.tableView.isSpringLoaded = true
        albums.tableView.springLoadingInteraction?.activationDelay = .milliseconds(800)
        window.addSubview(albums.view)
        let photo = View(identifier: "photo", frame: Rect(x: 400, y: 100, width: 80, height: 80))
        let source = TestDragSource(text: "photo")
        photo.addInteraction(DragInteraction(delegate: source))
        window.addSubview(photo)

        #expect(driver.press(at: Point(x: 440, y: 140)))
        driver.move(to: Point(x: 100, y: 44 + 20), steps: 4)  // over "Pets"
        for _ in 0..<2 {
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(400))
        }
        #expect(await driver.settle())
        #expect(albums.opened == ["Pets"])
        #expect(albums.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(app.isDragging)
        albums.refuse = [2]
        driver.move(to: Point(x: 100, y: 2 * 44 + 20), steps: 4)  // over "Food", which refuses
        clock.advance(by: .seconds(1))
        #expect(await driver.settle())
        clock.advance(by: .seconds(1))
        #expect(await driver.settle())
        #expect(albums.opened == ["Pets"])
        _ = driver.cancel()

        albums.tableView.completeClick(on: IndexPath(row: 0, section: 0))
        #expect(albums.opened == ["Pets", "Trips"])
        albums.tableView.isSpringLoaded = false
        #expect(!albums.tableView.isSpringLoaded)

        albums.setEditing(true, animated: false)
        #expect(albums.tableView.editingStyle(forRowAt: IndexPath(row: 0, section: 0)) == .none)
        #expect(!albums.tableView.shouldIndentWhileEditingRow(at: IndexPath(row: 0, section: 0)))
    }
}
