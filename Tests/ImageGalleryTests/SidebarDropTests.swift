import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

/// Dropping pictures on a gallery in the sidebar, and holding a drag there (spring loading).
@MainActor
@Suite("Sidebar drops and spring loading (SEMANTICS 36)", .timeLimit(.minutes(1)))
struct SidebarDropTests {
    let directory = TemporaryDirectory()
    let driver = HeadlessDragDriver()
    let app: DragDropSystem
    let clock = ManualClock()
    let library: GalleryLibrary
    let trips: UUID, family: UUID
    let binding: GalleryBinding
    let row: GallerySidebarRow
    let ownRow: GallerySidebarRow
    let opened: Box<[UUID]>

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    init() {
        library = GalleryLibrary(store: GalleryDocumentStore(directory: directory.url))
        trips = library.createGallery(named: "Trips")
        family = library.createGallery(named: "Family")
        var gallery = library.gallery(trips)!
        gallery.images = (0..<4).map { GalleryImage(url: URL(string: "https://example.com/\($0).png")!, aspectRatio: 1) }
        library.update(gallery, actionName: "Drop")
        app = driver.makeApplication("gallery")
        app.clock = clock
        let window = Window(identifier: "w", frame: Rect(x: 0, y: 0, width: 1200, height: 800))
        app.addWindow(window)
        let controller = GalleryController(gallery: library.gallery(trips)!, frame: Rect(x: 0, y: 0, width: 800, height: 600),
                                           store: NoImages())
        binding = GalleryBinding(library: library, controller: controller)
        window.addView(controller.collectionView)
        let opened = Box<[UUID]>([])
        self.opened = opened
        row = GallerySidebarRow(galleryID: family, library: library) { opened.value.append($0) }
        row.view.frame = Rect(x: 900, y: 0, width: 200, height: 40)
        ownRow = GallerySidebarRow(galleryID: trips, library: library) { opened.value.append($0) }
        ownRow.view.frame = Rect(x: 900, y: 40, width: 200, height: 40)
        window.addView(row.view)
        window.addView(ownRow.view)
    }

    func names(_ id: UUID) -> [String] { library.gallery(id)!.images.map(\.url.lastPathComponent) }

    func center(ofItem item: Int) -> Point {
        binding.controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.center
    }

    @Test("Pictures dropped on another gallery's row are copied to its end, one undo step; the row highlights")
    func copyOnDrop() {
        binding.controller.collectionView.selectedIndexPaths = [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)]
        var highlights: [GallerySidebarRow.Highlight] = []
        row.onHighlightChange = { highlights.append($0) }
        var transfers: [(Int, Bool)] = []
        row.onTransfer = { transfers.append(($0, $1)) }
        #expect(driver.press(at: center(ofItem: 1)))
        driver.move(to: Point(x: 1000, y: 20), steps: 6)
        #expect(app.currentOperation == .copy && row.highlight == .dropTarget)
        #expect(driver.release())
        #expect(names(family) == ["1.png", "3.png"])
        #expect(names(trips) == ["0.png", "1.png", "2.png", "3.png"])
        #expect(transfers.count == 1 && transfers[0] == (2, false))
        #expect(highlights == [.dropTarget, .none])
        #expect(library.undoActionName == "Copy Images")
        library.undo()
        #expect(names(family).isEmpty)
    }

    @Test("With Shift held the pictures move: gone from the gallery shown, one undo brings both back")
    func moveWithShift() {
        #expect(driver.press(at: center(ofItem: 0)))
        driver.move(to: Point(x: 1000, y: 20), steps: 6)
        #expect(app.currentOperation == .copy)
        driver.holdModifierKeys(.shift)  // asked again without a move
        #expect(app.currentOperation == .move)
        #expect(driver.release())
        driver.holdModifierKeys([])
        #expect(names(family) == ["0.png"])
        #expect(names(trips) == ["1.png", "2.png", "3.png"])
        #expect(binding.controller.collectionView.numberOfItems(inSection: 0) == 3)  // the view followed
        library.undo()
        #expect(names(family).isEmpty && names(trips).count == 4)
    }

    @Test("A gallery's own row refuses its pictures and nothing changes")
    func ownGalleryForbidden() {
        #expect(driver.press(at: center(ofItem: 0)))
        driver.move(to: Point(x: 1000, y: 60), steps: 6)
        #expect(app.currentOperation == .forbidden && ownRow.highlight == .none)
        _ = driver.release()
        #expect(names(trips).count == 4 && library.undoActionName == "Drop")
    }

    @Test("Held over a row, a drag opens the gallery (the row flashes first); from another application too")
    func springLoadingOpens() async {
        #expect(driver.press(at: center(ofItem: 0)))
        driver.move(to: Point(x: 1000, y: 20), steps: 6)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(375))
        #expect(await driver.settle())
        #expect(row.highlight == .springLoading)
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(375))
        #expect(await driver.settle())
        #expect(opened.value == [family])
        #expect(row.highlight == .dropTarget)  // the drop is still possible
        driver.cancel()
        #expect(row.highlight == .none && names(family).isEmpty)

        _ = driver.beginExternalDrag([ExternalItem(types: [.png])], at: Point(x: 1000, y: 60))
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(375))
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(375))
        #expect(await driver.settle())
        #expect(opened.value == [family, trips])
        #expect(app.currentOperation == .cancel)  // the row itself does not take it
        _ = driver.release()
    }
}
