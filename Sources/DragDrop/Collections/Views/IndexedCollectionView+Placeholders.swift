import Foundation

/// A placeholder in the view: anchored before the data-source item `anchor` of `section`;
/// among placeholders with the same anchor, `order` decides (SEMANTICS 18, 22).
@MainActor
struct PlaceholderEntry {
    let id: Int
    var section: Int
    var anchor: Int
    var order: Double
    let placeholder: DropPlaceholder
    weak var context: DropPlaceholderContext?
    /// The drop that created it, so several placeholders of one drop keep session order.
    let dropID: Int
    var timeoutTask: Task<Void, Never>?
}

extension IndexedCollectionView {
    /// Shows a placeholder (SEMANTICS 17): at its insertion index path (presentation
    /// coordinates), after the placeholders of the same drop already there (SEMANTICS 22).
    /// The data source is not touched.
    func insertPlaceholder(_ placeholder: DropPlaceholder, for item: DragItem, dropID: Int) -> DropPlaceholderContext {
        let path = placeholder.insertionIndexPath
        let section = max(0, min(path.count == 2 ? path.section : 0, numberOfSections - 1))
        var position = max(0, min(path.count == 2 ? path.item : 0, numberOfPresentedItems(inSection: section)))
        let inSection = placeholders(inSection: section)
        while inSection.enumerated().contains(where: { $0.element.anchor + $0.offset == position && $0.element.dropID == dropID }) {
            position += 1
        }
        // The data-source index before which the new placeholder sits, and its order among
        // placeholders at the same anchor so that it lands exactly at `position`.
        let before = inSection.enumerated().filter { $0.element.anchor + $0.offset < position }
        let anchor = position - before.count
        let sameAnchorBefore = before.map(\.element).filter { $0.anchor == anchor }
        let sameAnchorAfter = inSection.filter { $0.anchor == anchor && !sameAnchorBefore.map(\.id).contains($0.id) }
        let low = sameAnchorBefore.map(\.order).max() ?? (sameAnchorAfter.map(\.order).min().map { $0 - 2 } ?? 0)
        let order = sameAnchorAfter.map(\.order).min().map { ($0 + low) / 2 } ?? low + 1
        nextPlaceholderID += 1
        let context = DropPlaceholderContext(dragItem: item, placeholder: placeholder, view: self, id: nextPlaceholderID)
        var entry = PlaceholderEntry(id: nextPlaceholderID, section: section, anchor: anchor, order: order,
                                     placeholder: placeholder, context: context, dropID: dropID)
        entry.timeoutTask = startTimeout(forPlaceholder: nextPlaceholderID)
        placeholders.append(entry)
        sortPlaceholders()
        layout.invalidate(section: section, from: position, itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.placeholdersChanged)
        return context
    }

    func placeholderPosition(_ id: Int) -> IndexPath? {
        guard let entry = placeholders.first(where: { $0.id == id }) else { return nil }
        let rank = placeholders(inSection: entry.section).firstIndex { $0.id == id } ?? 0
        return IndexPath(item: entry.anchor + rank, section: entry.section)
    }

    func placeholderEntry(atPresentation path: IndexPath) -> PlaceholderEntry? {
        placeholders(inSection: path.section).enumerated().first { $0.element.anchor + $0.offset == path.item }?.element
    }

    /// Commits at the placeholder's current position (SEMANTICS 19).
    func commitPlaceholder(_ id: Int, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let index = placeholders.firstIndex(where: { $0.id == id }) else { return false }
        let entry = placeholders[index]
        let insertion = IndexPath(item: entry.anchor, section: entry.section)
        let before = numberOfItems(inSection: entry.section)
        dataSourceUpdates(insertion)
        let after = max(0, hooks.dataSourceNumberOfItems(inSection: entry.section))
        guard hooks.dataSourceNumberOfSections() == numberOfSections, after == before + 1 else {
            // The model did not gain exactly one item: refuse, resynchronise, say so.
            _ = removePlaceholder(id, reason: BatchUpdateError.countMismatch(section: entry.section, expected: before + 1,
                                                                              dataSource: after))
            reloadKeepingPlaceholders()
            return false
        }
        entry.timeoutTask?.cancel()
        placeholders.remove(at: index)
        // Placeholders after it at the same anchor, and all with a later anchor, now sit
        // after the new item.
        for other in placeholders.indices where placeholders[other].section == entry.section {
            if placeholders[other].anchor > entry.anchor
                || (placeholders[other].anchor == entry.anchor && placeholders[other].order > entry.order) {
                placeholders[other].anchor += 1
            }
        }
        dataSourceCounts[entry.section] = after
        dragState.shiftSources(insertedAt: insertion)
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
        guard let index = placeholders.firstIndex(where: { $0.id == id }) else { return false }
        let entry = placeholders.remove(at: index)
        entry.timeoutTask?.cancel()
        entry.context?.removalReason = reason
        layout.invalidate(section: entry.section, from: entry.anchor, itemCounts: presentationCounts)
        refreshVisibleCells()
        notify(.placeholdersChanged)
        return true
    }

    func updatePlaceholderCell(_ id: Int) {
        guard let position = placeholderPosition(id), let entry = placeholders.first(where: { $0.id == id }),
              let cell = visibleCells[position] else { return }
        entry.placeholder.cellUpdateHandler?(cell)
    }

    /// After a batch, placeholders follow the data-source items they sat before; items
    /// that were moved away do not take them along.
    func remapPlaceholders(through result: BatchUpdateResult) {
        // Placeholders that end up at one anchor keep their on-screen order.
        placeholders = placeholders.enumerated().compactMap { rank, entry in
            guard entry.section < result.newSectionOfOld.count, let newSection = result.newSectionOfOld[entry.section] else {
                entry.timeoutTask?.cancel()
                entry.context?.removalReason = CancellationError()
                return nil
            }
            var moved = entry
            moved.section = newSection
            moved.order = Double(rank)
            moved.anchor = result.newCounts[newSection]
            for oldItem in entry.anchor..<max(entry.anchor, result.oldCounts[entry.section]) {
                let oldPath = IndexPath(item: oldItem, section: entry.section)
                if !result.movedItems.contains(oldPath), let newPath = result.newIndexPath(forOld: oldPath),
                   newPath.section == newSection {
                    moved.anchor = newPath.item
                    break
                }
            }
            return moved
        }
        sortPlaceholders()
    }

    private func sortPlaceholders() {
        placeholders.sort { ($0.section, $0.anchor, $0.order) < ($1.section, $1.anchor, $1.order) }
    }

    private func reloadKeepingPlaceholders() {
        dataSourceCounts = (0..<max(0, hooks.dataSourceNumberOfSections())).map { max(0, hooks.dataSourceNumberOfItems(inSection: $0)) }
        placeholders.removeAll { $0.section >= dataSourceCounts.count }
        for index in placeholders.indices {
            placeholders[index].anchor = min(placeholders[index].anchor, dataSourceCounts[placeholders[index].section])
        }
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
            guard let self, let entry = placeholders.first(where: { $0.id == id }) else { return }
            let error = PlaceholderTimeoutError(timeout: timeout)
            _ = removePlaceholder(id, reason: error)
            if let context = entry.context { onPlaceholderTimeout?(context, error) }
        }
    }
}
