import DragDropCore

/// The selection of a `List(selection:)` with its element type erased: the ids of the
/// selected rows (the ids their `ForEach` gives them), read from and written to the app's binding.
@MainActor
struct ListSelection {
    let get: () -> Set<AnyHashable>
    let set: (Set<AnyHashable>) -> Void

    init<SelectionValue: Hashable>(_ binding: Binding<Set<SelectionValue>>) {
        get = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        set = { ids in binding.wrappedValue = Set(ids.compactMap { $0.base as? SelectionValue }) }
    }
}

extension List {
    /// A list whose selected rows are the ids in `selection` (SwiftUI's
    /// `List(selection:content:)`): a click selects a row, Ctrl and Shift clicks add to it
    /// (in edit mode a plain click adds or removes the row), and the binding follows; setting
    /// the binding selects the rows. Dragging a selected row drags the whole selection, and
    /// `onMove` gets all of its offsets. Rows are matched by the id of their `ForEach`
    /// element; an id of another type selects nothing.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(selection)
    }

    /// A list of one row per element of `data`, whose selected rows are the ids in `selection`.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = ListSelection(selection)
    }
}
