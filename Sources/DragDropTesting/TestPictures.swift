import Foundation

/// Pictures for tests: real headers of the size asked for, so `Image(data:)` reads their
/// size and type, and the start of their image data (a PNG's first row of pixels, a GIF's
/// first data block), so that they are not refused as cut before their pixels, but no more
/// (a decoder draws at most their first row). What a test drops, pastes or fetches when the
/// drop logic, not the decoding, is under test.
public enum TestPictures {
    /// A PNG header (`IHDR`) of `width` × `height` pixels, 8-bit RGBA, then an `IDAT` whose
    /// zlib stream holds the first row (transparent, in stored blocks) and stops there.
    /// - Complexity: O(`width`): the row is 4 × `width` + 1 bytes.
    public static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        let imageData = firstRowInStoredBlocks(byteCount: 1 + 4 * Int(width))  // the filter byte, then RGBA
        bytes += bigEndian(UInt32(imageData.count)) + Array("IDAT".utf8) + imageData + [0, 0, 0, 0]
        return Data(bytes)
    }

    /// A zlib header, then `byteCount` zero bytes in deflate's stored blocks (at most 65,535
    /// each: a header byte, the length and its complement), none marked last.
    private static func firstRowInStoredBlocks(byteCount: Int) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var left = byteCount
        while left > 0 {
            let length = UInt16(min(left, Int(UInt16.max)))
            stream += [0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += [UInt8](repeating: 0, count: Int(length))
            left -= Int(length)
        }
        return stream
    }

    /// A GIF header (the logical screen) of `width` × `height` pixels, then an image whose
    /// data is one byte.
    public static func gif(width: UInt16, height: UInt16) -> Data {
        let size = [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        return Data(Array("GIF89a".utf8) + size + [0, 0, 0] + [0x2C, 0, 0, 0, 0] + size + [0, 2, 1, 0, 0, 0x3B])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
}
