import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

/// A picture whose local original was moved or deleted has a tile state of its own (not the
/// undecodable picture's error), and Locate… relinks it for good (issue 37, 10).
@MainActor
@Suite("Missing originals", .timeLimit(.minutes(1)))
struct MissingOriginalTests {
    let documents = TemporaryDirectory()
    let pictures = TemporaryDirectory()

    /// The reuse identifier of the cell the view shows at `item`.
    func cellKind(_ controller: GalleryController, _ item: Int) -> String? {
        controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.reuseIdentifier
    }

    @Test("A local original that is not at its address is missing; a picture there, or from the web, is not")
    func whichState() throws {
        let here = try pictures.write("png", to: "here.png")
        let gone = pictures.url.appendingPathComponent("gone.jpg")
        let web = URL(string: "https://example.com/missing.png")!
        #expect(PictureTileState(of: GalleryImage(url: here, aspectRatio: 1), originalExists: PictureTileState.fileExists) == .picture)
        #expect(PictureTileState(of: GalleryImage(url: gone, aspectRatio: 1), originalExists: PictureTileState.fileExists)
            == .missing(name: "gone.jpg"))
        #expect(PictureTileState(of: GalleryImage(url: web, aspectRatio: 1), originalExists: { _ in false }) == .picture)
    }

    @Test("The missing picture's tile is a cell of its own, which follows the file as it goes and comes back")
    func tileFollowsTheFile() throws {
        let here = try pictures.write("png", to: "here.png")
        let gone = pictures.url.appendingPathComponent("gone.jpg")
        let gallery = Gallery(name: "Trips", images: [GalleryImage(url: gone, aspectRatio: 1.5), GalleryImage(url: here, aspectRatio: 1)])
        let controller = GalleryController(gallery: gallery, frame: Rect(x: 0, y: 0, width: 800, height: 600), store: NoImages())
        #expect(cellKind(controller, 0) == GalleryController.missingReuseIdentifier)
        #expect(cellKind(controller, 1) == GalleryController.imageReuseIdentifier)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.spokenLabel == "gone.jpg, original missing")
        try FileManager.default.moveItem(at: here, to: gone)
        controller.reloadPictures(at: gone)
        controller.reloadPictures(at: here)
        #expect(cellKind(controller, 0) == GalleryController.imageReuseIdentifier)
        #expect(cellKind(controller, 1) == GalleryController.missingReuseIdentifier)
    }

    @Test("Locate… points the picture at the chosen file, its tile shows the picture, and the next start keeps it")
    func relinkIsKept() async throws {
        let gone = pictures.url.appendingPathComponent("IMG_0042.jpg")
        let found = try pictures.write("jpeg", to: "found again.jpg")
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: documents.url))
        let id = library.createGallery(named: "Trips")
        var gallery = library.gallery(id)!
        gallery.images = [GalleryImage(url: gone, aspectRatio: 1.5)]
        library.update(gallery, actionName: "Add")
        let binding = GalleryBinding(library: library, controller: GalleryController(gallery: library.gallery(id)!,
                                                                                      frame: Rect(x: 0, y: 0, width: 800, height: 600),
                                                                                      store: NoImages()))
        #expect(cellKind(binding.controller, 0) == GalleryController.missingReuseIdentifier)
        #expect(binding.controller.relocateImage(withID: gallery.images[0].id, to: found))
        #expect(cellKind(binding.controller, 0) == GalleryController.imageReuseIdentifier)
        await library.flush()
        let restarted = GalleryLibrary(store: GalleryDocumentStore(directory: documents.url))
        #expect(restarted.gallery(id)?.images.map(\.url) == [found])
        #expect(restarted.gallery(id)?.images.first?.id == gallery.images[0].id)
    }
}
