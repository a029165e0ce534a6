/// A collection view's data source that may install UIKit's standard gesture for interactive
/// movement on it (DragDropUIKit's `CollectionViewController` adopts it), so the core view
/// asks this protocol rather than knowing the controller class.
@MainActor
package protocol StandardMoveGestureOwner: AnyObject {
    /// Whether the owner's standard gesture applies to `collectionView` (the owner shows it).
    func ownsStandardMoveGesture(of collectionView: CollectionView) -> Bool
    /// Whether a press-and-drag on an item moves it the classic way (UIKit's
    /// `installsStandardGestureForInteractiveMovement`).
    var installsStandardGestureForInteractiveMovement: Bool { get }
}
