import Foundation

/// What a drag leaving this process offers the window system, and what each offer holds —
/// the core's rules, so a front end only moves bytes (and its tests cover them headless).
///
/// - Offers: every MIME type of the first item's exported representations (richest first),
///   plus `text/plain` for any plain-text type; toolkit text targets (`UTF8_STRING`…) are left
///   to the toolkit.
/// - Contents: a text or URL offer joins every item that has it — URLs one per line, as
///   `text/uri-list` wants; text one item per line — so several rows or pictures dragged
///   together all arrive; any other type gives the first item's data.
///
/// Package access (issue 42.8): the public `CrossProcessExport` forwards here, deprecated, for one release.
package struct InterProcessExport: Sendable {
    /// X11 selection targets toolkits derive from the text MIME types themselves.
    static let toolkitTargets: Set<String> = ["utf8_string", "string", "text", "compound_text"]

    /// The items' providers, as exported to other processes.
    package let providers: [ItemProvider]
    /// Offered MIME types, richest first, each with the type that produces it.
    package let offers: [(mime: String, type: TypeIdentifier)]

    /// - Parameter providers: the items' providers as exported to other processes
    ///   (``ItemProvider/exportedForOtherProcesses(guardedBy:)``).
    package init(providers: [ItemProvider]) {
        self.providers = providers
        var offers: [(String, TypeIdentifier)] = []
        var seen = Set<String>()
        for type in providers.first?.registeredTypeIdentifiers ?? [] {
            var mimes = type.mimeTypes
            if type.conforms(to: .plainText), !mimes.contains("text/plain") { mimes.append("text/plain") }
            for mime in mimes where !Self.toolkitTargets.contains(mime) && seen.insert(mime).inserted {
                offers.append((mime, type))
            }
        }
        self.offers = offers
    }

    /// Why an offer could not be produced.
    package struct NotOffered: Error, CustomStringConvertible {
        /// The MIME type asked for.
        package let mimeType: String
        package var description: String { "\(mimeType) is not offered" }
    }

    /// The bytes for one offered MIME type, loaded from the items.
    package func data(for mime: String) async throws -> Data {
        guard let type = offers.first(where: { $0.mime == mime })?.type else { throw NotOffered(mimeType: mime) }
        guard type.conforms(to: .text) || type.conforms(to: .url) else {
            return try await providers[0].loadDataRepresentation(forTypeIdentifier: type)
        }
        var parts: [Data] = []
        for provider in providers where provider.hasItemConformingToTypeIdentifier(type) {
            parts.append(try await provider.loadDataRepresentation(forTypeIdentifier: type))
        }
        if type.conforms(to: .url) { return parts.reduce(Data(), +) }
        return parts.enumerated().reduce(into: Data()) { joined, part in
            if part.offset > 0 { joined.append(0x0A) }
            joined.append(part.element)
        }
    }

    /// The items a `text/uri-list` from another application stands for, in its order: a
    /// file offers its content (typed by its name's extension, else by its first bytes) and
    /// its URL (so it conforms to `public.file-url`, as items from iOS's Files do); anything
    /// else its URL. Toolkits show a file manager's multi-file drag as one item; the list
    /// says how many.
    @MainActor
    package static func items(fromURIList data: Data) -> [DragItem] {
        URL.urls(fromURIList: data).map { DragItem(itemProvider: itemProvider(forListed: $0)) }
    }

    /// The provider of one address of a `text/uri-list` (``items(fromURIList:)``): a file
    /// offers its content and its URL, anything else its URL.
    package static func itemProvider(forListed url: URL) -> ItemProvider {
        if url.isFileURL, let provider = ItemProvider(contentsOf: url) { return provider }
        return ItemProvider(object: url)
    }

    /// Whether a drag from another application offering `mimeTypes` is taken into this
    /// application at all (its views then decide): when one of them names a type the core
    /// knows (``TypeIdentifier/init(mimeType:)``). A drag of nothing but unknown types never
    /// reaches a delegate (SEMANTICS 44).
    package static func acceptsDrag(offering mimeTypes: [String]) -> Bool {
        mimeTypes.contains { TypeIdentifier(mimeType: $0) != nil }
    }

    /// The one item a drag (or the clipboard's content) from another application stands for
    /// before anything is read: a representation per offered MIME type the core knows, in
    /// the peer's order (its preference), each type once (`text/plain;charset=utf-8` and
    /// `UTF8_STRING` are one), read through `read` only when a destination loads it. Nil when
    /// no offered type is known (SEMANTICS 44).
    @MainActor
    package static func item(offering mimeTypes: [String],
                            read: @escaping @Sendable (_ mimeType: String, _ type: TypeIdentifier) async throws -> Data) -> DragItem? {
        let provider = ItemProvider()
        var seen = Set<TypeIdentifier>()
        for mime in mimeTypes {
            guard let type = TypeIdentifier(mimeType: mime), seen.insert(type).inserted else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: type) { try await read(mime, type) }
        }
        return seen.isEmpty ? nil : DragItem(itemProvider: provider)
    }

    /// The most a front end reads of a drag's `text/uri-list` to learn its items.
    package static let uriListLimit = 1_000_000

    /// Whether a drag from another application offering `mimeTypes` has its `text/uri-list`
    /// read when it enters, before any target hears of it (SEMANTICS 42): when, besides the
    /// list, it offers no content this application knows other than links and plain text — a
    /// file manager's drag. Types this application does not know do not count: they are never
    /// read (the XDG file-transfer portal's key that GTK 4 file managers such as Nautilus
    /// add, `x-special/…`, a file manager's private pointer). A drag that also offers its
    /// content — a picture's bytes, HTML, a type this application declared — keeps its
    /// offered item.
    package static func resolvesItemsFromURIList(offering mimeTypes: [String]) -> Bool {
        mimeTypes.contains { MIMEType.normalize($0) == "text/uri-list" } && mimeTypes.allSatisfy { mime in
            guard let type = TypeIdentifier(mimeType: mime) else { return true }
            return type.conforms(to: .url) || type.conforms(to: .plainText)
        }
    }

    /// The items a drag (or the clipboard's content) from another application offering
    /// `mimeTypes` stands for (SEMANTICS 42, 44): when ``resolvesItemsFromURIList(offering:)``
    /// says so and its list was read (`uriList`), the files or addresses the list names
    /// (``itemsResolved(fromURIList:guardedBy:)``); otherwise `offered`, the one item of
    /// ``item(offering:read:)``. What a front end enters a drag with, and a paste gives.
    @MainActor
    package static func items(offering mimeTypes: [String], uriList: Data?, offered: [DragItem],
                             guardedBy gate: DataAccessGate? = nil) -> [DragItem] {
        guard resolvesItemsFromURIList(offering: mimeTypes), let uriList,
              let resolved = itemsResolved(fromURIList: uriList, guardedBy: gate) else { return offered }
        return resolved
    }

    /// The items that replace a drag's one offered item once its `text/uri-list` is read
    /// (SEMANTICS 42): files (a file manager's drag: each file with its content type and its
    /// `public.file-url`), or several addresses; nil for one web address, whose offered item
    /// is richer (a browser offers the picture's bytes with it) and stays.
    /// With `gate`, their loaders wait for the drop, as the offered item's do (SEMANTICS 8).
    @MainActor
    package static func itemsResolved(fromURIList data: Data, guardedBy gate: DataAccessGate? = nil) -> [DragItem]? {
        let urls = URL.urls(fromURIList: data)
        guard !urls.isEmpty, urls.count > 1 || urls.allSatisfy(\.isFileURL) else { return nil }
        let resolved = items(fromURIList: data)
        guard let gate else { return resolved }
        return resolved.map { DragItem(itemProvider: $0.itemProvider.exportedForOtherProcesses(guardedBy: gate)) }
    }
}
