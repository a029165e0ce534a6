import DragDrop
import DragDropTesting
import Foundation
@testable import ImageGalleryCore
import Synchronization
import Testing

/// Canned images: real headers (pixels are not needed to read the size).
enum Pictures {
    static func png(_ width: UInt32, _ height: UInt32) -> Data {
        TestPictures.png(width: width, height: height)
    }

    static func gif(_ width: UInt16, _ height: UInt16) -> Data {
        TestPictures.gif(width: width, height: height)
    }
}

/// Counts fetches; answers from a table — at once, or, when `held`, once the test
/// ``release()``s them (so a test knows a fetch is in flight, with no sleep).
final class CountingFetcher: ImageFetching {
    let answers: [URL: Result<FetchedData, GalleryDropError>]
    let count = Mutex(0)
    /// One element per fetch begun.
    let started: AsyncStream<Void>
    private let start: AsyncStream<Void>.Continuation
    private let held: Mutex<(isHeld: Bool, waiting: [CheckedContinuation<Void, Never>])>

    init(_ answers: [URL: Result<FetchedData, GalleryDropError>], held: Bool = false) {
        self.answers = answers
        (started, start) = AsyncStream.makeStream(of: Void.self)
        self.held = Mutex((held, []))
    }

    /// Lets the held fetches answer, and every later one at once.
    func release() {
        let waiting = held.withLock { state in
            state.isHeld = false
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.resume() }
    }

    func fetch(_ url: URL, timeout: Duration, maximumSize: Int) async throws -> FetchedData {
        count.withLock { $0 += 1 }
        start.yield()
        await withCheckedContinuation { continuation in
            let answerNow = held.withLock { state in
                if state.isHeld { state.waiting.append(continuation) }
                return !state.isHeld
            }
            if answerNow { continuation.resume() }
        }
        guard let answer = answers[url] else { throw GalleryDropError("Not found (404)") }
        return try answer.get()
    }
}

@Suite("Image store: fetching, checking, caching", .timeLimit(.minutes(1)))
struct ImageStoreTests {
    let directory = TemporaryDirectory()

    func store(_ fetcher: any ImageFetching, limits: CachingImageStore.Limits = .init(), diskLimit: Int = 200_000_000) -> CachingImageStore {
        CachingImageStore(fetcher: fetcher, diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache"), sizeLimit: diskLimit),
                          kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")), limits: limits)
    }

    let photo = URL(string: "https://example.com/photo.png")!

    @Test("Concurrent requests for one URL share one download; later ones come from memory, then from the kept copy")
    func caching() async throws {
        let fetcher = CountingFetcher([photo: .success(FetchedData(data: Pictures.png(400, 300), mimeType: "image/png"))], held: true)
        let store = store(fetcher)
        var starts = fetcher.started.makeAsyncIterator()
        async let first = store.image(at: photo)
        _ = await starts.next()  // the download is in flight (held) when the second request comes
        async let second = store.image(at: photo)
        await Task.yield()
        fetcher.release()
        let (a, b) = try await (first, second)
        #expect(a == b && a.aspectRatio == 4.0 / 3.0)
        #expect(fetcher.count.withLock { $0 } == 1)
        // A new process: memory is empty, the kept copy answers.
        let again = self.store(fetcher)
        #expect(again.cachedImage(at: photo)?.pixelSize == Image.PixelSize(width: 400, height: 300))
        _ = try await again.image(at: photo)
        #expect(fetcher.count.withLock { $0 } == 1)
    }

    @Test("Bad input gets a clear message: a web page, not an image, truncated, a decompression bomb")
    func badInput() async {
        let page = URL(string: "https://example.com/page")!, text = URL(string: "https://example.com/notes")!
        let truncated = URL(string: "https://example.com/cut.png")!, bomb = URL(string: "https://example.com/bomb.png")!
        let fetcher = CountingFetcher([
            page: .success(FetchedData(data: Data("<html><body>hi</body></html>".utf8), mimeType: "text/html")),
            text: .success(FetchedData(data: Data("hello".utf8), mimeType: "text/plain")),
            truncated: .success(FetchedData(data: Pictures.png(10, 10).prefix(14), mimeType: "image/png")),
            bomb: .success(FetchedData(data: Pictures.png(60_000, 60_000), mimeType: "image/png")),
        ])
        let store = store(fetcher)
        await #expect(message(store, page) == "Not a picture (a web page)")
        await #expect(message(store, text) == "Not a picture (text/plain)")
        await #expect(message(store, truncated) == "Incomplete PNG picture")
        await #expect(message(store, bomb).hasPrefix("Too many pixels (60000×60000)"))
        await #expect(message(store, URL(string: "https://example.com/nothing.png")!) == "Not found (404)")
        #expect(store.cachedImage(at: bomb) == nil)
    }

    @Test("A JPEG cut before its first scan is refused as incomplete; cut in its scan, it is a picture (issue 37, 12)")
    func jpegCutBeforeItsPixels() async throws {
        let whole = try Data(contentsOf: PicturePropertiesTests.fixtures.appendingPathComponent("camera.jpg"))
        // The scan header: FF DA, its length, then the image data.
        let scan = try #require((2..<whole.count - 1).first { whole[$0] == 0xFF && whole[$0 + 1] == 0xDA })
        let scanData = scan + 2 + Int(whole[scan + 2]) << 8 + Int(whole[scan + 3])
        let headers = URL(string: "https://example.com/headers.jpg")!, started = URL(string: "https://example.com/started.jpg")!
        let fetcher = CountingFetcher([
            headers: .success(FetchedData(data: whole.prefix(scan), mimeType: "image/jpeg")),
            started: .success(FetchedData(data: whole.prefix(scanData + 1), mimeType: "image/jpeg")),
        ])
        let store = store(fetcher)
        await #expect(message(store, headers) == "Incomplete JPEG picture")
        await #expect(message(store, started) == "loaded")
        #expect(throws: GalleryDropError.self) { try store.validated(try Image(data: whole.prefix(scanData))) }
        #expect(try store.validated(try Image(data: whole)).format == .jpeg)
    }

    @Test("A PNG, GIF or WebP cut before its image data is refused as incomplete; with data, it is a picture (issue 37, 12)")
    func pngGifAndWebPCutBeforeTheirPixels() throws {
        let store = store(CountingFetcher([:]))
        func verdict(_ data: Data) -> String {
            do {
                _ = try store.validated(try Image(data: data))
                return "picture"
            } catch {
                return GalleryDropError(describing: error).message
            }
        }
        let png = Pictures.png(40, 30), gif = Pictures.gif(40, 30)
        #expect(verdict(png.prefix(33)) == "Incomplete PNG picture")  // signature and IHDR
        #expect(verdict(png.prefix(41)) == "Incomplete PNG picture")  // the IDAT chunk's header alone
        #expect(verdict(png) == "picture")
        #expect(verdict(gif.prefix(13)) == "Incomplete GIF picture")  // the screen descriptor
        #expect(verdict(gif.prefix(24)) == "Incomplete GIF picture")  // the image's descriptor and code size
        #expect(verdict(gif) == "picture")
        // An animated WebP: VP8X, ANIM, then a frame (ANMF) holding a lossless bitstream.
        func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
            let size = UInt32(payload.count)
            return Array(type.utf8) + (0..<4).map { UInt8((size >> (8 * $0)) & 0xFF) } + payload + (payload.count % 2 == 1 ? [0] : [])
        }
        let canvas: [UInt8] = [0x12, 0, 0, 0, 39, 0, 0, 29, 0, 0]  // animation flag; 40 x 30
        let frame = chunk("ANMF", [0, 0, 0, 0, 0, 0, 39, 0, 0, 29, 0, 0, 100, 0, 0, 0] + chunk("VP8L", [0x2F, 39, 0x70, 3, 0]))
        func webP(_ chunks: [UInt8]) -> Data {
            let body = Array("WEBP".utf8) + chunks
            let size = UInt32(body.count)
            return Data(Array("RIFF".utf8) + (0..<4).map { UInt8((size >> (8 * $0)) & 0xFF) } + body)
        }
        let headers = chunk("VP8X", canvas) + chunk("ANIM", [0, 0, 0, 0, 0, 0])
        #expect(verdict(webP(headers)) == "Incomplete WEBP picture")
        #expect(verdict(webP(headers + frame).prefix(12 + headers.count + 8 + 16 + 8)) == "Incomplete WEBP picture")
        #expect(verdict(webP(headers + frame)) == "picture")
    }

    func message(_ store: CachingImageStore, _ url: URL) async -> String {
        do {
            _ = try await store.image(at: url)
            return "loaded"
        } catch {
            return GalleryDropError(describing: error).message
        }
    }

    @Test("The disk cache stays under its limit, dropping the least recently used first")
    func diskLimit() async throws {
        let cache = DiskCache(directory: directory.url.appendingPathComponent("small"), sizeLimit: 1_000)
        for name in ["a", "b", "c"] { try cache.store(Data(repeating: 1, count: 400), for: name) }
        #expect(cache.totalSize <= 1_000)
        #expect(cache.data(for: "a") == nil)
        #expect(cache.data(for: "c") != nil)
        _ = cache.file(for: "b")  // b is now more recent than c
        try cache.store(Data(repeating: 2, count: 400), for: "d")
        #expect(cache.data(for: "c") == nil && cache.data(for: "b") != nil)
        cache.clear()
        #expect(cache.totalSize == 0 && cache.data(for: "b") == nil)
    }

    @Test("The memory cache is bounded by bytes, not by the number of images")
    func memoryLimit() async throws {
        var limits = CachingImageStore.Limits()
        limits.memoryCacheBytes = 200
        let urls = (0..<50).map { URL(string: "https://example.com/\($0).gif")! }
        let fetcher = CountingFetcher(Dictionary(uniqueKeysWithValues: urls.map { ($0, .success(FetchedData(data: Pictures.gif(10, 20), mimeType: "image/gif"))) }))
        let store = store(fetcher, limits: limits)
        for url in urls { _ = try await store.image(at: url) }
        #expect(store.memoryCacheBytes <= 200)
    }

    @Test("A local picture's bytes are not held in memory once read: its file is read again (the system caches it)")
    func localFilesNotHeld() async throws {
        let file = directory.url.appendingPathComponent("local.png")
        let fetcher = CountingFetcher([file: .success(FetchedData(data: Pictures.png(400, 300), mimeType: "image/png"))])
        let store = store(fetcher)
        #expect(try await store.image(at: file).pixelSize == Image.PixelSize(width: 400, height: 300))
        #expect(store.memoryCacheBytes == 0)
        _ = try await store.image(at: file)
        #expect(fetcher.count.withLock { $0 } == 2)
    }

    @Test("Dropped bytes are kept as a file in the data directory")
    func saveDropped() async throws {
        let store = store(CountingFetcher([:]))
        let url = try await store.save(try Image(data: Pictures.png(3, 2)))
        #expect(url.isFileURL && url.pathExtension == "png")
        #expect(try Data(contentsOf: url) == Pictures.png(3, 2))
        #expect(try await store.image(at: url).pixelSize == Image.PixelSize(width: 3, height: 2))
    }

    @Test("LRU cache: recency order, eviction by cost, oversize values refused")
    func lru() {
        var cache = LRUCache<String, Int>(costLimit: 10)
        cache.insert(1, for: "a", cost: 4)
        cache.insert(2, for: "b", cost: 4)
        #expect(cache.value(for: "a") == 1)
        let evicted = cache.insert(3, for: "c", cost: 4)
        #expect(evicted.map(\.key) == ["b"])
        #expect(cache.keysByRecency == ["c", "a"])
        #expect(cache.insert(9, for: "huge", cost: 11).map(\.key) == ["huge"])
        #expect(!cache.contains("huge") && cache.totalCost == 8)
        cache.removeValue(for: "a")
        #expect(cache.keysByRecency == ["c"] && cache.totalCost == 4)
    }
}

@Suite("Fetching over HTTP from a local server", .serialized, .timeLimit(.minutes(1)))
struct HTTPFetcherTests {
    let server: LocalHTTPServer
    let fetcher = HTTPImageFetcher()

    init() throws {
        server = try LocalHTTPServer(routes: [
            "/photo.png": .ok(Pictures.png(640, 480), contentType: "image/png"),
            "/moved": .redirect("/photo.png"),
            "/missing.png": .status(404),
            "/broken": .status(500),
            "/silent.png": .silence,
            "/page.html": .ok(Data("<html></html>".utf8), contentType: "text/html"),
            "/huge-declared.png": .endless(declaredLength: 500_000_000),
            "/huge-undeclared.png": .endless(declaredLength: nil),
        ])
    }

    func message(_ path: String, timeout: Duration = .seconds(5), maximumSize: Int = 1_000_000) async -> String {
        do {
            let fetched = try await fetcher.fetch(server.url(path), timeout: timeout, maximumSize: maximumSize)
            return "\(fetched.data.count) \(fetched.mimeType ?? "?")"
        } catch {
            return GalleryDropError(describing: error).message
        }
    }

    @Test("200, a redirect, 404, 500, a server that never answers, a size limit")
    func statuses() async {
        defer { server.stop() }
        #expect(await message("/photo.png") == "\(Pictures.png(640, 480).count) image/png")
        #expect(await message("/moved") == "\(Pictures.png(640, 480).count) image/png")
        #expect(await message("/missing.png") == "Not found (404)")
        #expect(await message("/broken") == "Server error (500)")
        #expect(await message("/silent.png", timeout: .milliseconds(500)) == "Timed out after 0.5 s")
        #expect(await message("/photo.png", maximumSize: 10).hasPrefix("Too large"))
        #expect(await message("/page.html") == "13 text/html")
    }

    @Test("Too large names the size: the declared one, or, when only streaming finds it, over the limit")
    func tooLargeSaysHowLarge() async {
        defer { server.stop() }
        #expect(await message("/huge-declared.png", maximumSize: 50_000_000) == "Too large (500 MB; the limit is 50 MB)")
        #expect(await message("/huge-undeclared.png", timeout: .seconds(20), maximumSize: 50_000_000)
            == "Too large (over the limit of 50 MB)")
        #expect(await message("/photo.png", maximumSize: 10) == "Too large (\(Pictures.png(640, 480).count) bytes; the limit is 10 bytes)")
    }

    @Test("A 500 MB response: refused from its Content-Length; without one, dropped once past the limit")
    func bigResponsesStopAtTheLimit() async throws {
        defer { server.stop() }
        let residentBefore = Self.residentBytes()
        #expect(await message("/huge-declared.png", maximumSize: 1_000_000).hasPrefix("Too large"))
        let undeclared = await message("/huge-undeclared.png", timeout: .seconds(20), maximumSize: 1_000_000)
        #expect(undeclared.hasPrefix("Too large"), "\(undeclared)")
        // What arrives after the limit is discarded, never kept: the process does not grow by
        // anything like the response (a whole-body download held 500 MB and more).
        let growth = Self.residentBytes() - residentBefore
        #expect(growth < 200_000_000, "grew by \(growth) bytes")
        // And the transfers really stopped (the server's writes failed once the client went):
        // it could only fill the socket buffers.
        #expect(await server.endlessBodiesEnded(2, within: .seconds(20)))
        #expect(server.endlessBytesSent < 30_000_000, "the server sent \(server.endlessBytesSent) bytes")
    }

    static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}

@Suite("Pictures in a browser's selection", .timeLimit(.minutes(1)))
struct HTMLImageSourcesTests {
    @Test("Every img src in order, absolute or resolved, entities decoded, no duplicates or data URLs")
    func sources() {
        let html = """
            <meta charset="utf-8"><p>Trip</p><IMG class=x SRC="http://h/a.png?x=1&amp;y=2"> text
            <img alt='b' src='https://h/b.jpg'><img src=/c.gif><img src="data:image/png;base64,AAAA">
            <img src="http://h/a.png?x=1&amp;y=2"><image src="http://h/not-an-img.png">
            """
        #expect(HTMLImageSources.urls(in: html).map(\.absoluteString) == ["http://h/a.png?x=1&y=2", "https://h/b.jpg"])
        #expect(HTMLImageSources.urls(in: html, base: URL(string: "http://h/page.html")).map(\.absoluteString)
            == ["http://h/a.png?x=1&y=2", "https://h/b.jpg", "http://h/c.gif"])
        #expect(HTMLImageSources.urls(in: "<p>no pictures</p>").isEmpty)
        let utf16 = Data("<img src=\"http://h/é.png\">".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(HTMLImageSources.urls(inHTMLData: utf16).count == 1)
        #expect(HTMLImageSources.urls(inHTMLData: Data([0xFF, 0xFE]) + utf16).count == 1)
        #expect(HTMLImageSources.urls(inHTMLData: Data("<img src='http://h/x.png'>".utf8)).count == 1)
    }

    @Test("Time linear in the selection: many tags never closed are read once, not once per tag (found by fuzzing)")
    func unclosedTags() {
        // 20 KB of "<img " without a ">" took seconds (each tag was read to the end); 1 MB, hours.
        let unclosed = String(repeating: "<img ", count: 4_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(HTMLImageSources.urls(in: unclosed).isEmpty)
            #expect(HTMLImageSources.urls(in: unclosed + "<img src=http://h/a.png>").map(\.absoluteString) == ["http://h/a.png"])
            #expect(HTMLImageSources.urls(in: unclosed + "<img src=http://h/b.png <img src=http://h/c.png").map(\.absoluteString)
                == ["http://h/b.png", "http://h/c.png"])
        }
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
    }
}

@Suite("Images given to other applications", .timeLimit(.minutes(1)))
struct ExportTests {
    let directory = TemporaryDirectory()

    @Test("A downloaded image becomes a file named like it; a local one is itself; clearing removes the copies")
    func exported() async throws {
        let photo = URL(string: "https://example.com/pics/sunset.png?size=large")!
        let store = CachingImageStore(fetcher: CountingFetcher([photo: .success(FetchedData(data: Pictures.png(4, 3), mimeType: "image/png"))]),
                                      diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
        let file = try await store.exportedFile(for: photo)
        #expect(file.lastPathComponent == "sunset.png")
        #expect(try Data(contentsOf: file) == Pictures.png(4, 3))
        #expect(try await store.exportedFile(for: photo) == file)
        #expect(try await store.pngData(for: photo) == Pictures.png(4, 3))
        let local = try await store.save(try Image(data: Pictures.png(2, 2)))
        #expect(try await store.exportedFile(for: local) == local)
        store.clearCaches()
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(store.diskCache.totalSize == 0)
    }

    @Test("A local picture whose file went is missing, forgotten or not: its bytes are not held in memory")
    func forgetLocalPicture() async throws {
        let file = directory.url.appendingPathComponent("local.png")
        try Pictures.png(3, 2).write(to: file)
        let store = CachingImageStore(diskCache: DiskCache(directory: directory.url.appendingPathComponent("cache")),
                                      kept: KeptPictures(directory: directory.url.appendingPathComponent("pictures")))
        #expect(try await store.image(at: file).pixelSize == Image.PixelSize(width: 3, height: 2))
        try FileManager.default.removeItem(at: file)
        await #expect(throws: (any Error).self) { _ = try await store.image(at: file) }
        store.forget(file)
        await #expect(throws: (any Error).self) { _ = try await store.image(at: file) }
    }
}

@Suite("Deadlines", .timeLimit(.minutes(1)))
struct DeadlineTests {
    @Test("A download that ignores cancellation still answers at the deadline")
    func stubbornWork() async {
        // The work ends only once `stop` is set, after the answer: had the deadline waited for
        // it, this would never return (the suite's time limit fails it). No wall-clock bound,
        // which a loaded machine breaks.
        let stop = Mutex(false)
        do {
            _ = try await withDeadline(.milliseconds(200)) { () async throws -> Int in
                while !stop.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(20)) }  // deaf to cancellation
                return 1
            }
            Issue.record("expected a timeout")
        } catch {
            #expect(GalleryDropError(describing: error).message == "Timed out after 0.2 s")
        }
        stop.withLock { $0 = true }
    }

    @Test("Work that finishes first wins; its error comes through")
    func fastWork() async throws {
        #expect(try await withDeadline(.seconds(5)) { 42 } == 42)
        await #expect(throws: GalleryDropError.self) {
            try await withDeadline(.seconds(5)) { () async throws -> Int in throw GalleryDropError("Not found (404)") }
        }
    }
}
