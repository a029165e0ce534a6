import Foundation

/// A value as bytes of one content type (SwiftUI's `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public let entries: [TransferRepresentationEntry<Item>]

    /// Exported and imported as `contentType`.
    public init(contentType: TypeIdentifier, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entries = [TransferRepresentationEntry(contentType: contentType, exporter: .data(exporting), importer: .data(importing))]
    }

    /// Exported only.
    public init(exportedContentType contentType: TypeIdentifier, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entries = [TransferRepresentationEntry(contentType: contentType, exporter: .data(exporting), importer: nil)]
    }

    /// Imported only.
    public init(importedContentType contentType: TypeIdentifier, importing: @escaping @Sendable (Data) async throws -> Item) {
        entries = [TransferRepresentationEntry(contentType: contentType, exporter: nil, importer: .data(importing))]
    }
}
