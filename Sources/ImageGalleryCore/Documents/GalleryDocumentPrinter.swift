import DragDrop
import Foundation

/// Writes a gallery document in one pass, straight into its bytes: the same bytes
/// `JSONEncoder` writes with sorted keys, pretty-printed (the saved form), without its
/// generic tree of values — which cost most of a save's time and memory at 100,000 pictures.
///
/// It writes only what it writes exactly as `JSONEncoder` does: names and addresses with
/// no control character, finite aspect ratios whose shortest form has no exponent, at least
/// one picture. Anything else gives nil, and ``GalleryDocument/encoded()`` then uses
/// `JSONEncoder`.
/// - Complexity: O(n) in the document's bytes; the document is built in its `Data` through a
///   small buffer, never held twice (an array of the whole document copied into a `Data` was
///   36 MB at 100,000 pictures).
struct GalleryDocumentPrinter {
    /// What is printed, but for the last ``bytes``.
    private var data: Data
    /// The bytes printed last, moved into ``data`` every ``chunkSize`` bytes or so.
    private var bytes: [UInt8] = []
    private static let chunkSize = 1 << 16

    private init(capacity: Int) {
        data = Data(capacity: capacity)
        bytes.reserveCapacity(Self.chunkSize + 4096)
    }

    /// The document's bytes, or nil when the gallery has something this printer leaves to
    /// `JSONEncoder` (see the type).
    static func data(for document: GalleryDocument) -> Data? {
        var printer = GalleryDocumentPrinter(capacity: 200 + document.gallery.images.count * 190)
        guard printer.print(document) else { return nil }
        printer.moveBytesToData()
        return printer.data
    }

    private mutating func print(_ document: GalleryDocument) -> Bool {
        let gallery = document.gallery
        guard !gallery.images.isEmpty else { return false }
        append("{\n  \"format\" : ")
        guard string(document.format) else { return false }
        append(",\n  \"gallery\" : {\n    \"id\" : \"\(gallery.id.uuidString)\",\n    \"images\" : [\n")
        for (index, image) in gallery.images.enumerated() {
            append(index == 0 ? "      {\n        \"aspectRatio\" : " : ",\n      {\n        \"aspectRatio\" : ")
            guard number(image.aspectRatio) else { return false }
            append(",\n        \"id\" : \"\(image.id.uuidString)\",\n")
            if let orientation = image.orientation { append("        \"orientation\" : \(orientation.rawValue),\n") }
            append("        \"url\" : ")
            guard string(image.url.absoluteString) else { return false }
            append("\n      }")
            if bytes.count >= Self.chunkSize { moveBytesToData() }
        }
        append("\n    ],\n    \"name\" : ")
        guard string(gallery.name) else { return false }
        append("\n  },\n  \"version\" : \(document.version)\n}")
        return true
    }

    private mutating func moveBytesToData() {
        data.append(contentsOf: bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string as `JSONEncoder` escapes it (`"`, `\` and `/`); false for a control character.
    private mutating func string(_ text: String) -> Bool {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case 0..<0x20, 0x7F: return false
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return true
    }

    /// A number as `JSONEncoder` writes it (the shortest form, without a trailing `.0`);
    /// false for one that is not positive and finite, or has an exponent.
    private mutating func number(_ value: Double) -> Bool {
        guard value.isFinite, value > 0 else { return false }
        var text = value.description
        guard !text.contains("e") else { return false }
        if text.hasSuffix(".0") { text.removeLast(2) }
        append(text)
        return true
    }
}
