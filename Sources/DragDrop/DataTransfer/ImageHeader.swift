import Foundation

/// Why bytes are not a readable image header.
public enum ImageHeaderError: Error, Equatable, CustomStringConvertible {
    /// The bytes start like none of PNG, JPEG, GIF, WebP.
    case unrecognizedFormat
    /// The bytes end before the image size.
    case truncated(Image.Format)
    /// The header is malformed or gives a zero width or height.
    case invalid(Image.Format, String)

    public var description: String {
        switch self {
        case .unrecognizedFormat: "Not an image (PNG, JPEG, GIF or WebP)"
        case let .truncated(format): "The \(format.rawValue.uppercased()) data is truncated"
        case let .invalid(format, reason): "Invalid \(format.rawValue.uppercased()) data: \(reason)"
        }
    }
}

/// The format and pixel size parsed from the first bytes of an encoded image.
struct ImageHeader {
    let format: Image.Format
    let width: Int
    let height: Int

    init(_ data: Data) throws(ImageHeaderError) {
        let reader = ByteReader(data: data)
        let (format, width, height): (Image.Format, Int, Int)
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            format = .png
            // Signature, then the IHDR chunk: length, "IHDR", width, height (big-endian).
            guard let tag = reader.ascii(12, 4), let w = reader.uint32BE(16), let h = reader.uint32BE(20) else {
                throw .truncated(.png)
            }
            guard tag == "IHDR" else { throw .invalid(.png, "the first chunk is not IHDR") }
            (width, height) = (Int(w), Int(h))
        } else if data.starts(with: [0xFF, 0xD8]) {
            format = .jpeg
            (width, height) = try Self.jpegSize(reader)
        } else if let tag = reader.ascii(0, 6), tag == "GIF87a" || tag == "GIF89a" {
            format = .gif
            guard let w = reader.uint16LE(6), let h = reader.uint16LE(8) else { throw .truncated(.gif) }
            (width, height) = (Int(w), Int(h))
        } else if reader.ascii(0, 4) == "RIFF", reader.ascii(8, 4) == "WEBP" {
            format = .webP
            (width, height) = try Self.webPSize(reader)
        } else {
            throw .unrecognizedFormat
        }
        guard width > 0, height > 0 else { throw .invalid(format, "zero width or height") }
        self.format = format
        self.width = width
        self.height = height
    }

    /// Walks the segments up to the first start-of-frame marker.
    private static func jpegSize(_ reader: ByteReader) throws(ImageHeaderError) -> (Int, Int) {
        var offset = 2
        while true {
            guard let marker0 = reader.byte(offset) else { throw .truncated(.jpeg) }
            guard marker0 == 0xFF else { throw .invalid(.jpeg, "expected a marker at byte \(offset)") }
            guard let marker = reader.byte(offset + 1) else { throw .truncated(.jpeg) }
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xD9 || marker == 0xDA { throw .invalid(.jpeg, "no frame header before the image data") }
            guard let length = reader.uint16BE(offset + 2) else { throw .truncated(.jpeg) }
            guard length >= 2 else { throw .invalid(.jpeg, "segment length \(length)") }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                guard let h = reader.uint16BE(offset + 5), let w = reader.uint16BE(offset + 7) else {
                    throw .truncated(.jpeg)
                }
                return (Int(w), Int(h))
            }
            offset += 2 + Int(length)
        }
    }

    /// Reads the first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X).
    private static func webPSize(_ reader: ByteReader) throws(ImageHeaderError) -> (Int, Int) {
        guard let chunk = reader.ascii(12, 4) else { throw .truncated(.webP) }
        switch chunk {
        case "VP8 ":
            guard let b0 = reader.byte(23), let b1 = reader.byte(24), let b2 = reader.byte(25),
                  let w = reader.uint16LE(26), let h = reader.uint16LE(28) else { throw .truncated(.webP) }
            guard b0 == 0x9D, b1 == 0x01, b2 == 0x2A else { throw .invalid(.webP, "bad VP8 start code") }
            return (Int(w & 0x3FFF), Int(h & 0x3FFF))
        case "VP8L":
            guard let signature = reader.byte(20), let b0 = reader.byte(21), let b1 = reader.byte(22),
                  let b2 = reader.byte(23), let b3 = reader.byte(24) else { throw .truncated(.webP) }
            guard signature == 0x2F else { throw .invalid(.webP, "bad VP8L signature") }
            let bits = UInt32(b0) | UInt32(b1) << 8 | UInt32(b2) << 16 | UInt32(b3) << 24
            return (Int(bits & 0x3FFF) + 1, Int((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            guard let w = reader.uint24LE(24), let h = reader.uint24LE(27) else { throw .truncated(.webP) }
            return (Int(w) + 1, Int(h) + 1)
        default:
            throw .invalid(.webP, "unknown first chunk \(chunk)")
        }
    }
}

/// Bounds-checked reads at offsets from the start of the data, without copying it;
/// every accessor returns nil past the end.
private struct ByteReader {
    let data: Data

    func byte(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < data.count ? data[data.startIndex + offset] : nil
    }

    func ascii(_ offset: Int, _ count: Int) -> String? {
        guard offset >= 0, offset + count <= data.count else { return nil }
        let start = data.startIndex + offset
        return String(decoding: data[start..<start + count], as: Unicode.ASCII.self)
    }

    func uint16BE(_ offset: Int) -> UInt16? {
        guard let a = byte(offset), let b = byte(offset + 1) else { return nil }
        return UInt16(a) << 8 | UInt16(b)
    }

    func uint16LE(_ offset: Int) -> UInt16? {
        guard let a = byte(offset), let b = byte(offset + 1) else { return nil }
        return UInt16(b) << 8 | UInt16(a)
    }

    func uint24LE(_ offset: Int) -> UInt32? {
        guard let a = byte(offset), let b = byte(offset + 1), let c = byte(offset + 2) else { return nil }
        return UInt32(a) | UInt32(b) << 8 | UInt32(c) << 16
    }

    func uint32BE(_ offset: Int) -> UInt32? {
        guard let a = uint16BE(offset), let b = uint16BE(offset + 2) else { return nil }
        return UInt32(a) << 16 | UInt32(b)
    }
}
