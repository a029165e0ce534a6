import Foundation

/// A value moved as another ``Transferable`` — a URL, a String… — taking all of that type's
/// representations (SwiftUI's `ProxyRepresentation`).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    public let entries: [TransferRepresentationEntry<Item>]

    /// Exported as `exporting(value)`, imported through `importing(proxy)`.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {
        entries = Proxy.transferEntries.map { $0.mapped(exporting: exporting, importing: importing) }
    }

    /// Exported only, as `exporting(value)` (a key path works: `ProxyRepresentation(exporting: \.name)`).
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        entries = Proxy.transferEntries.filter(\.canExport).map { $0.mapped(exporting: exporting, importing: nil) }
    }

    /// Imported only.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
        entries = Proxy.transferEntries.filter(\.canImport).map { $0.mapped(exporting: nil, importing: importing) }
    }
}
