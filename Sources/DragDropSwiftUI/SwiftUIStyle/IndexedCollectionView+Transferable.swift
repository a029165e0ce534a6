import Foundation
import DragDropCore

extension IndexedCollectionView {
    /// SwiftUI's `draggable` on the rows of a `List` or the items of a grid: a drag from the
    /// item at a data-source index path carries `payload(indexPath)` (nil: the item does not
    /// drag). Used when the view has no drag delegate.
    public func draggable<T: Transferable>(_ payload: @escaping (IndexPath) -> T?) {
        T.declareContentTypes()
        transferDragItem = { indexPath in
            guard let value = payload(indexPath) else { return nil }
            let provider = ItemProvider()
            provider.register(value)
            let item = DragItem(itemProvider: provider)
            item.localObject = value
            return item
        }
    }

    /// SwiftUI's `dropDestination(for:action:isTargeted:)` on a list or grid: the view takes
    /// drags carrying values that can become `T`. `action` gets them with the drop's location
    /// — the item under the pointer, the insertion point, the pointer's place in the item —
    /// and returns whether it took them; for a drag from this application a false ends the
    /// drag as a cancel. The gap or the item under the pointer is highlighted as for the
    /// automatic intent (SEMANTICS 13). Used when the view has no drop delegate.
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, action: @escaping ([T], DropLocation) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) {
        transferDrop = TransferDropHandler(action: action, isTargeted: isTargeted)
    }
}
