import CDragDropGtk
import DragDrop
@testable import DragDropGTK
import Foundation
import Testing

/// Decoding with gdk-pixbuf's loaders, bounded by the size the decoder itself reports
/// (issue 38, point 4): no display is needed.
@Suite("Bounded decoding", .timeLimit(.minutes(1)))
struct PixbufCodecTests {
    /// One small picture per format (40×30), shared with the core's header tests.
    static let formats = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DragDropTests/DataTransfer/Formats")
    static let stills = ["sample.png", "sample.jpg", "sample.gif", "sample.webp", "sample.tiff", "sample.bmp",
                         "sample.heic", "sample.avif", "sample.svg"]

    private func image(_ name: String) throws -> Image {
        try Image(data: Data(contentsOf: Self.formats.appendingPathComponent(name)))
    }

    @Test("Every format decodes at its size, or smaller when asked", arguments: stills)
    func decodesEachFormat(name: String) throws {
        let full = try PixbufCodec.decode(try image(name), maxDimension: 1024)
        #expect((full.width, full.height) == (40, 30))
        #expect(!full.isAnimated)
        let small = try PixbufCodec.decode(try image(name), maxDimension: 20)
        #expect((small.width, small.height) == (20, 15))
    }

    @Test(arguments: ["animated.gif", "animated.webp"])
    func animationsStayAnimations(name: String) throws {
        let decoded = try PixbufCodec.decode(try image(name), maxDimension: 20)
        #expect(decoded.isAnimated)
        #expect((decoded.width, decoded.height) == (20, 15))
    }

    @Test("An animated WebP's tile holds frames of the tile's size, not the picture's (issue 37, 11; issue 36)")
    @MainActor
    func animatedWebPTileHoldsTileSizedFrames() throws {
        // 10 frames of 1600×1200, 77 MB at full size: webp-pixbuf-loader kept them all (about
        // 100 MB held); frames of the tile's size hold under 1 MB (the rest of the limit is noise).
        let picture = try image("animated-large.webp")
        let before = ProcessMemory.residentKB
        let decoded = try PixbufCodec.decode(picture, maxDimension: 64)
        #expect(decoded.isAnimated)
        #expect((decoded.width, decoded.height) == (64, 48))
        #expect(decoded.heldBytes == 64 * 48 * 4 * 11, "10 frames and the one shown, counted by the texture cache")
        let paintable = decoded.makePaintable()
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let held = ProcessMemory.residentKB - before
        #expect(held < 40_000, "the tile holds \(held) kB")
    }

    @Test("A picture over the pixel limit, as the decoder reports it, is refused before its pixels exist",
          arguments: stills + ["animated.gif", "animated.webp"])
    func refusesWhatTheDecoderSaysIsTooLarge(name: String) throws {
        let picture = try image(name)
        let refusal = #expect(throws: ImageDecodingError.self) {
            try PixbufCodec.decode(picture, maxDimension: 1024, maximumPixels: 1_199)
        }
        #expect(refusal?.message == "Too many pixels (40×30 as decoded); the limit is 1199 pixels")
        #expect(throws: ImageDecodingError.self) { try PixbufCodec.pngData(from: picture, maximumPixels: 1_199) }
        // At the limit exactly, it decodes.
        #expect(try PixbufCodec.decode(picture, maxDimension: 1024, maximumPixels: 1_200).width == 40)
    }

    @Test("A decoded picture holds one reference to its pixels: discarding it frees them", arguments: stills)
    func decodedPixelsAreOwnedOnce(name: String) throws {
        let decoded = try PixbufCodec.decode(try image(name), maxDimension: 1024)
        guard case let .still(pixbuf) = decoded.pixels else { Issue.record("not a still picture"); return }
        // gdk_pixbuf_apply_embedded_orientation hands back its argument with one more
        // reference when there is nothing to turn: that reference leaked every picture's pixels.
        #expect(UnsafeMutableRawPointer(pixbuf).assumingMemoryBound(to: GObject.self).pointee.ref_count == 1)
        decoded.discard()
    }

    @Test("A JPEG cut short after its first scan shows what decoded, as Loupe does (issue 37, 12)",
          arguments: [1024, 16])
    func cutShortJPEGShowsWhatDecoded(maxDimension: Int) throws {
        // Progressive, 64×48, red over blue: its first scans already hold both colours.
        let whole = try Data(contentsOf: Self.formats.appendingPathComponent("progressive.jpg"))
        let cut = try Image(data: whole.prefix(whole.count / 2))
        let decoded = try PixbufCodec.decode(cut, maxDimension: maxDimension)
        #expect(decoded.isPartial)
        #expect(!(try PixbufCodec.decode(try Image(data: whole), maxDimension: maxDimension)).isPartial)
        guard case let .still(pixbuf) = decoded.pixels else { Issue.record("not a still picture"); return }
        defer { decoded.discard() }
        #expect((decoded.width, decoded.height) == (maxDimension == 16 ? (16, 12) : (64, 48)))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!, stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), middle = decoded.width / 2 * channels
        let top = pixels + stride + middle, bottom = pixels + (decoded.height - 2) * stride + middle
        #expect(top[0] > 200 && top[2] < 60, "red on top: \((top[0], top[1], top[2]))")
        #expect(bottom[2] > 200 && bottom[0] < 60, "blue below: \((bottom[0], bottom[1], bottom[2]))")
    }

    @Test("A JPEG cut before any of its pixels says why")
    func jpegCutBeforeItsPixelsSaysWhy() throws {
        let whole = try Data(contentsOf: Self.formats.appendingPathComponent("progressive.jpg"))
        let headersOnly = try Image(data: whole.prefix(whole.count * 3 / 10))
        #expect(throws: ImageDecodingError.self) { try PixbufCodec.decode(headersOnly, maxDimension: 64) }
    }

    @Test func undecodableBytesSayWhy() throws {
        // A PNG header with nothing after it: the header reader accepts it, gdk-pixbuf does not.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 40, 0, 0, 0, 30, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let truncated = try Image(data: Data(bytes))
        #expect(throws: ImageDecodingError.self) { try PixbufCodec.decode(truncated, maxDimension: 64) }
    }
}
