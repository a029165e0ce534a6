import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

/// A store for views that never load anything (the tests move and delete, nothing more).
struct NoImages: GalleryImageStore {
    func image(at url: URL) async throws -> Image { throw GalleryDropError("Not found (404)") }
    func cachedImage(at url: URL) -> Image? { nil }
    func pngData(for url: URL) async throws -> Data { throw GalleryDropError("Not found (404)") }
    func exportedFile(for url: URL) async throws -> URL { throw GalleryDropError("Not found (404)") }
    func validated(_ image: Image) throws -> Image { image }
    func save(_ image: Image) async throws -> URL { throw GalleryDropError("Cannot save") }
}

@MainActor
@Suite("Two windows on one gallery", .timeLimit(.minutes(1)))
struct GalleryBindingTests {
    let directory = TemporaryDirectory()

    func window(_ library: GalleryLibrary, _ id: UUID) -> GalleryBinding {
        let controller = GalleryController(gallery: library.gallery(id)!, frame: Rect(x: 0, y: 0, width: 800, height: 600), store: NoImages())
        return GalleryBinding(library: library, controller: controller)
    }

    @Test("An edit in one window shows in the other, is saved once, and undo reaches both")
    func twoWindows() async {
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: directory.url))
        let id = library.createGallery(named: "Shared")
        var gallery = library.gallery(id)!
        gallery.images = (0..<5).map { GalleryImage(url: URL(string: "https://example.com/\($0).png")!, aspectRatio: 1) }
        library.update(gallery, actionName: "Drop")
        let first = window(library, id), second = window(library, id)
        let names = { (binding: GalleryBinding) in binding.controller.gallery.images.map(\.url.lastPathComponent) }
        #expect(first.controller.removeImages(withIDs: [gallery.images[1].id, gallery.images[3].id]) == 2)
        #expect(names(second) == ["0.png", "2.png", "4.png"])
        #expect(second.controller.collectionView.numberOfItems(inSection: 0) == 3)
        await library.flush()
        #expect(GalleryLibrary(store: library.store).gallery(id)?.images.count == 3)
        #expect(library.undoActionName == "Delete Images")
        // The second window deletes too; both stay consistent.
        #expect(second.controller.removeImages(withIDs: [gallery.images[0].id]) == 1)
        #expect(names(first) == ["2.png", "4.png"])
        library.undo()
        library.undo()
        #expect(names(first) == names(second) && names(first).count == 5)
    }

    @Test("Deleting the gallery elsewhere tells the window to show another; corrections are not undo steps")
    func galleryGoneAndCorrections() {
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: directory.url))
        let id = library.createGallery(named: "Soon gone")
        var gallery = library.gallery(id)!
        gallery.images = [GalleryImage(url: URL(string: "https://example.com/a.png")!, aspectRatio: 1)]
        library.update(gallery, actionName: "Drop")
        let binding = window(library, id)
        let steps = library.undoActionName
        binding.controller.correctAspectRatio(of: gallery.images[0].id, to: 1.5)
        #expect(library.gallery(id)?.images[0].aspectRatio == 1.5)
        #expect(library.undoActionName == steps)
        var gone = false
        binding.onGalleryGone = { gone = true }
        library.delete(id)
        #expect(gone)
        binding.unbind()
        library.undo()
        #expect(library.liveGalleries.map(\.id) == [id])
    }
}
