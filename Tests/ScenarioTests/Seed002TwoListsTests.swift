import DemoScenes
import DragDrop
import DragDropTesting
import Foundation
import Synchronization
import Testing

@MainActor
@Suite("Seed 002: two lists that copy between each other", .timeLimit(.minutes(1)))
struct Seed002TwoListsTests {
    let scene = TwoListsScene(frame: Rect(x: 0, y: 0, width: 810, height: 900))

    @Test func startsWithTwentyRowsEach() {
        #expect(scene.left.rows.count == 20 && scene.right.rows.count == 20)
        #expect(scene.left.rows.first == "Left 1" && scene.right.rows.last == "Right 20")
    }

    @Test("A row dragged to the other list is copied at the drop position")
    func copyLeftToRight() async {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 2, section: 0), in: scene.left.tableView),
                     to: harness.screenPoint(ofItem: IndexPath(row: 4, section: 0), in: scene.right.tableView, y: 0.2))
        #expect(await harness.driver.settle())
        #expect(scene.right.rows.count == 21)
        #expect(scene.right.rows[4] == "Left 3")
        #expect(scene.right.rows[5] == "Right 5")
        #expect(scene.left.rows.count == 20)  // a copy: the source keeps its row
        #expect(harness.app.events.contains(DragDropEvent(.didEnd(.copy), view: "left")))
    }

    @Test("SEMANTICS 43, 47: the keyboard takes a lifted row only to lists on screen — not to one a front end does not draw (a page not shown)")
    func keyboardSkipsListsNotShown() {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        defer { withExtendedLifetime(harness) {} }  // the window the lists are in
        let right = scene.right.tableView
        // Drawn once over where the left list is now (a page shown before), then not drawn.
        right.placement = DrawnPlacement(offset: Point(x: -right.frame.minX, y: 0), visible: .zero, layer: 2)
        let keyboard = KeyboardReorder(view: scene.left.tableView, focus: IndexPath(row: 2, section: 0))
        #expect(keyboard.moveDestinations.isEmpty)
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.nextCollection))
        #expect(keyboard.destinationCollection === scene.left.tableView)
        #expect(keyboard.announcements.last == "No next list takes it")
        #expect(keyboard.handle(.escape))
        // Shown again: a destination again.
        right.placement = DrawnPlacement(offset: .zero, visible: right.frame, layer: 2)
        #expect(keyboard.moveDestinations.map { $0 === right } == [true])
        #expect(keyboard.handle(.space) && keyboard.handle(.nextCollection))
        #expect(keyboard.destinationCollection === right)
        #expect(keyboard.handle(.escape))
    }

    @Test("SEMANTICS 43: by keyboard, lifted, taken to the other list (its end, then a position there) and put down, a row is copied; announced")
    func keyboardCopyToTheOtherList() async {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        let keyboard = KeyboardReorder(view: scene.left.tableView, focus: IndexPath(row: 2, section: 0))
        var landed: (IndexedCollectionView, IndexPath)?
        keyboard.onDropIntoOtherCollection = { landed = ($0, $1) }
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.previousCollection))  // no list before the left one: kept, announced, nothing moves
        #expect(keyboard.destinationCollection === scene.left.tableView)
        #expect(keyboard.announcements.last == "No previous list takes it")
        #expect(keyboard.handle(.nextCollection))
        #expect(keyboard.destinationCollection === scene.right.tableView)
        #expect(keyboard.announcements.last == "Moved to Right list, position 21 of 21")
        #expect(keyboard.handle(.up) && keyboard.handle(.up))
        #expect(keyboard.announcements.last == "Moved to position 19 of 21")
        #expect(keyboard.handle(.space))
        #expect(keyboard.announcements.last == "Dropped in Right list")
        #expect(await harness.driver.settle())
        #expect(scene.right.rows.count == 21)
        #expect(scene.right.rows[18] == "Left 3" && scene.left.rows.count == 20)
        #expect(landed?.0 === scene.right.tableView && landed?.1 == IndexPath(row: 18, section: 0))
        // Back and forth: to the right list and back to its own, then Escape changes nothing.
        #expect(keyboard.handle(.space) && keyboard.handle(.nextCollection) && keyboard.handle(.previousCollection))
        #expect(keyboard.destinationCollection === scene.left.tableView)
        #expect(keyboard.handle(.escape))
        #expect(scene.right.rows.count == 21 && scene.left.rows.count == 20)
    }

    @Test("SEMANTICS 43: a dropDestination view (no drop delegate) is a keyboard destination too, and its action hears the drop")
    func keyboardIntoADropDestination() async {
        let inbox = TableView(identifier: "inbox", frame: Rect(x: 820, y: 0, width: 300, height: 400), rowHeight: 44)
        inbox.accessibilityLabel = "Inbox"
        var received: [(String, Int)] = []
        inbox.dropDestination(for: String.self) { strings, location in
            received += strings.map { ($0, location.insertionIndexPath.row) }
            return true
        }
        let harness = Harness([scene.left.tableView, scene.right.tableView, inbox])
        let keyboard = KeyboardReorder(view: scene.left.tableView, focus: IndexPath(row: 0, section: 0))
        #expect(keyboard.handle(.space) && keyboard.handle(.nextCollection) && keyboard.handle(.nextCollection))
        #expect(keyboard.announcements.last == "Moved to Inbox, position 1 of 1")
        #expect(keyboard.handle(.space))
        #expect(await harness.driver.settle())
        #expect(!received.isEmpty)
        #expect(received.first?.0 == "Left 1" && received.first?.1 == 0)
    }

    @Test("SEMANTICS 43: in one step (an accessible action), a row moves to the end of another list; a list that takes none changes nothing and says so")
    func accessibleMoveToAnotherList() async {
        let pictures = TableView(identifier: "pictures", frame: Rect(x: 820, y: 0, width: 300, height: 400), rowHeight: 44)
        pictures.accessibilityLabel = "Pictures"
        pictures.dropDestination(for: Image.self) { _, _ in true }
        let harness = Harness([scene.left.tableView, scene.right.tableView, pictures])
        let keyboard = KeyboardReorder(view: scene.left.tableView)
        #expect(keyboard.moveDestinations == [scene.right.tableView, pictures])
        #expect(keyboard.moveActionNames == ["move-to-right-list", "move-to-pictures"])
        #expect(keyboard.move(IndexPath(row: 2, section: 0), to: scene.right.tableView))
        #expect(keyboard.announcements == ["Lifted Left 3, position 3 of 20", "Moved to Right list, position 21 of 21", "Dropped in Right list"])
        #expect(await harness.driver.settle())
        #expect(scene.right.rows.count == 21)
        #expect(scene.right.rows.last == "Left 3" && scene.left.rows.count == 20)
        #expect(!keyboard.move(IndexPath(row: 0, section: 0), to: pictures))
        #expect(keyboard.announcements.last == "Pictures does not take Left 1")
        #expect(!keyboard.isLifted && scene.right.rows.count == 21 && scene.left.rows.count == 20)
        #expect(!keyboard.move(IndexPath(row: 99, section: 0), to: scene.right.tableView))
        #expect(keyboard.announcements.last == "That item cannot be moved")
    }

    @MainActor
    final class SlowInbox: TableViewDataSource, TableViewDropDelegate {
        final class Texts: Sendable { let list = Mutex<[String]>([]) }
        let received = Texts()
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
            TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
            let received = self.received
            for item in coordinator.items {
                _ = item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                    usleep(50_000)  // the delegate's own work, off the main actor
                    if let text { received.list.withLock { $0.append(text) } }
                }
            }
        }
    }

    @Test("A keyboard move's loads are the driver's to settle, as a pointer drop's are")
    func keyboardMoveLoadsAreSettled() async {
        let inbox = SlowInbox()
        let table = TableView(identifier: "inbox", frame: Rect(x: 820, y: 0, width: 300, height: 400), rowHeight: 44)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = inbox
        table.dropDelegate = inbox
        let harness = Harness([scene.left.tableView, table])
        let keyboard = KeyboardReorder(view: scene.left.tableView)
        #expect(keyboard.move(IndexPath(row: 2, section: 0), to: table))
        #expect(await harness.driver.settle())
        #expect(inbox.received.list.withLock { $0 } == ["Left 3"], "settle returned before the delegate's load was done")
    }

    @Test("Accessible move actions are named from the destinations' labels or identifiers, as action names allow, each once")
    func moveActionNames() {
        let unnamed = TableView(identifier: "", frame: Rect(x: 820, y: 0, width: 100, height: 400), rowHeight: 44)
        let greek = TableView(identifier: "", frame: Rect(x: 920, y: 0, width: 100, height: 400), rowHeight: 44)
        greek.accessibilityLabel = "Ελληνικά"  // nothing ASCII: its place
        let twin = TableView(identifier: "right", frame: Rect(x: 1020, y: 0, width: 100, height: 400), rowHeight: 44)
        twin.accessibilityLabel = "  Right — list! "
        for view in [unnamed, greek, twin] { view.dropDestination(for: String.self) { _, _ in true } }
        let harness = Harness([scene.left.tableView, scene.right.tableView, unnamed, greek, twin])
        let keyboard = KeyboardReorder(view: scene.left.tableView)
        withExtendedLifetime(harness) {  // it holds the window
            #expect(keyboard.moveActionNames == ["move-to-right-list", "move-to-list-2", "move-to-list-3", "move-to-right-list-4"])
            scene.left.tableView.dragInteractionEnabled = false
            #expect(keyboard.moveActionNames.isEmpty, "items that cannot be dragged offer no move")
        }
    }

    @Test("Either direction; on empty space the row is appended")
    func copyRightToLeftOnEmptySpace() async {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        // 20 rows of 44 points end at 880; the table is 900 tall.
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: scene.right.tableView),
                     to: harness.screenPoint(Point(x: 100, y: 890), in: scene.left.tableView))
        #expect(await harness.driver.settle())
        #expect(scene.left.rows.count == 21)
        #expect(scene.left.rows.last == "Right 1")
    }

    @Test("Several selected rows are inserted in list order, whatever order they were selected in and whichever is pressed")
    func multipleRows() async {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        scene.left.tableView.selectedIndexPaths = [IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 0),
                                                   IndexPath(row: 9, section: 0)]
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 9, section: 0), in: scene.left.tableView),
                     to: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: scene.right.tableView, y: 0.1))
        #expect(await harness.driver.settle())
        #expect(scene.right.rows.count == 23)
        #expect(Array(scene.right.rows.prefix(4)) == ["Left 2", "Left 6", "Left 10", "Right 1"])
    }

    @Test("Dropping onto its own list is forbidden")
    func notOntoItself() {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(row: 0, section: 0), in: scene.left.tableView))
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(row: 6, section: 0), in: scene.left.tableView), steps: 4)
        #expect(harness.app.currentOperation == .forbidden)
        harness.driver.release()
        #expect(scene.left.rows == (1...20).map { "Left \($0)" })
    }

    @Test("Text from another application is accepted; rows go out as plain text")
    func otherApplications() async throws {
        let harness = Harness([scene.left.tableView, scene.right.tableView], windowFrame: Rect(x: 0, y: 0, width: 810, height: 900))
        let drag = harness.driver.beginExternalDrag([ExternalItem(text: "from a web page")],
                                                    at: harness.screenPoint(ofItem: IndexPath(row: 3, section: 0), in: scene.right.tableView, y: 0.3))
        harness.driver.release()
        #expect(drag.result == .copy)
        #expect(await harness.driver.settle())
        #expect(scene.right.rows.count == 21)
        #expect(scene.right.rows[3] == "from a web page")

        let page = harness.driver.addForeignDropZone("browser", frame: Rect(x: 900, y: 0, width: 300, height: 300),
                                                     accepting: [.plainText, .html])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(row: 7, section: 0), in: scene.left.tableView),
                     to: Point(x: 1000, y: 100))
        #expect(await harness.driver.settle())
        try #require(page.deliveries.count == 1)
        #expect(page.deliveries.first?.data.first?[.plainText] == Data("Left 8".utf8))
    }

    @Test("Images from another application are refused")
    func refusesNonText() {
        let harness = Harness([scene.left.tableView, scene.right.tableView])
        let drag = harness.driver.beginExternalDrag([ExternalItem([.png: Data([0x89])])],
                                                    at: harness.screenPoint(ofItem: IndexPath(row: 3, section: 0), in: scene.right.tableView))
        harness.driver.release()
        #expect(drag.result == .cancel)
        #expect(scene.right.rows.count == 20)
    }
}
