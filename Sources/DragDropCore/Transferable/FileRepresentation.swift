import Foundation

/// A file an exporter hands over (SwiftUI's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether a receiver in this process may use the file itself instead of a copy.
    public let allowAccessingOriginalFile: Bool

    /// A file to hand over; receivers get a copy unless `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an importer receives (SwiftUI's `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
    /// Where the file is: a copy in the receiver's temporary directory unless
    /// ``isOriginalFile``. Move or copy it before the import returns to keep it.
    public let file: URL
    /// Whether `file` is the sender's own file.
    public let isOriginalFile: Bool

    /// A received file.
    public init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// A value handed over as a file of one content type (SwiftUI's `FileRepresentation`).
/// Exported, it is offered as its content type (the file's bytes) and as a file URL, so a
/// file manager copies the file and a browser takes the data; imported, the receiver gets
/// a copy in its temporary directory, whether the sender offered a file or only bytes.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public let entries: [TransferRepresentationEntry<Item>]

    /// Exported and imported as files of `contentType`.
    public init(contentType: TypeIdentifier, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entries = [TransferRepresentationEntry(contentType: contentType, exporter: .file(exporting), importer: .file(importing))]
    }

    /// Exported only.
    public init(exportedContentType contentType: TypeIdentifier,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entries = [TransferRepresentationEntry(contentType: contentType, exporter: .file(exporting), importer: nil)]
    }

    /// Imported only.
    public init(importedContentType contentType: TypeIdentifier,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entries = [TransferRepresentationEntry(contentType: contentType, exporter: nil, importer: .file(importing))]
    }
}
