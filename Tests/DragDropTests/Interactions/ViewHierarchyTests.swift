import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Views in a hierarchy, as in UIKit: frames in the superview, subviews in front of their
/// superview and clipped to it, the whole subtree following its superview.
@MainActor
@Suite("View hierarchy", .timeLimit(.minutes(1)))
struct ViewHierarchyTests {
    /// A scene with a source at the window's top-left and a container at (100, 100).
    @MainActor
    struct Fixture {
        let scene = TestScene()
        let source = TestDragSource(text: "x")
        let container = View(identifier: "container", frame: Rect(x: 100, y: 100, width: 200, height: 200))

        init() {
            scene.addSource("source", frame: Rect(x: 0, y: 0, width: 50, height: 50), delegate: source)
        }

        func target(_ identifier: String, frame: Rect, in superview: View, _ delegate: TestDropTarget) -> View {
            let view = View(identifier: identifier, frame: frame)
            view.addInteraction(DropInteraction(delegate: delegate))
            superview.addSubview(view)
            return view
        }

        /// Drags from the source to a window point and returns the views that took the drop.
        @discardableResult
        func drop(at point: Point) -> [String] {
            scene.app.clearEvents()
            scene.driver.drag(from: Point(x: 25, y: 25), to: point)
            return scene.app.events.filter { $0.kind == .performDrop }.map(\.view)
        }
    }

    @Test("A subview's frame is in its superview; drops find it there, in front of its superview")
    func framesAndFront() {
        let fixture = Fixture()
        let back = TestDropTarget(), front = TestDropTarget()
        fixture.container.addInteraction(DropInteraction(delegate: back))
        let child = fixture.target("child", frame: Rect(x: 10, y: 10, width: 50, height: 50), in: fixture.container, front)
        fixture.scene.window.addSubview(fixture.container)  // the hierarchy is built first, as view controllers do
        #expect(child.window === fixture.scene.window)
        #expect(child.frameInWindow == Rect(x: 110, y: 110, width: 50, height: 50))
        #expect(child.convert(Point(x: 5, y: 5), to: nil) == Point(x: 115, y: 115))
        #expect(child.convert(Point(x: 5, y: 5), to: fixture.container) == Point(x: 15, y: 15))
        #expect(fixture.drop(at: Point(x: 120, y: 130)) == ["child"])
        #expect(front.sessions.last?.location(in: child) == Point(x: 10, y: 20))
        #expect(fixture.drop(at: Point(x: 250, y: 250)) == ["container"])
        // The superview moves: the subtree follows.
        fixture.container.frame.origin = Point(x: 400, y: 100)
        #expect(fixture.drop(at: Point(x: 420, y: 130)) == ["child"])
        #expect(fixture.drop(at: Point(x: 120, y: 130)).isEmpty)
    }

    @Test("A subview takes drops only inside its superview; hidden superviews hide it")
    func clippedAndHidden() {
        let fixture = Fixture()
        let delegate = TestDropTarget()
        let child = fixture.target("child", frame: Rect(x: 150, y: 0, width: 100, height: 50), in: fixture.container, delegate)
        fixture.scene.window.addSubview(fixture.container)
        #expect(fixture.drop(at: Point(x: 260, y: 120)) == ["child"])
        #expect(fixture.drop(at: Point(x: 320, y: 120)).isEmpty)  // outside the container
        fixture.container.isHidden = true
        #expect(fixture.drop(at: Point(x: 260, y: 120)).isEmpty)
        fixture.container.isHidden = false
        child.removeFromSuperview()
        #expect(child.window == nil && child.superview == nil)
        #expect(fixture.drop(at: Point(x: 260, y: 120)).isEmpty)
    }

    @Test("Siblings: later in front, zIndex first, bringSubviewToFront and sendSubviewToBack")
    func siblings() {
        let fixture = Fixture()
        let a = TestDropTarget(), b = TestDropTarget()
        let first = fixture.target("first", frame: Rect(x: 0, y: 0, width: 100, height: 100), in: fixture.container, a)
        _ = fixture.target("second", frame: Rect(x: 50, y: 50, width: 100, height: 100), in: fixture.container, b)
        fixture.scene.window.addSubview(fixture.container)
        let overlap = Point(x: 175, y: 175)
        #expect(fixture.drop(at: overlap) == ["second"])
        fixture.container.bringSubviewToFront(first)
        #expect(fixture.drop(at: overlap) == ["first"])
        fixture.container.sendSubviewToBack(first)
        #expect(fixture.drop(at: overlap) == ["second"])
        first.zIndex = 1
        #expect(fixture.drop(at: overlap) == ["first"])
        // A view added to the window later is in front of the whole earlier subtree.
        let cover = TestDropTarget()
        let top = View(identifier: "top", frame: Rect(x: 150, y: 150, width: 50, height: 50))
        top.addInteraction(DropInteraction(delegate: cover))
        fixture.scene.window.addView(top)
        #expect(fixture.drop(at: overlap) == ["top"])
    }

    @Test("A view cannot contain its own ancestor: refused with a diagnostic, nothing changes")
    func cycleRefused() {
        let outer = View(identifier: "outer"), inner = View(identifier: "inner")
        outer.addSubview(inner)
        let saved = Diagnostics.handler
        nonisolated(unsafe) var messages: [String] = []
        // Only this test's views: the handler is global, and other tests run meanwhile.
        Diagnostics.handler = { if ["outer", "inner"].contains($0.view) { messages.append($0.message) } }
        defer { Diagnostics.handler = saved }
        inner.addSubview(outer)
        outer.addSubview(outer)
        #expect(messages.count == 2)
        #expect(inner.superview === outer && outer.superview == nil && inner.subviews.isEmpty)
    }

    @Test("A drop target never put in a window is reported once when a drag begins; one taken out on purpose is not")
    func unplacedTargetReported() {
        let fixture = Fixture()
        let saved = Diagnostics.handler
        nonisolated(unsafe) var messages: [String] = []
        // Only this test's views: the handler and the unplaced targets are global, and other
        // tests' views without a window (alive while those tests await) are reported by this
        // test's drag too.
        Diagnostics.handler = { if ["forgotten-trash", "hidden-page"].contains($0.view) { messages.append($0.message) } }
        defer { Diagnostics.handler = saved }
        let forgotten = View(identifier: "forgotten-trash", frame: Rect(x: 100, y: 100, width: 50, height: 50))
        let delegate = TestDropTarget()
        forgotten.addInteraction(DropInteraction(delegate: delegate))
        let hiddenPage = fixture.target("hidden-page", frame: Rect(x: 0, y: 0, width: 10, height: 10), in: fixture.container, delegate)
        fixture.scene.window.addView(fixture.container)
        hiddenPage.removeFromSuperview()
        #expect(messages.isEmpty, "nothing is said before a drag")
        #expect(fixture.drop(at: Point(x: 120, y: 120)).isEmpty)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("\"forgotten-trash\" has a drop interaction but has never been in a window") == true)
        fixture.drop(at: Point(x: 120, y: 120))
        #expect(messages.count == 1, "said once")
        fixture.scene.window.addView(forgotten)
        #expect(fixture.drop(at: Point(x: 120, y: 120)) == ["forgotten-trash"])
        #expect(messages.count == 1)
    }

    @Test("A target that proposes a copy but has no performDrop is reported: the drop did nothing")
    func dropNobodyTookReported() {
        final class ProposesOnly: DropInteractionDelegate {
            func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
                DropProposal(operation: .copy)
            }
        }
        final class Takes: DropInteractionDelegate {
            var dropped = 0
            func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
                DropProposal(operation: .copy)
            }
            func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) { dropped += 1 }
        }
        let fixture = Fixture()
        let saved = Diagnostics.handler
        nonisolated(unsafe) var messages: [String] = []
        Diagnostics.handler = { if $0.view == "forgetful-inbox" { messages.append($0.message) } }  // this test's view only
        defer { Diagnostics.handler = saved }
        let forgetful = ProposesOnly(), taking = Takes()
        let inbox = View(identifier: "forgetful-inbox", frame: Rect(x: 100, y: 100, width: 50, height: 50))
        let interaction = DropInteraction(delegate: forgetful)
        inbox.addInteraction(interaction)
        fixture.scene.window.addView(inbox)
        #expect(fixture.drop(at: Point(x: 120, y: 120)) == ["forgetful-inbox"])
        #expect(messages == ["the drop on \"forgetful-inbox\" did nothing: ProposesOnly proposed copy but does not implement "
                             + "dropInteraction(_:performDrop:), where the drop's data is loaded"])
        interaction.delegate = taking
        #expect(fixture.drop(at: Point(x: 120, y: 120)) == ["forgetful-inbox"])
        #expect(taking.dropped == 1 && messages.count == 1)
    }

    @Test("A table inside a container view reorders at the right rows")
    func tableInContainer() {
        final class Letters: TableViewDataSource, TableViewDragDelegate, TableViewDropDelegate {
            var letters = ["A", "B", "C", "D"]
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { letters.count }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
            }
            func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                letters.insert(letters.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
            func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
                [DragItem(itemProvider: ItemProvider(object: letters[indexPath.row]))]
            }
            func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                           withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
                TableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
            func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {}
        }
        let scene = TestScene()
        let letters = Letters()
        let root = View(identifier: "root", frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let table = TableView(identifier: "letters", frame: Rect(x: 200, y: 100, width: 300, height: 400), rowHeight: 40)
        table.dataSource = letters
        table.dragDelegate = letters
        table.dropDelegate = letters
        root.addSubview(table)
        scene.window.addSubview(root)
        scene.driver.drag(from: Point(x: 350, y: 120), to: Point(x: 350, y: 100 + 2 * 40 + 36))
        #expect(letters.letters == ["B", "C", "A", "D"])
    }
}
