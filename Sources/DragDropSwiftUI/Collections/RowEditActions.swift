import DragDropCore

/// What a `ForEach` in a `List` lets the user do to its rows: `onMove`, `onDelete` and
/// `onInsert(of:perform:)`, each with offsets into the `ForEach`'s data.
struct RowEditActions {
    var move: ((IndexSet, Int) -> Void)?
    var delete: ((IndexSet) -> Void)?
    var insert: (types: [TypeIdentifier], action: (Int, [ItemProvider]) -> Void)?
}

extension ForEach {
    /// SwiftUI's `onMove`: in a `List`, rows can be dragged to reorder them; `action` gets
    /// the moved offsets (the whole selection when a selected row is dragged) and the
    /// destination offset in the original order, and moves the data
    /// (`items.move(fromOffsets:toOffset:)`); the list follows.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.move = action
        return copy
    }

    /// SwiftUI's `onDelete`: in a `List`, deleting rows (the Delete key on the selection)
    /// hands `action` their offsets; it removes them from the data (`items.remove(atOffsets:)`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.delete = action
        return copy
    }

    /// SwiftUI's `onInsert(of:perform:)`: in a `List`, a drag offering one of `types` may be
    /// dropped between the rows; `action` gets the offset in the data where the items go and
    /// the providers of those offering the types (load them there and insert).
    public func onInsert(of types: [TypeIdentifier], perform action: @escaping (Int, [ItemProvider]) -> Void) -> ForEach {
        var copy = self
        copy.editActions.insert = (types, action)
        return copy
    }
}
