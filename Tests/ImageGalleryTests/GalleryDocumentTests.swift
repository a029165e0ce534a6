import DragDrop
import DragDropTesting
import Foundation
import ImageGalleryCore
import Testing

@Suite("Gallery documents on disk", .timeLimit(.minutes(1)))
struct GalleryDocumentTests {
    let directory = TemporaryDirectory()
    var store: GalleryDocumentStore { GalleryDocumentStore(directory: directory.url) }
    let sample = Gallery(name: "Venice", images: [GalleryImage(url: URL(string: "https://example.com/a.png")!, aspectRatio: 1.5)])

    @Test("A saved gallery reads back equal, in a versioned envelope, with no temporary file left")
    func roundTrip() throws {
        try store.save(sample)
        let entries = store.loadAll()
        #expect(entries.count == 1)
        #expect(entries[0].gallery == sample)
        #expect(!entries[0].isDeleted)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: entries[0].fileURL)) as? [String: Any]
        #expect(json?["format"] as? String == "org.dragdrop.image-gallery")
        #expect(json?["version"] as? Int == 1)
        #expect(directory.files == ["\(sample.id.uuidString.lowercased()).gallery.json"])
    }

    @Test("The XDG data directory is honoured, with ~/.local/share as the default")
    func xdg() {
        #expect(GalleryDocumentStore.defaultDirectory(environment: ["XDG_DATA_HOME": "/data"]).path == "/data/image-gallery")
        #expect(GalleryDocumentStore.defaultDirectory(environment: [:]).path.hasSuffix(".local/share/image-gallery"))
    }

    @Test("A damaged document is listed with its reason and never overwritten")
    func corrupt() throws {
        let name = "\(sample.id.uuidString.lowercased()).gallery.json"
        let garbage = "{\"format\": \"org.dragdrop.image-gallery\", \"version\": 1, \"gallery\": {\"name\": 7"
        let file = try directory.write(garbage, to: name)
        let entries = store.loadAll()
        guard case let .failure(.corrupt(reason))? = entries.first?.content else {
            Issue.record("expected a damaged document, got \(entries)")
            return
        }
        #expect(reason.contains("not valid JSON"))
        #expect(throws: GalleryDocumentError.self) { try store.save(sample) }
        #expect(try String(contentsOf: file, encoding: .utf8) == garbage)
    }

    @Test("Missing fields and wrong types are reported, not crashed on")
    func wrongShape() throws {
        _ = try directory.write(#"{"format": "org.dragdrop.image-gallery", "version": 1, "gallery": {"name": "x"}}"#, to: "a.gallery.json")
        _ = try directory.write(#"{"hello": "world"}"#, to: "b.gallery.json")
        _ = try directory.write("", to: "c.gallery.json")
        let reasons = store.loadAll().map { entry -> String in
            guard case let .failure(error) = entry.content else { return "read" }
            return error.description
        }
        #expect(reasons.count == 3)
        #expect(reasons.allSatisfy { $0.hasPrefix("Damaged document") })
        #expect(reasons.contains { $0.contains("missing id") })
    }

    @Test("A document from a newer version is kept as it is")
    func newer() throws {
        let text = #"{"format": "org.dragdrop.image-gallery", "version": 7, "gallery": {"future": true}}"#
        let file = try directory.write(text, to: "\(sample.id.uuidString.lowercased()).gallery.json")
        #expect(store.loadAll().first?.content == .failure(.newerVersion(7)))
        #expect(throws: GalleryDocumentError.self) { try store.save(sample) }
        #expect(throws: GalleryDocumentError.self) { try store.remove(sample.id, deleted: false) }
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test("Deleting moves the document into Recently Deleted; restoring moves it back")
    func recentlyDeleted() throws {
        try store.save(sample)
        try store.moveToRecentlyDeleted(sample.id)
        #expect(store.loadAll().map(\.isDeleted) == [true])
        try store.restore(sample.id)
        #expect(store.loadAll().map(\.isDeleted) == [false])
        #expect(store.loadAll().first?.gallery == sample)
    }

    @Test("A directory that cannot be created gives a clear error")
    func cannotCreate() throws {
        let file = try directory.write("not a directory", to: "blocker")
        let blocked = GalleryDocumentStore(directory: file.appendingPathComponent("image-gallery"))
        #expect {
            try blocked.save(sample)
        } throws: { error in
            (error as? GalleryDocumentError)?.description.hasPrefix("Cannot save") == true
        }
    }
}
