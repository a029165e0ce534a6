import Foundation

/// Pictures for tests: real headers of the size asked for, so `Image(data:)` reads their
/// size and type, but no pixels (nothing can draw them). What a test drops, pastes or
/// fetches when the drop logic, not the decoding, is under test.
public enum TestPictures {
    /// A PNG header (`IHDR`) of `width` × `height` pixels, 8-bit RGBA.
    public static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// A GIF header (the logical screen) of `width` × `height` pixels.
    public static func gif(width: UInt16, height: UInt16) -> Data {
        Data(Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
}
