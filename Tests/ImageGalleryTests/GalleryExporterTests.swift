import DragDrop
import Foundation
import ImageGalleryCore
import Testing

/// Local files are their own exported files; anything else is not found.
struct LocalFilesOnly: GalleryImageStore {
    func image(at url: URL) async throws -> Image { throw GalleryDropError("Not found (404)") }
    func cachedImage(at url: URL) -> Image? { nil }
    func pngData(for url: URL) async throws -> Data { throw GalleryDropError("Not found (404)") }
    func exportedFile(for url: URL) async throws -> URL {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { throw GalleryDropError("Not found (404)") }
        return url
    }
    func validated(_ image: Image) throws -> Image { image }
    func save(_ image: Image) async throws -> URL { throw GalleryDropError("Cannot save") }
}

@Suite("Export to a folder", .timeLimit(.minutes(1)))
struct GalleryExporterTests {
    @Test("Each picture under its own name, never over a file there; a missing one is named, the others go")
    func export() async throws {
        let source = TemporaryDirectory(), target = TemporaryDirectory()
        let lake = source.url.appendingPathComponent("lake.jpg"), other = TemporaryDirectory().url.appendingPathComponent("lake.jpg")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("first".utf8).write(to: lake)
        try Data("second".utf8).write(to: other)
        try Data("already there".utf8).write(to: target.url.appendingPathComponent("lake.jpg"))
        let images = [GalleryImage(url: lake, aspectRatio: 1), GalleryImage(url: URL(string: "http://127.0.0.1:9/gone.png")!, aspectRatio: 1),
                      GalleryImage(url: other, aspectRatio: 1)]
        let outcome = await GalleryExporter(store: LocalFilesOnly()).export(images, to: target.url)
        #expect(outcome.written.map(\.lastPathComponent) == ["lake-2.jpg", "lake-3.jpg"])
        #expect(outcome.failures == ["gone.png: Not found (404)"])
        #expect(try String(contentsOf: target.url.appendingPathComponent("lake.jpg"), encoding: .utf8) == "already there")
        #expect(try String(contentsOf: target.url.appendingPathComponent("lake-2.jpg"), encoding: .utf8) == "first")
        #expect(try String(contentsOf: target.url.appendingPathComponent("lake-3.jpg"), encoding: .utf8) == "second")
    }

    @Test("A picture whose name is not UTF-8 is exported, its bad byte as U+FFFD in the copy's name")
    func nameThatIsNotUTF8() async throws {
        let source = TemporaryDirectory(), target = TemporaryDirectory()
        let path = Array(source.url.path.utf8) + Array("/bad".utf8) + [0xFF] + Array("name.png".utf8) + [0]
        let descriptor = path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        try #require(descriptor >= 0)
        _ = Pictures.png(3, 2).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let url = URL(string: source.url.absoluteString + "bad%FFname.png")!
        let store = CachingImageStore(diskCache: DiskCache(directory: source.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: source.url.appendingPathComponent("pictures")))
        let outcome = await GalleryExporter(store: store).export([GalleryImage(url: url, aspectRatio: 1)], to: target.url)
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.written.map(\.lastPathComponent) == ["bad\u{FFFD}name.png"])
        #expect(try Data(contentsOf: target.url.appendingPathComponent("bad\u{FFFD}name.png")) == Pictures.png(3, 2))
    }

    @Test("A folder that is not there writes nothing and says so for each picture")
    func missingFolder() async {
        let outcome = await GalleryExporter(store: LocalFilesOnly())
            .export([GalleryImage(url: URL(fileURLWithPath: "/tmp/x.png"), aspectRatio: 1)], to: URL(fileURLWithPath: "/nonexistent-folder"))
        #expect(outcome.written.isEmpty && outcome.failures == ["x.png: /nonexistent-folder is not a folder"])
    }
}
