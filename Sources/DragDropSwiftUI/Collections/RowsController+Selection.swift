import DragDropCore

/// `List(selection:)` and edit mode: the table's selection and the app's binding kept equal
/// both ways, by the rows' ids, and the table editing while the environment's `editMode` is.
extension RowsController: TableViewDelegate {
    /// Hears the view's changes of selection, and (for a table) its clicks on rows.
    func observeSelection() {
        view.onChange = { [weak self] change in
            if case .selectionChanged = change { self?.viewSelectionDidChange() }
        }
        (view as? TableView)?.delegate = self
    }

    /// Edits while the edit mode does, and selects the rows whose ids the binding holds.
    /// - Complexity: O(rows).
    func applyEditingAndSelection() {
        let editing = editMode?.wrappedValue.isEditing ?? false
        if view.isEditing != editing { view.isEditing = editing }
        guard let selection else { return }
        let ids = selection.get()
        selectionBeforeClick = ids
        let paths = indexPaths(of: ids)
        if Set(paths) != Set(view.selectedIndexPaths) { view.selectedIndexPaths = paths }
    }

    /// The user (or a move) changed the view's selection: the binding gets its rows' ids.
    private func viewSelectionDidChange() {
        guard let selection else { return }
        let ids = Set(view.selectedIndexPaths.compactMap(rowID(at:)))
        if !view.isEditing { selectionBeforeClick = ids }
        if ids != selection.get() { selection.set(ids) }
    }

    /// A plain click on a row selected it alone; in edit mode it adds the row to the
    /// selection or takes it out instead, as a tap does in an editing SwiftUI list.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard view.isEditing, selection != nil, let id = rowID(at: indexPath) else { return }
        var ids = selectionBeforeClick
        if ids.remove(id) == nil { ids.insert(id) }
        selectionBeforeClick = ids
        view.selectedIndexPaths = indexPaths(of: ids)
    }

    /// A row shows a delete control in edit mode only where its `ForEach` has `onDelete`.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard sections.indices.contains(indexPath.section), let (run, _) = sections[indexPath.section].source(at: indexPath.item)
        else { return .none }
        return sections[indexPath.section].sources[run].editActions.delete == nil ? .none : .delete
    }
}
