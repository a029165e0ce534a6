import Foundation

/// One way of moving an `Item` as a content type: bytes or a file, exported, imported or
/// both, with its conditions. Made by the built-in representations; read by item providers.
public struct TransferRepresentationEntry<Item: Transferable>: Sendable {
    enum Exporter: Sendable {
        case data(@Sendable (Item) async throws -> Data)
        case file(@Sendable (Item) async throws -> SentTransferredFile)
    }

    enum Importer: Sendable {
        case data(@Sendable (Data) async throws -> Item)
        case file(@Sendable (ReceivedTransferredFile) async throws -> Item)
    }

    /// The content type it moves.
    public let contentType: TypeIdentifier
    let exporter: Exporter?
    let importer: Importer?
    /// Whether a given value may be exported this way; nil: always.
    var exportingCondition: (@Sendable (Item) -> Bool)?
    /// The file name offered with the data; nil: none.
    var suggestedFileName: (@Sendable (Item) -> String?)?
    /// Who may read it.
    var visibility: ItemProvider.RepresentationVisibility = .all

    /// Whether values can be exported this way.
    public var canExport: Bool { exporter != nil }
    /// Whether values can be imported this way.
    public var canImport: Bool { importer != nil }

    /// Whether `item` may be exported this way now.
    func exports(_ item: Item) -> Bool { exporter != nil && (exportingCondition?(item) ?? true) }

    /// The bytes of `item` in this content type (a file's content for a file representation).
    func exportData(_ item: Item) async throws -> Data {
        switch exporter {
        case let .data(export): return try await export(item)
        case let .file(export): return try Data(contentsOf: try await export(item).file, options: .mappedIfSafe)
        case nil: throw ItemProviderError.unsupportedType(requested: [contentType], available: [])
        }
    }

    /// The same representation for a type that converts to and from `Item`.
    func mapped<Outer: Transferable>(exporting toItem: (@Sendable (Outer) throws -> Item)?,
                                     importing toOuter: (@Sendable (Item) throws -> Outer)?) -> TransferRepresentationEntry<Outer> {
        let exporter: TransferRepresentationEntry<Outer>.Exporter? = toItem.flatMap { toItem in
            switch self.exporter {
            case let .data(export): .data { try await export(try toItem($0)) }
            case let .file(export): .file { try await export(try toItem($0)) }
            case nil: nil
            }
        }
        let importer: TransferRepresentationEntry<Outer>.Importer? = toOuter.flatMap { toOuter in
            switch self.importer {
            case let .data(read): .data { try toOuter(try await read($0)) }
            case let .file(read): .file { try toOuter(try await read($0)) }
            case nil: nil
            }
        }
        let condition = exportingCondition
        let name = suggestedFileName
        var entry = TransferRepresentationEntry<Outer>(contentType: contentType, exporter: exporter, importer: importer)
        if let condition, let toItem {
            entry.exportingCondition = { outer in (try? toItem(outer)).map(condition) ?? false }
        }
        if let name, let toItem {
            entry.suggestedFileName = { outer in (try? toItem(outer)).flatMap(name) }
        }
        entry.visibility = visibility
        return entry
    }
}
