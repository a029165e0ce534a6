import DragDrop
import Foundation

/// Whether a picture's bytes reach its pixels: a file cut before them (its headers alone)
/// holds no pixel, so a decoder gives nothing and it is refused like any file that is not a
/// picture, while one cut later is shown as far as it decodes (issue 37, 12). A PNG needs
/// image data (IDAT) holding a whole row of pixels (``PNGFirstRow``), a GIF an image's first
/// data block, a WebP a frame's bitstream, a JPEG its first scan (``JPEGScan``); other
/// formats are not walked.
enum PixelDataScan {
    /// - Complexity: O(chunks or blocks before the first pixel data).
    static func begins(in data: Data, format: Image.Format) -> Bool {
        let bytes = ByteReader(data: data)
        switch format {
        case .jpeg: return JPEGScan.begins(in: data)
        case .png: return pngBegins(bytes)
        case .gif: return gifBegins(bytes)
        case .webP: return webPBegins(bytes, from: 12, to: bytes.data.count)
        case .tiff, .bmp, .heic, .avif, .svg: return true
        }
    }

    /// Chunks after the 8-byte signature: length (4, big-endian), type (4), data, CRC (4).
    private static func pngBegins(_ bytes: ByteReader) -> Bool {
        var offset = 8
        while let length = bytes.uint32BE(offset), let type = bytes.ascii(offset + 4, 4) {
            if type == "IDAT" { return length > 0 && offset + 8 < bytes.data.count && PNGFirstRow.decodes(in: bytes) }
            if type == "IEND" { return false }
            offset += 12 + Int(length)
        }
        return false
    }

    /// Blocks after the header (6), the screen descriptor (7) and its colour table: an
    /// extension (0x21, label, sub-blocks ending in 0) or an image (0x2C, 9 bytes, its own
    /// colour table, the LZW code size, then data sub-blocks); 0x3B ends the file.
    private static func gifBegins(_ bytes: ByteReader) -> Bool {
        guard let screenFlags = bytes.byte(10) else { return false }
        var offset = 13 + colorTableSize(screenFlags)
        while let introducer = bytes.byte(offset) {
            switch introducer {
            case 0x21:
                offset += 2
                while let length = bytes.byte(offset), length > 0 { offset += 1 + Int(length) }
                offset += 1
            case 0x2C:
                guard let imageFlags = bytes.byte(offset + 9) else { return false }
                let firstBlock = offset + 10 + colorTableSize(imageFlags) + 1
                guard let length = bytes.byte(firstBlock), length > 0 else { return false }
                return firstBlock + 1 < bytes.data.count
            default:
                return false  // the trailer (0x3B), or not a block
            }
        }
        return false
    }

    private static func colorTableSize(_ flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    /// RIFF chunks between `start` and `end`: fourCC (4), size (4, little-endian), payload
    /// padded to even. A still picture's bitstream is a "VP8 " or "VP8L" chunk; an animation's
    /// frames ("ANMF": 16 bytes of frame header, then the frame's own chunks) hold theirs.
    private static func webPBegins(_ bytes: ByteReader, from start: Int, to end: Int) -> Bool {
        var offset = start
        while offset + 8 <= end, let type = bytes.ascii(offset, 4), let size = bytes.uint32LE(offset + 4) {
            switch type {
            case "VP8 ", "VP8L": return size > 0 && offset + 8 < min(end, bytes.data.count)
            case "ANMF": return webPBegins(bytes, from: offset + 24, to: min(end, offset + 8 + Int(size)))
            default: offset += 8 + Int(size) + Int(size & 1)
            }
        }
        return false
    }
}
