import DragDrop
import DragDropTesting
import Testing

// Seed 002 ("How to add drag and drop to your app"): the article's view controller, ported
// with renames only (UITableView → TableView, UIDragSession → DragSession, NSItemProvider →
// ItemProvider, kUTTypePlainText → .plainText, NSString → String, CGRect → Rect,
// UIViewController's `view` → a Window) and Swift 6 annotations (@MainActor).

@MainActor
final class TwoTablesViewController: TableViewDataSource, TableViewDelegate, TableViewDragDelegate, TableViewDropDelegate {
    let view = Window(frame: Rect(x: 0, y: 0, width: 300, height: 480))
    var leftTableView = TableView()
    var rightTableView = TableView()

    var leftItems = [String](repeating: "Left", count: 20)
    var rightItems = [String](repeating: "Right", count: 20)

    func viewDidLoad() {
        leftTableView.dataSource = self
        rightTableView.dataSource = self

        leftTableView.frame = Rect(x: 0, y: 40, width: 150, height: 400)
        rightTableView.frame = Rect(x: 150, y: 40, width: 150, height: 400)

        leftTableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        rightTableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")

        view.addSubview(leftTableView)
        view.addSubview(rightTableView)

        leftTableView.dragDelegate = self
        leftTableView.dropDelegate = self
        rightTableView.dragDelegate = self
        rightTableView.dropDelegate = self

        leftTableView.dragInteractionEnabled = true
        rightTableView.dragInteractionEnabled = true
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        if tableView == leftTableView {
            return leftItems.count
        } else {
            return rightItems.count
        }
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)

        if tableView == leftTableView {
            cell.textLabel?.text = leftItems[indexPath.row]
        } else {
            cell.textLabel?.text = rightItems[indexPath.row]
        }

        return cell
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let string = tableView == leftTableView ? leftItems[indexPath.row] : rightItems[indexPath.row]
        guard let data = string.data(using: .utf8) else { return [] }
        let itemProvider = ItemProvider(item: data, typeIdentifier: .plainText)

        return [DragItem(itemProvider: itemProvider)]
    }

    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator) {
        let destinationIndexPath: IndexPath

        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = tableView.numberOfSections - 1
            let row = tableView.numberOfRows(inSection: section)
            destinationIndexPath = IndexPath(row: row, section: section)
        }

        coordinator.session.loadObjects(ofClass: String.self) { items in
            let strings = items

            var indexPaths = [IndexPath]()

            for (index, string) in strings.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + index, section: destinationIndexPath.section)

                if tableView == self.leftTableView {
                    self.leftItems.insert(string, at: indexPath.row)
                } else {
                    self.rightItems.insert(string, at: indexPath.row)
                }

                indexPaths.append(indexPath)
            }

            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}

@MainActor
@Suite("Ported seed 002: two tables copy either way", .timeLimit(.minutes(1)))
struct Seed002TwoTablesPort {
    let controller = TwoTablesViewController()
    let driver = HeadlessDragDriver()

    init() {
        controller.viewDidLoad()
        driver.makeApplication("two-tables").addWindow(controller.view)
    }

    /// The screen point of a row (the window sits at the origin).
    func point(_ row: Int, in table: TableView, y: Double = 0.5) -> Point {
        table.screenPoint(ofItemAt: IndexPath(row: row, section: 0), y: y)!
    }

    @Test("A row dragged from left to right is copied there, at the drop position (delegate without dropSessionDidUpdate)")
    func leftToRight() async {
        #expect(driver.drag(from: point(0, in: controller.leftTableView), to: point(2, in: controller.rightTableView, y: 0.2)))
        #expect(await driver.settle())
        #expect(controller.rightItems.count == 21)
        #expect(controller.rightItems[2] == "Left")
        #expect(controller.leftItems == [String](repeating: "Left", count: 20))
        #expect(controller.rightTableView.numberOfRows(inSection: 0) == 21)
        #expect(controller.rightTableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Left")
        #expect(controller.rightTableView.diagnostics.isEmpty)
    }

    @Test("And from right to left")
    func rightToLeft() async {
        #expect(driver.drag(from: point(5, in: controller.rightTableView), to: point(0, in: controller.leftTableView, y: 0.2)))
        #expect(await driver.settle())
        #expect(controller.leftItems.count == 21)
        #expect(controller.leftItems[0] == "Right")
    }

    @Test("Text dragged in from another application arrives the same way")
    func fromAnotherApplication() async {
        let item = ExternalItem(types: [.utf8PlainText])
        let drag = driver.beginExternalDrag([item], at: point(1, in: controller.leftTableView, y: 0.2))
        #expect(driver.release())
        #expect(drag.result == .copy)
        item.deliver(Data("From a browser".utf8), as: .utf8PlainText)
        #expect(await driver.settle())
        #expect(controller.leftItems.count == 21)
        #expect(controller.leftItems[1] == "From a browser")
    }
}
