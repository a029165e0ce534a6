import DragDrop
import DragDropTesting
import Foundation
import TaskBoardCore
import Testing

/// The board without a screen: real drags through DragDrop's headless driver, the keyboard
/// path, the trash, text from another application.
@MainActor
@Suite("Task board", .timeLimit(.minutes(1)))
struct BoardTests {
    let driver = HeadlessDragDriver()
    let board = Board()
    let window = Window(identifier: "board", frame: Rect(x: 0, y: 0, width: 900, height: 600))
    let trash: Trash
    let system: DragDropSystem

    init() {
        system = driver.makeApplication("board")
        system.addWindow(window)
        for table in board.tables { window.addView(table) }
        let trashView = View(identifier: "trash", frame: Rect(x: 0, y: 500, width: 880, height: 56))
        window.addView(trashView)
        trash = Trash(view: trashView, board: board)
    }

    var titles: [[String]] { board.columns.map { $0.map(\.title) } }

    /// The centre of a card, or a point below a column's last card.
    func point(column: Int, row: Int, y: Double = 0.5) -> Point {
        let table = board.tables[column]
        guard let frame = table.layoutAttributesForItem(at: IndexPath(row: row, section: 0)) else {
            return Point(x: table.frame.midX, y: table.frame.maxY - 10)
        }
        return Point(x: table.frame.minX + frame.midX, y: table.frame.minY + frame.minY + frame.height * y)
    }

    @Test("A card dragged from To do (UIKit delegates) into Done (dropDestination) moves there, at the drop position")
    func delegateColumnToTransferableColumn() async {
        #expect(driver.drag(from: point(column: 0, row: 1), to: point(column: 2, row: 0, y: 0.2)))
        #expect(await driver.waitUntil { titles[2].count == 2 })
        #expect(titles[0] == ["Write the README", "Dark style"])
        #expect(titles[2] == ["Crash on empty board", "Set up CI"])
    }

    @Test("A card dragged from Done into Doing's empty space lands at its end; reordering within a column works")
    func transferableColumnToDelegateColumnAndReorder() async {
        #expect(driver.drag(from: point(column: 2, row: 0), to: point(column: 1, row: 5)))
        #expect(await driver.waitUntil { titles[1].count == 2 })
        #expect(titles[1] == ["Keyboard moves", "Set up CI"] && titles[2].isEmpty)
        #expect(driver.drag(from: point(column: 0, row: 0), to: point(column: 0, row: 2, y: 0.9)))
        #expect(await driver.waitUntil { titles[0].last == "Write the README" })
        #expect(titles[0] == ["Crash on empty board", "Dark style", "Write the README"])
    }

    @Test("Keyboard: lifted in To do, Ctrl+Right twice reaches Done, Space puts it down there")
    func keyboardBetweenColumns() async {
        let keyboard = KeyboardReorder(view: board.tables[0], focus: IndexPath(row: 2, section: 0))
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.nextCollection))
        #expect(keyboard.announcements.last == "Moved to Doing, position 2 of 2")
        #expect(keyboard.handle(.nextCollection))
        #expect(keyboard.announcements.last == "Moved to Done, position 2 of 2")
        #expect(keyboard.handle(.space))
        #expect(await driver.waitUntil { titles[2].count == 2 })
        #expect(titles[2] == ["Set up CI", "Dark style"] && titles[0].count == 2)
    }

    @Test("The trash deletes a card from either kind of column, badged as a delete")
    func trash() async {
        let trashPoint = Point(x: 440, y: 528)
        #expect(driver.press(at: point(column: 0, row: 0)))
        driver.move(to: trashPoint, steps: 6)
        #expect(system.currentBadge == .delete)
        #expect(driver.release())
        #expect(await driver.waitUntil { self.trash.deleted == 1 })
        #expect(driver.drag(from: point(column: 2, row: 0), to: trashPoint))
        #expect(await driver.waitUntil { self.trash.deleted == 2 })
        #expect(titles[0] == ["Crash on empty board", "Dark style"] && titles[2].isEmpty)
    }

    @Test("A picture file from a file manager becomes a card with the picture attached")
    func pictureFileBecomesACard() async {
        let url = URL(fileURLWithPath: "/home/me/Pictures/crash.png")
        let picture = ExternalItem([.fileURL: Data(url.absoluteString.utf8), .png: Data([0x89, 0x50, 0x4E, 0x47])])
        _ = driver.beginExternalDrag([picture], at: point(column: 0, row: 0, y: 0.1))
        #expect(system.currentOperation == .copy)
        #expect(driver.release())
        #expect(await driver.waitUntil { titles[0].count == 4 })
        #expect(board.columns[0][0].title == "crash.png" && board.columns[0][0].picture == url && board.columns[0][0].tag == .bug)
        #expect(board.columns[0][1].picture == nil)
    }

    @Test("Text from another application becomes cards, one per line; cards go out as their titles")
    func textInAndOut() async throws {
        let text = ExternalItem(types: [.utf8PlainText])
        _ = driver.beginExternalDrag([text], at: point(column: 1, row: 0, y: 0.1))
        #expect(driver.release())
        text.deliver(Data("Plan the release\nTag v1.0\n".utf8), as: .utf8PlainText)
        #expect(await driver.waitUntil { titles[1].count == 3 })
        #expect(titles[1] == ["Plan the release", "Tag v1.0", "Keyboard moves"])
        let provider = ItemProvider()
        provider.register(board.columns[0][0])
        #expect(provider.canLoadObject(ofClass: String.self))
        let title = try await provider.loadObject(ofClass: String.self)
        #expect(title == "Write the README")
    }
}
