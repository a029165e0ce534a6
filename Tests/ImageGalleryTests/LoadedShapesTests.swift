import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

@MainActor
@Suite("Loaded shapes correct the stored ones, looked for near the screen first", .timeLimit(.minutes(1)))
struct LoadedShapesTests {
    /// 2,000 square pictures in a window showing the first few; `repeated` has the address of picture 1.
    func controller(repeated: Int? = nil, turned: Int? = nil) -> GalleryController {
        var images = (0..<2000).map { GalleryImage(url: URL(fileURLWithPath: "/pictures/\($0).png"), aspectRatio: 1) }
        if let repeated { images[repeated].url = images[1].url }
        if let turned { images[turned].orientation = .right }
        return GalleryController(gallery: Gallery(name: "Many", images: images), frame: Rect(x: 0, y: 0, width: 800, height: 600),
                                 store: NoImages())
    }

    @Test("A picture on screen is corrected, one far below too (the whole gallery is looked through for it)")
    func nearAndFar() {
        let gallery = controller()
        #expect(gallery.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 0)))
        gallery.correctAspectRatios(toLoaded: [URL(fileURLWithPath: "/pictures/1.png"): 1.5,
                                               URL(fileURLWithPath: "/pictures/1990.png"): 0.5])
        #expect(gallery.gallery.images[1].aspectRatio == 1.5)
        #expect(gallery.gallery.images[1990].aspectRatio == 0.5)
        #expect(gallery.gallery.images.filter { $0.aspectRatio != 1 }.count == 2)
    }

    @Test("An address found near the screen is not looked for further; everywhere corrects every picture with it")
    func foundNearTheScreen() {
        let gallery = controller(repeated: 1995)
        let loaded = [URL(fileURLWithPath: "/pictures/1.png"): 1.5]
        gallery.correctAspectRatios(toLoaded: loaded)
        #expect(gallery.gallery.images[1].aspectRatio == 1.5)
        #expect(gallery.gallery.images[1995].aspectRatio == 1)
        gallery.correctAspectRatios(toLoaded: loaded, everywhere: true)
        #expect(gallery.gallery.images[1995].aspectRatio == 1.5)
    }

    @Test("A picture turned a quarter gets the inverse shape; a shape within the tolerance is left")
    func turnedAndTolerance() {
        let gallery = controller(turned: 2)
        gallery.correctAspectRatios(toLoaded: [URL(fileURLWithPath: "/pictures/2.png"): 2,
                                               URL(fileURLWithPath: "/pictures/3.png"): 1.004])
        #expect(gallery.gallery.images[2].aspectRatio == 0.5)
        #expect(gallery.gallery.images[3].aspectRatio == 1)
    }
}

@MainActor
@Suite("A window hears when its gallery was replaced, not after its own edits", .timeLimit(.minutes(1)))
struct GalleryReplacedTests {
    let directory = TemporaryDirectory()

    @Test("An edit in one window replaces the other's gallery; the shapes a window corrects itself do not")
    func replacedFromElsewhere() {
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: directory.url))
        let id = library.createGallery(named: "Shared")
        var gallery = library.gallery(id)!
        gallery.images = (0..<3).map { GalleryImage(url: URL(fileURLWithPath: "/p/\($0).png"), aspectRatio: 1) }
        library.update(gallery, actionName: "Drop")
        let bindings = (0..<2).map { _ in
            GalleryBinding(library: library, controller: GalleryController(gallery: library.gallery(id)!,
                                                                           frame: Rect(x: 0, y: 0, width: 800, height: 600), store: NoImages()))
        }
        var replaced = [0, 0], changed = [0, 0]
        for (index, binding) in bindings.enumerated() {
            binding.onGalleryReplaced = { _ in replaced[index] += 1 }
            binding.onGalleryChanged = { _ in changed[index] += 1 }
        }
        bindings[0].controller.correctAspectRatios(toLoaded: [URL(fileURLWithPath: "/p/1.png"): 2])
        #expect(replaced == [0, 1])
        #expect(changed == [1, 1])
        library.undo()  // the drop: both windows' galleries are replaced
        #expect(replaced == [1, 2])
    }
}
