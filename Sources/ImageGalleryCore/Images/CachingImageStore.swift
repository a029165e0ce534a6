import DragDrop
import Foundation
import Synchronization

/// The gallery's image store: images fetched by URL through an ``ImageFetching``, checked
/// (really an image, not an HTML page; not a decompression bomb), pictures from the web held
/// in a bounded memory cache (LRU by bytes); concurrent requests for one URL share one
/// download. A local file is read again each time: the system's page cache keeps it, outside
/// the process's memory, so scrolling a local library does not fill the process with bytes. Every picture
/// from the web, and every dropped or pasted picture, is kept for good in ``kept`` (under the
/// data directory, never evicted): a site that goes away or a cleared cache loses nothing.
/// The disk cache of earlier versions is only read, to move what it holds into ``kept``.
package final class CachingImageStore: GalleryImageStore {
    package struct Limits: Sendable {
        /// Per download, including a server that never answers.
        package var timeout: Duration = .seconds(30)
        /// Encoded bytes per image.
        package var maximumBytes = 50_000_000
        /// Pixels per image (width × height): more is refused before any decoding.
        package var maximumPixels = 100_000_000
        /// Encoded bytes of pictures from the web kept in memory.
        package var memoryCacheBytes = 64_000_000

        package init() {}
    }

    package let limits: Limits
    /// Earlier versions' downloads (read to move them into ``kept``) and files made for drags out.
    package let diskCache: DiskCache
    /// The pictures kept for good: from the web, dropped and pasted.
    package let kept: KeptPictures
    private let fetcher: any ImageFetching
    private let memory: Mutex<LRUCache<URL, Image>>
    private let inFlight = Mutex<[URL: Task<Image, any Error>]>([:])
    /// Re-encodes an image as PNG (the app supplies a decoder); nil: only PNGs are given as PNG.
    private let pngEncoder: (@Sendable (Image) throws -> Data)?

    package init(fetcher: any ImageFetching = HTTPImageFetcher(), diskCache: DiskCache, kept: KeptPictures,
                limits: Limits = Limits(), pngEncoder: (@Sendable (Image) throws -> Data)? = nil) {
        self.fetcher = fetcher
        self.diskCache = diskCache
        self.kept = kept
        self.limits = limits
        self.pngEncoder = pngEncoder
        memory = Mutex(LRUCache(costLimit: limits.memoryCacheBytes))
    }

    /// The bytes of the images held in memory now.
    package var memoryCacheBytes: Int { memory.withLock { $0.totalCost } }

    package func image(at url: URL) async throws -> Image {
        if let image = memory.withLock({ $0.value(for: url) }) { return image }
        let task = inFlight.withLock { tasks in
            if let task = tasks[url] { return task }
            let task = Task { try await self.load(url) }
            tasks[url] = task
            return task
        }
        defer { inFlight.withLock { $0[url] = nil } }
        return try await task.value
    }

    package func cachedImage(at url: URL) -> Image? {
        if let image = memory.withLock({ $0.value(for: url) }) { return image }
        guard !url.isFileURL, let data = kept.data(for: url), let image = try? Image(data: data) else { return nil }
        remember(image, for: url)
        return image
    }

    /// The image as PNG bytes, for other applications.
    package func pngData(for url: URL) async throws -> Data {
        let image = try await image(at: url)
        if image.format == .png { return image.data }
        guard let pngEncoder else { throw GalleryDropError(tr("Cannot convert %@ to PNG", image.format.rawValue.uppercased())) }
        return try pngEncoder(image)
    }

    /// A local file for the image: a local image itself; a downloaded one copied once into
    /// the cache's exports folder under its own name (so the receiver sees a proper file name).
    package func exportedFile(for url: URL) async throws -> URL {
        let image = try await image(at: url)
        if url.isFileURL { return url }
        let name = url.lastPathComponent.isEmpty || url.lastPathComponent == "/"
            ? "image.\(image.format.typeIdentifier.preferredFilenameExtension ?? "img")" : url.lastPathComponent
        let folder = exportsDirectory.appendingPathComponent(DiskCache.fileName(for: url.absoluteString), isDirectory: true)
        let file = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: file.path) { return file }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(image.data, to: file)
        } catch {
            throw GalleryDropError(tr("Cannot write the picture to a file: %@", "\(error)"))
        }
        return file
    }

    package func validated(_ image: Image) throws -> Image {
        guard image.data.count <= limits.maximumBytes else {
            throw GalleryDropError.tooLarge(bytes: image.data.count, limit: limits.maximumBytes)
        }
        return try checked(image.data, mimeType: nil)
    }

    package func save(_ image: Image) async throws -> URL {
        let image = try validated(image)
        let url: URL
        do {
            url = try kept.keep(image)
        } catch {
            throw GalleryDropError(tr("Cannot keep the dropped picture: %@", "\(error)"))
        }
        remember(image, for: url)
        return url
    }

    /// Moves into ``kept`` the web pictures among `addresses` that only earlier versions'
    /// disk cache holds (first start after an update); what it does not hold is fetched
    /// and kept the first time it is shown. Returns how many were moved.
    @discardableResult
    package func keepCachedPictures(of addresses: [URL]) -> Int {
        Set(addresses).filter { !$0.isFileURL && !kept.contains($0) && keepFromOldCache($0) != nil }.count
    }

    /// The picture at `address` as earlier versions' disk cache holds it, once kept.
    private func keepFromOldCache(_ address: URL) -> Image? {
        guard let data = diskCache.data(for: address.absoluteString), let image = try? checked(data, mimeType: nil),
              (try? kept.keep(image, for: address)) != nil else { return nil }
        return image
    }

    /// Files made for drags out (hidden inside the disk cache's folder, which skips it).
    package var exportsDirectory: URL { diskCache.directory.appendingPathComponent(".exports", isDirectory: true) }

    /// A local file's size, or a kept picture's (from its file's attributes).
    package func storedByteCount(of url: URL) -> Int? {
        if let file = LocalFile(url) { return try? file.status().size }
        return kept.fingerprint(for: url)?.byteCount
    }

    /// A local file's digest (its bytes read), or a kept picture's (its name: nothing read).
    package func digest(of url: URL) -> String? {
        if let file = LocalFile(url) { return (try? file.read()).map(KeptPictures.digest(of:)) }
        return kept.fingerprint(for: url)?.digest
    }

    /// Forgets the bytes of `url` held in memory: its file changed, went or came back.
    package func forget(_ url: URL) {
        memory.withLock { _ = $0.removeValue(for: url) }
    }

    /// Empties the memory and disk caches and the exported files; the pictures kept for
    /// good stay.
    package func clearCaches() {
        memory.withLock { $0.removeAll() }
        diskCache.clear()
        try? FileManager.default.removeItem(at: exportsDirectory)
    }

    private func load(_ url: URL) async throws -> Image {
        // A `data:` URL holds its bytes: nothing to keep for its address (the gallery keeps
        // the picture itself, ``save(_:)``).
        let isAddress = !url.isFileURL && !DataURL.isDataURL(url)
        if isAddress {
            if let image = kept.data(for: url).flatMap({ try? checked($0, mimeType: nil) }) ?? keepFromOldCache(url) {
                remember(image, for: url)
                return image
            }
        }
        let fetched = try await fetcher.fetch(url, timeout: limits.timeout, maximumSize: limits.maximumBytes)
        let image = try checked(fetched.data, mimeType: fetched.mimeType)
        if isAddress {
            // A picture the gallery cannot keep is not added: it would be lost with its site.
            do {
                try kept.keep(image, for: url)
            } catch {
                throw GalleryDropError(tr("Cannot keep the picture: %@", "\(error)"))
            }
            remember(image, for: url)
        }
        return image
    }

    /// The bytes as an image, or why not: an HTML page, not an image, truncated (cut before
    /// its first pixel data too: a JPEG's first scan, a PNG's IDAT, a GIF's or WebP's first
    /// frame), too many pixels.
    func checked(_ data: Data, mimeType: String?) throws -> Image {
        let image: Image
        do {
            image = try Image(data: data)
        } catch {
            if let mimeType, mimeType.hasPrefix("text/html") || mimeType.hasPrefix("application/xhtml") {
                throw GalleryDropError(tr("Not a picture (a web page)"))
            }
            if let mimeType, !mimeType.hasPrefix("image/") { throw GalleryDropError(tr("Not a picture (%@)", mimeType)) }
            throw GalleryDropError(describing: error)
        }
        // The limit first: the header says it, and a bomb's first row is not worth inflating.
        let pixels = image.pixelSize.width.multipliedReportingOverflow(by: image.pixelSize.height)
        guard !pixels.overflow, pixels.partialValue <= limits.maximumPixels else {
            throw GalleryDropError(tr("Too many pixels (%@); the limit is %ld megapixels", "\(image.pixelSize)", limits.maximumPixels / 1_000_000))
        }
        // Cut before its first row of pixels: nothing would decode (cut later, what decodes
        // is shown).
        guard PixelDataScan.begins(in: data, format: image.format) else {
            throw GalleryDropError(describing: ImageHeaderError.truncated(image.format))
        }
        return image
    }

    private func remember(_ image: Image, for url: URL) {
        memory.withLock { _ = $0.insert(image, for: url, cost: image.data.count) }
    }
}
