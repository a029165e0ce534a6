import Foundation

/// Why bytes are not a readable image header.
public enum ImageHeaderError: Error, Equatable, CustomStringConvertible {
    /// The bytes start like none of the formats.
    case unrecognizedFormat
    /// The bytes end before the image size.
    case truncated(Image.Format)
    /// The header is malformed or gives a zero width or height.
    case invalid(Image.Format, String)

    public var description: String {
        switch self {
        case .unrecognizedFormat: "Not an image (PNG, JPEG, GIF, WebP, TIFF, BMP, HEIC, AVIF or SVG)"
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
        } else if reader.ascii(0, 2) == "BM" {
            format = .bmp
            (width, height) = try Self.bmpSize(reader)
        } else if let order = reader.ascii(0, 4), order == "II*\u{0}" || order == "MM\u{0}*" {
            format = .tiff
            (width, height) = try Self.tiffSize(reader, bigEndian: order == "MM\u{0}*")
        } else if reader.ascii(4, 4) == "ftyp", let brandFormat = Self.isoMediaFormat(reader) {
            format = brandFormat
            (width, height) = try Self.isoMediaSize(reader, format: brandFormat)
        } else if let size = try Self.svgSize(data) {
            format = .svg
            (width, height) = size
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

extension ImageHeader {
    /// BITMAPCOREHEADER (12 bytes: 16-bit sizes) or a later DIB header (32-bit, a negative
    /// height for top-down rows).
    fileprivate static func bmpSize(_ reader: ByteReader) throws(ImageHeaderError) -> (Int, Int) {
        guard let headerSize = reader.uint32LE(14) else { throw .truncated(.bmp) }
        if headerSize == 12 {
            guard let w = reader.uint16LE(18), let h = reader.uint16LE(20) else { throw .truncated(.bmp) }
            return (Int(w), Int(h))
        }
        guard let w = reader.uint32LE(18), let h = reader.uint32LE(22) else { throw .truncated(.bmp) }
        return (Int(Int32(bitPattern: w)), abs(Int(Int32(bitPattern: h))))
    }

    /// The first image file directory's ImageWidth (256) and ImageLength (257) entries.
    fileprivate static func tiffSize(_ reader: ByteReader, bigEndian: Bool) throws(ImageHeaderError) -> (Int, Int) {
        let u16 = { (offset: Int) in bigEndian ? reader.uint16BE(offset) : reader.uint16LE(offset) }
        let u32 = { (offset: Int) in bigEndian ? reader.uint32BE(offset) : reader.uint32LE(offset) }
        guard let directory = u32(4).map(Int.init), let count = u16(directory) else { throw .truncated(.tiff) }
        var width: Int?, height: Int?
        for index in 0..<Int(count) {
            let entry = directory + 2 + index * 12
            guard let tag = u16(entry), let type = u16(entry + 2) else { throw .truncated(.tiff) }
            guard tag == 256 || tag == 257 else { continue }
            // SHORT (3) sits in the value field's first two bytes; LONG (4) fills it.
            let value: Int?
            switch type {
            case 3: value = u16(entry + 8).map(Int.init)
            case 4: value = u32(entry + 8).map(Int.init)
            default: throw .invalid(.tiff, "image size of type \(type)")
            }
            guard let value else { throw .truncated(.tiff) }
            // Two entries for one tag: decoders disagree on which one counts (libtiff takes the
            // first), so the size read here could not be trusted.
            guard (tag == 256 ? width : height) == nil else {
                throw .invalid(.tiff, "the image \(tag == 256 ? "width" : "length") is given twice")
            }
            if tag == 256 { width = value } else { height = value }
        }
        guard let width, let height else { throw .invalid(.tiff, "no image width or length") }
        return (width, height)
    }
}

/// Bounds-checked reads at offsets from the start of the data, without copying it;
/// every accessor returns nil past the end.
package struct ByteReader {
    package let data: Data

    package init(data: Data) { self.data = data }

    package func byte(_ offset: Int) -> UInt8? {
        offset >= 0 && offset < data.count ? data[data.startIndex + offset] : nil
    }

    package func ascii(_ offset: Int, _ count: Int) -> String? {
        guard offset >= 0, offset + count <= data.count else { return nil }
        let start = data.startIndex + offset
        return String(decoding: data[start..<start + count], as: Unicode.ASCII.self)
    }

    package func uint16BE(_ offset: Int) -> UInt16? {
        guard let a = byte(offset), let b = byte(offset + 1) else { return nil }
        return UInt16(a) << 8 | UInt16(b)
    }

    package func uint16LE(_ offset: Int) -> UInt16? {
        guard let a = byte(offset), let b = byte(offset + 1) else { return nil }
        return UInt16(b) << 8 | UInt16(a)
    }

    package func uint24LE(_ offset: Int) -> UInt32? {
        guard let a = byte(offset), let b = byte(offset + 1), let c = byte(offset + 2) else { return nil }
        return UInt32(a) | UInt32(b) << 8 | UInt32(c) << 16
    }

    package func uint32LE(_ offset: Int) -> UInt32? {
        guard let a = uint16LE(offset), let b = uint16LE(offset + 2) else { return nil }
        return UInt32(b) << 16 | UInt32(a)
    }

    package func uint32BE(_ offset: Int) -> UInt32? {
        guard let a = uint16BE(offset), let b = uint16BE(offset + 2) else { return nil }
        return UInt32(a) << 16 | UInt32(b)
    }
}
