import Foundation

/// A `Codable` value as JSON under a content type the application declares (SwiftUI's
/// `CodableRepresentation`), e.g. `TypeIdentifier(exportedAs: "com.example.team")`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public let entries: [TransferRepresentationEntry<Item>]

    /// JSON under `contentType`, both ways.
    public init(contentType: TypeIdentifier) {
        entries = [TransferRepresentationEntry(
            contentType: contentType,
            exporter: .data { item in try JSONEncoder().encode(item) },
            importer: .data { data in try JSONDecoder().decode(Item.self, from: data) })]
    }

    /// The same, naming the type (`CodableRepresentation(for: Team.self, contentType: .team)`).
    public init(for type: Item.Type, contentType: TypeIdentifier) {
        self.init(contentType: contentType)
    }
}
