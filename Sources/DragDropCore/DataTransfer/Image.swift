import Foundation

/// An encoded image (PNG, JPEG, GIF, WebP, TIFF, BMP, HEIC, AVIF or SVG) and its pixel size,
/// read from the file header without decoding any pixels. The core's stand-in for `UIImage`
/// in drag and drop.
public struct Image: Hashable, Sendable {
    /// The encodings recognised.
    public enum Format: String, Sendable, CaseIterable {
        /// The web's formats.
        case png, jpeg, gif, webP
        /// TIFF and BMP.
        case tiff, bmp
        /// HEIC / HEIF (phones' photos) and AVIF.
        case heic, avif
        /// SVG: its size is the one its root element declares (`width` / `height`, else the
        /// `viewBox`).
        case svg

        /// The type identifier of the encoding.
        public var typeIdentifier: TypeIdentifier {
            switch self {
            case .png: .png
            case .jpeg: .jpeg
            case .gif: .gif
            case .webP: .webP
            case .tiff: .tiff
            case .bmp: .bmp
            case .heic: .heic
            case .avif: .avif
            case .svg: .svg
            }
        }
    }

    /// A size in whole pixels.
    public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
        /// Pixels across.
        public let width: Int
        /// Pixels down.
        public let height: Int

        /// A size of `width` × `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public var description: String { "\(width)×\(height)" }
    }

    /// The encoded bytes, unchanged.
    public let data: Data
    /// The encoding, read from the header.
    public let format: Format
    /// The size in pixels, read from the header.
    public let pixelSize: PixelSize

    /// The size in points, one per pixel (UIImage's `size`, so ported aspect-ratio code
    /// reads `image.size.width / image.size.height` unchanged).
    public var size: Size { Size(width: Double(pixelSize.width), height: Double(pixelSize.height)) }

    /// Width divided by height.
    public var aspectRatio: Double { Double(pixelSize.width) / Double(pixelSize.height) }

    /// Reads the format and size from `data`'s header.
    /// - Throws: ``ImageHeaderError`` when the bytes are in none of the formats, are
    ///   truncated before the size, or give a zero size.
    /// - Complexity: O(1) for PNG, GIF, WebP and BMP; O(segments, entries or boxes before the
    ///   size) for JPEG, TIFF, HEIC and AVIF (the box tree walked, at most 10,000 boxes a
    ///   container); O(bytes up to the root element) for SVG, O(bytes) when its DOCTYPE
    ///   declares entities.
    public init(data: Data) throws(ImageHeaderError) {
        let header = try ImageHeader(data)
        self.data = data
        self.format = header.format
        self.pixelSize = PixelSize(width: header.width, height: header.height)
    }
}

extension Image: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] {
        Format.allCases.map(\.typeIdentifier)
    }

    /// An image offers its own format only.
    public var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [format.typeIdentifier] }

    public func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data {
        guard type.conforms(to: format.typeIdentifier) || format.typeIdentifier.conforms(to: type) else {
            throw ItemProviderError.unsupportedType(requested: [type], available: [format.typeIdentifier])
        }
        return data
    }

    public static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.image] }

    public static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> Image {
        try Image(data: data)
    }
}
