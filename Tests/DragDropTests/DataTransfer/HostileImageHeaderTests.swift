import DragDrop
import Foundation
import Testing

/// Crafted headers that crashed, hung or fooled the header reader (issue 38): each is
/// refused with a typed error, or read correctly, in bounded work.
@Suite("Hostile image headers", .timeLimit(.minutes(1)))
struct HostileImageHeaderTests {
    private func svg(_ root: String) -> Data { Data("<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)/>".utf8) }

    private func isInvalidSVG(_ data: Data) -> Bool {
        do {
            _ = try Image(data: data)
            return false
        } catch {
            if case .invalid(.svg, _) = error { return true }
            return false
        }
    }

    @Test("An SVG size that is infinite, not a number or huge is refused, never turned into an integer",
          arguments: [#"width="1e999" height="10""#, #"width="nan" height="10""#, #"width="10" height="NaN""#,
                      #"width="1e300" height="10""#, #"width="-1e300" height="10""#, #"width="inf" height="1""#,
                      #"width="1e6" viewBox="0 0 1e-300 1""#, #"viewBox="0 0 1e999 5""#, #"width="1e20in" height="1""#])
    func svgSizesOutOfRange(root: String) {
        #expect(isInvalidSVG(svg(root)))
    }

    @Test func svgSizesInRangeStillRead() throws {
        #expect(try Image(data: svg(#"width="1000000" height="2""#)).pixelSize == .init(width: 1_000_000, height: 2))
        #expect(try Image(data: svg(#"width="12.6" height="1e1""#)).pixelSize == .init(width: 13, height: 10))
    }

    /// Illustrator's SVG exports: a DOCTYPE whose internal subset declares namespace entities.
    static let illustratorSVG = """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        \t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
        \t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
        \t<!-- a comment with a > in it -->
        \t<!ATTLIST svg note CDATA "a > b">
        \t<!ENTITY ns_graphs 'http://ns.adobe.com/Graphs/1.0/'>
        ]>
        <svg version="1.1" id="Layer_1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns:graph="&ns_graphs;"
        \t xmlns="http://www.w3.org/2000/svg" x="0px" y="0px" width="595.28px"
        \t height="841.89px" viewBox="0 0 595.28 841.89" xml:space="preserve">
        <rect width="10" height="10"/></svg>
        """

    @Test func svgWithAnInternalDTDSubsetIsRead() throws {
        let image = try Image(data: Data(Self.illustratorSVG.utf8))
        #expect(image.format == .svg)
        #expect(image.pixelSize == .init(width: 595, height: 842))
    }

    @Test("Hostile DOCTYPEs are refused: external entities, parameter entities, nested entities (billion laughs), expansion floods",
          arguments: [
            #"<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"#,
            #"<!DOCTYPE svg [<!ENTITY xxe PUBLIC "-//x//y" "http://example.com/e.dtd">]>"#,
            #"<!DOCTYPE svg [<!ENTITY % p SYSTEM "http://example.com/p.dtd"> %p;]>"#,
            #"<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>"#,
          ])
    func hostileDoctypes(doctype: String) {
        #expect(isInvalidSVG(Data("<?xml version=\"1.0\"?>\n\(doctype)\n<svg width=\"10\" height=\"10\"><text>&b;</text></svg>".utf8)))
    }

    @Test func aLongPrologBeforeTheRootIsRead() throws {
        let comment = "<!-- " + String(repeating: "x", count: 70_000) + " -->"
        #expect(try Image(data: Data("\(comment)<svg width=\"12\" height=\"7\"/>".utf8)).pixelSize == .init(width: 12, height: 7))
        let endless = "<!-- " + String(repeating: "x", count: 2_000_000)
        #expect(throws: ImageHeaderError.truncated(.svg)) { try Image(data: Data(endless.utf8)) }
    }

    @Test func anEntityReferredToManyTimesIsRefused() {
        let value = String(repeating: "x", count: 10_000)
        let body = String(repeating: "&big;", count: 200)  // 2 MB once expanded, from 11 kB
        let text = "<!DOCTYPE svg [<!ENTITY big \"\(value)\">]><svg width=\"10\" height=\"10\"><text>\(body)</text></svg>"
        #expect(isInvalidSVG(Data(text.utf8)))
        let fewer = text.replacingOccurrences(of: body, with: String(repeating: "&big;", count: 50))
        #expect(throws: Never.self) { try Image(data: Data(fewer.utf8)) }
    }

    // MARK: HEIF

    private static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        bigEndian(UInt32(8 + payload.count)) + Array(type.utf8) + payload
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func ispe(_ width: UInt32, _ height: UInt32) -> [UInt8] { box("ispe", [0, 0, 0, 0] + bigEndian(width) + bigEndian(height)) }

    /// A HEIC of `ftyp` and a `meta` whose property container holds `properties`, with no
    /// primary item (so the reader falls back to the largest `ispe`).
    private static func heic(properties: [UInt8]) -> Data {
        let ftyp = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        let meta = box("meta", [0, 0, 0, 0] + box("iprp", box("ipco", properties)))
        return Data(ftyp + meta)
    }

    @Test func heicWithoutAPrimaryItemAndAHugeExtentDoesNotOverflow() throws {
        let image = try Image(data: Self.heic(properties: Self.ispe(.max, .max) + Self.ispe(.max, 2)))
        #expect(image.format == .heic)
        #expect(image.pixelSize == .init(width: Int(UInt32.max), height: Int(UInt32.max)))
    }

    @Test func heicWithManyBoxesIsReadInBoundedWork() throws {
        // 8,000 extents: the largest wins (was seconds of work, superlinear in the boxes).
        var properties: [UInt8] = []
        for index in 0..<8_000 { properties += Self.ispe(UInt32(10 + index % 100), 20) }
        #expect(try Image(data: Self.heic(properties: properties)).pixelSize == .init(width: 109, height: 20))
        // 4 MB of boxes (over 200,000, a core pinned for minutes before): refused as malformed.
        let flood = [UInt8](repeating: 0, count: 0) + (0..<200_000).flatMap { _ in Self.ispe(1, 1) }
        #expect(throws: ImageHeaderError.invalid(.heic, "too many boxes")) { try Image(data: Self.heic(properties: flood)) }
        // The same boxes at the top level, where a byte search used to find them.
        let topLevel = Data(Self.box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("heic".utf8)) + flood.prefix(20 * 9_000))
        #expect(throws: ImageHeaderError.self) { try Image(data: topLevel) }
    }

    @Test func heicBoxClaimingTheLargestSizeEndsTheWalk() {
        // A 64-bit size of 2^63 - 1 bytes: the box "ends" at Int.max (found by fuzzing: the
        // next box's offset + 8 overflowed).
        let ftyp = Self.box("ftyp", Array("avif".utf8) + [0, 0, 0, 0] + Array("avifmif1".utf8))
        let huge = Self.bigEndian(1) + Array("mdat".utf8) + [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(throws: ImageHeaderError.self) { try Image(data: Data(ftyp + huge + [1, 2, 3])) }
        // A meta box cut short before its version and flags (found by fuzzing: an inverted range).
        #expect(throws: ImageHeaderError.truncated(.avif)) { try Image(data: Data(ftyp + Self.bigEndian(234) + Array("meta".utf8) + [0, 0, 0])) }
    }

    @Test func heicCutShortIsTruncated() throws {
        let whole = Self.heic(properties: Self.ispe(640, 480))
        #expect(try Image(data: whole).pixelSize == .init(width: 640, height: 480))
        #expect(throws: ImageHeaderError.truncated(.heic)) { try Image(data: whole.prefix(whole.count - 30)) }
    }

    // MARK: TIFF

    /// A little-endian TIFF whose first directory holds `entries` (tag, SHORT value).
    private static func tiff(_ entries: [(UInt16, UInt16)]) -> Data {
        var bytes: [UInt8] = Array("II*\u{0}".utf8) + [8, 0, 0, 0, UInt8(entries.count), 0]
        for (tag, value) in entries {
            bytes += [UInt8(tag & 0xFF), UInt8(tag >> 8), 3, 0, 1, 0, 0, 0, UInt8(value & 0xFF), UInt8(value >> 8), 0, 0]
        }
        return Data(bytes + [0, 0, 0, 0])
    }

    @Test func tiffWithTwoWidthsOrLengthsIsRefused() throws {
        #expect(try Image(data: Self.tiff([(256, 20_000), (257, 30)])).pixelSize == .init(width: 20_000, height: 30))
        // libtiff decodes the first (20000×20000); the last (100×100) passed the 100-megapixel check.
        #expect(throws: ImageHeaderError.invalid(.tiff, "the image width is given twice")) {
            try Image(data: Self.tiff([(256, 20_000), (257, 20_000), (256, 100), (257, 100)]))
        }
        #expect(throws: ImageHeaderError.invalid(.tiff, "the image length is given twice")) {
            try Image(data: Self.tiff([(256, 100), (257, 20_000), (257, 100)]))
        }
    }
}
