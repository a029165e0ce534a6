import Foundation

/// What the view keeps with each placeholder beyond its position: the placeholder, its
/// context (weak: the app holds it), and its timeout.
@MainActor
struct PlaceholderPayload {
    let placeholder: DropPlaceholder
    weak var context: DropPlaceholderContext?
    var timeoutTask: Task<Void, Never>?

    /// Ends the placeholder without its data: the context learns why, the timer stops.
    func end(reason: (any Error)?) {
        timeoutTask?.cancel()
        context?.removalReason = reason
    }
}

/// The drop placeholders of a view (SEMANTICS 17–22): where they are (and the arithmetic of
/// the two coordinate systems, in ``PlaceholderStore``), their timeouts, and how they are
/// inserted, committed into the data source and removed. The view lays itself out again
/// after each change.
@MainActor
final class PlaceholderPart {
    weak var view: IndexedCollectionView?
    var store = PlaceholderStore<PlaceholderPayload>()
    /// How long a placeholder may wait for its data; nil waits for ever.
    var timeout: Duration? = .seconds(60)
    var clock: any Clock<Duration> = ContinuousClock()
    var onTimeout: ((DropPlaceholderContext, PlaceholderTimeoutError) -> Void)?

    /// Where the placeholder `id` is now (presentation path); nil once it is gone.
    func position(of id: Int) -> IndexPath? { store.position(of: id) }

    /// Shows a placeholder (SEMANTICS 17): at its insertion index path (presentation
    /// coordinates, clamped to the view), after the placeholders of the same drop already
    /// there (SEMANTICS 22). The data source is not touched.
    func insert(_ placeholder: DropPlaceholder, for item: DragItem, dropID: Int,
                in view: IndexedCollectionView) -> DropPlaceholderContext {
        let path = placeholder.insertionIndexPath
        let section = max(0, min(path.count == 2 ? path.section : 0, view.numberOfSections - 1))
        let position = max(0, min(path.count == 2 ? path.item : 0, view.numberOfItems(inSection: section)))
        let id = store.insert(PlaceholderPayload(placeholder: placeholder), at: position, section: section, dropID: dropID)
        let context = DropPlaceholderContext(dragItem: item, placeholder: placeholder, view: view, id: id)
        let timeoutTask = startTimeout(forPlaceholder: id)
        store.updatePayload(of: id) {
            $0.context = context
            $0.timeoutTask = timeoutTask
        }
        view.placeholdersChanged(in: section, from: store.position(of: id)?.item ?? position)
        return context
    }

    /// Commits at the placeholder's current position (SEMANTICS 19): `dataSourceUpdates`
    /// inserts the item into the model there. A model that did not gain exactly one item is
    /// refused: the placeholder goes with a ``BatchUpdateError``, the view resynchronises.
    func commit(_ id: Int, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let view, let entry = store.entry(withID: id) else { return false }
        let insertion = IndexPath(item: entry.anchor, section: entry.section)
        let before = view.dataSourceItemCount(inSection: entry.section)
        dataSourceUpdates(insertion)
        let after = max(0, view.hooks.dataSourceNumberOfItems(inSection: entry.section))
        guard view.hooks.dataSourceNumberOfSections() == view.numberOfSections, after == before + 1 else {
            _ = remove(id, reason: BatchUpdateError.countMismatch(section: entry.section, expected: before + 1, dataSource: after))
            reloadKeepingPlaceholders()
            return false
        }
        _ = store.commit(id)
        entry.payload.timeoutTask?.cancel()
        view.itemInserted(at: insertion, count: after)
        return true
    }

    /// Removes a placeholder without committing (SEMANTICS 20). False when already gone.
    func remove(_ id: Int, reason: (any Error)?) -> Bool {
        guard let entry = store.remove(id) else { return false }
        entry.payload.end(reason: reason)
        view?.placeholdersChanged(in: entry.section, from: entry.anchor)
        return true
    }

    /// Runs the placeholder's cell update handler on its visible cell.
    func updateCell(_ id: Int) {
        guard let position = store.position(of: id), let entry = store.entry(withID: id),
              let cell = view?.cellForItem(at: position) else { return }
        entry.payload.placeholder.cellUpdateHandler?(cell)
    }

    /// After a batch, placeholders follow the data-source items they sat before; items
    /// that were moved away do not take them along.
    func remap(through result: BatchUpdateResult) {
        for entry in store.remap(through: result) { entry.payload.end(reason: CancellationError()) }
    }

    /// Discards every placeholder (a reload, SEMANTICS 21).
    func discardAll() {
        for entry in store.removeAll() { entry.payload.end(reason: CancellationError()) }
    }

    /// Reads the counts again after a refused commit, keeping the placeholders that still fit.
    private func reloadKeepingPlaceholders() {
        guard let view else { return }
        view.dataSourceCounts = view.countsFromDataSource()
        for entry in store.clamp(toCounts: view.dataSourceCounts) { entry.payload.end(reason: CancellationError()) }
        view.layout.prepare(itemCounts: view.presentationCounts)
        view.refreshVisibleCells()
        view.notify(.reloaded)
    }

    /// Removes the placeholder when its data has not come in time, even if nobody keeps
    /// its context any more; the application's handler tells the user, or else the view.
    private func startTimeout(forPlaceholder id: Int) -> Task<Void, Never>? {
        guard let timeout else { return nil }
        let clock = self.clock
        return Task { @MainActor [weak self] in
            do { try await clock.sleep(for: timeout) } catch { return }
            guard let self, let entry = store.entry(withID: id) else { return }
            let error = PlaceholderTimeoutError(timeout: timeout)
            _ = remove(id, reason: error)
            if let context = entry.payload.context, let onTimeout { return onTimeout(context, error) }
            view?.announceLostDrop("A dropped item never arrived: \(error)")
        }
    }
}
