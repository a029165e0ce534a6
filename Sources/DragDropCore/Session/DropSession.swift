import Foundation

/// A drag in progress, as a destination sees it (UIKit's `UIDropSession`).
@MainActor
public final class DropSession: DragDropSession {
    /// How the system shows progress while a slow drop loads.
    public enum ProgressIndicatorStyle: Sendable, Hashable {
        /// Progress is shown.
        case `default`
        /// No progress is shown.
        case none
    }

    /// Where the session's data may be read (SEMANTICS 8).
    enum DataAccess {
        case typesOnly
        case open
        case closed
    }

    /// The drag session when the drag started in this application, else nil (SEMANTICS 2, 9).
    public let localDragSession: DragSession?
    /// Whether destinations may move the items (the source's answer; false from other apps).
    public let allowsMoveOperation: Bool
    /// Whether the drag stays in the application it began in.
    public let isRestrictedToDraggingApplication: Bool
    /// Whether the system shows progress while the drop's data loads.
    public var progressIndicatorStyle: ProgressIndicatorStyle = .default
    /// Overall progress of the loads made through `loadObjects(ofClass:limits:completion:)`.
    public let progress = Progress(totalUnitCount: 0)
    /// The modifier keys held now (the system's ``DragDropSystem/modifierFlags``); a change
    /// asks the target for a new proposal.
    public internal(set) var modifierFlags: KeyModifierFlags = []

    var externalItems: [DragItem]
    var screenLocation: Point
    let dataAccess: DataAccessGate

    init(localDragSession: DragSession, dataAccess: DataAccessGate) {
        self.dataAccess = dataAccess
        self.localDragSession = localDragSession
        self.allowsMoveOperation = localDragSession.allowsMoveOperation
        self.isRestrictedToDraggingApplication = localDragSession.isRestrictedToDraggingApplication
        self.externalItems = []
        self.screenLocation = localDragSession.screenLocation
    }

    /// A drag from another process: it never allows a move (SEMANTICS 2), whatever that
    /// process offers — an application cannot delete another application's original.
    init(externalItems: [DragItem], screenLocation: Point, dataAccess: DataAccessGate) {
        self.dataAccess = dataAccess
        self.localDragSession = nil
        self.allowsMoveOperation = InterProcessTransfer.incomingDragsAllowMove
        self.isRestrictedToDraggingApplication = false
        self.externalItems = externalItems
        self.screenLocation = screenLocation
    }

    /// The items in session order. For a local drag these are the source's own items
    /// (with their `localObject`); from another application, items without one.
    public var items: [DragItem] { localDragSession?.items ?? externalItems }

    /// The pointer in `view`'s coordinates.
    public func location(in view: View) -> Point {
        view.convert(fromScreen: screenLocation)
    }

    /// Loads every item that can be read as `objectClass`, in parallel, and returns one
    /// result per such item **in session order**, whatever order the loads finish in
    /// (SEMANTICS 8). Items that cannot be read as the class are skipped.
    /// - Throws: ``DropSessionError`` before `performDrop` or after a drag without a drop.
    public func loadObjects<Object: ItemProviderReading>(
        ofClass objectClass: Object.Type, limits: ItemProvider.LoadLimits = .none
    ) async throws(DropSessionError) -> [Result<Object, ItemProviderError>] {
        try dataAccess.check()
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: objectClass) }
        let progress = self.progress
        progress.totalUnitCount += Int64(providers.count)
        return await withTaskGroup(of: (Int, Result<Object, ItemProviderError>).self) { group in
            for (index, provider) in providers.enumerated() {
                group.addTask {
                    let result: Result<Object, ItemProviderError>
                    do throws(ItemProviderError) {
                        result = .success(try await provider.loadObject(ofClass: objectClass, limits: limits))
                    } catch {
                        result = .failure(error)
                    }
                    progress.completedUnitCount += 1
                    return (index, result)
                }
            }
            var results = [Result<Object, ItemProviderError>?](repeating: nil, count: providers.count)
            for await (index, result) in group { results[index] = result }
            return results.map { $0! }
        }
    }

    /// UIKit's form: `completion` runs once on the main actor with the objects that loaded,
    /// in session order (failed items are left out; use the async form to see why).
    /// Before `performDrop` it gets [] and the returned progress is cancelled.
    @discardableResult
    public func loadObjects<Object: ItemProviderReading>(
        ofClass objectClass: Object.Type, limits: ItemProvider.LoadLimits = .none,
        completion: @escaping @MainActor ([Object]) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard dataAccess.access == .open else {
            progress.cancel()
            Task { @MainActor in completion([]) }
            return progress
        }
        // Count the loads now, so transfer accounting sees them before performDrop returns.
        let providers = items.map(\.itemProvider)
        providers.forEach { $0.notifyLoad(.began) }
        let work = LoadCensus.Work()  // test support's settle() waits for the completion
        let task = Task { @MainActor in await work.run {
            defer { providers.forEach { $0.notifyLoad(.ended) } }
            let results = (try? await loadObjects(ofClass: objectClass, limits: limits)) ?? []
            progress.completedUnitCount = 1
            completion(results.compactMap { try? $0.get() })
        } }
        progress.cancellationHandler = { task.cancel() }
        return progress
    }
}
