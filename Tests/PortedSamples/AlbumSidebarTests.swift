import DragDrop
import DragDropTesting
import Foundation
import Testing

/// What the album list does on iOS: an image dropped on a row goes into that album; a drag
/// held over a row opens it (spring loading, SEMANTICS 39); in edit mode albums reorder by
/// their handles, spring loading is off and drops are refused.
@MainActor
@Suite("Ported sample: album list (spring loading)", .timeLimit(.minutes(1)))
struct AlbumSidebarTests {
    @Test("An image from another app dropped on a row goes into that album")
    func dropIntoAlbum() async {
        let controller = AlbumSidebarViewController(style: .plain)
        let scene = Scene(controller)
        let item = ExternalItem(types: [.png])
        _ = scene.driver.beginExternalDrag([item], at: scene.row(1))
        scene.driver.release()
        item.deliver(Scene.png(), as: .png)
        #expect(await scene.driver.settle())
        #expect(controller.albums[1].photos.count == 1)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Pets (1)")
        #expect(controller.albums[0].photos.isEmpty && controller.albums[2].photos.isEmpty)
    }

    @Test("A drag held over a row opens that album; the drag goes on")
    func springLoading() async {
        let controller = AlbumSidebarViewController(style: .plain)
        let scene = Scene(controller)
        let item = ExternalItem(types: [.png])
        _ = scene.driver.beginExternalDrag([item], at: scene.row(2, 0.4))
        scene.driver.move(to: scene.row(2), steps: 2)
        await scene.holdForSpringLoading()
        #expect(await scene.driver.settle())
        #expect(controller.openedAlbum?.title == "Food")
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.app.isDragging)
        _ = scene.driver.cancel()
    }

    @Test("In edit mode: albums reorder by their handles, no spring loading, drops refused")
    func editing() async {
        let controller = AlbumSidebarViewController(style: .plain)
        let scene = Scene(controller)
        controller.setEditing(true, animated: false)
        #expect(!controller.tableView.isSpringLoaded)
        #expect(controller.tableView.editingStyle(forRowAt: IndexPath(row: 0, section: 0)) == .none)
        #expect(scene.driver.dragReorderHandle(of: IndexPath(row: 0, section: 0), in: controller.tableView, to: scene.row(2, 0.9)))
        #expect(controller.albums.map(\.title) == ["Pets", "Food", "Trips"])
        let item = ExternalItem(types: [.png])
        _ = scene.driver.beginExternalDrag([item], at: scene.row(1))
        #expect(scene.app.currentOperation == .cancel)
        _ = scene.driver.cancel()
    }
}
