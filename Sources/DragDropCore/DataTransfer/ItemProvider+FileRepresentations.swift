import Foundation

extension ItemProvider {
    /// UIKit's `NSItemProviderFileOptions`.
    public struct FileOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A destination may open the file where it is (``loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)-(TypeIdentifier,_)``)
        /// instead of getting a copy.
        public static let openInPlace = FileOptions(rawValue: 1)
    }

    /// UIKit's `registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)`:
    /// a representation held in a file. `loadHandler` runs only when a destination asks, gets
    /// a completion to call once with the file's URL (or an error; the middle argument,
    /// UIKit's "coordinated", is not used) and may return a `Progress` whose cancellation
    /// stops it. The file stays the source's: destinations read it, open it in place (with
    /// ``FileOptions/openInPlace``) or copy it; it is never moved or deleted.
    public func registerFileRepresentation(
        forTypeIdentifier type: TypeIdentifier, fileOptions: FileOptions = [],
        visibility: RepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        let file: FileLoader = {
            // UIKit's middle argument ("coordinated") is not used.
            try await awaitCompletionHandler(for: type, missing: "a file") { (completion: @escaping @Sendable (URL?, (any Error)?) -> Void) in
                loadHandler { url, _, error in completion(url, error) }
            }
        }
        register(Representation(type: type, visibility: visibility, file: file, opensInPlace: fileOptions.contains(.openInPlace)) {
            try Data(contentsOf: try await file(), options: .mappedIfSafe)
        })
    }

    /// The string spelling of `registerFileRepresentation` with a `TypeIdentifier`.
    public func registerFileRepresentation(
        forTypeIdentifier identifier: String, fileOptions: FileOptions = [],
        visibility: RepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        registerFileRepresentation(forTypeIdentifier: TypeIdentifier(identifier), fileOptions: fileOptions,
                                   visibility: visibility, loadHandler: loadHandler)
    }

    /// UIKit's `loadFileRepresentation(forTypeIdentifier:completionHandler:)`: a copy of the
    /// representation that is `type` or conforms to it, as a file named after
    /// ``suggestedName`` with its type's extension, in a folder of its own under the
    /// temporary directory. As on iOS the copy exists only while `completionHandler` runs —
    /// it is deleted when the handler returns: move or read it there. A representation held in
    /// a file is copied file to file, never read into memory. Errors are
    /// ``ItemProviderError``s; cancelling the returned progress cancels the load.
    @discardableResult
    public func loadFileRepresentation(
        forTypeIdentifier type: TypeIdentifier,
        completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        loadFile(of: type, inPlace: false) { file, error in completionHandler(file?.url, error) }
    }

    /// The string spelling of `loadFileRepresentation` with a `TypeIdentifier`.
    @discardableResult
    public func loadFileRepresentation(
        forTypeIdentifier identifier: String,
        completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        loadFileRepresentation(forTypeIdentifier: TypeIdentifier(identifier), completionHandler: completionHandler)
    }

    /// UIKit's `loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)`: the
    /// source's own file when it offers it in place (a file from a file manager, a
    /// representation registered with ``FileOptions/openInPlace``) — the handler's Boolean
    /// is true and the file stays; otherwise a copy, as ``loadFileRepresentation(forTypeIdentifier:completionHandler:)-(TypeIdentifier,_)``
    /// gives, deleted when the handler returns, and the Boolean is false.
    @discardableResult
    public func loadInPlaceFileRepresentation(
        forTypeIdentifier type: TypeIdentifier,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadFileRepresentation(for: type, openInPlace: true, completionHandler: completionHandler)
    }

    /// The string spelling of `loadInPlaceFileRepresentation` with a `TypeIdentifier`.
    @discardableResult
    public func loadInPlaceFileRepresentation(
        forTypeIdentifier identifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadInPlaceFileRepresentation(forTypeIdentifier: TypeIdentifier(identifier), completionHandler: completionHandler)
    }

    /// iOS 16's spelling, with a content type: in place when `openInPlace` and the source
    /// offers it, else a copy deleted when the handler returns (the Boolean says which).
    @discardableResult
    public func loadFileRepresentation(
        for contentType: TypeIdentifier, openInPlace: Bool = false,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadFile(of: contentType, inPlace: openInPlace) { file, error in completionHandler(file?.url, file?.isInPlace ?? false, error) }
    }

    /// A loaded file: where it is, and whether it is the source's own.
    private struct LoadedFile: Sendable {
        let url: URL
        let isInPlace: Bool
    }

    /// Loads a file of `type` (the source's own when `inPlace` allows and it offers one, else a
    /// copy in a new temporary folder), hands it to `completion`, then deletes the folder.
    private func loadFile(of type: TypeIdentifier, inPlace: Bool,
                          completion: @escaping @Sendable (LoadedFile?, (any Error)?) -> Void) -> Progress {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DragDrop-\(UUID().uuidString)", isDirectory: true)
        return runReportingProgress(completion, afterCompletion: { try? FileManager.default.removeItem(at: folder) }) {
            guard let representation = self.representation(conformingTo: type) else {
                throw ItemProviderError.unsupportedType(requested: [type], available: self.registeredTypeIdentifiers)
            }
            if inPlace, representation.opensInPlace, let file = representation.file {
                return LoadedFile(url: try await self.loadingFile(of: representation.type) { try await file() }, isInPlace: true)
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = folder.appendingPathComponent(self.fileName(for: representation.type))
            if let file = representation.file {
                let original = try await self.loadingFile(of: representation.type) { try await file() }
                do { try FileManager.default.copyItem(at: original, to: copy) }
                catch { throw ItemProviderError.loadFailed(representation.type, underlying: error) }
            } else {
                let data = try await self.load(representation, limits: .none, counted: true)
                do { try data.write(to: copy) }
                catch { throw ItemProviderError.loadFailed(representation.type, underlying: error) }
            }
            return LoadedFile(url: copy, isInPlace: false)
        }
    }

    /// Runs a file loader as a counted load (the drag system's transfer accounting), its
    /// failures as ``ItemProviderError``s.
    func loadingFile(of type: TypeIdentifier, _ file: @Sendable () async throws -> URL) async throws(ItemProviderError) -> URL {
        notifyLoad(.began)
        defer { notifyLoad(.ended) }
        do {
            return try await file()
        } catch is CancellationError {
            throw .cancelled
        } catch let error as ItemProviderError {
            throw error
        } catch {
            throw .loadFailed(type, underlying: error)
        }
    }

    /// The copy's name: the suggested name (or "item"), with the type's preferred extension —
    /// or, for a type without one (UTF-8 text), its nearest supertype's (`txt`) — unless the
    /// suggested name already ends in an extension of the type (`Report.csv`).
    func fileName(for type: TypeIdentifier) -> String {
        let base = (suggestedName?.isEmpty == false ? suggestedName! : "item").replacingOccurrences(of: "/", with: "-")
        let named = URL(fileURLWithPath: base).pathExtension
        if !named.isEmpty, TypeIdentifier(filenameExtension: named)?.conforms(to: type) == true { return base }
        var level = [type]
        while !level.isEmpty {
            if let found = level.lazy.compactMap(\.preferredFilenameExtension).first { return "\(base).\(found)" }
            level = level.flatMap(\.directSupertypes).filter { $0 != .data && $0 != .item }
        }
        return base
    }
}
