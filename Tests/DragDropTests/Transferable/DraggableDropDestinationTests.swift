import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("draggable and dropDestination", .timeLimit(.minutes(1)))
struct DraggableDropDestinationTests {
    let sourceFrame = Rect(x: 0, y: 0, width: 100, height: 100)
    let targetFrame = Rect(x: 300, y: 0, width: 200, height: 200)

    final class Box<Value> { var value: Value; init(_ value: Value) { self.value = value } }

    @Test("An in-app drag: the action gets the value and the location; its true is the drop, isTargeted follows")
    func accepted() {
        let scene = TestScene()
        let team = TransferTeam(name: "Bears", division: 1)
        let source = View(identifier: "source", frame: sourceFrame).draggable(team)
        let received = Box<[TransferTeam]>([])
        let targeted = Box<[Bool]>([])
        let target = View(identifier: "target", frame: targetFrame)
            .dropDestination(for: TransferTeam.self, action: { teams, location in
                received.value = teams
                #expect(location == Point(x: 100, y: 100))
                return true
            }, isTargeted: { targeted.value.append($0) })
        scene.window.addSubview(source)
        scene.window.addSubview(target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(received.value == [team])
        #expect(targeted.value.first == true && targeted.value.last == false)
        #expect(scene.app.events.contains(DragDropEvent(.didEnd(.move), view: "source")))
    }

    @Test("SEMANTICS 41: isTargeted hears changes only: a drop, a drag that leaves, one that returns (issue 40, item 4)")
    func isTargetedHearsChangesOnly() {
        let scene = TestScene()
        let targeted = Box<[Bool]>([])
        let source = View(identifier: "source", frame: sourceFrame).draggable(TransferTeam(name: "Bears", division: 1))
        let target = View(identifier: "target", frame: targetFrame)
            .dropDestination(for: TransferTeam.self, action: { _, _ in true }, isTargeted: { targeted.value.append($0) })
        scene.window.addSubview(source)
        scene.window.addSubview(target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        #expect(targeted.value == [true, false])
        // In, out (released outside): false once, though the target hears exit and end.
        targeted.value = []
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.driver.move(to: Point(x: 700, y: 600), steps: 3)
        scene.driver.release()
        #expect(targeted.value == [true, false])
        // In, out, in again, dropped.
        targeted.value = []
        scene.driver.press(at: scene.center(of: sourceFrame))
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.driver.move(to: Point(x: 700, y: 600), steps: 3)
        scene.driver.move(to: scene.center(of: targetFrame), steps: 3)
        scene.driver.release()
        #expect(targeted.value == [true, false, true, false])
    }

    @Test("A refused drop ends as cancel for the source, and performDrop does not run")
    func refused() {
        let scene = TestScene()
        let source = View(identifier: "source", frame: sourceFrame).draggable(TransferTeam(name: "Owls", division: 0))
        let target = View(identifier: "target", frame: targetFrame)
            .dropDestination(for: TransferTeam.self) { _, _ in false }
        scene.window.addSubview(source)
        scene.window.addSubview(target)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        let kinds = scene.app.events.map(\.kind)
        #expect(kinds.contains(.refusedDrop))
        #expect(!kinds.contains(.performDrop))
        #expect(scene.app.events.contains(DragDropEvent(.didEnd(.cancel), view: "source")))
    }

    @Test("Both APIs in one session: onDrag's provider into dropDestination, draggable into a UIKit drop target")
    func interoperates() async {
        let scene = TestScene()
        let strings = Box<[String]>([])
        let oldSource = View(identifier: "old", frame: sourceFrame).onDrag { ItemProvider(object: "Plain text") }
        let newTarget = View(identifier: "new", frame: targetFrame).dropDestination(for: String.self) { values, _ in
            strings.value = values
            return true
        }
        scene.window.addSubview(oldSource)
        scene.window.addSubview(newTarget)
        scene.driver.drag(from: scene.center(of: sourceFrame), to: scene.center(of: targetFrame))
        // No local value of the type: loaded through the provider, then the action runs.
        #expect(await scene.driver.settle())
        #expect(strings.value == ["Plain text"])

        let uikitTarget = TestDropTarget(operation: .copy)
        var loaded: [String] = []
        uikitTarget.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { loaded = $0 } }
        let second = TestScene(name: "second")
        second.addTarget("uikit", frame: targetFrame, delegate: uikitTarget)
        second.window.addSubview(View(identifier: "draggable", frame: sourceFrame).draggable(TransferTeam(name: "Wolves", division: 0)))
        second.driver.drag(from: second.center(of: sourceFrame), to: second.center(of: targetFrame))
        #expect(await second.driver.settle())
        #expect(loaded == ["Wolves"])
    }

    @Test("From another application: the value loads first, then the action runs")
    func fromAnotherApplication() async {
        let scene = TestScene()
        let images = Box<[Image.PixelSize]>([])
        scene.window.addSubview(View(identifier: "target", frame: targetFrame).dropDestination(for: Image.self) { values, _ in
            images.value = values.map(\.pixelSize)
            return true
        })
        let item = ExternalItem(types: [.png, .url])
        let drag = scene.driver.beginExternalDrag([item], at: scene.center(of: targetFrame))
        #expect(scene.app.currentOperation == .copy)
        scene.driver.release()
        #expect(drag.result == .copy)
        item.deliver(png(8, 6).data, as: .png)
        #expect(await scene.driver.settle())
        #expect(!images.value.isEmpty)
        #expect(images.value == [Image.PixelSize(width: 8, height: 6)])
        // A type it cannot become is not even offered the drop.
        let text = ExternalItem([.utf8PlainText: Data("words".utf8)])
        _ = scene.driver.beginExternalDrag([text], at: scene.center(of: targetFrame))
        #expect(scene.app.currentOperation == .cancel)
        scene.driver.cancel()
    }

    /// A list whose rows drag and take teams, with no delegates at all.
    final class TeamList: TableViewDataSource {
        var teams = ["Bears", "Wolves", "Elks", "Owls"].map { TransferTeam(name: $0, division: 0) }
        let table = TableView(identifier: "teams", frame: Rect(x: 0, y: 0, width: 300, height: 400), rowHeight: 40)
        var lastLocation: DropLocation?
        var accept = true

        init() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = self
            table.draggable { [unowned self] path in teams[path.row] }
            table.dropDestination(for: TransferTeam.self) { [unowned self] dropped, location in
                lastLocation = location
                guard accept else { return false }
                for team in dropped {
                    guard let from = teams.firstIndex(of: team) else { continue }
                    let to = min(location.insertionIndexPath.row - (from < location.insertionIndexPath.row ? 1 : 0), teams.count - 1)
                    table.performBatchUpdates {
                        teams.insert(teams.remove(at: from), at: to)
                        table.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
                    }
                }
                return true
            }
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { teams.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = teams[indexPath.row].name
            return cell
        }
    }

    @Test("Table rows: draggable and dropDestination without delegates; the location says where; a refusal cancels")
    func tableRows() async {
        let list = TeamList()
        let scene = TestSceneForTables(view: list.table)
        scene.driver.drag(from: Point(x: 150, y: 20), to: Point(x: 150, y: 2 * 40 + 36))
        #expect(list.teams.map(\.name) == ["Wolves", "Elks", "Bears", "Owls"])
        #expect(list.lastLocation?.item == IndexPath(row: 2, section: 0))
        #expect(list.table.diagnostics.isEmpty)
        list.accept = false
        scene.driver.drag(from: Point(x: 150, y: 20), to: Point(x: 150, y: 3 * 40 + 36))
        #expect(list.teams.map(\.name) == ["Wolves", "Elks", "Bears", "Owls"])
        #expect(scene.app.events.contains { $0.kind == .refusedDrop })
        // The next drop, from another application, still reaches the action.
        list.accept = true
        let before = list.lastLocation
        let item = ExternalItem(types: [TransferTeam.contentType])
        _ = scene.driver.beginExternalDrag([item], at: Point(x: 150, y: 1 * 40 + 8))
        scene.driver.release()
        item.deliver(try! JSONEncoder().encode(TransferTeam(name: "Owls", division: 0)), as: TransferTeam.contentType)
        #expect(await scene.driver.settle())
        #expect(list.lastLocation != before)
    }
}

/// A board's column as a new user writes it: a table with `draggable` and `dropDestination`
/// only, never queried before the first drag.
@MainActor
final class BoardColumn: TableViewDataSource {
    var cards: [String]
    let table: TableView
    var locations: [DropLocation] = []
    var targeted: [Bool] = []

    init(_ identifier: String, x: Double, cards: [String]) {
        self.cards = cards
        table = TableView(identifier: identifier, frame: Rect(x: x, y: 0, width: 200, height: 400), rowHeight: 40)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Card")
        table.dataSource = self
        table.draggable { [unowned self] path in self.cards[path.row] }
        table.dropDestination(for: String.self, action: { [unowned self] values, location in
            locations.append(location)
            let at = min(location.insertionIndexPath.row, self.cards.count)
            table.performBatchUpdates {
                self.cards.insert(contentsOf: values, at: at)
                table.insertRows(at: values.indices.map { IndexPath(row: at + $0, section: 0) }, with: .automatic)
            }
            return true
        }, isTargeted: { [unowned self] in targeted.append($0) })
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cards.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Card", for: indexPath)
        cell.textLabel?.text = cards[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("A board of dropDestination tables, as a new user writes it", .timeLimit(.minutes(1)))
struct BoardColumnTests {
    @Test("A drop in a table's empty space, or on an empty table, lands at the end; isTargeted only changes")
    func emptySpaceTakesTheDrop() {
        let todo = BoardColumn("todo", x: 0, cards: ["Write", "Test", "Ship"])
        let done = BoardColumn("done", x: 300, cards: [])
        let driver = HeadlessDragDriver()
        let app = driver.makeApplication("board")
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        app.addWindow(window)
        window.addSubview(todo.table)
        window.addSubview(done.table)
        app.recordsEvents = true
        // The first drag of the session, over tables nobody has asked anything yet.
        #expect(driver.drag(from: Point(x: 100, y: 20), to: Point(x: 400, y: 300)))
        #expect(done.cards == ["Write"])
        #expect(done.locations.last?.insertionIndexPath == IndexPath(row: 0, section: 0))
        #expect(done.locations.last?.item == nil)
        // Below the last row: at the end.
        #expect(driver.drag(from: Point(x: 100, y: 60), to: Point(x: 400, y: 350)))
        #expect(done.cards == ["Write", "Test"])
        #expect(done.locations.last?.insertionIndexPath == IndexPath(row: 1, section: 0))
        #expect(!app.events.contains(DragDropEvent(.didEnd(.cancel), view: "todo")))
        // isTargeted is called on change only: true on entering, false once at the end.
        #expect(done.targeted == [true, false, true, false])
    }
}

/// One application, one window holding a table.
@MainActor
struct TestSceneForTables {
    let driver = HeadlessDragDriver()
    let app: DragDropSystem

    init(view: View) {
        app = driver.makeApplication("tables")
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        app.addWindow(window)
        window.addSubview(view)
    }
}
