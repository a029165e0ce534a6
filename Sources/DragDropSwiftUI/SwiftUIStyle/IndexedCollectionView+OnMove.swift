import Foundation
import DragDropCore

extension IndexedCollectionView {
    /// SwiftUI's `onMove` for every section: with it and no drag or drop delegate, items can
    /// be dragged to reorder them within their section, and the handler gets the original
    /// offsets and the destination offset in the original order (SEMANTICS 26–27). No edit
    /// mode, any collection (SEMANTICS 31). A section's own handler
    /// (``onMove(inSection:perform:)``) takes precedence.
    public var onMove: ((IndexSet, Int) -> Void)? {
        get { editing.onMove }
        set { editing.onMove = newValue }
    }

    /// SwiftUI's `onMove` on the `ForEach` of one `Section`: the handler moves within
    /// `section` only, and knows which section it is because it is that section's. nil
    /// removes it.
    public func onMove(inSection section: Int, perform action: ((IndexSet, Int) -> Void)?) {
        editing.sectionMoves[section] = action
    }
}
