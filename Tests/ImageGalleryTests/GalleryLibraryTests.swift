import DragDrop
import DragDropTesting
import Foundation
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
