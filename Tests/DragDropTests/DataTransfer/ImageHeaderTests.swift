import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Minimal valid headers of each format, built byte by byte.
enum ImageFixtures {
    static func png(width: UInt32, height: UInt32) -> Data { TestPictures.png(width: width, height: height) }

    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]  // APP0
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
                  UInt8(width >> 8), UInt8(width & 0xFF), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return Data(bytes + [0xFF, 0xD9])
    }

    static func gif(width: UInt16, height: UInt16) -> Data { TestPictures.gif(width: width, height: height) }

    static func webPLossless(width: Int, height: Int) -> Data {
        let bits = UInt32(width - 1) | UInt32(height - 1) << 14
        var bytes = Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8L".utf8) + [10, 0, 0, 0, 0x2F]
        bytes += [UInt8(bits & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8((bits >> 16) & 0xFF), UInt8(bits >> 24)]
        return Data(bytes)
    }

    static func webPExtended(width: Int, height: Int) -> Data {
        let w = UInt32(width - 1), h = UInt32(height - 1)
        var bytes = Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8X".utf8) + [10, 0, 0, 0]
        bytes += [0, 0, 0, 0] + [UInt8(w & 0xFF), UInt8((w >> 8) & 0xFF), UInt8(w >> 16)]
        bytes += [UInt8(h & 0xFF), UInt8((h >> 8) & 0xFF), UInt8(h >> 16)]
        return Data(bytes)
    }

}

@Suite("Image headers", .timeLimit(.minutes(1)))
struct ImageHeaderTests {
    @Test func readsEachFormatsSizeWithoutDecoding() throws {
        let png = try Image(data: ImageFixtures.png(width: 640, height: 480))
        #expect(png.format == .png && png.pixelSize == .init(width: 640, height: 480))
        #expect(abs(png.aspectRatio - 4.0 / 3.0) < 1e-9)
        let jpeg = try Image(data: ImageFixtures.jpeg(width: 1920, height: 1080))
        #expect(jpeg.format == .jpeg && jpeg.pixelSize == .init(width: 1920, height: 1080))
        let gif = try Image(data: ImageFixtures.gif(width: 300, height: 200))
        #expect(gif.format == .gif && gif.pixelSize == .init(width: 300, height: 200))
        let lossless = try Image(data: ImageFixtures.webPLossless(width: 800, height: 600))
        #expect(lossless.format == .webP && lossless.pixelSize == .init(width: 800, height: 600))
        let extended = try Image(data: ImageFixtures.webPExtended(width: 5000, height: 7))
        #expect(extended.pixelSize == .init(width: 5000, height: 7))
    }

    /// Real files, made by ImageMagick (and a hand-written SVG), 40×30 each.
    static let formats = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Formats")

    @Test("Every common format, from real files: TIFF, BMP, HEIC, AVIF and SVG as well as the web's",
          arguments: [("sample.png", Image.Format.png), ("sample.jpg", .jpeg), ("sample.gif", .gif), ("sample.webp", .webP),
                      ("sample.tiff", .tiff), ("sample.bmp", .bmp), ("sample.heic", .heic), ("sample.avif", .avif),
                      ("sample.svg", .svg), ("animated.gif", .gif), ("animated.webp", .webP)])
    func readsRealFiles(name: String, format: Image.Format) throws {
        let image = try Image(data: Data(contentsOf: Self.formats.appendingPathComponent(name)))
        #expect(image.format == format)
        #expect(image.pixelSize == .init(width: 40, height: 30))
        #expect(TypeIdentifier(filenameExtension: String(name.split(separator: ".")[1]))?.conforms(to: .image) == true)
    }

    @Test func svgSizesAsBrowsersDo() throws {
        func size(_ root: String) throws -> Image.PixelSize {
            try Image(data: Data("<?xml version=\"1.0\"?>\n<!-- drawn by hand -->\n\(root)<rect/></svg>".utf8)).pixelSize
        }
        #expect(try size(#"<svg xmlns="http://www.w3.org/2000/svg" width="120px" height="80">"#) == .init(width: 120, height: 80))
        #expect(try size(#"<svg viewBox="0 0 64 32" xmlns="http://www.w3.org/2000/svg">"#) == .init(width: 64, height: 32))
        #expect(try size(#"<svg width="100" viewBox="0,0,64,32">"#) == .init(width: 100, height: 50))
        #expect(try size(#"<svg width='1in' height='72pt'>"#) == .init(width: 96, height: 96))
        #expect(try size(#"<svg width="100%" height="100%">"#) == .init(width: 300, height: 150))
        #expect(throws: ImageHeaderError.unrecognizedFormat) { try Image(data: Data("<html><body><svg".utf8)) }
        #expect(throws: ImageHeaderError.truncated(.svg)) { try Image(data: Data("<svg width=\"3\"".utf8)) }
    }

    @Test func hugeDimensionsAreReportedNotAllocated() throws {
        // A decompression bomb announces itself in the header; reading it costs nothing.
        let bomb = try Image(data: ImageFixtures.png(width: 100_000, height: 100_000))
        #expect(bomb.pixelSize.width * bomb.pixelSize.height == 10_000_000_000)
    }

    @Test func badInputGivesTypedErrors() {
        #expect(throws: ImageHeaderError.unrecognizedFormat) { try Image(data: Data("<html>not an image</html>".utf8)) }
        #expect(throws: ImageHeaderError.unrecognizedFormat) { try Image(data: Data()) }
        #expect(throws: ImageHeaderError.truncated(.png)) { try Image(data: ImageFixtures.png(width: 1, height: 1).prefix(18)) }
        #expect(throws: ImageHeaderError.truncated(.jpeg)) { try Image(data: ImageFixtures.jpeg(width: 9, height: 9).prefix(25)) }
        #expect(throws: ImageHeaderError.truncated(.gif)) { try Image(data: Data("GIF89a".utf8)) }
        #expect(throws: ImageHeaderError.self) { try Image(data: ImageFixtures.png(width: 0, height: 10)) }
        var corrupt = [UInt8](ImageFixtures.jpeg(width: 9, height: 9))
        corrupt[2] = 0x00
        #expect(throws: ImageHeaderError.self) { try Image(data: Data(corrupt)) }
    }

    @Test func readsFromASliceOfLargerData() throws {
        let padded = Data([1, 2, 3]) + ImageFixtures.gif(width: 7, height: 9)
        let image = try Image(data: padded.dropFirst(3))
        #expect(image.pixelSize == .init(width: 7, height: 9))
    }
}
