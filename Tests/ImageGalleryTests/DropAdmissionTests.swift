import DragDrop
import DragDropTesting
import Foundation
@testable import ImageGalleryCore
import Testing

/// Every path into the gallery passes the same checks, and web content never names local files.
@Suite("What a drop may bring into the gallery", .timeLimit(.minutes(1)))
struct DropAdmissionTests {
    let directory = TemporaryDirectory()

    var store: CachingImageStore {
        CachingImageStore(fetcher: HTTPImageFetcher(),
                          diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache"), sizeLimit: 10_000_000),
                          kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
    }

    func dropped(_ provider: ItemProvider, into store: CachingImageStore) async throws -> [(Image, URL)] {
        let loads = GalleryController.startLoading(provider, limits: .init(maximumSize: 50_000_000))  // the gallery's size limit
        return try await GalleryController.finish(loads, store: store)
    }

    @Test("Raw image bytes claiming 100000×100000 pixels are refused like the same picture by URL")
    func rawBytesHaveThePixelLimit() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) { Pictures.png(100_000, 100_000) }
        let store = store
        await #expect(throws: GalleryDropError.self) { try await dropped(provider, into: store) }
        do {
            _ = try await dropped(provider, into: store)
        } catch {
            #expect(String(describing: error).contains("Too many pixels"))
        }
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: store.kept.directory.path)) ?? []
        #expect(saved.isEmpty)
        await #expect(throws: GalleryDropError.self) { try await store.save(try Image(data: Pictures.png(100_000, 100_000))) }
    }

    @Test("Raw bytes whose uri-list names an existing local file keep the dropped bytes, not the file's contents")
    func droppedBytesWinOverALocalPath() async throws {
        let file = directory.url.appendingPathComponent("victim.png")
        try Pictures.png(7, 7).write(to: file)
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) { Pictures.png(3, 2) }
        provider.registerDataRepresentation(forTypeIdentifier: .fileURL) { Data((file.absoluteString + "\r\n").utf8) }
        let result = try await dropped(provider, into: store)
        #expect(result.count == 1)
        #expect(result[0].1 != file)
        #expect(try Data(contentsOf: result[0].1) == Pictures.png(3, 2))
    }

    @Test("An HTML selection's file:// pictures are never opened; http(s) only")
    func htmlNeverNamesLocalFiles() async throws {
        #expect(HTMLImageSources.urls(in: #"<img src="file:///etc/passwd"><img src="http://h/a.png">"#).map(\.absoluteString)
            == ["http://h/a.png"])
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .html) { Data(#"<img src="file:///etc/passwd">"#.utf8) }
        let store = store
        do {
            _ = try await dropped(provider, into: store)
            Issue.record("a selection naming only a local file was accepted")
        } catch {
            #expect(String(describing: error).contains("no pictures"))
        }
    }

    @Test("A URL that failed to load says why, instead of a generic 'Not a picture'")
    func urlFailuresSayWhy() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .fileURL) {
            throw ItemProviderError.timedOut(.fileURL, after: .seconds(5))
        }
        let store = store
        do {
            _ = try await dropped(provider, into: store)
            Issue.record("a failed load was accepted")
        } catch {
            #expect(String(describing: error).lowercased().contains("timed out"), "\(error)")
        }
    }

    func failure(_ provider: ItemProvider) async -> String {
        do {
            _ = try await dropped(provider, into: store)
            return "accepted"
        } catch {
            return String(describing: error)
        }
    }

    @Test("Text that holds no picture or link names itself; a sentence starting with a word and a colon is not a URL")
    func textIsNamed() async {
        let sentence = ItemProvider()
        sentence.registerDataRepresentation(forTypeIdentifier: .utf8PlainText) { Data("Selection: three pictures of Venice".utf8) }
        let first = await failure(sentence)
        #expect(first == "“Selection: three pictures of Venice”: not a picture or a link")
        let long = ItemProvider(object: "This sentence is much longer than forty characters, so it is cut" as NSString as String)
        let second = await failure(long)
        #expect(second == "“This sentence is much longer than forty …”: not a picture or a link")
    }

    @Test("A text file from a file manager is named in the message")
    func textFileIsNamed() async throws {
        let file = directory.url.appendingPathComponent("notes.txt")
        try Data("shopping list".utf8).write(to: file)
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .fileURL) { Data((file.absoluteString + "\r\n").utf8) }
        let message = await failure(provider)
        #expect(message.hasPrefix("notes.txt: "), "\(message)")
        #expect(message.lowercased().contains("not a picture"), "\(message)")
    }
}
