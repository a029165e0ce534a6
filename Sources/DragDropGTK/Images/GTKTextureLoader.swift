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
    private var failures: [URL: String] = [:]
    private var waiting: [Key: [ObjectIdentifier: @MainActor () -> Void]] = [:]

    /// - Parameters:
    ///   - maxDimension: the longest side a texture is decoded at.
    ///   - memoryLimit: bytes of decoded pixels kept (4 per pixel).
    ///   - fetch: the encoded image for a URL (from the app's store and caches).
    public init(maxDimension: Int = 1024, memoryLimit: Int = 256_000_000, fetch: @escaping @Sendable (URL) async throws -> Image) {
        self.maxDimension = maxDimension
        self.fetch = fetch
        textures = LRUCache(costLimit: memoryLimit)
    }

    /// Bytes of decoded pixels held now.
    public var textureBytes: Int { textures.totalCost }
    /// Pictures being loaded now.
    public var loadsInFlight: Int { waiting.count }

    public func picture(for url: URL, requester: AnyObject, whenReady: @escaping @MainActor () -> Void) -> GTKPictureState {
        let key = Key(url: url, orientation: orientation(url))
        if let texture = textures.value(for: key) { return .ready(texture.pointer) }
        if let failure = failures[url] { return .failed(failure) }
        if waiting[key] != nil {
            waiting[key]?[ObjectIdentifier(requester)] = whenReady
            return .loading
        }
        waiting[key] = [ObjectIdentifier(requester): whenReady]
        let fetch = self.fetch, maxDimension = self.maxDimension, orientation = key.orientation, observer = decodeObserver
        Task.detached {
            let result: Result<(PixbufCodec.Decoded, Image.PixelSize), ImageDecodingError>
            do {
                let image = try await fetch(url)
                let decodingEnded = try observer?(url)
                defer { decodingEnded?() }
                let decoded = try PixbufCodec.decode(image, maxDimension: maxDimension, orientation: orientation)
                let size = image.pixelSize, turned = decoded.isQuarterTurned != orientation.swapsWidthAndHeight
                result = .success((decoded, turned ? Image.PixelSize(width: size.height, height: size.width) : size))
            } catch let error as ImageDecodingError {
                result = .failure(error)
            } catch {
                result = .failure(ImageDecodingError(message: String(describing: error)))
            }
            await self.finish(key, result)
        }
        return .loading
    }

    /// Stops waiting for `url`: its tiles show `reason` as a failure now, and a load that
    /// ends later is dropped (a decoder that hangs: the application's watchdog gave up on it).
    public func abandon(_ url: URL, reason: String) {
        failures[url] = reason
        onFailed?(url, reason)
        let keys = waiting.keys.filter { $0.url == url }
        for key in keys {
            for callback in (waiting.removeValue(forKey: key) ?? [:]).values { callback() }
        }
    }

    /// Forgets a URL's failure (to retry) and textures.
    public func forget(_ url: URL) {
        failures[url] = nil
        for orientation in ImageOrientation.allCases { textures.removeValue(for: Key(url: url, orientation: orientation)) }
    }

    private func finish(_ key: Key, _ result: Result<(PixbufCodec.Decoded, Image.PixelSize), ImageDecodingError>) {
        let url = key.url
        guard waiting[key] != nil else {  // abandoned meanwhile
            if case let .success((decoded, _)) = result { decoded.discard() }
            return
        }
        switch result {
        case let .success((decoded, size)):
            // An animation holds its current frame and gdk-pixbuf's frames: counted as two pictures.
            textures.insert(Texture(decoded.makePaintable()), for: key, cost: decoded.width * decoded.height * 4 * (decoded.isAnimated ? 2 : 1))
            onLoaded?(url, size)
        case let .failure(error):
            failures[url] = error.message
            onFailed?(url, error.message)
        }
        for callback in (waiting.removeValue(forKey: key) ?? [:]).values { callback() }
    }
}
