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

/// Adding pictures: a picture the gallery has — the same file, or its bytes under another
/// name — is not added twice; the progress counts every picture; a cancelled import adds
/// nothing more.
@MainActor
@Suite("Importing pictures", .timeLimit(.minutes(1)))
struct GalleryImportTests {
    let directory = TemporaryDirectory()

    func picture(_ name: String, width: UInt32) throws -> URL {
        let url = directory.url.appendingPathComponent(name)
        try Pictures.png(width, 10).write(to: url)
        return url
    }

    @Test("Duplicates by address and by bytes are told, not added; progress ends at zero")
    func duplicates() async throws {
        let a = try picture("a.png", width: 3), b = try picture("b.png", width: 4), copy = directory.url.appendingPathComponent("copy.png")
        try FileManager.default.copyItem(at: a, to: copy)
        let store = CachingImageStore(diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
        let gallery = Gallery(name: "Trips", images: [GalleryImage(url: b, aspectRatio: 0.4)])
        let controller = GalleryController(gallery: gallery, frame: Rect(x: 0, y: 0, width: 800, height: 600), store: store)
        var problems: [String] = [], progress: [[Int]] = []
        let (ended, end) = AsyncStream<Void>.makeStream()
        controller.onProblems = { problems = $0 }
        controller.onImportProgress = {
            progress.append([$0, $1])
            if $1 == 0 { end.finish() }
        }
        controller.add([a, b, copy].compactMap(ItemProvider.init(contentsOf:)), names: ["a.png", "b.png", "copy.png"])
        for await _ in ended {}
        #expect(controller.gallery.images.map(\.url.lastPathComponent) == ["b.png", "a.png"])
        #expect(problems.sorted() == ["b.png: already in the gallery", "copy.png: already in the gallery, as a.png"])
        #expect(progress.first == [0, 3] && progress.last == [0, 0] && progress.contains([3, 3]))
    }

    @Test("A picture is counted once it is in the gallery: the window's count and empty page follow the progress (issue 37, item 3)")
    func progressCountsPicturesIn() async throws {
        let pictures = try (0..<3).map { try picture("in\($0).png", width: UInt32(5 + $0)) }
        let store = CachingImageStore(diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
        let controller = GalleryController(gallery: Gallery(name: "Empty", images: []),
                                           frame: Rect(x: 0, y: 0, width: 800, height: 600), store: store)
        var seen: [[Int]] = []  // done, pictures shown
        let (ended, end) = AsyncStream<Void>.makeStream()
        controller.onImportProgress = { [unowned controller] done, total in
            if total == 0 { return end.finish() }
            seen.append([done, controller.collectionView.numberOfItems(inSection: 0)])
        }
        controller.add(pictures.compactMap(ItemProvider.init(contentsOf:)))
        for await _ in ended {}
        #expect(seen == [[0, 0], [1, 1], [2, 2], [3, 3]])
    }

    @Test("An import's first picture is scrolled into view, once; the view stays where the user takes it afterwards")
    func revealsTheFirstPicture() async throws {
        let pictures = try (0..<3).map { try picture("new\($0).png", width: UInt32(5 + $0)) }
        let store = CachingImageStore(diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
        let existing = (0..<200).map { GalleryImage(url: URL(string: "https://example.com/\($0).png")!, aspectRatio: 1) }
        let controller = GalleryController(gallery: Gallery(name: "Trips", images: existing),
                                           frame: Rect(x: 0, y: 0, width: 800, height: 600), store: store)
        let view = controller.collectionView
        #expect(view.contentOffset == .zero && view.contentSize.height > 2000)
        // When the second picture arrives, the first is in view; the user then scrolls back up.
        var batches = 0, revealed: Bool?
        view.onChange = { change in
            guard case .batch = change else { return }
            batches += 1
            guard batches == 2, let first = view.layoutAttributesForItem(at: IndexPath(item: 200, section: 0)) else { return }
            revealed = view.contentOffset.y > 0 && first.minY >= view.contentOffset.y
                && first.maxY <= view.contentOffset.y + view.frame.height
            view.contentOffset = .zero
        }
        let (ended, end) = AsyncStream<Void>.makeStream()
        controller.onImportProgress = { if $1 == 0 { end.finish() } }
        controller.add(pictures.compactMap(ItemProvider.init(contentsOf:)))
        for await _ in ended {}
        #expect(controller.gallery.images.count == 203 && batches == 3)
        #expect(revealed == true)
        #expect(view.contentOffset == .zero)  // the later pictures did not pull the view back
    }
}
