import DragDrop
import Foundation
@testable import ImageGalleryCore
import Testing

/// Pictures once added are there for good: not in an evictable cache, not lost with their site.
@Suite("Pictures kept for good", .timeLimit(.minutes(2)))
struct KeptPicturesTests {
    let directory = TemporaryDirectory()

    func store(_ fetcher: any ImageFetching) -> CachingImageStore {
        CachingImageStore(fetcher: fetcher, diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                          kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
    }

    /// A PNG header and `count` bytes of distinct filler: a picture that size, distinct per `seed`.
    static func bigPicture(seed: Int, count: Int) -> Data {
        Pictures.png(800, 600) + Data("picture \(seed)".utf8) + Data(repeating: UInt8(truncatingIfNeeded: seed), count: count)
    }

    @Test("A 210 MB library of web pictures survives its server going away and every cache being cleared")
    func libraryOutlivesItsServer() async throws {
        // 105 pictures of 2 MB: past the 200 MB the old disk cache held before evicting.
        let pictures = (0..<105).map { Self.bigPicture(seed: $0, count: 2_000_000) }
        var routes: [String: LocalHTTPServer.Response] = [:]
        for (index, data) in pictures.enumerated() { routes["/photo-\(index).png"] = .ok(data, contentType: "image/png") }
        let server = try LocalHTTPServer(routes: routes)
        let addresses = pictures.indices.map { server.url("/photo-\($0).png") }
        var limits = CachingImageStore.Limits()
        limits.memoryCacheBytes = 10_000_000
        let store = CachingImageStore(fetcher: HTTPImageFetcher(),
                                      diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")), limits: limits)
        for address in addresses { _ = try await store.image(at: address) }
        #expect(store.kept.usage == KeptPictures.Usage(pictures: 105, bytes: pictures.reduce(0) { $0 + $1.count }))
        server.stop()
        store.clearCaches()
        // A new process: nothing in memory, no server, no cache.
        let later = CachingImageStore(fetcher: HTTPImageFetcher(),
                                      diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")), limits: limits)
        for (address, data) in zip(addresses, pictures) {
            let image = try await later.image(at: address)
            #expect(image.data == data, "\(address) came back different")
        }
    }

    @Test("The same picture from two addresses, or dropped twice, is stored once")
    func contentAddressed() async throws {
        let first = URL(string: "https://example.com/a.png")!, second = URL(string: "https://mirror.example.org/copy-of-a.png")!
        let bytes = Pictures.png(40, 30)
        let fetcher = CountingFetcher([first: .success(FetchedData(data: bytes, mimeType: "image/png")),
                                       second: .success(FetchedData(data: bytes, mimeType: "image/png"))])
        let store = store(fetcher)
        _ = try await store.image(at: first)
        _ = try await store.image(at: second)
        let dropped = try await store.save(try Image(data: bytes))
        let droppedAgain = try await store.save(try Image(data: bytes))
        #expect(dropped == droppedAgain)
        #expect(store.kept.holds(dropped))
        #expect(store.kept.usage == KeptPictures.Usage(pictures: 1, bytes: bytes.count))
        // The name is the SHA-256 of the bytes (as sha256sum prints it).
        #expect(KeptPictures.name(of: try Image(data: bytes)).count == 64 + ".png".count)
        #expect(KeptPictures.sha256(Data("abc".utf8)).map { String(format: "%02x", $0) }.joined()
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("A picture the gallery cannot keep is refused with a reason, not shown as if safe")
    func unkeepableIsRefused() async throws {
        let photo = URL(string: "https://example.com/photo.png")!
        let fetcher = CountingFetcher([photo: .success(FetchedData(data: Pictures.png(4, 4), mimeType: "image/png"))])
        // The pictures folder is a file: nothing can be written under it.
        try Data("in the way".utf8).write(to: directory.url.appendingPathComponent("pictures"))
        let store = store(fetcher)
        do {
            _ = try await store.image(at: photo)
            Issue.record("a picture that could not be kept was given as loaded")
        } catch {
            #expect(GalleryDropError(describing: error).message.hasPrefix("Cannot keep the picture"))
        }
    }

    @Test("First start after the update: what the old disk cache held is kept, then the cache can go")
    func cachedPicturesMoveIn() async throws {
        let old = URL(string: "https://gone.example.com/old.png")!, never = URL(string: "https://gone.example.com/never-shown.png")!
        let cache = DiskCache(directory: directory.url.appendingPathComponent("cache"))
        try cache.store(Pictures.png(5, 4), for: old.absoluteString)
        let store = store(CountingFetcher([:]))
        #expect(store.keepCachedPictures(of: [old, never, old, URL(fileURLWithPath: "/tmp/local.png")]) == 1)
        store.clearCaches()
        #expect(try await store.image(at: old).pixelSize == Image.PixelSize(width: 5, height: 4))
        #expect(store.keepCachedPictures(of: [old]) == 0)  // once
    }
}
