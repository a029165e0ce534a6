import Foundation
import Synchronization

extension ItemProvider {
    /// UIKit's completion-handler loader: `loadHandler` gets a completion to call once with
    /// the bytes (or an error) and may return a `Progress` whose cancellation stops it. It
    /// runs only when a destination asks, like the `async` form.
    ///
    /// A loader that calls its completion again is ignored after the first call; one that
    /// passes neither data nor an error fails the load with ``ItemProviderError/loadFailed(_:underlying:)``.
    public func registerDataRepresentation(
        forTypeIdentifier type: TypeIdentifier,
        visibility: RepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) {
            try await awaitCompletionHandler(for: type, start: loadHandler)
        }
    }

    /// The string spelling of the `TypeIdentifier` form
    /// (UIKit's parameter is a `String`).
    public func registerDataRepresentation(
        forTypeIdentifier identifier: String,
        visibility: RepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: TypeIdentifier(identifier), visibility: visibility, loadHandler: loadHandler)
    }

    /// The string spelling of `init(item:typeIdentifier:)` (UIKit's `NSItemProvider(item:typeIdentifier:)`,
    /// whose identifier is a `String`: `kUTTypePNG as String`).
    public convenience init(item data: Data, typeIdentifier identifier: String) {
        self.init(item: data, typeIdentifier: TypeIdentifier(identifier))
    }

    /// The string spelling of the `async` registration.
    public func registerDataRepresentation(
        forTypeIdentifier identifier: String,
        visibility: RepresentationVisibility = .all,
        loadHandler: @escaping DataLoader
    ) {
        registerDataRepresentation(forTypeIdentifier: TypeIdentifier(identifier), visibility: visibility, loadHandler: loadHandler)
    }

    /// The string spelling of the completion-handler `loadDataRepresentation(forTypeIdentifier:limits:completionHandler:)`.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier identifier: String, limits: LoadLimits = .none,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadDataRepresentation(forTypeIdentifier: TypeIdentifier(identifier), limits: limits, completionHandler: completionHandler)
    }

    /// The string spelling of `hasItemConformingToTypeIdentifier(_:)` with a `TypeIdentifier`.
    public func hasItemConformingToTypeIdentifier(_ identifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(TypeIdentifier(identifier))
    }
}

extension DragDropSession {
    /// The string spelling of `hasItemsConforming(toTypeIdentifiers:)` with `TypeIdentifier`s.
    public func hasItemsConforming(toTypeIdentifiers identifiers: [String]) -> Bool {
        hasItemsConforming(toTypeIdentifiers: identifiers.map(TypeIdentifier.init))
    }
}

/// Runs an `async` operation for a UIKit-style caller: `completion` gets its value or its
/// error once, then `afterCompletion` runs; cancelling the returned progress cancels the task.
/// The load is counted in the current ``LoadCensus`` from this call until `completion` has
/// returned.
func runReportingProgress<Value: Sendable>(
    _ completion: @escaping @Sendable (Value?, (any Error)?) -> Void,
    afterCompletion: (@Sendable () -> Void)? = nil,
    _ operation: @escaping @Sendable () async throws -> Value
) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    let work = LoadCensus.Work()
    let task = Task { await work.run {
        defer { afterCompletion?() }
        do {
            let value = try await operation()
            progress.completedUnitCount = 1
            completion(value, nil)
        } catch {
            completion(nil, error)
        }
    } }
    progress.cancellationHandler = { task.cancel() }
    return progress
}

/// Runs a UIKit-style loader (`start` gets a completion to call once and may return a
/// progress) as an `async` one: the first completion wins, later ones are ignored; neither
/// a value nor an error fails with a decoding error for `type` (the loader "completed with
/// neither `missing` nor an error"); cancelling the task cancels the progress.
func awaitCompletionHandler<Value: Sendable>(
    for type: TypeIdentifier, missing: String = "data",
    start: @Sendable (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Progress?
) async throws -> Value {
    let started = Mutex<Progress?>(nil)
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
            let pending = Mutex<CheckedContinuation<Value, any Error>?>(continuation)
            let progress = start { value, error in
                guard let continuation = pending.withLock({ slot in defer { slot = nil }; return slot }) else { return }
                if let value {
                    continuation.resume(returning: value)
                } else {
                    continuation.resume(throwing: error ?? ItemProviderDecodingError(
                        type, "the loader completed with neither \(missing) nor an error"))
                }
            }
            started.withLock { $0 = progress }
        }
    } onCancel: {
        started.withLock { $0 }?.cancel()
    }
}
