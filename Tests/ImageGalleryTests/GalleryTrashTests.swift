import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

/// The Trash lights up while a drag it takes is over it, and only then (issue 37, 8).
@MainActor
@Suite("The Trash as a drop target", .timeLimit(.minutes(1)))
struct GalleryTrashTests {
    let driver = HeadlessDragDriver()
    let app: DragDropSystem
    let controller: GalleryController
    let trash: GalleryTrash

    init() {
        app = driver.makeApplication("gallery")
        let window = Window(identifier: "w", frame: Rect(x: 0, y: 0, width: 1200, height: 800))
        app.addWindow(window)
        let gallery = Gallery(name: "Trips", images: (0..<3).map { GalleryImage(url: URL(string: "https://example.com/\($0).png")!, aspectRatio: 1) })
        controller = GalleryController(gallery: gallery, frame: Rect(x: 0, y: 0, width: 800, height: 600), store: NoImages())
        window.addView(controller.collectionView)
        let view = View(identifier: "trash", frame: Rect(x: 900, y: 0, width: 100, height: 40), zIndex: 1)
        trash = GalleryTrash(view: view) { references in references.count }
        window.addView(view)
    }

    func center(ofItem item: Int) -> Point {
        controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.center
    }

    @Test("Lit while a picture hovers it, dark again when the drag moves off, and after the drop")
    func litWhileHovered() {
        var changes: [Bool] = []
        trash.onTargetedChange = { changes.append($0) }
        #expect(driver.press(at: center(ofItem: 1)))
        driver.move(to: Point(x: 950, y: 20), steps: 6)
        #expect(trash.isTargeted)
        driver.move(to: Point(x: 400, y: 300), steps: 4)
        #expect(!trash.isTargeted)
        driver.move(to: Point(x: 950, y: 20), steps: 4)
        #expect(trash.isTargeted)
        #expect(driver.release())
        #expect(!trash.isTargeted)
        #expect(trash.lastDeletedCount == 1)
        #expect(changes == [true, false, true, false])
    }
}
