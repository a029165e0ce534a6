import Foundation

/// What an indexed view asks of its data source and delegates. ``CollectionView`` and
/// ``TableView`` answer by forwarding to their UIKit-named protocols; the shared engine
/// only ever talks to this.
@MainActor
protocol IndexedViewHooks: AnyObject {
    func dataSourceNumberOfSections() -> Int
    func dataSourceNumberOfItems(inSection section: Int) -> Int
    func dataSourceCell(at indexPath: IndexPath) -> CollectionViewCell?
    func dataSourceTitleForHeader(inSection section: Int) -> String?
    func dataSourceTitleForFooter(inSection section: Int) -> String?
    /// A flow layout delegate's size for the item; nil when there is none.
    func layoutSizeForItem(at indexPath: IndexPath) -> Size?
    /// Whether a flow layout delegate sizes items (else they all take the layout's size).
    var sizesItems: Bool { get }

    /// Whether a drag delegate answers (else `draggable` / `onMove`, if any, supply items).
    var hasDragDelegate: Bool { get }
    func dragItemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem]
    func dragItemsForAdding(_ session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem]
    func dragPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters?
    func dragSessionWillBegin(_ session: DragSession)
    func dragSessionDidEnd(_ session: DragSession)
    func dragSessionAllowsMoveOperation(_ session: DragSession) -> Bool
    func dragSessionIsRestrictedToDraggingApplication(_ session: DragSession) -> Bool

    /// Whether a drop delegate answers (else `dropDestination` / `onMove`, if any, do).
    var hasDropDelegate: Bool { get }
    func dropCanHandle(_ session: DropSession) -> Bool
    func dropSessionDidEnter(_ session: DropSession)
    func dropSessionDidUpdate(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal
    func dropSessionDidExit(_ session: DropSession)
    func dropSessionDidEnd(_ session: DropSession)
    /// At the release: false refuses the drop (a `dropDestination` whose action declined).
    func dropAccepts(_ session: DropSession) -> Bool
    func performDrop(with coordinator: IndexedDropCoordinator)
    func dropPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters?

    /// Whether handles show outside edit mode (the data source adopts the reordering protocol).
    var showsReorderControlsWithoutEditing: Bool { get }
    func canMoveItem(at indexPath: IndexPath) -> Bool
    /// False when the data source does not implement the move (its default ran).
    func moveItemInModel(from source: IndexPath, to destination: IndexPath) -> Bool
    func targetIndexPathForMove(from original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath
    /// Whether a press-and-drag on an item moves it the classic way: UICollectionViewController's
    /// `installsStandardGestureForInteractiveMovement`, for the view a controller shows.
    var installsStandardMoveGesture: Bool { get }
    /// Whether a one-item move within the view is a classic reorder through the data source
    /// (tables, as UIKit's — SEMANTICS 37) rather than a drop for the drop delegate.
    var reordersLocalDropsThroughDataSource: Bool { get }
    /// The delegate's `didSelectRowAt` / `didSelectItemAt`.
    func didSelectItem(at indexPath: IndexPath)
    /// The delegate's `shouldSpringLoadRowAt` / `shouldSpringLoadItemAt`.
    func shouldSpringLoadItem(at indexPath: IndexPath, with context: SpringLoadedInteractionContext) -> Bool
}

/// The answers of a view with no data source or delegates: empty, refusing everything.
@MainActor
final class NoHooks: IndexedViewHooks {
    static let shared = NoHooks()
    func dataSourceNumberOfSections() -> Int { 0 }
    func dataSourceNumberOfItems(inSection section: Int) -> Int { 0 }
    func dataSourceCell(at indexPath: IndexPath) -> CollectionViewCell? { nil }
    func dataSourceTitleForHeader(inSection section: Int) -> String? { nil }
    func dataSourceTitleForFooter(inSection section: Int) -> String? { nil }
    func layoutSizeForItem(at indexPath: IndexPath) -> Size? { nil }
    var sizesItems: Bool { false }
    var hasDragDelegate: Bool { false }
    func dragItemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] { [] }
    func dragItemsForAdding(_ session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] { [] }
    func dragPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters? { nil }
    func dragSessionWillBegin(_ session: DragSession) {}
    func dragSessionDidEnd(_ session: DragSession) {}
    func dragSessionAllowsMoveOperation(_ session: DragSession) -> Bool { true }
    func dragSessionIsRestrictedToDraggingApplication(_ session: DragSession) -> Bool { false }
    var hasDropDelegate: Bool { false }
    func dropCanHandle(_ session: DropSession) -> Bool { false }
    func dropSessionDidEnter(_ session: DropSession) {}
    func dropSessionDidUpdate(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal {
        IndexedDropProposal(operation: .cancel)
    }
    func dropSessionDidExit(_ session: DropSession) {}
    func dropSessionDidEnd(_ session: DropSession) {}
    func dropAccepts(_ session: DropSession) -> Bool { true }
    func performDrop(with coordinator: IndexedDropCoordinator) {}
    func dropPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters? { nil }
    var showsReorderControlsWithoutEditing: Bool { false }
    func canMoveItem(at indexPath: IndexPath) -> Bool { false }
    func moveItemInModel(from source: IndexPath, to destination: IndexPath) -> Bool { false }
    func targetIndexPathForMove(from original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath { proposed }
    var installsStandardMoveGesture: Bool { false }
    var reordersLocalDropsThroughDataSource: Bool { false }
    func didSelectItem(at indexPath: IndexPath) {}
    func shouldSpringLoadItem(at indexPath: IndexPath, with context: SpringLoadedInteractionContext) -> Bool { false }
}
