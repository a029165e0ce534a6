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

extension IndexedCollectionView {
    /// Shows a placeholder (SEMANTICS 17): at its insertion index path (presentation
    /// coordinates), after the placeholders of the same drop already there (SEMANTICS 22).
    /// The data source is not touched.
    func insertPlaceholder(_ placeholder: DropPlaceholder, for item: DragItem, dropID: Int) -> DropPlaceholderContext {
        let path = placeholder.insertionIndexPath
        let section = max(0, min(path.count == 2 ? path.section : 0, numberOfSections - 1))
        let position = max(0, min(path.count == 2 ? path.item : 0, numberOfPresentedItems(inSection: section)))
        let id = placeholders.store.insert(PlaceholderPayload(placeholder: placeholder), at: position, section: section, dropID: dropID)
        let context = DropPlaceholderContext(dragItem: item, placeholder: placeholder, view: self, id: id)
        // Started before the store is changed: the timeout reads the view's settings, which
        // share the placeholders' state (no access while the store is being modified).
        let timeoutTask = startTimeout(forPlaceholder: id)
        updatePayload(id) {
            $0.context = context
            $0.timeoutTask = timeoutTask
        }
        layout.invalidate(section: section, from: placeholders.store.position(of: id)?.item ?? position, itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.placeholdersChanged)
        return context
    }

    func placeholderPosition(_ id: Int) -> IndexPath? { placeholders.store.position(of: id) }

    func placeholderEntry(atPresentation path: IndexPath) -> PlaceholderStore<PlaceholderPayload>.Entry? {
        placeholders.store.entry(atPresentation: path)
    }

    /// Commits at the placeholder's current position (SEMANTICS 19).
    func commitPlaceholder(_ id: Int, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let entry = placeholders.store.entry(withID: id) else { return false }
        let insertion = IndexPath(item: entry.anchor, section: entry.section)
        let before = dataSourceItemCount(inSection: entry.section)
        dataSourceUpdates(insertion)
        let after = max(0, hooks.dataSourceNumberOfItems(inSection: entry.section))
        guard hooks.dataSourceNumberOfSections() == numberOfSections, after == before + 1 else {
            // The model did not gain exactly one item: refuse, resynchronise, say so.
            _ = removePlaceholder(id, reason: BatchUpdateError.countMismatch(section: entry.section, expected: before + 1,
                                                                              dataSource: after))
            reloadKeepingPlaceholders()
            return false
        }
        _ = placeholders.store.commit(id)
        entry.payload.timeoutTask?.cancel()
        dataSourceCounts[entry.section] = after
        dragSource.state.shiftSources(insertedAt: insertion)
        selectedIndexPaths = selectedIndexPaths.map { path in
            path.section == insertion.section && path.item >= insertion.item ? IndexPath(item: path.item + 1, section: path.section) : path
        }
        layout.invalidate(section: entry.section, from: entry.anchor, itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.placeholdersChanged)
        return true
    }

    /// Removes a placeholder without committing (SEMANTICS 20). False when already gone.
    func removePlaceholder(_ id: Int, reason: (any Error)?) -> Bool {
        guard let entry = placeholders.store.remove(id) else { return false }
        entry.payload.end(reason: reason)
        layout.invalidate(section: entry.section, from: entry.anchor, itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.placeholdersChanged)
        return true
    }

    /// Says that a dropped item will not arrive: a diagnostic, and a change the front end
    /// shows (SEMANTICS 20).
    func announceLostDrop(_ message: String) {
        report(message)
        notify(.droppedItemLost(message))
    }

    func updatePlaceholderCell(_ id: Int) {
        guard let position = placeholderPosition(id), let entry = placeholders.store.entry(withID: id),
              let cell = visibleCells[position] else { return }
        entry.payload.placeholder.cellUpdateHandler?(cell)
    }

    /// After a batch, placeholders follow the data-source items they sat before; items
    /// that were moved away do not take them along.
    func remapPlaceholders(through result: BatchUpdateResult) {
        for entry in placeholders.store.remap(through: result) { entry.payload.end(reason: CancellationError()) }
    }

    /// Discards every placeholder (a reload, SEMANTICS 21).
    func discardPlaceholders() {
        for entry in placeholders.store.removeAll() { entry.payload.end(reason: CancellationError()) }
    }

    private func updatePayload(_ id: Int, _ change: (inout PlaceholderPayload) -> Void) {
        placeholders.store.updatePayload(of: id, change)
    }

    private func reloadKeepingPlaceholders() {
        dataSourceCounts = (0..<max(0, hooks.dataSourceNumberOfSections())).map { max(0, hooks.dataSourceNumberOfItems(inSection: $0)) }
        for entry in placeholders.store.clamp(toCounts: dataSourceCounts) { entry.payload.end(reason: CancellationError()) }
        layout.prepare(itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.reloaded)
    }

    /// Removes the placeholder when its data has not come in time, even if nobody keeps
    /// its context any more.
    private func startTimeout(forPlaceholder id: Int) -> Task<Void, Never>? {
        guard let timeout = placeholderTimeout else { return nil }
        let clock = self.clock
        return Task { @MainActor [weak self] in
            do { try await clock.sleep(for: timeout) } catch { return }
            guard let self, let entry = placeholders.store.entry(withID: id) else { return }
            let error = PlaceholderTimeoutError(timeout: timeout)
            _ = removePlaceholder(id, reason: error)
            // The application's handler tells the user; without one, the view does.
            if let context = entry.payload.context, let onPlaceholderTimeout { return onPlaceholderTimeout(context, error) }
            announceLostDrop("A dropped item never arrived: \(error)")
        }
    }
}
