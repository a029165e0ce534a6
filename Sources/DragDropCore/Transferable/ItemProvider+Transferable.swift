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

    /// Whether some representation here can be imported as `T`, by type only, nothing
    /// loaded: one of its types conforms to a content type `T` imports, as SwiftUI decides
    /// (a PNG file is no audio file, a plain-text file no custom Codable type; a file URL
    /// alone says nothing about the file and is no picture).
    public func canLoadTransferable<T: Transferable>(type: T.Type) -> Bool {
        T.transferEntries.contains { importedType(for: $0) != nil }
    }

    /// Loads a `T` from the richest representation `T` can import (SwiftUI's
    /// `loadTransferable(type:)`): the first of `T`'s importing representations whose content
    /// type one of this provider's types conforms to. A file representation gets a copy of
    /// the file in a folder of its own in the temporary directory: under the file's own name
    /// when a file was offered (one from a file manager), else named after ``suggestedName``
    /// with the offered type's extension.
    /// - Throws: ``ItemProviderError/unsupportedType(requested:available:)`` when nothing here
    ///   can become a `T`; ``ItemProviderError/loadFailed(_:underlying:)`` when the import
    ///   refuses the data; the load's own errors (cancelled, timed out, too large).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws(ItemProviderError) -> T {
        for entry in T.transferEntries {
            guard let offered = importedType(for: entry), let importer = entry.importer else { continue }
            return try await load(offered, as: entry.contentType, with: importer)
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
        let work = LoadCensus.Work()  // test support's settle() waits for the handler
        let task = Task { await work.run {
            defer { notifyLoad(.ended) }
            do {
                let value = try await loadTransferable(type: type)
                progress.completedUnitCount = 1
                completionHandler(.success(value))
            } catch {
                completionHandler(.failure(error))
            }
        } }
        progress.cancellationHandler = { task.cancel() }
        return progress
    }

    /// The type here that `entry` imports from, if any: the first one conforming to its content type.
    private func importedType<T: Transferable>(for entry: TransferRepresentationEntry<T>) -> TypeIdentifier? {
        guard entry.canImport else { return nil }
        return registeredTypeIdentifiers.first { $0.conforms(to: entry.contentType) }
    }

    private func load<T: Transferable>(_ offered: TypeIdentifier, as contentType: TypeIdentifier,
                                       with importer: TransferRepresentationEntry<T>.Importer) async throws(ItemProviderError) -> T {
        switch importer {
        case let .data(read):
            let data = try await loadDataRepresentation(forTypeIdentifier: offered)
            return try await imported(contentType) { try await read(data) }
        case let .file(read):
            let copy = try await receivedCopy(of: offered, as: contentType)
            return try await imported(contentType) { try await read(ReceivedTransferredFile(file: copy, isOriginalFile: false)) }
        }
    }

    /// The importer's copy of the representation of type `offered`: a file held in a file is
    /// copied file to file under its own name (SwiftUI keeps the name); bytes are written to
    /// a file named after ``suggestedName`` with `offered`'s extension.
    private func receivedCopy(of offered: TypeIdentifier, as contentType: TypeIdentifier) async throws(ItemProviderError) -> URL {
        if let file = representation(conformingTo: offered)?.file {
            let original = try await loadingFile(of: offered) { try await file() }
            return try temporaryFile(for: contentType, named: original.lastPathComponent) {
                try FileManager.default.copyItem(at: original, to: $0)
            }
        }
        let data = try await loadDataRepresentation(forTypeIdentifier: offered)
        return try temporaryFile(for: contentType, named: fileName(for: offered)) { try data.write(to: $0) }
    }

    private func imported<T>(_ contentType: TypeIdentifier, _ body: () async throws -> T) async throws(ItemProviderError) -> T {
        do { return try await body() } catch { throw .loadFailed(contentType, underlying: error) }
    }

    /// A new file named `name` in a directory of its own in the temporary directory, filled by `fill`.
    private func temporaryFile(for contentType: TypeIdentifier, named name: String,
                               fill: (URL) throws -> Void) throws(ItemProviderError) -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent(name)
            try fill(file)
            return file
        } catch {
            throw .loadFailed(contentType, underlying: error)
        }
    }
}
