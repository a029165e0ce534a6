import Foundation
@_exported import DragDrop
import Synchronization

/// An item of a drag coming from another application, for the headless driver: the
/// types are visible at once; each type's data arrives when the test says so — at once,
/// later, out of order, never, or as a failure.
public final class ExternalItem: Sendable {
    /// The types offered, highest fidelity first.
    public let typeIdentifiers: [TypeIdentifier]
    /// The name the other application suggests for the item (a file's name).
    public let suggestedName: String?
    /// The file this item is, for an item made with ``init(file:)``.
    public let file: URL?
    private let values: [TypeIdentifier: PendingData]

    /// An item whose data for each type is delivered later with ``deliver(_:as:)`` or
    /// ``fail(_:with:)``.
    public init(types: [TypeIdentifier], suggestedName: String? = nil) {
        self.typeIdentifiers = types
        self.suggestedName = suggestedName
        self.values = Dictionary(uniqueKeysWithValues: types.map { ($0, PendingData()) })
        self.file = nil
    }

    /// A file as a file manager's drag brings it (SEMANTICS 42): the item a receiving
    /// application makes of one file of a `text/uri-list`, by the code that does it there
    /// (`InterProcessExport.itemProvider(forListed:)`) — its content typed by its name's
    /// extension, else by its first bytes (a folder is `public.folder`), then its
    /// `public.file-url`; its name without the extension as ``suggestedName``. Its data is
    /// the file's, read when a destination loads it after the drop; there is nothing to
    /// ``deliver(_:as:)``. Several files dragged together: one item each, in order
    /// (``HeadlessDragDriver/beginExternalDrag(files:at:)`` offers them as one list).
    /// - Precondition: `file` is a file URL.
    public init(file: URL) {
        precondition(file.isFileURL, "ExternalItem(file:) takes a file URL, not \(file); use ExternalItem(_:) for other data")
        let provider = InterProcessExport.itemProvider(forListed: file)
        self.typeIdentifiers = provider.registeredTypeIdentifiers
        self.suggestedName = provider.suggestedName
        self.values = [:]
        self.file = file
    }

    /// An item whose data is ready at once.
    public convenience init(_ representations: KeyValuePairs<TypeIdentifier, Data>, suggestedName: String? = nil) {
        self.init(types: representations.map(\.key), suggestedName: suggestedName)
        for (type, data) in representations { deliver(data, as: type) }
    }

    /// Plain text, ready at once.
    public convenience init(text: String) {
        self.init([.utf8PlainText: Data(text.utf8)])
    }

    /// Delivers the data of one type; waiting loads resume. Later deliveries are ignored.
    /// - Precondition: the item is not a file (``init(file:)``), whose data is the file's.
    public func deliver(_ data: Data, as type: TypeIdentifier) {
        precondition(file == nil, "\(file?.lastPathComponent ?? "") is a file: its data is what the file holds")
        values[type]?.finish(.success(data))
    }

    /// Makes loads of one type fail with `error`.
    /// - Precondition: the item is not a file (``init(file:)``): remove the file instead.
    public func fail(_ type: TypeIdentifier, with error: any Error) {
        precondition(file == nil, "\(file?.lastPathComponent ?? "") is a file: remove it to make its loads fail")
        values[type]?.finish(.failure(error))
    }

    /// How many loads are waiting for data of `type`.
    public func waitingLoads(for type: TypeIdentifier) -> Int {
        values[type]?.waiterCount ?? 0
    }

    /// A provider whose loaders wait for the test's data, with no drop rules: for testing
    /// loading code directly.
    public var itemProvider: ItemProvider { makeItemProvider(access: nil) }

    /// The item provider a receiving application sees; with `access`, its loaders refuse
    /// to run before the drop (SEMANTICS 8).
    func makeItemProvider(access: DataAccessGate?) -> ItemProvider {
        if let file {
            let provider = InterProcessExport.itemProvider(forListed: file)
            return access.map { provider.exportedForOtherProcesses(guardedBy: $0) } ?? provider
        }
        let provider = ItemProvider()
        for type in typeIdentifiers {
            guard let pending = values[type] else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: type) {
                try access?.check()
                return try await pending.value()
            }
        }
        provider.suggestedName = suggestedName
        return provider
    }
}

/// A value that arrives once, for any number of waiters; a cancelled waiter stops waiting.
/// Each waiter is parked in the load census it started under (``LoadCensus``), so that
/// `settle()` knows the load will not finish on its own.
final class PendingData: Sendable {
    private struct Waiter {
        let continuation: CheckedContinuation<Data, any Error>
        let census: LoadCensus?
        let work: LoadCensus.Work?
    }

    private enum State {
        case waiting([Int: Waiter], next: Int)
        case done(Result<Data, any Error>)
    }

    private let state = Mutex(State.waiting([:], next: 0))

    var waiterCount: Int {
        state.withLock { if case let .waiting(waiters, _) = $0 { waiters.count } else { 0 } }
    }

    func finish(_ result: Result<Data, any Error>) {
        let waiters: [Waiter] = state.withLock { state in
            guard case let .waiting(waiters, _) = state else { return [] }
            state = .done(result)
            return Array(waiters.values)
        }
        for waiter in waiters {
            LoadCensus.park(by: -1, in: waiter.census, work: waiter.work)
            waiter.continuation.resume(with: result)
        }
    }

    func value() async throws -> Data {
        let token = Mutex<Int?>(nil)
        let census = LoadCensus.current, work = LoadCensus.currentWork
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready: Result<Data, any Error>? = state.withLock { state in
                    switch state {
                    case let .done(result):
                        return result
                    case let .waiting(waiters, next):
                        if Task.isCancelled { return .failure(CancellationError()) }
                        var waiters = waiters
                        LoadCensus.park(by: 1, in: census, work: work)
                        waiters[next] = Waiter(continuation: continuation, census: census, work: work)
                        state = .waiting(waiters, next: next + 1)
                        token.withLock { $0 = next }
                        return nil
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let cancelled: Waiter? = state.withLock { state in
                guard case let .waiting(waiters, next) = state, let id = token.withLock({ $0 }),
                      let waiter = waiters[id] else { return nil }
                var remaining = waiters
                remaining[id] = nil
                state = .waiting(remaining, next: next)
                return waiter
            }
            if let cancelled { LoadCensus.park(by: -1, in: cancelled.census, work: cancelled.work) }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
