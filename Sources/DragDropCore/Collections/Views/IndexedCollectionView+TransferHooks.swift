import Foundation

/// What the SwiftUI face (DragDropSwiftUI's `draggable` and `dropDestination` on a collection)
/// sets on the view's drag source and drop target, which stay internal to the core.
extension IndexedCollectionView {
    /// Makes the drag item for the item at an index path from its `Transferable` value.
    package var transferDragItem: ((IndexPath) -> DragItem?)? {
        get { dragSource.makeItem }
        set { dragSource.makeItem = newValue }
    }
    /// The collection's `dropDestination`, with its value type erased.
    package var transferDrop: TransferDropHandler? {
        get { dropTarget.transferDrop }
        set { dropTarget.transferDrop = newValue }
    }
}
