import Foundation
import DragDropCore

extension IndexedCollectionView {
    /// SwiftUI's `onDelete` for every section: ``deleteSelectedItems()`` (the Delete key, in
    /// the GTK front end) hands it the offsets of the selected items of a section; it removes
    /// them from the model (`items.remove(atOffsets:)`) and the view follows. A section's own
    /// handler (``onDelete(inSection:perform:)``) takes precedence.
    public var onDelete: ((IndexSet) -> Void)? {
        get { editing.onDelete }
        set { editing.onDelete = newValue }
    }

    /// SwiftUI's `onDelete` on the `ForEach` of one `Section`; nil removes it.
    public func onDelete(inSection section: Int, perform action: ((IndexSet) -> Void)?) {
        editing.sectionDeletes[section] = action
    }

    /// Deletes the selected items through the delete handlers, section by section, and clears
    /// the selection. A handler that does not remove exactly its items gets a ``Diagnostic``
    /// and the view reloads from the model (SEMANTICS 29).
    /// - Returns: whether a handler was called.
    @discardableResult
    public func deleteSelectedItems() -> Bool { editing.deleteSelectedItems(in: self) }
}
