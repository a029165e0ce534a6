import DragDrop
import DragDropTesting
import Foundation
import Testing

/// SEMANTICS 52: a representation held in a file leaves the process as its type's bytes and
/// as the file's URL (`text/uri-list`), whether `registerFileRepresentation` or a
/// `Transferable`'s `FileRepresentation` registered it — so a file manager takes it.
@MainActor
@Suite("Files going out to other processes", .timeLimit(.minutes(1)))
struct FilesGoingOutTests {
    /// A song file, as a `Transferable` exports it.
    struct Song: Transferable {
        let file: URL
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(exportedContentType: .mp3) { song in SentTransferredFile(song.file) }
        }
    }

    /// A temporary `.mp3` file, deleted by the caller.
    func songFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("songs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Song.mp3")
        try Data("ID3 not really a song".utf8).write(to: file)
        return file
    }

    /// The two ways of offering the same file.
    func providers(for file: URL) -> [(String, ItemProvider)] {
        let registered = ItemProvider()
        registered.registerFileRepresentation(forTypeIdentifier: .mp3) { completion in
            completion(file, false, nil)
            return nil
        }
        let transferable = ItemProvider()
        transferable.register(Song(file: file))
        return [("registerFileRepresentation", registered), ("FileRepresentation", transferable)]
    }

    @Test("Both offer the type's bytes and text/uri-list naming the real file; a web page gets the bytes")
    func bothOfferTheFile() async throws {
        let file = try songFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        for (name, provider) in providers(for: file) {
            let export = InterProcessExport(providers: [provider.exportedForOtherProcesses()])
            #expect(export.offers.map(\.mime) == ["audio/mpeg", "audio/mp3", "text/uri-list"], "\(name)")
            let list = try await export.data(for: "text/uri-list")
            #expect(URL.urls(fromURIList: list) == [file], "\(name)")
            #expect(try await export.data(for: "audio/mpeg") == Data(contentsOf: file), "\(name)")
            // In this process the item is what was registered: no file URL of its own, as on iOS.
            #expect(!provider.hasItemConformingToTypeIdentifier(.fileURL), "\(name)")
        }
    }

    @Test("Dragged to a file manager that reads only uri-lists: it receives the file's URI, as a copy")
    func fileManagerTakesTheFile() async throws {
        let file = try songFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        for (name, provider) in providers(for: file) {
            let scene = TestScene()
            let source = TestDragSource { _ in [DragItem(itemProvider: provider)] }
            scene.addSource("songs", frame: Rect(x: 0, y: 0, width: 100, height: 100), delegate: source)
            let files = scene.driver.addForeignDropZone("files", frame: Rect(x: 2000, y: 0, width: 300, height: 300),
                                                       accepting: [.fileURL], operation: .move)
            scene.driver.drag(from: Point(x: 50, y: 50), to: Point(x: 2100, y: 100))
            #expect(await scene.driver.settle(), "\(name)")
            #expect(files.deliveries.count == 1, "\(name)")
            let received = try #require(files.deliveries.first?.data.first?[.fileURL], "\(name)")
            #expect(URL.urls(fromURIList: received) == [file], "\(name)")
            #expect(source.didEndOperations == [.copy], "\(name): other processes only copy")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(name): the original stays")
        }
    }

    @Test("An item that already offers a file URL, or only bytes, gets no second one")
    func nothingAddedOtherwise() throws {
        let file = try songFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let fromFiles = try #require(ItemProvider(contentsOf: file))
        #expect(fromFiles.exportedForOtherProcesses().registeredTypeIdentifiers == [.mp3, .fileURL, .url])
        let bytes = ItemProvider(item: Data([1, 2]), typeIdentifier: .mp3)
        #expect(bytes.exportedForOtherProcesses().registeredTypeIdentifiers == [.mp3])
    }
}
