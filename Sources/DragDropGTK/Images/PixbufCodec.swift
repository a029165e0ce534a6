import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Decodes and encodes images with gdk-pixbuf, off the main thread (each call works on
/// its own objects). Decoding is bounded: the size comes from the header first, and large
/// images are decoded straight to a smaller size, so a huge image never fills memory.
public enum PixbufCodec {
    /// A decoded image: a GdkPixbuf, or the GdkPixbufAnimation of an animated GIF or WebP
    /// (one reference owned by the value's receiver).
    public struct Decoded: @unchecked Sendable {
        enum Pixels {
            case still(OpaquePointer)
            case animation(OpaquePointer)
        }

        let pixels: Pixels
        /// How an animation's frames are turned (a still picture's pixels are turned already).
        var orientation = ImageOrientation.up
        /// Width in pixels, as shown.
        public let width: Int
        /// Height in pixels, as shown.
        public let height: Int
        /// Whether the picture's embedded orientation (EXIF) and the orientation asked for
        /// together turned it a quarter: it is shown with the stored width and height swapped.
        public var isQuarterTurned = false
        /// Whether the bytes ended or broke before the whole picture decoded: the part that
        /// decoded is shown (the rest grey), as Loupe shows a cut-short picture.
        public var isPartial = false

        /// Whether the image is animated (an animated GIF or WebP), its paintable playing it.
        public var isAnimated: Bool {
            if case .animation = pixels { return true }
            return false
        }
        /// How many frames of ``width`` × ``height`` the decoded pixels hold: 1 for a still;
        /// for an animated WebP its frames (each kept at the size shown); 2 for a GIF (the
        /// frame shown and gdk-pixbuf's composite).
        public var heldFrames = 1
        /// Bytes of decoded pixels the value holds (4 a pixel, ``heldFrames`` times).
        public var heldBytes: Int { width * height * 4 * heldFrames }

        /// Gives up the pixbuf or animation, unshown.
        public func discard() {
            switch pixels {
            case let .still(pixbuf): g_object_unref(UnsafeMutableRawPointer(pixbuf))
            case let .animation(animation): g_object_unref(UnsafeMutableRawPointer(animation))
            }
        }

        /// A GdkPaintable of the pixels (the caller owns one reference): a GdkTexture, or for
        /// an animation a paintable that plays it while it is drawn (paused with
        /// ``AnimatedPictures/isPaused``). Gives up the pixbuf or animation.
        @MainActor
        public func makePaintable() -> OpaquePointer {
            switch pixels {
            case let .still(pixbuf):
                let texture = gdk_texture_new_for_pixbuf(pixbuf)!
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
                return texture
            case let .animation(animation):
                let stored = orientation.swapsWidthAndHeight ? (width: height, height: width) : (width: width, height: height)
                let paintable = dd_animation_new(animation, Int32(stored.width), Int32(stored.height),
                                                 Int32(orientation.clockwiseQuarterTurns), orientation.isMirrored ? 1 : 0)!
                g_object_unref(UnsafeMutableRawPointer(animation))
                return paintable
            }
        }
    }

    /// The MIME types gdk-pixbuf's installed loaders read (webp-pixbuf-loader, librsvg's,
    /// heif-gdk-pixbuf and the AVIF loader add theirs when installed).
    public static let loadableMIMETypes: Set<String> = {
        var types: Set<String> = []
        var node = gdk_pixbuf_get_formats()
        defer { g_slist_free(node) }
        while let current = node {
            if let format = current.pointee.data.map({ OpaquePointer($0) }), let names = gdk_pixbuf_format_get_mime_types(format) {
                var index = 0
                while let name = names[index] {
                    types.insert(String(cString: name))
                    index += 1
                }
                g_strfreev(names)
            }
            node = current.pointee.next
        }
        return types
    }()

    /// The formats the core reads whose pixels an installed loader decodes: what a file
    /// chooser for pictures should list.
    public static var loadableFormats: [Image.Format] {
        Image.Format.allCases.filter { !$0.typeIdentifier.mimeTypes.filter(loadableMIMETypes.contains).isEmpty }
    }

    /// Decoders run here, not on Swift's cooperative pool (one thread a core): a decoder that
    /// hangs, abandoned, must not keep every other task of the process waiting.
    private static let decoding = DispatchQueue(label: "PixbufCodec.decoding", attributes: .concurrent)

    /// Runs `work` (a decoding) on the codec's own threads and waits for it without holding
    /// a thread of Swift's cooperative pool.
    public static func offTheCooperativePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            decoding.async { continuation.resume(with: Result { try work() }) }
        }
    }

    /// The most pixels a decoder may produce for one picture, by default (as the gallery's
    /// store allows).
    public static let defaultMaximumPixels = 100_000_000

    /// Decodes `image`, scaled down to fit `maxDimension` on its longer side, upright as its
    /// EXIF orientation says, then turned by `orientation` (the user's turn); a GIF or WebP of
    /// more than one frame is decoded as an animation (its frames scaled and turned when shown).
    ///
    /// The size is the decoder's own, learnt before it allocates anything (gdk-pixbuf's
    /// `size-prepared`): a picture whose header claims one size and whose data another is
    /// bounded by what would really be decoded, and loaders that scale while decoding (JPEG,
    /// SVG, WebP) never decode a tile at full size.
    /// Bytes cut short after part of the picture decoded give that part (``Decoded/isPartial``).
    /// - Throws: ``ImageDecodingError`` when gdk-pixbuf cannot read the bytes, naming the
    ///   missing loader when none reads the format, or when the decoder would produce more
    ///   than `maximumPixels`.
    public static func decode(_ image: Image, maxDimension: Int, orientation: ImageOrientation = .up,
                              maximumPixels: Int = defaultMaximumPixels) throws -> Decoded {
        let loaded = try boundedLoad(image, maxDimension: maxDimension, maximumPixels: maximumPixels,
                                     keepsAnimation: image.format == .gif || image.format == .webP)
        if let animation = loaded.animation {
            let scale = min(1, Double(maxDimension) / Double(max(loaded.decoded_width, loaded.decoded_height)))
            let width = max(1, Int((Double(loaded.decoded_width) * scale).rounded()))
            let height = max(1, Int((Double(loaded.decoded_height) * scale).rounded()))
            let shown = orientation.swapsWidthAndHeight ? (width: height, height: width) : (width: width, height: height)
            var decoded = Decoded(pixels: .animation(animation), orientation: orientation, width: shown.width, height: shown.height)
            decoded.isQuarterTurned = orientation.swapsWidthAndHeight
            // The frame shown is a texture of its own, beside the frames held.
            decoded.heldFrames = loaded.frames > 0 ? Int(loaded.frames) + 1 : 2
            return decoded
        }
        guard let stored = loaded.pixbuf else { throw ImageDecodingError(message: "Cannot decode the \(image.format.rawValue.uppercased()) image") }
        let (width, height) = (Int(gdk_pixbuf_get_width(stored)), Int(gdk_pixbuf_get_height(stored)))
        // A camera's EXIF orientation, as the loader read it: the picture upright. The result
        // is a new reference, even when it is `stored` itself (nothing to turn): `stored`'s
        // own reference goes either way, or every upright picture's pixels would leak.
        var pixbuf = stored
        if let upright = gdk_pixbuf_apply_embedded_orientation(stored) {
            g_object_unref(UnsafeMutableRawPointer(stored))
            pixbuf = upright
        }
        pixbuf = turned(pixbuf, by: orientation)
        var decoded = Decoded(pixels: .still(pixbuf), width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))
        decoded.isQuarterTurned = width != height && decoded.width == height && decoded.height == width
        decoded.isPartial = loaded.partial != 0
        return decoded
    }

    /// `image` decoded by ``dd_bounded_load``: refused over `maximumPixels` as the decoder
    /// reports the size, failed with gdk-pixbuf's reason.
    private static func boundedLoad(_ image: Image, maxDimension: Int, maximumPixels: Int, keepsAnimation: Bool) throws -> DDBoundedLoadResult {
        try requireLoader(for: image.format)
        var error: UnsafeMutablePointer<GError>?
        let result = image.data.withUnsafeBytes { bytes in
            dd_bounded_load(bytes.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(bytes.count), Int32(clamping: maxDimension),
                            gint64(maximumPixels), keepsAnimation ? 1 : 0, &error)
        }
        if result.refused != 0 {
            let size = Image.PixelSize(width: Int(result.decoded_width), height: Int(result.decoded_height))
            throw ImageDecodingError(message: size.width > 0 && size.height > 0
                ? "Too many pixels (\(size) as decoded); the limit is " + (maximumPixels.isMultiple(of: 1_000_000)
                    ? "\(maximumPixels / 1_000_000) megapixels" : "\(maximumPixels) pixels")
                : "The \(image.format.rawValue.uppercased()) image has no size")
        }
        if let error {
            let message = String(cString: error.pointee.message)
            g_error_free(error)
            throw ImageDecodingError(message: "Cannot decode the image: \(message)")
        }
        return result
    }

    /// `pixbuf` mirrored and turned as `orientation` says (gives up `pixbuf`, returns a pixbuf
    /// the caller owns; `pixbuf` itself when there is nothing to do or no memory to do it).
    private static func turned(_ pixbuf: OpaquePointer, by orientation: ImageOrientation) -> OpaquePointer {
        var current = pixbuf
        if orientation.isMirrored, let flipped = gdk_pixbuf_flip(current, 1) {
            g_object_unref(UnsafeMutableRawPointer(current))
            current = flipped
        }
        // gdk-pixbuf's angles are counterclockwise degrees.
        let degrees = [0, 270, 180, 90][orientation.clockwiseQuarterTurns]
        if degrees != 0, let rotated = gdk_pixbuf_rotate_simple(current, GdkPixbufRotation(rawValue: UInt32(degrees))) {
            g_object_unref(UnsafeMutableRawPointer(current))
            current = rotated
        }
        return current
    }

    /// Re-encodes `image` as PNG at full size (refused over `maximumPixels`, as decoded).
    public static func pngData(from image: Image, maximumPixels: Int = defaultMaximumPixels) throws -> Data {
        guard let pixbuf = try boundedLoad(image, maxDimension: 0, maximumPixels: maximumPixels, keepsAnimation: false).pixbuf else {
            throw ImageDecodingError(message: "Cannot decode the \(image.format.rawValue.uppercased()) image")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard dd_pixbuf_save_png(pixbuf, &buffer, &size, &error) != 0, let buffer else {
            defer { if error != nil { g_error_free(error) } }
            throw ImageDecodingError(message: "Cannot encode PNG: \(error.map { String(cString: $0.pointee.message) } ?? "unknown error")")
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// Says which Debian package reads a format no installed loader reads.
    private static func requireLoader(for format: Image.Format) throws {
        guard !loadableFormats.contains(format) else { return }
        let package: String = switch format {
        case .webP: "webp-pixbuf-loader"
        case .svg: "librsvg2-common"
        case .heic: "heif-gdk-pixbuf"
        case .avif: "libavif-gdk-pixbuf"
        default: "libgdk-pixbuf-2.0-0"
        }
        throw ImageDecodingError(message: "No decoder for \(format.rawValue.uppercased()) pictures is installed (Debian: \(package))")
    }
}

/// Why an image could not be decoded.
public struct ImageDecodingError: Error, CustomStringConvertible, Sendable {
    /// Why the bytes could not be decoded.
    public let message: String
    public var description: String { message }
}
