import DragDrop
import Foundation
import ImageGalleryCore
import Testing

/// Sort by name or date: a stable reorder in one batch update, the selection following its
/// pictures, one undo step.
@MainActor
@Suite("Sorting a gallery", .timeLimit(.minutes(1)))
struct GallerySortTests {
    let directory = TemporaryDirectory()

    func binding(_ names: [String]) -> (GalleryLibrary, GalleryBinding) {
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: directory.url))
        let id = library.createGallery(named: "Trips")
        var gallery = library.gallery(id)!
        gallery.images = names.map { GalleryImage(url: URL(string: "https://example.com/\($0)")!, aspectRatio: 1) }
        library.update(gallery, actionName: "Drop")
        let controller = GalleryController(gallery: library.gallery(id)!, frame: Rect(x: 0, y: 0, width: 800, height: 600), store: NoImages())
        return (library, GalleryBinding(library: library, controller: controller))
    }

    func shown(_ controller: GalleryController) -> [String] {
        (0..<controller.collectionView.numberOfItems(inSection: 0)).map { item in
            guard case let .image(url, _)? = controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.content else { return "?" }
            return url.lastPathComponent
        }
    }

    @Test("By name, as people read numbers; the selection follows; one undo step brings the order back")
    func byName() {
        let (library, binding) = binding(["IMG_10.png", "b.png", "IMG_2.png", "a.png"])
        let controller = binding.controller
        controller.collectionView.selectedIndexPaths = [IndexPath(item: 2, section: 0)]  // IMG_2
        #expect(controller.sortImages(by: .name))
        let expected = ["a.png", "b.png", "IMG_2.png", "IMG_10.png"]
        #expect(controller.gallery.images.map(\.url.lastPathComponent) == expected)
        #expect(shown(controller) == expected)
        #expect(controller.collectionView.selectedIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(library.undoActionName == "Sort")
        #expect(!controller.sortImages(by: .name))  // already in order: nothing changes
        library.undo()
        #expect(controller.gallery.images.map(\.url.lastPathComponent) == ["IMG_10.png", "b.png", "IMG_2.png", "a.png"])
    }

    @Test("By date, oldest first; pictures without a date keep their order after the dated ones")
    func byDate() {
        let (_, binding) = binding(["web1.png", "new.jpg", "web2.png", "old.jpg"])
        let url = { (name: String) in URL(string: "https://example.com/\(name)")! }
        let dates = [url("new.jpg"): Date(timeIntervalSince1970: 2_000_000), url("old.jpg"): Date(timeIntervalSince1970: 1_000_000)]
        #expect(binding.controller.sortImages(by: .date, dates: dates))
        #expect(binding.controller.gallery.images.map(\.url.lastPathComponent) == ["old.jpg", "new.jpg", "web1.png", "web2.png"])
        #expect(shown(binding.controller) == ["old.jpg", "new.jpg", "web1.png", "web2.png"])
    }
}
