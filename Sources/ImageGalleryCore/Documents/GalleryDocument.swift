import Foundation

/// A gallery as a file: a versioned JSON envelope around the ``Gallery``.
///
/// ```json
/// {"format": "org.dragdrop.image-gallery", "version": 1, "gallery": {"id": …, "name": …, "images": […]}}
/// ```
package struct GalleryDocument: Codable, Sendable, Hashable {
    package static let format = "org.dragdrop.image-gallery"
    /// The schema this build writes and reads; a file with a larger number is from a newer
    /// version and is never overwritten.
    package static let currentVersion = 1

    package var format: String
    package var version: Int
    package var gallery: Gallery

    package init(gallery: Gallery) {
        format = Self.format
        version = Self.currentVersion
        self.gallery = gallery
    }

    /// Encodes for disk (sorted keys, so saves are stable and diffable).
    /// - Complexity: O(n) in the pictures; the usual document is written in one pass
    ///   (`GalleryDocumentPrinter`), any other through `JSONEncoder`, to the same bytes.
    package func encoded() throws -> Data {
        if let data = GalleryDocumentPrinter.data(for: self) { return data }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(self)
    }

    /// Reads a file's bytes: the gallery, or why it cannot be used.
    /// - Complexity: O(n) in the bytes; a document in the plain form the app writes is read in
    ///   one pass (`GalleryDocumentScanner`), any other through `JSONDecoder`.
    package static func decode(_ data: Data) -> Result<Gallery, GalleryDocumentError> {
        if let gallery = GalleryDocumentScanner.gallery(from: data) { return .success(gallery) }
        struct Envelope: Decodable {
            let format: String?
            let version: Int?
        }
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
            return .failure(.corrupt("not a gallery document (the file is not valid JSON)"))
        }
        guard envelope.format == Self.format else { return .failure(.corrupt("not a gallery document")) }
        guard let version = envelope.version else { return .failure(.corrupt("the document has no version")) }
        guard version <= currentVersion else { return .failure(.newerVersion(version)) }
        do {
            return .success(try JSONDecoder().decode(GalleryDocument.self, from: data).gallery)
        } catch {
            return .failure(.corrupt(tr("the gallery cannot be read (%@)", Self.describe(error))))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case let .keyNotFound(key, _): return tr("missing %@", key.stringValue)
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : tr("bad value at %@", path)
        @unknown default: return String(describing: error)
        }
    }
}

/// Why a gallery document cannot be used or saved, in words a user understands.
package enum GalleryDocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is damaged or not a gallery; it is kept as it is.
    case corrupt(String)
    /// Written by a newer version of the app; it is kept as it is.
    case newerVersion(Int)
    /// The file system refused (read-only directory, disk full…).
    case cannotWrite(String)
    /// Saving would overwrite a document this version cannot read.
    case wouldOverwriteUnreadable(String)

    package var description: String {
        switch self {
        case let .corrupt(reason): tr("Damaged document: %@. It is kept unchanged.", reason)
        case let .newerVersion(version): tr("Made by a newer version of Image Gallery (document version %ld). It is kept unchanged.", version)
        case let .cannotWrite(reason): tr("Cannot save: %@", reason)
        case let .wouldOverwriteUnreadable(reason): tr("Not saved, to keep a document this version cannot read: %@", reason)
        }
    }
}
