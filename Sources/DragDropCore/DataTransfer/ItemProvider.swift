import Foundation
import Synchronization

/// Carries data between a drag source and a drop destination (UIKit's `NSItemProvider`).
///
/// The source registers *representations*: a type identifier and an asynchronous loader that
/// produces the bytes only when a destination asks. Destinations see the type identifiers
/// at once and load data later (SEMANTICS 8, 11).
///
/// Safe to use from any thread; loaders run off the main actor.
public final class ItemProvider: Sendable, CustomStringConvertible {
    /// Who may see a representation (UIKit's `NSItemProviderRepresentationVisibility`).
    public enum RepresentationVisibility: Sendable, Hashable {
        /// Every application, this one included.
        case all
        /// Only the application that registered it; dropped when the drag leaves the process.
        case ownProcess
    }

    /// Produces a representation's bytes.
    public typealias DataLoader = @Sendable () async throws -> Data

    /// Gives a file that holds a representation: the source's own, read in place or copied,
    /// never moved or deleted.
    typealias FileLoader = @Sendable () async throws -> URL

    struct Representation: Sendable {
        let type: TypeIdentifier
        let visibility: RepresentationVisibility
        let load: DataLoader
        /// The file behind the representation, when it has one: a destination may open it in
        /// place when `opensInPlace`, or copy it without reading it into memory.
        var file: FileLoader?
        var opensInPlace = false

        init(type: TypeIdentifier, visibility: RepresentationVisibility, file: FileLoader? = nil, opensInPlace: Bool = false,
             load: @escaping DataLoader) {
            self.type = type
            self.visibility = visibility
            self.load = load
            self.file = file
            self.opensInPlace = opensInPlace
        }
    }

    private struct State: Sendable {
        var representations: [Representation] = []
        var suggestedName: String?
        var loadObservers: [Int: @Sendable (LoadEvent) -> Void] = [:]
        var nextObserverToken = 0
    }

    /// A load starting or ending, for the drag system's transfer accounting (SEMANTICS 6).
    enum LoadEvent: Sendable { case began, ended }

    private let state = Mutex(State())

    /// An empty provider; register representations on it.
    public init() {}

    /// A provider offering every writable representation of `object`.
    public convenience init(object: some ItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// A provider offering `data` as `type`.
    public convenience init(item data: Data, typeIdentifier type: TypeIdentifier) {
        self.init()
        registerDataRepresentation(forTypeIdentifier: type) { data }
    }

    /// A provider for a local file: its content typed by its extension — or, when the
    /// extension names no type, by its first bytes (a picture's header) — read lazily, and
    /// the file URL itself (`public.file-url`, not plain text). A folder is `public.folder`
    /// (as iOS's items from Files are), opened in place; it has no bytes of its own. `nil`
    /// when `fileURL` is not a file URL. The file is reached through its path's bytes
    /// (``LocalFile``): a name that is not UTF-8 works; a named pipe, a device or a socket is
    /// never opened, and a load fails with ``LocalFile/Error/notRegularFile(_:)`` before
    /// reading anything.
    public convenience init?(contentsOf fileURL: URL) {
        guard let file = LocalFile(fileURL) else { return nil }
        self.init()
        if (try? file.status())?.kind == .directory {
            register(Representation(type: .folder, visibility: .all, file: { fileURL }, opensInPlace: true) {
                throw ItemProviderDecodingError(.folder, "\(file.name) is a folder, with no bytes of its own")
            })
        } else {
            let contentType = file.nameExtension.flatMap(TypeIdentifier.init(filenameExtension:)) ?? Self.sniffedType(of: file) ?? .data
            register(Representation(type: contentType, visibility: .all, file: { fileURL }, opensInPlace: true) {
                try file.read()
            })
        }
        // Its address as a file URL, not as text: a picture file is not plain text (iOS's
        // items from Files conform to their type and public.file-url only).
        for type in [TypeIdentifier.fileURL, .url] {
            registerDataRepresentation(forTypeIdentifier: type) { try await fileURL.loadData(withTypeIdentifier: type) }
        }
        suggestedName = file.nameWithoutExtension
    }

    /// The picture format a regular file's first 64 KiB announce, if any. Nothing else is
    /// opened (``LocalFile/readPrefix(_:)`` reads regular files only): a named pipe would wait
    /// for a writer (on the main thread, for a drag's uri-list).
    private static func sniffedType(of file: LocalFile) -> TypeIdentifier? {
        guard let head = try? file.readPrefix(65_536), let image = try? Image(data: head) else { return nil }
        return image.format.typeIdentifier
    }

    /// A name for the data, e.g. a file name without extension (UIKit's `suggestedName`).
    public var suggestedName: String? {
        get { state.withLock { $0.suggestedName } }
        set { state.withLock { $0.suggestedName = newValue } }
    }

    /// Adds a representation. Registration order is fidelity order: register the richest
    /// type first. Registering a type again replaces its loader but keeps its position.
    public func registerDataRepresentation(
        forTypeIdentifier type: TypeIdentifier,
        visibility: RepresentationVisibility = .all,
        loadHandler: @escaping DataLoader
    ) {
        register(Representation(type: type, visibility: visibility, load: loadHandler))
    }

    /// Adds `representation`, or replaces the one of its type in place.
    func register(_ representation: Representation) {
        state.withLock { state in
            if let index = state.representations.firstIndex(where: { $0.type == representation.type }) {
                state.representations[index] = representation
            } else {
                state.representations.append(representation)
            }
        }
    }

    /// Registers every writable representation of `object`, in its fidelity order.
    public func registerObject(_ object: some ItemProviderWriting, visibility: RepresentationVisibility? = nil) {
        let objectType = Swift.type(of: object)
        for type in object.writableTypeIdentifiersForItemProvider {
            let effective = visibility ?? objectType.itemProviderVisibilityForRepresentation(withTypeIdentifier: type)
            registerDataRepresentation(forTypeIdentifier: type, visibility: effective) {
                try await object.loadData(withTypeIdentifier: type)
            }
        }
    }

    /// The registered types, highest fidelity first (SEMANTICS 11).
    public var registeredTypeIdentifiers: [TypeIdentifier] {
        state.withLock { $0.representations.map(\.type) }
    }

    /// Whether some registered type is `type` or conforms to it. Loads nothing.
    public func hasItemConformingToTypeIdentifier(_ type: TypeIdentifier) -> Bool {
        registeredTypeIdentifiers.contains { $0.conforms(to: type) }
    }

    /// Whether `objectClass` can be read from one of the registered types. Answers from
    /// type identifiers only, without loading data (SEMANTICS 11).
    public func canLoadObject(ofClass objectClass: any ItemProviderReading.Type) -> Bool {
        representationType(readableBy: objectClass) != nil
    }

    /// The registered type a load of `objectClass` would use: for each readable type in the
    /// class's order, the first registered type conforming to it.
    public func representationType(readableBy objectClass: any ItemProviderReading.Type) -> TypeIdentifier? {
        let registered = registeredTypeIdentifiers
        for readable in objectClass.readableTypeIdentifiersForItemProvider {
            if let match = registered.first(where: { $0.conforms(to: readable) }) { return match }
        }
        return nil
    }

    /// A provider with the same loaders minus the `.ownProcess` representations: what
    /// another application sees when the drag leaves this one — and, for a representation
    /// held in a file, that file's URL too (SEMANTICS 52). With `gate`, its
    /// loaders refuse to run until the drop opens the gate (SEMANTICS 8).
    public func exportedForOtherProcesses(guardedBy gate: DataAccessGate? = nil) -> ItemProvider {
        let exported = ItemProvider()
        let (representations, name) = state.withLock { state in
            (state.representations.filter { $0.visibility == .all }, state.suggestedName)
        }
        let guarded = representations.map { representation in gate.map { Self.guarded(representation, by: $0) } ?? representation }
        exported.state.withLock { target in
            target.representations = Self.offeringFilesByURL(guarded)
            target.suggestedName = name
        }
        return exported
    }

    /// `representation` with loaders that refuse to run until `gate` opens.
    private static func guarded(_ representation: Representation, by gate: DataAccessGate) -> Representation {
        let load = representation.load
        var file: FileLoader?
        if let original = representation.file {
            file = {
                try gate.check()
                return try await original()
            }
        }
        return Representation(type: representation.type, visibility: .all, file: file, opensInPlace: representation.opensInPlace) {
            try gate.check()
            return try await load()
        }
    }

    /// Calls `observer` when a load begins and ends; returns a token for ``removeLoadObserver(_:)``.
    func addLoadObserver(_ observer: @escaping @Sendable (LoadEvent) -> Void) -> Int {
        state.withLock { state in
            state.nextObserverToken += 1
            state.loadObservers[state.nextObserverToken] = observer
            return state.nextObserverToken
        }
    }

    func removeLoadObserver(_ token: Int) {
        state.withLock { _ = $0.loadObservers.removeValue(forKey: token) }
    }

    func notifyLoad(_ event: LoadEvent) {
        let observers = state.withLock { Array($0.loadObservers.values) }
        observers.forEach { $0(event) }
    }

    /// The representation whose type is `type` or, failing that, the first conforming to it.
    func representation(conformingTo type: TypeIdentifier) -> Representation? {
        state.withLock { state in
            state.representations.first { $0.type == type }
                ?? state.representations.first { $0.type.conforms(to: type) }
        }
    }

    public var description: String {
        "ItemProvider(\(registeredTypeIdentifiers.map(\.identifier).joined(separator: ", ")))"
    }
}
