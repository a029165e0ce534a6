import DragDrop
import DragDropTesting
import Foundation
import Testing

/// What the place list does on iOS: copies text in from other apps, refuses its own rows
/// outside edit mode, reorders them through `moveRowAt` in edit mode (SEMANTICS 37).
@MainActor
@Suite("Ported sample: place list (table)", .timeLimit(.minutes(1)))
struct PlaceListTests {
    @Test("Outside edit mode a row dragged within the table is refused: nothing moves, the drag cancels")
    func refusedOutsideEditing() async {
        let controller = PlaceListViewController(style: .plain)
        let scene = Scene(controller)
        scene.driver.drag(from: scene.row(0), to: scene.row(2, 0.9))
        #expect(await scene.driver.settle())
        #expect(controller.model.placeNames == ["Tokyo", "Lima", "Oslo", "Perth", "Quito"])
        #expect(scene.app.events.contains(DragDropEvent(.didEnd(.cancel), view: "table")))
    }

    @Test("In edit mode a row dragged within the table is reordered by moveRowAt, never duplicated")
    func reorderInEditing() async {
        let controller = PlaceListViewController(style: .plain)
        let scene = Scene(controller)
        controller.setEditing(true, animated: true)
        scene.driver.drag(from: scene.row(0), to: scene.row(2, 0.9))
        #expect(await scene.driver.settle())
        #expect(controller.model.placeNames == ["Lima", "Oslo", "Tokyo", "Perth", "Quito"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 5)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Tokyo")
        #expect(controller.tableView.diagnostics.isEmpty)
    }

    @Test("Text from another app is copied in at the destination; two items at once are refused")
    func textFromAnotherApp() async {
        let controller = PlaceListViewController(style: .plain)
        let scene = Scene(controller)
        let item = ExternalItem(types: [.utf8PlainText])
        _ = scene.driver.beginExternalDrag([item], at: scene.row(1, 0.2))
        scene.driver.release()
        item.deliver(Data("Cusco".utf8), as: .utf8PlainText)
        #expect(await scene.driver.settle())
        #expect(controller.model.placeNames.count == 6)
        #expect(controller.model.placeNames == ["Tokyo", "Cusco", "Lima", "Oslo", "Perth", "Quito"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 6)
        let two = [ExternalItem(types: [.utf8PlainText]), ExternalItem(types: [.utf8PlainText])]
        _ = scene.driver.beginExternalDrag(two, at: scene.row(1, 0.2))
        #expect(scene.app.currentOperation == .cancel)
        scene.driver.release()
        #expect(await scene.driver.settle())
        #expect(controller.model.placeNames.count == 6)
    }

    @Test("A row dragged to another app carries its text")
    func rowToAnotherApp() async {
        let controller = PlaceListViewController(style: .plain)
        let scene = Scene(controller)
        let zone = scene.driver.addForeignDropZone("editor", frame: Rect(x: 500, y: 0, width: 200, height: 200),
                                                   accepting: [.plainText])
        scene.driver.drag(from: scene.row(3), to: Point(x: 600, y: 100))
        #expect(await scene.driver.settle())
        #expect(!zone.deliveries.isEmpty)
        #expect(zone.deliveries.first?.data.first?.values.first == Data("Perth".utf8))
    }
}
