import DragDrop
import Foundation
import Synchronization
import Testing

/// UIKit's file representations: `loadFileRepresentation` (a copy that lives only while the
/// handler runs), `loadInPlaceFileRepresentation` (the source's own file when offered in
/// place) and `registerFileRepresentation`.
@Suite("File representations", .timeLimit(.minutes(1)))
struct FileRepresentationTests {
    /// What a completion handler saw: the URL, whether in place, the file's bytes then, the error.
    struct Seen: Sendable {
        var url: URL?
        var isInPlace = false
        var bytes: Data?
        var error: String?
    }

    let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-representations-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    func file(_ name: String, _ bytes: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url
    }

    /// Loads through the completion-handler API, reading the file inside the handler, as iOS code must.
    func load(_ provider: ItemProvider, _ type: String, inPlace: Bool = false) async -> Seen {
        await withCheckedContinuation { continuation in
            let record = { @Sendable (url: URL?, isInPlace: Bool, error: (any Error)?) in
                continuation.resume(returning: Seen(url: url, isInPlace: isInPlace, bytes: url.flatMap { try? Data(contentsOf: $0) },
                                                    error: error.map { "\($0)" }))
            }
            if inPlace {
                provider.loadInPlaceFileRepresentation(forTypeIdentifier: type) { record($0, $1, $2) }
            } else {
                provider.loadFileRepresentation(forTypeIdentifier: type) { record($0, false, $1) }
            }
        }
    }

    /// Whether `url` is gone within a second (the copy is deleted just after the handler returns).
    func isDeleted(_ url: URL) async -> Bool {
        for _ in 0..<100 {
            if !FileManager.default.fileExists(atPath: url.path) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    @Test("A file from a file manager: a copy named after it, deleted after the handler; in place, the file itself, kept")
    func fileFromAFileManager() async throws {
        let original = try file("Sunset.png", Data("png bytes".utf8))
        let provider = try #require(ItemProvider(contentsOf: original))
        let copy = await load(provider, "public.image")
        #expect(copy.error == nil && copy.bytes == Data("png bytes".utf8) && !copy.isInPlace)
        let url = try #require(copy.url)
        #expect(url.lastPathComponent == "Sunset.png" && url != original)
        #expect(await isDeleted(url))
        let inPlace = await load(provider, "public.png", inPlace: true)
        #expect(inPlace.url == original && inPlace.isInPlace && inPlace.bytes == Data("png bytes".utf8))
        // iOS 16's spelling.
        let modern = await withCheckedContinuation { continuation in
            provider.loadFileRepresentation(for: .png, openInPlace: true) { url, isInPlace, _ in continuation.resume(returning: (url, isInPlace)) }
        }
        #expect(modern.0 == original && modern.1)
        try await Task.sleep(for: .milliseconds(50))
        #expect(FileManager.default.fileExists(atPath: original.path))
    }

    @Test("Data in memory: written to a file with its type's extension; in place is a copy too (false)")
    func dataInMemory() async throws {
        let provider = ItemProvider(object: "Hello" as NSString)
        provider.suggestedName = "Greeting"
        let copy = await load(provider, "public.plain-text")
        #expect(copy.bytes == Data("Hello".utf8) && copy.url?.lastPathComponent == "Greeting.txt")
        let inPlace = await load(provider, "public.plain-text", inPlace: true)
        #expect(!inPlace.isInPlace && inPlace.bytes == Data("Hello".utf8))
        #expect(await isDeleted(try #require(inPlace.url)))
    }

    @Test("registerFileRepresentation: read lazily, offered in place only with .openInPlace, never deleted; its errors reach the destination")
    func registeredFiles() async throws {
        let original = try file("notes.txt", Data("notes".utf8))
        let asked = Mutex(0)
        let provider = ItemProvider()
        provider.registerFileRepresentation(forTypeIdentifier: "public.plain-text", fileOptions: [.openInPlace], visibility: .all) { completion in
            asked.withLock { $0 += 1 }
            completion(original, false, nil)
            return nil
        }
        #expect(asked.withLock { $0 } == 0)
        #expect(try await provider.loadDataRepresentation(forTypeIdentifier: .plainText) == Data("notes".utf8))
        let inPlace = await load(provider, "public.text", inPlace: true)
        #expect(inPlace.url == original && inPlace.isInPlace)
        let copy = await load(provider, "public.plain-text")
        #expect(copy.url != original && copy.bytes == Data("notes".utf8))
        #expect(FileManager.default.fileExists(atPath: original.path) && asked.withLock { $0 } == 3)

        let copyOnly = ItemProvider()
        copyOnly.registerFileRepresentation(forTypeIdentifier: "public.plain-text") { completion in
            completion(original, false, nil)
            return nil
        }
        #expect(await load(copyOnly, "public.plain-text", inPlace: true).isInPlace == false)

        struct Offline: Error {}
        let failing = ItemProvider()
        failing.registerFileRepresentation(forTypeIdentifier: "public.plain-text") { completion in
            completion(nil, false, Offline())
            return nil
        }
        let failed = await load(failing, "public.plain-text")
        #expect(failed.url == nil && failed.error?.contains("Offline") == true)
    }

    @Test("A type the provider does not have is an unsupportedType error, and no file")
    func unsupportedType() async {
        let seen = await load(ItemProvider(object: "Hello" as NSString), "public.image")
        #expect(seen.url == nil && seen.error?.contains("public.image") == true)
    }
}
