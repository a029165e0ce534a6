import DragDrop
import Foundation

/// One image of a gallery: where it lives and its shape. The pixels are not stored
/// (seed 004); they are fetched and cached.
package struct GalleryImage: Hashable, Sendable, Codable, Identifiable {
    package let id: UUID
    package var url: URL
    /// Width / height as shown; 1 after a failed load (the error cell is square).
    package var aspectRatio: Double
    /// How the user turned the picture (Rotate, Flip), beyond its own EXIF orientation;
    /// nil when upright (and in documents saved before pictures could be turned).
    package var orientation: ImageOrientation?

    package init(id: UUID = UUID(), url: URL, aspectRatio: Double, orientation: ImageOrientation? = nil) {
        self.id = id
        self.url = url
        self.aspectRatio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
        self.orientation = orientation == .up ? nil : orientation
    }
}

/// A named, ordered set of images.
package struct Gallery: Hashable, Sendable, Codable, Identifiable {
    package let id: UUID
    package var name: String
    package var images: [GalleryImage]

    package init(id: UUID = UUID(), name: String, images: [GalleryImage] = []) {
        self.id = id
        self.name = name
        self.images = images
    }
}

/// What a dragged gallery image carries inside the application (its local object).
package struct GalleryImageReference: Hashable, Sendable {
    package let galleryID: UUID
    package let image: GalleryImage
}

/// Where images come from: fetched by URL (with caching), or saved from dropped bytes.
package protocol GalleryImageStore: Sendable {
    /// The image at `url`, from the cache or the network; throws a readable error.
    func image(at url: URL) async throws -> Image
    /// The cached bytes of `url`, if any, without fetching.
    func cachedImage(at url: URL) -> Image?
    /// The image as PNG bytes (for dragging out to other applications).
    func pngData(for url: URL) async throws -> Data
    /// A local file holding the image, named like it (for dragging out as a file).
    func exportedFile(for url: URL) async throws -> URL
    /// The image if it passes the checks every image entering the gallery passes (really an
    /// image, within the byte and pixel limits), else a readable error.
    func validated(_ image: Image) throws -> Image
    /// Keeps dropped bytes that came without a (web) URL and returns a URL for them; the
    /// bytes are checked as ``validated(_:)`` does first.
    func save(_ image: Image) async throws -> URL
    /// How many bytes the picture at `url` has, without reading it (for duplicates); nil when
    /// the store cannot tell.
    func storedByteCount(of url: URL) -> Int?
    /// The SHA-256 digest (hex) of the picture at `url`'s bytes; nil when unknown.
    func digest(of url: URL) -> String?
}

extension GalleryImageStore {
    /// Unknown: pictures are then duplicates only by address.
    package func storedByteCount(of url: URL) -> Int? { nil }
    /// Unknown: pictures are then duplicates only by address.
    package func digest(of url: URL) -> String? { nil }
}
