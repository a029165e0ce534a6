import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

/// Two processes on one data directory, and saving that never blocks or repeats itself.
@MainActor
@Suite("One library on disk for every process: merges, coalesced saves, cleanup", .timeLimit(.minutes(1)))
struct SharedLibraryTests {
    let directory = TemporaryDirectory()
    var store: GalleryDocumentStore { GalleryDocumentStore(directory: directory.url) }

    func image(_ name: String) -> GalleryImage { GalleryImage(url: URL(string: "https://example.com/\(name).png")!, aspectRatio: 1) }

    func adding(_ image: GalleryImage, to library: GalleryLibrary, _ id: UUID) {
        var gallery = library.gallery(id)!
        gallery.images.insert(image, at: 0)
        library.update(gallery, actionName: "Add Image")
    }

    @Test("A adds p1, B adds p2 on the same document: both pictures are kept, and each process sees both")
    func twoProcessesNeverDropPictures() async {
        let p0 = image("p0"), p1 = image("p1"), p2 = image("p2")
        let setup = GalleryLibrary(store: store)
        let id = setup.createGallery(named: "Shared")
        var gallery = setup.gallery(id)!
        gallery.images = [p0]
        setup.update(gallery, actionName: "Drop")
        await setup.flush()

        let a = GalleryLibrary(store: store), b = GalleryLibrary(store: store)
        adding(p1, to: a, id)
        await a.flush()
        adding(p2, to: b, id)
        await b.flush()
        #expect(Set(b.gallery(id)!.images.map(\.id)) == Set([p0, p1, p2].map(\.id)), "B merged A's picture")
        #expect(b.lastError == nil)
        var heard: Set<UUID> = []
        a.addObserver { heard.formUnion($0.changedGalleries) }
        await a.reloadExternalChanges()
        #expect(Set(a.gallery(id)!.images.map(\.id)) == Set([p0, p1, p2].map(\.id)), "A sees B's picture")
        #expect(heard == [id])
        #expect(Set(GalleryLibrary(store: store).gallery(id)!.images.map(\.id)) == Set([p0, p1, p2].map(\.id)))
    }

    @Test("A gallery another process created, renamed or deleted shows up in this one")
    func otherProcessesGalleries() async {
        let a = GalleryLibrary(store: store), b = GalleryLibrary(store: store)
        let id = b.createGallery(named: "From B")
        await b.flush()
        await a.reloadExternalChanges()
        #expect(a.liveGalleries.map(\.name) == ["From B"])
        b.delete(id)
        await b.flush()
        await a.reloadExternalChanges()
        #expect(a.deletedGalleries.map(\.name) == ["From B"])
        #expect(a.liveGalleries.isEmpty)
    }

    @Test("A burst of 1,000 corrections is one document write, and is not an undo step")
    func correctionsCoalesce() async {
        // No write mid-burst at the 2 s maximum: under ThreadSanitizer the 1,000 updates took
        // longer than that, and the writer rightly wrote twice. The burst's length is not the subject.
        let library = GalleryLibrary(store: store, correctionMaximumDelay: .seconds(60))
        let id = library.createGallery(named: "Many")
        var gallery = library.gallery(id)!
        gallery.images = (0..<1_000).map { image("\($0)") }
        library.update(gallery, actionName: "Drop")
        await library.flush()
        let writesBefore = library.writer.documentWrites
        for index in 0..<1_000 {
            gallery.images[index].aspectRatio = 1.5
            library.update(gallery, actionName: GalleryController.aspectRatioCorrection, undoable: false)
        }
        await library.flush()
        #expect(library.writer.documentWrites - writesBefore == 1)
        #expect(library.undoActionName == "Drop")
        #expect(GalleryLibrary(store: store).gallery(id)?.images.allSatisfy { $0.aspectRatio == 1.5 } == true)
    }

    @Test("Saves of user edits in a row are written once each burst, off the caller's thread")
    func editsCoalesce() async {
        let library = GalleryLibrary(store: store)
        let id = library.createGallery(named: "A")
        await library.flush()
        let writesBefore = library.writer.documentWrites
        // Another process writes meanwhile (it holds the directory's lock), so the writer's
        // first write waits: the renames must neither wait with it nor be written one by one.
        let otherProcess = open(directory.url.appendingPathComponent(".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        #expect(otherProcess >= 0 && flock(otherProcess, LOCK_EX) == 0)
        for index in 0..<50 { library.rename(id, to: "A\(index)") }
        flock(otherProcess, LOCK_UN)
        close(otherProcess)
        await library.flush()
        // The write that waited, with the renames there when it began; then one with the rest.
        #expect(library.writer.documentWrites - writesBefore <= 2)
        #expect(GalleryLibrary(store: store).gallery(id)?.name == "A49")
    }

    @Test("Temporaries left by a crash between writing and renaming are removed at start; young ones are left")
    func staleTemporaries() async throws {
        let stale = try directory.write("{", to: ".0d7e4bd1.gallery.json.6B1E2C5A-0C1E-4F43-9E57-3E0C3C5E1D2A.tmp")
        let young = try directory.write("{", to: ".0d7e4bd2.gallery.json.7B1E2C5A-0C1E-4F43-9E57-3E0C3C5E1D2A.tmp")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: stale.path)
        let library = GalleryLibrary(store: store)
        await library.flush()
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: young.path))
    }

    @Test("A failed save names the gallery, not a file")
    func failuresNameTheGallery() async throws {
        let blocker = try directory.write("x", to: "blocker")
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: blocker.appendingPathComponent("sub")))
        library.createGallery(named: "Holidays")
        await library.flush()
        let message = library.lastError?.description ?? ""
        #expect(message.contains("“Holidays”"), "\(message)")
        #expect(!message.contains(".tmp"))
    }
}
