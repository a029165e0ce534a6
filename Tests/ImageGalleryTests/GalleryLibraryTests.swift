import DragDrop
import DragDropTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ImageGalleryCore
import Testing

@MainActor
@Suite("The library of galleries: every change saved at once and undoable", .timeLimit(.minutes(1)))
struct GalleryLibraryTests {
    let directory = TemporaryDirectory()
    var store: GalleryDocumentStore { GalleryDocumentStore(directory: directory.url) }

    /// What a fresh start would show: the library read back from disk.
    func reopened(_ library: GalleryLibrary) async -> GalleryLibrary.State {
        await library.flush()
        return GalleryLibrary(store: store).state
    }

    func image(_ name: String) -> GalleryImage { GalleryImage(url: URL(string: "https://example.com/\(name).png")!, aspectRatio: 1) }

    @Test("First launch: the starter gallery is not an undo step, so Undo cannot take it away; never made twice")
    func starterGallery() async {
        let library = GalleryLibrary(store: store)
        let id = library.createStarterGalleryIfEmpty(named: "My Gallery")
        #expect(id != nil)
        #expect(!library.canUndo)
        library.undo()
        #expect(library.liveGalleries.map(\.name) == ["My Gallery"])
        #expect(library.createStarterGalleryIfEmpty(named: "My Gallery") == nil)
        #expect(await reopened(library).galleries.count == 1)
        // A library whose only gallery was deleted gets no new starter gallery.
        library.delete(id!)
        await library.flush()
        #expect(GalleryLibrary(store: store).createStarterGalleryIfEmpty(named: "My Gallery") == nil)
    }

    @Test("Create, rename, edit, delete, restore, delete for good: the disk follows each step")
    func lifecycle() async {
        let library = GalleryLibrary(store: store)
        let id = library.createGallery(named: "Trips")
        #expect(library.createGallery(named: "Trips") != id)
        #expect(library.liveGalleries.map(\.name) == ["Trips", "Trips 2"])
        #expect(library.rename(id, to: "Venice"))
        #expect(!library.rename(id, to: "   "))
        var gallery = library.gallery(id)!
        gallery.images = [image("a"), image("b")]
        library.update(gallery, actionName: "Drop")
        #expect(await reopened(library) == library.state)
        library.delete(id)
        #expect(library.deletedGalleries.map(\.name) == ["Venice"])
        #expect(await reopened(library) == library.state)
        library.restore(id)
        #expect(await reopened(library).deleted.isEmpty)
        library.delete(id)
        library.deletePermanently(id)
        #expect(library.gallery(id) == nil)
        #expect(await reopened(library) == library.state)
        #expect(library.lastError == nil)
    }

    @Test("Undo and redo walk every change back and forth, on disk too")
    func undoRedo() async {
        let library = GalleryLibrary(store: store)
        var states = [library.state]
        let id = library.createGallery(named: "A")
        states.append(library.state)
        library.rename(id, to: "B")
        states.append(library.state)
        var gallery = library.gallery(id)!
        gallery.images = [image("x"), image("y"), image("z")]
        library.update(gallery, actionName: "Drop")
        states.append(library.state)
        gallery.images.swapAt(0, 2)
        library.update(gallery, actionName: "Move")
        states.append(library.state)
        library.delete(id)
        states.append(library.state)
        library.deletePermanently(id)
        states.append(library.state)
        #expect(library.undoActionName == "Delete Permanently")
        for expected in states.reversed().dropFirst() {
            library.undo()
            #expect(library.state == expected)
            #expect(await reopened(library) == expected)
        }
        #expect(!library.canUndo)
        for expected in states.dropFirst() {
            library.redo()
            #expect(library.state == expected)
            #expect(await reopened(library) == expected)
        }
        #expect(!library.canRedo)
    }

    @Test("Observers hear which galleries changed")
    func observers() {
        let library = GalleryLibrary(store: store)
        var heard: [Set<UUID>] = []
        library.addObserver { heard.append($0.changedGalleries) }
        let id = library.createGallery(named: "A")
        library.rename(id, to: "A")  // no change, no notice
        library.undo()
        #expect(heard == [[id], [id]])
    }

    @Test("Damaged and newer documents are listed apart and left alone by every change")
    func unreadableDocumentsAreKept() async throws {
        let garbage = "garbage"
        let file = try directory.write(garbage, to: "\(UUID().uuidString.lowercased()).gallery.json")
        let library = GalleryLibrary(store: store)
        #expect(library.unreadable.count == 1)
        let id = library.createGallery(named: "New")
        library.delete(id)
        library.undo()
        library.undo()
        await library.flush()
        #expect(try String(contentsOf: file, encoding: .utf8) == garbage)
    }

    @Test("A document still as this process read or wrote it is not read again before a save; one changed elsewhere is merged (issue 36)")
    func savesTrustTheStampOfWhatWasReadOrWritten() async throws {
        let (a, b, c, d, e) = (image("a"), image("b"), image("c"), image("d"), image("e"))
        let first = GalleryLibrary(store: store)
        let id = first.createGallery(named: "Trips")
        first.update(Gallery(id: id, name: "Trips", images: [a]), actionName: "Add Image")
        await first.flush()
        let file = store.fileURL(for: id)
        /// Spoils the document's bytes in place (same file, size and time): a save that read
        /// it first would find it damaged and refuse; one that trusts its stamp does not read it.
        func spoilKeepingItsStamp() throws {
            var status = stat()
            #expect(stat(file.path, &status) == 0)
            let descriptor = open(file.path, O_WRONLY | O_CLOEXEC)
            #expect(descriptor >= 0)
            let junk = [UInt8](repeating: UInt8(ascii: "x"), count: Int(status.st_size))
            _ = junk.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            var times = [status.st_atim, status.st_mtim]
            #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        }
        let library = GalleryLibrary(store: store)
        try spoilKeepingItsStamp()
        library.update(Gallery(id: id, name: "Trips", images: [a, b]), actionName: "Add Image")
        await library.flush()
        #expect(library.lastError == nil)
        // Its own write's stamp is trusted too.
        try spoilKeepingItsStamp()
        library.update(Gallery(id: id, name: "Trips", images: [a, b, c]), actionName: "Add Image")
        await library.flush()
        #expect(library.lastError == nil)
        // Another process writes (a new file, a new stamp): the next save reads and merges it.
        let other = GalleryLibrary(store: store)
        var theirs = try #require(other.gallery(id))
        theirs.images.append(d)
        other.update(theirs, actionName: "Add Image")
        await other.flush()
        library.update(Gallery(id: id, name: "Trips", images: [a, b, c, e]), actionName: "Add Image")
        let names = try #require(await reopened(library).galleries[id]).images.map { $0.url.lastPathComponent }
        #expect(Set(names) == ["a.png", "b.png", "c.png", "d.png", "e.png"])
    }

    @Test("A read-only data directory: the change stays on screen, the error says why, the old file is intact",
          .enabled(if: getuid() != 0, "root can write to read-only directories"))
    func readOnlyDirectory() async throws {
        let library = GalleryLibrary(store: store)
        let id = library.createGallery(named: "Kept")
        await library.flush()
        let file = store.fileURL(for: id)
        let before = try Data(contentsOf: file)
        chmod(directory.url.path, 0o555)
        defer { chmod(directory.url.path, 0o755) }
        library.rename(id, to: "Renamed")
        #expect(library.gallery(id)?.name == "Renamed")
        await library.flush()
        #expect(library.gallery(id)?.name == "Renamed")
        #expect(library.lastError?.description.hasPrefix("Cannot save") == true)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test("A directory that vanished under a file: errors, nothing lost in memory")
    func unwritableDirectory() async throws {
        let blocker = try directory.write("x", to: "blocker")
        let library = GalleryLibrary(store: GalleryDocumentStore(directory: blocker.appendingPathComponent("sub")))
        let id = library.createGallery(named: "Memory only")
        await library.flush()
        #expect(library.gallery(id)?.name == "Memory only")
        #expect(library.lastError != nil)
    }

    @Test("Rotate and flip: the picture turns in every gallery that has it, its shape with it, saved, one undo step")
    func reorient() async {
        let library = GalleryLibrary(store: store)
        let trips = library.createGallery(named: "Trips"), home = library.createGallery(named: "Home")
        let photo = GalleryImage(url: URL(string: "https://example.com/photo.png")!, aspectRatio: 1.5)
        library.update(Gallery(id: trips, name: "Trips", images: [photo, image("other")]), actionName: "Add")
        library.update(Gallery(id: home, name: "Home", images: [GalleryImage(url: photo.url, aspectRatio: 1.5)]), actionName: "Add")
        library.reorient([photo.url], actionName: "Rotate") { $0.rotatedClockwise() }
        for id in [trips, home] {
            #expect(library.gallery(id)?.images.first?.orientation == .right)
            #expect(library.gallery(id)?.images.first?.aspectRatio == 1 / 1.5)
        }
        #expect(library.gallery(trips)?.images.last?.orientation == nil)
        #expect(library.orientation(of: photo.url) == .right && library.orientations == [photo.url: .right])
        library.reorient([photo.url], actionName: "Flip") { $0.flippedHorizontally() }
        #expect(library.orientation(of: photo.url) == .leftMirrored && library.gallery(home)?.images.first?.aspectRatio == 1 / 1.5)
        #expect(await reopened(library).galleries[home]?.images.first?.orientation == .leftMirrored)
        library.undo()
        #expect(library.orientation(of: photo.url) == .right)
        library.undo()
        #expect(library.orientation(of: photo.url) == .up && library.gallery(trips)?.images.first?.aspectRatio == 1.5)
        #expect(await reopened(library).galleries[trips]?.images.first?.orientation == nil)
    }
}
