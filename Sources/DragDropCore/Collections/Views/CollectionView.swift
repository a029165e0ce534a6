import Foundation

/// Supplies a collection view's items (UIKit's `UICollectionViewDataSource`).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item: dequeue one and configure it.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The text of a section's header — this project's stand-in for UIKit's supplementary
    /// header views (shown when the layout gives headers a height). Default nil.
    func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String?
    /// UIKit's supplementary view for a section's header (`kind` is
    /// ``CollectionView/elementKindSectionHeader``; `indexPath` is (0, section)): dequeue one
    /// with ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
    /// and set its text. The front end draws the header as its text, where the layout gives
    /// headers a height (`headerReferenceSize`). Default: none — ``collectionView(_:titleForHeaderInSection:)`` is asked.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
    /// Classic reordering, as in UIKit (`beginInteractiveMovementForItem(at:)`): whether the
    /// item may move. Default true. Handles show while the view ``IndexedCollectionView/isEditing``
    /// (always, for a ``CollectionViewReorderingDataSource``).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Update the model after a classic move. Never called with equal paths (SEMANTICS 28),
    /// but once per assignment for a data source that does not adopt
    /// ``CollectionViewMovingDataSource`` when the standard move gesture needs to know whether
    /// it implements this (a move to where the item already is; see that protocol).
    /// Default: not implemented — a move ends with a ``Diagnostic`` and the view reloads with
    /// the model unchanged.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? { nil }
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dataSourceState.supplementaryViewIsMissing = true
        return CollectionReusableView()
    }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        collectionView.dataSourceState.modelMoveIsMissing = true
    }
}

/// Ours: a data source whose items show reorder handles without edit mode (SEMANTICS 28).
@MainActor
public protocol CollectionViewReorderingDataSource: CollectionViewDataSource {}

/// Layout and reordering answers (UIKit's `UICollectionViewDelegate(FlowLayout)`).
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Where a classic move may go: return `proposed` to accept, another path to redirect
    /// (e.g. keep moves inside a section). Default: `proposed`.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
                        atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath
    /// An item was selected: clicked, or spring-loaded by a drag hovering over it (SEMANTICS 39).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a drag hovering over the item of a spring-loaded collection view may activate
    /// it (UIKit's `shouldSpringLoadItemAt`). Default true.
    func collectionView(_ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                        with context: SpringLoadedInteractionContext) -> Bool
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
                               atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
        proposed
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                               with context: SpringLoadedInteractionContext) -> Bool { true }
}

/// The drag side of a collection view (UIKit's `UICollectionViewDragDelegate`).
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items for a drag from `indexPath`; [] refuses.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                        at indexPath: IndexPath) -> [DragItem]
    /// Items to add (a tap, or the rest of a selection); default [].
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession,
                        at indexPath: IndexPath, point: Point) -> [DragItem]
    /// The visible part of the lifted cell; nil for the whole cell.
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    /// A drag from this view begins.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// A drag from this view ended, however it ended.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    /// Whether the drag may end as a move; default true.
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// Whether the drag stays in this application; default false.
    func collectionView(_ collectionView: CollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession,
                               at indexPath: IndexPath, point: Point) -> [DragItem] { [] }
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters? { nil }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView,
                               dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
}

/// The drop side of a collection view (UIKit's `UICollectionViewDropDelegate`).
@MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Puts the dropped items into the model and the view (required).
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// Default true.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// A drag entered the view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// Default: copy, inserted at the destination — so a delegate with only
    /// `performDropWith` takes drops, as UIKit's collection views do (SEMANTICS 5).
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    /// The drag left the view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// The drag ended, whatever happened.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
    /// The visible part of the cell a dropped item lands in; nil for the whole cell.
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters? { nil }
}

/// A scrollable, virtualised collection of items in sections (UIKit's `UICollectionView`).
@MainActor
public final class CollectionView: IndexedCollectionView, IndexedViewHooks {
    /// A new data source is asked on the next layout or query (or at ``IndexedCollectionView/reloadData()``).
    /// One that declares `moveItemAt` (``CollectionViewMovingDataSource``, or
    /// ``CollectionViewReorderingDataSource``) is known to implement it from here, without a call.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet {
            dataSourceState.dataSourceChanged(declaringMove: dataSource is any CollectionViewMovingDataSource
                                                  || dataSource is any CollectionViewReorderingDataSource)
        }
    }
    /// The engine's questions, answered by this view's data source and delegates.
    override var hooks: any IndexedViewHooks { self }
    /// Answers layout and classic-move questions.
    public weak var delegate: (any CollectionViewDelegate)?
    /// Supplies the items of drags from this view; nil: no drags (unless `onMove` is set).
    public weak var dragDelegate: (any CollectionViewDragDelegate)?
    /// Takes drops on this view; nil: none (unless `onMove` is set).
    public weak var dropDelegate: (any CollectionViewDropDelegate)?

    /// A collection view laid out by `collectionViewLayout` (its width follows `frame`).
    public init(identifier: String = "collection", frame: Rect, collectionViewLayout: any CollectionLayout) {
        super.init(identifier: identifier, frame: frame, layout: collectionViewLayout)
    }

    /// UIKit's name for ``IndexedCollectionView/layout``; assignable, as in UIKit.
    public var collectionViewLayout: any CollectionLayout {
        get { layout }
        set { layout = newValue }
    }

    /// UIKit's `setCollectionViewLayout(_:animated:)`; `animated` is accepted for porting, the
    /// cells take their new frames at once.
    public func setCollectionViewLayout(_ layout: any CollectionLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
    func dataSourceNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }
    func dataSourceCell(at indexPath: IndexPath) -> CollectionViewCell? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }
    func dataSourceTitleForHeader(inSection section: Int) -> String? {
        guard let dataSource else { return nil }
        if let title = dataSource.collectionView(self, titleForHeaderInSection: section) { return title }
        return supplementaryTitle(ofKind: Self.elementKindSectionHeader, inSection: section)
    }
    func dataSourceTitleForFooter(inSection section: Int) -> String? {
        supplementaryTitle(ofKind: Self.elementKindSectionFooter, inSection: section)
    }
    /// The text of the data source's supplementary view of `kind` for `section`; nil when it
    /// makes none.
    private func supplementaryTitle(ofKind kind: String, inSection section: Int) -> String? {
        guard let dataSource else { return nil }
        dataSourceState.supplementaryViewIsMissing = false
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        guard !dataSourceState.supplementaryViewIsMissing else { return nil }
        return view.spokenLabel
    }
    var sizesItems: Bool { delegate is any CollectionViewDelegateFlowLayout }
    func layoutSizeForItem(at indexPath: IndexPath) -> Size? {
        (delegate as? any CollectionViewDelegateFlowLayout)?.collectionView(self, layout: layout, sizeForItemAt: indexPath)
    }

    var showsReorderControlsWithoutEditing: Bool { dataSource is any CollectionViewReorderingDataSource }
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }
    func moveItemInModel(from source: IndexPath, to destination: IndexPath) -> Bool {
        dataSourceState.modelMoveIsMissing = false
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
        return dataSource != nil && !dataSourceState.modelMoveIsMissing
    }
    func targetIndexPathForMove(from original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath {
        delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original,
                                 atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
    }
    /// The standard gesture belongs to the controller that shows this view.
    var installsStandardMoveGesture: Bool {
        guard let controller = dataSource as? any StandardMoveGestureOwner, controller.ownsStandardMoveGesture(of: self) else { return false }
        return controller.installsStandardGestureForInteractiveMovement
    }
    /// UIKit's collection views hand every drop to `performDropWith` (SEMANTICS 37).
    var reordersLocalDropsThroughDataSource: Bool { false }
    func didSelectItem(at indexPath: IndexPath) { delegate?.collectionView(self, didSelectItemAt: indexPath) }
    func shouldSpringLoadItem(at indexPath: IndexPath, with context: SpringLoadedInteractionContext) -> Bool {
        delegate?.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context) ?? true
    }

    var hasDragDelegate: Bool { dragDelegate != nil }
    func dragItemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let dragDelegate else { return dragSource.fallbackItems(at: indexPath) }
        return dragDelegate.collectionView(self, itemsForBeginning: session, at: indexPath)
    }
    func dragItemsForAdding(_ session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] {
        dragDelegate?.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point) ?? []
    }
    func dragPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }
    func dragSessionWillBegin(_ session: DragSession) { dragDelegate?.collectionView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: DragSession) { dragDelegate?.collectionView(self, dragSessionDidEnd: session) }
    func dragSessionAllowsMoveOperation(_ session: DragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }
    func dragSessionIsRestrictedToDraggingApplication(_ session: DragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    var hasDropDelegate: Bool { dropDelegate != nil }
    func dropCanHandle(_ session: DropSession) -> Bool {
        dropDelegate.map { $0.collectionView(self, canHandle: session) } ?? dropTarget.fallbackCanHandle(session)
    }
    func dropSessionDidEnter(_ session: DropSession) {
        guard let dropDelegate else { return dropTarget.fallbackTargeted(true) }
        dropDelegate.collectionView(self, dropSessionDidEnter: session)
    }
    func dropSessionDidUpdate(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal {
        guard let dropDelegate else { return dropTarget.fallbackProposal(session, destination: destination) }
        return dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }
    func dropSessionDidExit(_ session: DropSession) {
        guard let dropDelegate else { return dropTarget.fallbackTargeted(false) }
        dropDelegate.collectionView(self, dropSessionDidExit: session)
    }
    func dropSessionDidEnd(_ session: DropSession) {
        guard let dropDelegate else { return dropTarget.fallbackTargeted(false) }
        dropDelegate.collectionView(self, dropSessionDidEnd: session)
    }
    func dropAccepts(_ session: DropSession) -> Bool { dropDelegate == nil ? dropTarget.fallbackAcceptsDrop(session) : true }
    func performDrop(with coordinator: IndexedDropCoordinator) {
        guard let dropDelegate else { return dropTarget.fallbackPerformDrop(coordinator) }
        dropDelegate.collectionView(self, performDropWith: coordinator)
    }
    func dropPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters? {
        dropDelegate?.collectionView(self, dropPreviewParametersForItemAt: indexPath)
    }
}
