import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

/// Find filters the gallery's view (SEMANTICS 54): the view shows the matching pictures only,
/// and what is dropped or moved in it lands in the whole gallery where the view showed it.
@MainActor
@Suite("Finding filters the gallery", .timeLimit(.minutes(1)))
struct GalleryFindTests {
    let store: FakeImageStore
    let controller: GalleryController

    /// Beach pictures among others, of mixed shapes: b1 (portrait), x (panorama), b2 (square),
    /// y (landscape), b3 (panorama).
    init() {
        let pictures: [(String, UInt32, UInt32)] = [("beach1.png", 300, 400), ("x.png", 900, 300), ("beach2.png", 300, 300),
                                                    ("y.png", 400, 300), ("beach3.png", 800, 300)]
        store = FakeImageStore(Dictionary(uniqueKeysWithValues: pictures.map { (Pictures.url($0.0), Pictures.png($0.1, $0.2)) }))
        let gallery = Gallery(name: "Trips", images: pictures.map { GalleryImage(url: Pictures.url($0.0), aspectRatio: Double($0.1) / Double($0.2)) })
        controller = GalleryController(gallery: gallery, frame: Rect(x: 0, y: 0, width: 1000, height: 800), store: store)
    }

    var cv: CollectionView { controller.collectionView }
    var names: [String] { controller.gallery.images.map(\.url.lastPathComponent) }
    /// What the view's cells show, in order.
    var shown: [String] {
        (0..<cv.numberOfItems(inSection: 0)).map { item in
            guard case let .image(url, _)? = cv.cellForItem(at: IndexPath(item: item, section: 0))?.content else { return "?" }
            return url.lastPathComponent
        }
    }

    @Test("The view shows the matching pictures in gallery order, each at its own shape; an empty query shows them all")
    func filters() {
        controller.filter(by: "BEACH")
        #expect(shown == ["beach1.png", "beach2.png", "beach3.png"])
        #expect(controller.shownImages.map(\.url.lastPathComponent) == shown)
        // Laid out by the shown pictures' shapes, not by the pictures at the same places of the gallery.
        let second = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        #expect(abs(second.width / second.height - 1) < 0.01)
        controller.filter(by: "")
        #expect(shown == names)
        #expect(!controller.isFiltered)
    }

    /// A reorder in the view filtered by "beach": the picture at `from` dropped at `to` (its left
    /// edge: before it; its right edge, past the last: at the end), and what the view and the
    /// gallery show then.
    struct Reorder: Sendable, CustomStringConvertible {
        let from: Int, to: Int, edge: Double
        let shown: [String], gallery: [String]
        var description: String { "\(from) → \(to)" }
    }

    @Test("A picture moved in the filtered view goes just before the picture it was dropped before, or to the gallery's end past the last; hidden pictures stay",
          arguments: [
              Reorder(from: 2, to: 1, edge: 0.1, shown: ["beach1.png", "beach3.png", "beach2.png"],
                      gallery: ["beach1.png", "x.png", "beach3.png", "beach2.png", "y.png"]),
              Reorder(from: 0, to: 2, edge: 0.9, shown: ["beach2.png", "beach3.png", "beach1.png"],
                      gallery: ["x.png", "beach2.png", "y.png", "beach3.png", "beach1.png"]),
          ])
    func reorderInFilteredView(_ reorder: Reorder) {
        controller.filter(by: "beach")
        let harness = Harness([cv])
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(item: reorder.from, section: 0), in: cv),
                     to: harness.screenPoint(ofItem: IndexPath(item: reorder.to, section: 0), in: cv, x: reorder.edge))
        #expect(shown == reorder.shown)
        #expect(names == reorder.gallery)
    }

    @Test("A picture dropped from elsewhere into the filtered view lands before the picture it was dropped before, and stays shown")
    func dropFromElsewhere() async {
        controller.filter(by: "beach")
        let harness = Harness([cv])
        _ = harness.driver.beginExternalDrag([ExternalItem([.jpeg: Pictures.png(10, 20).data])],
                                             at: harness.screenPoint(ofItem: IndexPath(item: 2, section: 0), in: cv, x: 0.1))
        harness.driver.release()
        #expect(await harness.driver.waitUntil { controller.gallery.images.count == 6 })
        #expect(controller.gallery.images[4].url.isFileURL)  // before beach3, after y
        #expect(Array(names.prefix(4)) == ["beach1.png", "x.png", "beach2.png", "y.png"])
        // The saved file is not on disk in this test: its tile is a missing one, so read the view's pictures.
        #expect(controller.shownImages.map(\.url.lastPathComponent).enumerated().map { $0.offset == 2 ? "new" : $0.element }
            == ["beach1.png", "beach2.png", "new", "beach3.png"])
        #expect(controller.shownImages[2].url.isFileURL)
    }

    @Test("Removing and sorting in the filtered view keep it filtered and consistent")
    func removeAndSort() {
        controller.filter(by: "beach")
        let beach2 = controller.shownImages[1].id
        #expect(controller.removeImages(withIDs: [beach2]) == 1)
        #expect(shown == ["beach1.png", "beach3.png"])
        #expect(names == ["beach1.png", "x.png", "y.png", "beach3.png"])
        #expect(controller.sortImages(by: .name))
        #expect(shown == ["beach1.png", "beach3.png"])
        #expect(controller.item(ofGalleryIndex: controller.gallery.images.firstIndex { $0.url.lastPathComponent == "x.png" }!) == nil)
    }
}
