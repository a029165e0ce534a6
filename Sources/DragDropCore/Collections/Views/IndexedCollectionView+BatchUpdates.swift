import Foundation

extension IndexedCollectionView {
    /// Applies a batch the checked way: the changes are validated against the current
    /// counts *before* `dataSourceUpdates` runs, so a batch with bad indices throws and
    /// touches neither the model nor the view (SEMANTICS 29). After the model update the
    /// counts are compared with the data source; a mismatch throws and leaves the view as
    /// it was (call ``reloadData()`` to resynchronise).
    /// - Returns: where every item went, for animation.
    /// - Complexity: O(items in the sections the batch touches).
    @discardableResult
    public func apply(_ updates: BatchUpdates, dataSourceUpdates: () throws -> Void) throws -> BatchUpdateResult {
        loadIfNeeded()  // the batch is checked against the counts before the update (SEMANTICS 32)
        let plan = try BatchUpdatePlanner.validate(updates, oldCounts: dataSourceCounts)
        try dataSourceUpdates()
        return try commit(plan)
    }

    /// UIKit's form: inside `updates`, change the model and call `insertItems`,
    /// `deleteItems`, `moveItem`… which are recorded and applied together at the end.
    /// An inconsistent batch does not crash (UIKit raises): the view reports a
    /// ``Diagnostic``, reloads from its data source, and `completion` gets false. Use
    /// ``apply(_:dataSourceUpdates:)`` to have the inconsistency thrown instead, before the
    /// model is touched.
    public func performBatchUpdates(_ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil) rethrows {
        guard !batches.isRecording else {
            // Nested: the outer batch collects everything.
            try updates()
            completion?(true)
            return
        }
        openBatch()
        do {
            try updates()
        } catch {
            batches.abandon()
            resynchronise(after: error)
            completion?(false)
            throw error
        }
        let applied = closeBatch()  // not inside `completion?(…)`, which skips its argument when nil
        completion?(applied)
    }

    /// Starts recording (UITableView's `beginUpdates()`); batches nest.
    func openBatch() {
        loadIfNeeded()  // the counts before the batch (SEMANTICS 32)
        batches.open(counts: dataSourceCounts)
    }

    /// Ends recording (UITableView's `endUpdates()`); the outermost end applies what was
    /// recorded. Returns false when the batch was inconsistent (reported, view reloaded) or
    /// when no batch was open (reported).
    @discardableResult
    func closeBatch() -> Bool {
        let batch: BatchUpdates, countsBefore: [Int]
        switch batches.close() {
        case .unbalanced:
            report("endUpdates() without a matching beginUpdates(): nothing to apply")
            return false
        case .nested:
            return true
        case let .complete(recorded, counts):
            (batch, countsBefore) = (recorded, counts)
        }
        do {
            try commit(try BatchUpdatePlanner.validate(batch, oldCounts: countsBefore))
        } catch {
            resynchronise(after: error)
            return false
        }
        return true
    }

    /// Inserts items (new index paths) — inside ``performBatchUpdates(_:completion:)`` recorded,
    /// outside applied at once.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertItems(at: indexPaths) } }
    /// Deletes items (old index paths), as ``insertItems(at:)`` does.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteItems(at: indexPaths) } }
    /// Asks the data source for these items' cells again.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadItems(at: indexPaths) } }
    /// Moves an item from an old index path to a new one.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItem(at: indexPath, to: newIndexPath) }
    }
    /// Inserts sections (new indexes).
    public func insertSections(_ sections: IndexSet) { record { $0.insertSections(sections) } }
    /// Deletes sections (old indexes).
    public func deleteSections(_ sections: IndexSet) { record { $0.deleteSections(sections) } }
    /// Asks the data source for these sections again.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadSections(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.moveSection(section, toSection: newSection) }
    }

    /// Reports `error` as a diagnostic and reloads everything from the data source.
    func resynchronise(after error: any Error) {
        report("\(error); reloaded from the data source")
        reloadData()
    }

    /// Inside a batch, records; outside, applies at once against the data source as it is
    /// now (an inconsistency is reported and the view reloads).
    private func record(_ change: (inout BatchUpdates) -> Void) {
        if batches.record(change) { return }
        // Never asked yet: the first load reads the model as it is now, change included.
        guard !dataSourceState.needsInitialLoad else { return reloadData() }
        var single = BatchUpdates()
        change(&single)
        do {
            try commit(try BatchUpdatePlanner.validate(single, oldCounts: dataSourceCounts))
        } catch {
            resynchronise(after: error)
        }
    }

    /// Checks the plan against the data source and, if it holds, updates counts, layout,
    /// placeholders, drag sources and cells.
    @discardableResult
    func commit(_ plan: BatchUpdatePlanner) throws -> BatchUpdateResult {
        let result = try plan.finish(sectionCount: max(0, hooks.dataSourceNumberOfSections()),
                                     itemCount: { max(0, hooks.dataSourceNumberOfItems(inSection: $0)) })
        // Positions before the change, read before the placeholders follow it.
        let oldDataPaths = Dictionary(uniqueKeysWithValues: cells.visible.keys.map { ($0, dataSourceIndexPath(forPresentationIndexPath: $0)) })
        dataSourceCounts = result.newCounts
        placeholders.remap(through: result)
        dragSource.state.remapSources(through: result)
        layout.relayout(after: result, itemCounts: presentationCounts, hasPlaceholders: { placeholders.store.count(inSection: $0) > 0 })
        let reloaded = Set(result.reloadedItems)
        let visible = visibleRect
        cells.follow { old in
            guard let dataPath = oldDataPaths[old] ?? nil, let newData = result.newIndexPath(forOld: dataPath), !reloaded.contains(newData),
                  let path = presentationIndexPath(forDataSourceIndexPath: newData),
                  let frame = layout.frameForItem(at: path), frame.intersects(visible) else { return nil }
            return (path, frame)
        }
        // The selection follows its items once the cells have (its didSet marks the cells
        // by their new paths; set earlier, it marked the old cells at their old places).
        selectedIndexPaths = selectedIndexPaths.compactMap(result.newIndexPath(forOld:))
        layoutVisibleCells()
        #if DEBUG
        checkInvariants()
        #endif
        notify(.batch(result))
        return result
    }
}
