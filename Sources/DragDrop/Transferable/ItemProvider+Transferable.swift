import Foundation

extension ItemProvider {
    /// Offers `value` in each of its exported representations, richest first (SwiftUI's
    /// `register(_:)`): data as its content type; a file as its content type, held in the
    /// file (as `registerFileRepresentation` registers one: read, or copied file to file,
    /// when asked; to other processes also the file's URL, by the rule of
    /// ``exportedForOtherProcesses(guardedBy:)``). Representations whose exporting condition
    /// refuses the value are left out; the first suggested file name becomes ``suggestedName``.
    public func register<T: Transferable>(_ value: T) {
        var offered = Set(registeredTypeIdentifiers)
        for entry in T.transferEntries where entry.exports(value) && offered.insert(entry.contentType).inserted {
            if case let .file(export)? = entry.exporter {
                register(Representation(type: entry.contentType, visibility: entry.visibility, file: { try await export(value).file }) {
                    try await entry.exportData(value)
                })
            } else {
                registerDataRepresentation(forTypeIdentifier: entry.contentType, visibility: entry.visibility) {
                    try await entry.exportData(value)
                }
            }
            if suggestedName == nil, let name = entry.suggestedFileName?(value) { suggestedName = name }
        }
    }

    /// Whether some representation here can be imported as `T` — by type only, nothing loaded.
    public func canLoadTransferable<T: Transferable>(type: T.Type) -> Bool {
        T.transferEntries.contains { importSource(for: $0) != nil }
    }

    /// Loads a `T` from the richest representation `T` can import (SwiftUI's
    /// `loadTransferable(type:)`). A file representation gets a copy of the file in the
    /// temporary directory, whether a file or only bytes were offered; a data representation
    /// also reads a dropped file whose name says it is of that type.
    /// - Throws: ``ItemProviderError/unsupportedType(requested:available:)`` when nothing here
    ///   can become a `T`; ``ItemProviderError/loadFailed(_:underlying:)`` when the import
    ///   refuses the data; the load's own errors (cancelled, timed out, too large).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws(ItemProviderError) -> T {
        for entry in T.transferEntries {
            guard let source = importSource(for: entry), let importer = entry.importer else { continue }
            do {
                return try await load(source, as: entry.contentType, with: importer)
            } catch .unsupportedType where source.isFile {
                continue  // the offered file is of another type: try the next representation
            }
        }
        throw .unsupportedType(requested: T.importedContentTypes, available: registeredTypeIdentifiers)
    }

    /// Completion-handler form of ``loadTransferable(type:)``: the handler runs once, on a
    /// background thread; cancelling the returned progress cancels the load. The load counts
    /// from the call (inside `performDrop`, it keeps the drop open until it is over).
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        notifyLoad(.began)
        let task = Task {
            defer { notifyLoad(.ended) }
            do {
                let value = try await loadTransferable(type: type)
                progress.completedUnitCount = 1
                completionHandler(.success(value))
            } catch {
                completionHandler(.failure(error))
            }
        }
        progress.cancellationHandler = { task.cancel() }
        return progress
    }

    /// Where the data for `entry` comes from here, if anywhere.
    private enum ImportSource {
        case data(TypeIdentifier)
        case file

        var isFile: Bool { if case .file = self { true } else { false } }
    }

    private func importSource<T: Transferable>(for entry: TransferRepresentationEntry<T>) -> ImportSource? {
        guard entry.canImport else { return nil }
        if let type = registeredTypeIdentifiers.first(where: { $0.conforms(to: entry.contentType) }) { return .data(type) }
        // A file (from a file manager, say): read when its name says it is of the content
        // type, or says nothing (``fileURL(for:)`` checks once the URL is known).
        if hasItemConformingToTypeIdentifier(.fileURL), !entry.contentType.conforms(to: .url) { return .file }
        return nil
    }

    private func load<T: Transferable>(_ source: ImportSource, as contentType: TypeIdentifier,
                                       with importer: TransferRepresentationEntry<T>.Importer) async throws(ItemProviderError) -> T {
        switch (source, importer) {
        case let (.data(type), .data(read)):
            let data = try await loadDataRepresentation(forTypeIdentifier: type)
            return try await imported(contentType) { try await read(data) }
        case let (.data(type), .file(read)):
            let data = try await loadDataRepresentation(forTypeIdentifier: type)
            let copy = try temporaryFile(for: contentType) { try data.write(to: $0) }
            return try await imported(contentType) { try await read(ReceivedTransferredFile(file: copy, isOriginalFile: false)) }
        case let (.file, .data(read)):
            let file = try await fileURL(for: contentType)
            let data: Data
            do { data = try Data(contentsOf: file) } catch { throw .loadFailed(contentType, underlying: error) }
            return try await imported(contentType) { try await read(data) }
        case let (.file, .file(read)):
            let file = try await fileURL(for: contentType)
            let copy = try temporaryFile(for: contentType, name: file.lastPathComponent) {
                try FileManager.default.copyItem(at: file, to: $0)
            }
            return try await imported(contentType) { try await read(ReceivedTransferredFile(file: copy, isOriginalFile: false)) }
        }
    }

    /// The offered file, when its name says it holds `contentType` (or does not say).
    private func fileURL(for contentType: TypeIdentifier) async throws(ItemProviderError) -> URL {
        let url = try await loadObject(ofClass: URL.self)
        if let named = TypeIdentifier(filenameExtension: url.pathExtension), !named.conforms(to: contentType) {
            throw .unsupportedType(requested: [contentType], available: [named])
        }
        return url
    }

    private func imported<T>(_ contentType: TypeIdentifier, _ body: () async throws -> T) async throws(ItemProviderError) -> T {
        do { return try await body() } catch { throw .loadFailed(contentType, underlying: error) }
    }

    /// A new file in a directory of its own in the temporary directory, filled by `fill`.
    private func temporaryFile(for contentType: TypeIdentifier, name: String? = nil,
                               fill: (URL) throws -> Void) throws(ItemProviderError) -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-\(UUID().uuidString)")
        let fileName = name ?? [suggestedName ?? "Dropped", contentType.preferredFilenameExtension]
            .compactMap { $0 }.joined(separator: ".")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent(fileName)
            try fill(file)
            return file
        } catch {
            throw .loadFailed(contentType, underlying: error)
        }
    }
}
