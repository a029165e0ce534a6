import Foundation

/// What a drag leaving this process offers the window system, and what each offer holds.
/// Deprecated (issue 42.8): used only inside DragDrop, it leaves the public API in the next
/// release; the rules stay in force inside the library.
@available(*, deprecated, message: "used only inside DragDrop; it leaves the public API in the next release")
public struct CrossProcessExport: Sendable {
    private let export: InterProcessExport

    /// The items' providers, as exported to other processes.
    public var providers: [ItemProvider] { export.providers }
    /// Offered MIME types, richest first, each with the type that produces it.
    public var offers: [(mime: String, type: TypeIdentifier)] { export.offers }

    /// - Parameter providers: the items' providers as exported to other processes.
    public init(providers: [ItemProvider]) { export = InterProcessExport(providers: providers) }

    /// Why an offer could not be produced.
    public struct NotOffered: Error, CustomStringConvertible {
        /// The MIME type asked for.
        public let mimeType: String
        public var description: String { "\(mimeType) is not offered" }
    }

    /// The bytes for one offered MIME type, loaded from the items.
    public func data(for mime: String) async throws -> Data {
        do {
            return try await export.data(for: mime)
        } catch let error as InterProcessExport.NotOffered {
            throw NotOffered(mimeType: error.mimeType)
        }
    }

    /// The items a `text/uri-list` from another application stands for, in its order.
    @MainActor
    public static func items(fromURIList data: Data) -> [DragItem] { InterProcessExport.items(fromURIList: data) }

    /// The provider of one address of a `text/uri-list`.
    public static func itemProvider(forListed url: URL) -> ItemProvider { InterProcessExport.itemProvider(forListed: url) }

    /// Whether a drag from another application offering `mimeTypes` is taken in at all.
    public static func acceptsDrag(offering mimeTypes: [String]) -> Bool { InterProcessExport.acceptsDrag(offering: mimeTypes) }

    /// The one item a drag from another application stands for before anything is read.
    @MainActor
    public static func item(offering mimeTypes: [String],
                            read: @escaping @Sendable (_ mimeType: String, _ type: TypeIdentifier) async throws -> Data) -> DragItem? {
        InterProcessExport.item(offering: mimeTypes, read: read)
    }

    /// The most a front end reads of a drag's `text/uri-list` to learn its items.
    public static let uriListLimit = InterProcessExport.uriListLimit

    /// Whether a drag offering `mimeTypes` has its `text/uri-list` read when it enters.
    public static func resolvesItemsFromURIList(offering mimeTypes: [String]) -> Bool {
        InterProcessExport.resolvesItemsFromURIList(offering: mimeTypes)
    }

    /// The items a drag from another application offering `mimeTypes` stands for.
    @MainActor
    public static func items(offering mimeTypes: [String], uriList: Data?, offered: [DragItem],
                             guardedBy gate: DataAccessGate? = nil) -> [DragItem] {
        InterProcessExport.items(offering: mimeTypes, uriList: uriList, offered: offered, guardedBy: gate)
    }

    /// The items that replace a drag's one offered item once its `text/uri-list` is read.
    @MainActor
    public static func itemsResolved(fromURIList data: Data, guardedBy gate: DataAccessGate? = nil) -> [DragItem]? {
        InterProcessExport.itemsResolved(fromURIList: data, guardedBy: gate)
    }
}
