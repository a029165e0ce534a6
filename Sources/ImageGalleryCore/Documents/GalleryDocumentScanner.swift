import DragDrop
import Foundation

/// Reads a gallery document in one pass over its bytes, straight into a ``Gallery``: the
/// start-up path for large galleries, where `JSONDecoder` (which builds a generic JSON tree
/// first, and parses every identifier through `UUID(uuidString:)`) took most of the time
/// before the first frame (about 15 µs per picture).
///
/// It reads only the plain form: the envelope keys, the gallery's `id`, `name` and `images`,
/// and each image's `id`, `url`, `aspectRatio` and `orientation`, each at most once. Anything
/// else — an unknown or repeated key, a value of another type, a number or escape it does not
/// take, a document from a newer version, any damage — gives nil, and ``GalleryDocument``
/// then decodes with `JSONDecoder`, which ignores unknown keys and words the errors. So
/// what this reader returns is always what `JSONDecoder` returns for the same bytes.
/// - Complexity: O(n) in the document's bytes, one `URL` per image.
struct GalleryDocumentScanner {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    /// The gallery, or nil when the document is not in the plain form (see the type).
    static func gallery(from data: Data) -> Gallery? {
        data.withUnsafeBytes { buffer in
            var scanner = GalleryDocumentScanner(bytes: buffer)
            guard let gallery = scanner.document() else { return nil }
            scanner.skipWhitespace()
            return scanner.position == buffer.count ? gallery : nil
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    // MARK: The document's shape

    private mutating func document() -> Gallery? {
        var format: String?, version: Int?, gallery: Gallery?
        let complete = object { key, scanner in
            switch key {
            case "format" where format == nil: format = scanner.string()
                return format != nil
            case "version" where version == nil: version = scanner.integer()
                return version != nil
            case "gallery" where gallery == nil: gallery = scanner.gallery()
                return gallery != nil
            default: return false
            }
        }
        guard complete, format == GalleryDocument.format, let version, version <= GalleryDocument.currentVersion
        else { return nil }
        return gallery
    }

    private mutating func gallery() -> Gallery? {
        var id: UUID?, name: String?, images: [GalleryImage]?
        let complete = object { key, scanner in
            switch key {
            case "id" where id == nil: id = scanner.uuid()
                return id != nil
            case "name" where name == nil: name = scanner.string()
                return name != nil
            case "images" where images == nil: images = scanner.images()
                return images != nil
            default: return false
            }
        }
        guard complete, let id, let name, let images else { return nil }
        return Gallery(id: id, name: name, images: images)
    }

    private mutating func images() -> [GalleryImage]? {
        var images: [GalleryImage] = []
        let complete = array { scanner in
            guard let image = scanner.image() else { return false }
            images.append(image)
            return true
        }
        return complete ? images : nil
    }

    private mutating func image() -> GalleryImage? {
        var id: UUID?, url: URL?, ratio: Double?, orientation: ImageOrientation??
        let complete = object { key, scanner in
            switch key {
            case "id" where id == nil: id = scanner.uuid()
                return id != nil
            case "url" where url == nil: url = scanner.string().flatMap { URL(string: $0) }
                return url != nil
            case "aspectRatio" where ratio == nil: ratio = scanner.number()
                return ratio != nil
            case "orientation" where orientation == nil:
                if scanner.literal("null") {
                    orientation = .some(nil)
                    return true
                }
                guard let raw = scanner.integer(), let value = ImageOrientation(rawValue: raw) else { return false }
                orientation = value
                return true
            default: return false
            }
        }
        guard complete, let id, let url, let ratio else { return nil }
        // As the synthesized decoder does: the stored values as they are, not normalized.
        var image = GalleryImage(id: id, url: url, aspectRatio: 1)
        image.aspectRatio = ratio
        image.orientation = orientation ?? nil
        return image
    }

    // MARK: JSON

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Consumes `byte` (after whitespace) if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        skipWhitespace()
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    /// `{ "key": value, … }`: `member` reads each value; false from it stops the object.
    private mutating func object(_ member: (String, inout GalleryDocumentScanner) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), member(key, &self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// `[ value, … ]`: `element` reads each value; false from it stops the array.
    private mutating func array(_ element: (inout GalleryDocumentScanner) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// A string; nil for bad UTF-8, a raw control character or an escape it does not take.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return nil }
            position += 1
        }
        return nil
    }

    private mutating func escapedString(from start: Int) -> String? {
        var utf8 = Array(bytes[start..<position])
        utf8.reserveCapacity(2 * utf8.count + 16)
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: utf8, as: UTF8.self)
            case ..<0x20: return nil
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default:
                // Copy the run up to the next quote, escape or control character at once.
                let run = position - 1
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"),
                      bytes[position] >= 0x20 { position += 1 }
                utf8.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<position]))
            }
        }
        return nil
    }

    /// After `\u`: four hex digits, or a surrogate pair of two escapes; nil for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hexQuad() else { return nil }
        guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
        guard literal("\\u"), let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    private mutating func hexQuad() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[position]) else { return nil }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// A non-negative integer of at most 9 digits, without sign, fraction or exponent.
    private mutating func integer() -> Int? {
        skipWhitespace()
        let start = position
        var value = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]), position - start < 9 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
        }
        guard position > start, position == start + 1 || bytes[start] != 0x30 else { return nil }
        guard position == bytes.count || !Self.continuesNumber(bytes[position]) else { return nil }
        return value
    }

    /// A JSON number (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`) that is a finite double.
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = position
        func digits(_ scanner: inout GalleryDocumentScanner) -> Int {
            let first = scanner.position
            while scanner.position < scanner.bytes.count, (0x30...0x39).contains(scanner.bytes[scanner.position]) { scanner.position += 1 }
            return scanner.position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits(&self)
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != 0x30 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { return nil }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { return nil }
        }
        guard let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A UUID string (8-4-4-4-12 hex digits, either case), as `UUID(uuidString:)` takes it.
    private mutating func uuid() -> UUID? {
        guard take(UInt8(ascii: "\"")), position + 37 <= bytes.count, bytes[position + 36] == UInt8(ascii: "\"") else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let start = position
        let valid = withUnsafeMutableBytes(of: &value) { raw in
            var offset = 0
            for index in 0..<16 {
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard bytes[start + offset] == UInt8(ascii: "-") else { return false }
                    offset += 1
                }
                guard let high = Self.hexValue(bytes[start + offset]), let low = Self.hexValue(bytes[start + offset + 1]) else { return false }
                raw[index] = high << 4 | low
                offset += 2
            }
            return true
        }
        guard valid else { return nil }
        position += 37
        return UUID(uuid: value)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    private static func continuesNumber(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(byte)
    }
}
