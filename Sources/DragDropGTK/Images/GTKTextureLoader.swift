import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// What an image source has for a URL now.
public enum GTKPictureState {
    /// A GdkPaintable — a GdkTexture, or an animation that plays while it is drawn — kept
    /// alive by the source while it is cached (GtkPicture takes its own reference).
    case ready(OpaquePointer)
    /// Still loading; a spinner is shown meanwhile.
    case loading
    /// It could not be loaded or decoded; the message says why.
    case failed(String)
}

/// Supplies the pictures of image cells (``DragDrop/CellContent/image(_:accessibilityLabel:)``).
@MainActor
public protocol GTKImageSource: AnyObject {
    /// The picture for `url`; when it is `.loading`, `whenReady` runs once it is ready or
    /// failed — once per `requester`, however often it asks meanwhile.
    func picture(for url: URL, requester: AnyObject, whenReady: @escaping @MainActor () -> Void) -> GTKPictureState
}

/// Loads pictures off the main thread — fetch through the app's store, decode with
/// gdk-pixbuf at a bounded size — and keeps the textures in an LRU cache bounded by their
/// bytes. Several cells asking for one URL share one load.
///
/// Loads run a few at a time, the picture asked for last first (the core's `RecencyQueue`): a picture
/// that scrolled out of view before its load started is not loaded (its requesters are told,
/// and ask again if they still show it), so a fast scroll through thousands of photos leaves
/// no backlog of loads, each holding a file's bytes, behind it.
///
/// Memory follows what is on screen, not what was ever shown: a texture a widget shows is
/// found again through a weak reference however far the cache has moved on (it costs
/// nothing more while it shows), and the cache itself is only a reserve of pictures shown a
/// moment ago, for scrolling back. Once no picture has been asked for during
/// ``idleDelay`` (scrolling stopped), the reserve is let go — only what shows stays — and
/// malloc is asked to give the freed pixels back to the system.
@MainActor
public final class GTKTextureLoader: GTKImageSource {
    private final class Texture: @unchecked Sendable {
        let pointer: OpaquePointer
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
    }

    /// Called once per successful load with the image's real pixel size upright: turned by
    /// its EXIF orientation, not by ``orientation``.
    public var onLoaded: ((URL, Image.PixelSize) -> Void)?
    /// Called once per failed load with a short reason.
    public var onFailed: ((URL, String) -> Void)?
    /// How each picture is turned, beyond its own EXIF orientation (a photo application's
    /// rotate and flip), asked each time a picture is asked for; each orientation of a
    /// picture is a texture of its own, so turning back (an undo) shows the one kept.
    public var orientation: (URL) -> ImageOrientation = { _ in .up }
    /// Told, off the main thread, before each picture is decoded; the closure it returns is
    /// called once the decoding is over, however it ended. It may throw to refuse the
    /// decoding (a picture set aside by the application), its error the tile's reason. An
    /// application's crash journal and watchdog (see ``abandon(_:reason:)``).
    public var decodeObserver: (@Sendable (URL) throws -> @Sendable () -> Void)?
    /// Pictures are decoded no larger than this many pixels on their longer side.
    public let maxDimension: Int
    private let fetch: @Sendable (URL) async throws -> Image
    /// A picture as shown: its address and how it is turned.
    private struct Key: Hashable {
        let url: URL
        let orientation: ImageOrientation
    }

    private var textures: LRUCache<Key, Texture>
    private let shown = WeakPaintables<Key>()
    /// How long without a picture asked for before the reserve is let go; nil: never.
    public let idleDelay: Duration?
    /// When a picture was last asked for, and whether a release is waiting for quiet.
    private var lastAsked = ContinuousClock.now
    private var releaseScheduled = false
    private var failures: [URL: String] = [:]
    private var waiting: [Key: [ObjectIdentifier: @MainActor () -> Void]] = [:]
    private var queue: RecencyQueue<Key, ContinuousClock.Instant>
    /// The loads under way, by number (a picture abandoned and asked for again has two).
    private var running: [Int: Key] = [:]
    private var nextLoadNumber = 0

    /// - Parameters:
    ///   - maxDimension: the longest side a texture is decoded at.
    ///   - memoryLimit: bytes of decoded pixels (4 per pixel) kept beyond those shown.
    ///   - idleDelay: how long without a picture asked for before only those shown are kept.
    ///   - fetch: the encoded image for a URL (from the app's store and caches).
    ///   - concurrentLoads: how many pictures are fetched and decoded at once.
    public init(maxDimension: Int = 1024, memoryLimit: Int = 64_000_000, idleDelay: Duration? = .seconds(2),
                concurrentLoads: Int = min(4, max(2, ProcessInfo.processInfo.activeProcessorCount)),
                fetch: @escaping @Sendable (URL) async throws -> Image) {
        queue = RecencyQueue(maxRunning: concurrentLoads, staleAfter: .seconds(1))
        self.maxDimension = maxDimension
        self.fetch = fetch
        self.idleDelay = idleDelay
        textures = LRUCache(costLimit: memoryLimit)
    }

    /// Bytes of decoded pixels alive now: those the cache keeps and those widgets still show
    /// after the cache let them go (so a picture on screen always counts).
    /// - Complexity: O(pictures decoded since the reserve was last let go).
    public var textureBytes: Int { shown.aliveCost }
    /// Bytes of decoded pixels the cache itself keeps (the reserve; at most its memory limit).
    public var cachedTextureBytes: Int { textures.totalCost }
    /// Pictures being loaded now.
    public var loadsInFlight: Int { waiting.count }

    public func picture(for url: URL, requester: AnyObject, whenReady: @escaping @MainActor () -> Void) -> GTKPictureState {
        let key = Key(url: url, orientation: orientation(url))
        noteAsked()
        if let texture = textures.value(for: key) { return .ready(texture.pointer) }
        if let alive = shown.take(key) {
            // Let go by the cache while a widget showed it: kept again, not decoded again.
            textures.insert(Texture(alive.object), for: key, cost: alive.cost)
            return .ready(alive.object)
        }
        if let failure = failures[url] { return .failed(failure) }
        if waiting[key] != nil {
            waiting[key]?[ObjectIdentifier(requester)] = whenReady
            queue.askAgain(key, at: .now)
            return .loading
        }
        waiting[key] = [ObjectIdentifier(requester): whenReady]
        queue.ask(key, at: .now)
        startLoads()
        return .loading
    }

    /// Starts what the queue says may start; tells the requesters of the pictures it dropped
    /// (later, not from inside their own request), so that those still shown ask again.
    private func startLoads() {
        let (start, dropped) = queue.next()
        for key in start { load(key) }
        let callbacks = dropped.flatMap { (waiting.removeValue(forKey: $0) ?? [:]).values }
        if !callbacks.isEmpty {
            Task { @MainActor in
                for callback in callbacks { callback() }
            }
        }
    }

    /// Fetches and decodes `key`'s picture off the main thread.
    private func load(_ key: Key) {
        let url = key.url
        let fetch = self.fetch, maxDimension = self.maxDimension, orientation = key.orientation, observer = decodeObserver
        let number = nextLoadNumber
        nextLoadNumber += 1
        running[number] = key
        Task.detached {
            let result: Result<(PixbufCodec.Decoded, Image.PixelSize), ImageDecodingError>
            do {
                let image = try await fetch(url)
                let decoded = try await PixbufCodec.offTheCooperativePool {
                    let decodingEnded = try observer?(url)
                    defer { decodingEnded?() }
                    return try PixbufCodec.decode(image, maxDimension: maxDimension, orientation: orientation)
                }
                let size = image.pixelSize, turned = decoded.isQuarterTurned != orientation.swapsWidthAndHeight
                result = .success((decoded, turned ? Image.PixelSize(width: size.height, height: size.width) : size))
            } catch let error as ImageDecodingError {
                result = .failure(error)
            } catch {
                result = .failure(ImageDecodingError(message: String(describing: error)))
            }
            await self.finish(key, number, result)
        }
    }

    /// Stops waiting for `url`: its tiles show `reason` as a failure now, its loads' places
    /// go to other pictures, and a load that ends later is dropped (a decoder that hangs: the
    /// application's watchdog gave up on it; it may never end).
    public func abandon(_ url: URL, reason: String) {
        failures[url] = reason
        onFailed?(url, reason)
        for (number, key) in running where key.url == url {
            running[number] = nil
            queue.finished()
        }
        for key in waiting.keys.filter({ $0.url == url }) {
            for callback in (waiting.removeValue(forKey: key) ?? [:]).values { callback() }
        }
        startLoads()
    }

    /// Forgets a URL's failure (to retry) and textures.
    public func forget(_ url: URL) {
        failures[url] = nil
        for orientation in ImageOrientation.allCases {
            textures.removeValue(for: Key(url: url, orientation: orientation))
            shown.forget(Key(url: url, orientation: orientation))
        }
    }

    /// Lets go of every texture no widget shows, and gives the freed memory back to the
    /// system; those shown stay, and are kept again when asked for.
    public func releaseUnshown() {
        textures.removeAll()
        shown.forgetFinalized()
        ProcessMemory.returnFreedMemory()
    }

    /// Notes that a picture was asked for, and makes sure the reserve is let go once none has
    /// been for ``idleDelay``.
    private func noteAsked() {
        lastAsked = .now
        guard let idleDelay, !releaseScheduled else { return }
        releaseScheduled = true
        Task { [weak self] in
            var wait = idleDelay
            while true {
                try? await Task.sleep(for: wait)
                guard let self else { return }
                let quiet = ContinuousClock.now - self.lastAsked
                if quiet >= idleDelay, self.waiting.isEmpty { break }
                wait = max(idleDelay - quiet, .milliseconds(100))
            }
            self?.releaseScheduled = false
            self?.releaseUnshown()
        }
    }

    private func finish(_ key: Key, _ number: Int, _ result: Result<(PixbufCodec.Decoded, Image.PixelSize), ImageDecodingError>) {
        guard running.removeValue(forKey: number) != nil else {  // abandoned: its place was given back then
            if case let .success((decoded, _)) = result { decoded.discard() }
            return
        }
        queue.finished()
        defer { startLoads() }
        let url = key.url
        switch result {
        case let .success((decoded, size)):
            // An animation holds its current frame and its frames (``PixbufCodec/Decoded/heldBytes``).
            let paintable = decoded.makePaintable(), cost = decoded.heldBytes
            textures.insert(Texture(paintable), for: key, cost: cost)
            shown.remember(paintable, cost: cost, for: key)
            onLoaded?(url, size)
        case let .failure(error):
            failures[url] = error.message
            onFailed?(url, error.message)
        }
        for callback in (waiting.removeValue(forKey: key) ?? [:]).values { callback() }
    }
}
