import Foundation

/// Supplies a table's rows (UIKit's `UITableViewDataSource`).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: dequeue one and configure it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The text of a section's header (shown when the table has a header height). Default nil.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of a section's footer (shown when the table has a footer height). Default nil.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Classic reordering, as in UIKit: whether the row shows a reorder handle while the
    /// table ``IndexedCollectionView/isEditing`` (always, for a
    /// ``TableViewReorderingDataSource``). Default true; false hides the row's handle.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Update the model after a classic move. Never called with equal paths (SEMANTICS 28).
    /// Default: not implemented — a move ends with a ``Diagnostic`` and the table reloads
    /// with the model unchanged.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.dataSourceState.modelMoveIsMissing = true
    }
}

/// Ours: a data source whose rows show reorder handles without edit mode (SEMANTICS 28).
/// UIKit's spelling — `canMoveRowAt` / `moveRowAt` on a plain ``TableViewDataSource`` and
/// `isEditing = true` — works too.
@MainActor
public protocol TableViewReorderingDataSource: TableViewDataSource {}

/// Reordering answers (UIKit's `UITableViewDelegate`).
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// Return `proposed` to accept a classic move, or another path (e.g. the source, or the
    /// nearest row in the source's section) to redirect it. Default `proposed`.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposed: IndexPath) -> IndexPath
    /// A row was selected: clicked, or spring-loaded by a drag hovering over it (SEMANTICS 39).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// Whether a drag hovering over the row of a spring-loaded table may activate it
    /// (UIKit's `shouldSpringLoadRowAt`). Default true.
    func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
                   with context: SpringLoadedInteractionContext) -> Bool
    /// The editing control a row shows in edit mode. Default `.delete`; `.none` with handles
    /// only, as the album sample asks.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// Whether the row is indented in edit mode. Default true.
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposed: IndexPath) -> IndexPath { proposed }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
                          with context: SpringLoadedInteractionContext) -> Bool { true }
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
}

/// The drag side of a table (UIKit's `UITableViewDragDelegate`).
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items for a drag from the row; [] refuses the drag.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// Items to add to a drag in progress (a tap, or the rest of a selection); default [].
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                   point: Point) -> [DragItem]
    /// The visible part of the lifted row; nil for the whole row.
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
    /// A drag from the table begins.
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    /// A drag from the table ended, however it ended.
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
    /// Whether the drag may end as a move; default true.
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// Whether the drag stays in this application; default false.
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension TableViewDragDelegate {
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                          point: Point) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters? { nil }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func tableView(_ tableView: TableView,
                          dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
}

/// The drop side of a table (UIKit's `UITableViewDropDelegate`).
@MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Puts the dropped items into the model and the table (required).
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// Whether the table takes this drag at all; default true.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// A drag entered the table.
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    /// Default: copy, inserted at the destination — so a delegate with only
    /// `performDropWith` takes drops, as UIKit's tables do (SEMANTICS 5).
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal
    /// The drag left the table.
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    /// The drag ended, whatever happened.
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
    /// The visible part of the row a dropped item lands in; nil for the whole row.
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
    public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters? { nil }
}

/// A scrollable, virtualised list of rows in sections (UIKit's `UITableView`), laid out by
/// a ``ListLayout``.
@MainActor
public final class TableView: IndexedCollectionView, IndexedViewHooks {
    /// A new data source is asked on the next layout or query (or at ``IndexedCollectionView/reloadData()``).
    public weak var dataSource: (any TableViewDataSource)? { didSet { dataSourceState.dataSourceChanged() } }
    /// The engine's questions, answered by this view's data source and delegates.
    override var hooks: any IndexedViewHooks { self }
    /// Answers classic-move questions (`targetIndexPathForMoveFromRowAt`).
    public weak var delegate: (any TableViewDelegate)?
    /// Supplies the items of drags from the table; nil: no drags (unless `onMove` is set).
    public weak var dragDelegate: (any TableViewDragDelegate)?
    /// Takes drops on the table; nil: none (unless `onMove` is set).
    public weak var dropDelegate: (any TableViewDropDelegate)?

    /// A table of 44-point rows; `TableView()` makes one with a zero frame, to be framed later.
    /// Sections have headers and footers of the given heights (0: none).
    public init(identifier: String = "table", frame: Rect = .zero, rowHeight: Double = 44, sectionHeaderHeight: Double = 0,
                sectionFooterHeight: Double = 0) {
        let layout = ListLayout(width: frame.width, fixedRowHeight: rowHeight, headerHeight: sectionHeaderHeight)
        if sectionFooterHeight > 0 { layout.footerHeight = { _ in sectionFooterHeight } }
        super.init(identifier: identifier, frame: frame, layout: layout)
    }

    /// UIKit's `UITableView(frame:style:)`: a table of 44-point rows; a grouped style gives
    /// section headers a height.
    public convenience init(frame: Rect, style: Style) {
        self.init(identifier: "table", frame: frame, rowHeight: 44, sectionHeaderHeight: style == .plain ? 0 : 28)
    }

    /// A table laid out by `layout` (its width follows `frame`).
    public init(identifier: String = "table", frame: Rect, layout: ListLayout) {
        super.init(identifier: identifier, frame: frame, layout: layout)
    }

    /// How many rows `section` shows, placeholders included (UIKit's count).
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    /// The visible cell at an index path; nil when it is not visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellForItem(at: indexPath) }
    /// The row at a point in the table's coordinates.
    public func indexPathForRow(at point: Point) -> IndexPath? { indexPathForItem(at: point) }
    /// The index paths of the visible rows, in order; nil when none is visible (UIKit's optional).
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = indexPathsForVisibleItems
        return paths.isEmpty ? nil : paths
    }
    /// The frame of a row in the table's content coordinates; `.zero` for a row that does not
    /// exist (UIKit's non-optional `rectForRow(at:)`).
    public func rectForRow(at indexPath: IndexPath) -> Rect { layoutAttributesForItem(at: indexPath) ?? .zero }
    /// The first selected row (data-source path, in selection order); nil when none is selected.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }
    /// The selected rows; nil when none is selected (UIKit's optional).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }
    /// Selects a row (a data-source index path) in place of the selection and scrolls it to
    /// `scrollPosition`: `.none` does not scroll, as in UIKit (SEMANTICS 46). nil clears the
    /// selection; a row that does not exist is a ``Diagnostic`` and changes nothing.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = .none) {
        if let shown = selectOnly(indexPath, call: "selectRow(at:animated:scrollPosition:): no row"), scrollPosition != .none {
            scrollToRow(at: shown, at: scrollPosition, animated: animated)
        }
    }
    /// Deselects a row (UIKit's `deselectRow(at:animated:)`).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
    }
    /// Cells dequeued with `identifier` are made of `cellClass`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    /// A cell for the row: a reused one (after `prepareForReuse()`) or a new one.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    func dataSourceNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }
    func dataSourceNumberOfItems(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
    func dataSourceCell(at indexPath: IndexPath) -> CollectionViewCell? { dataSource?.tableView(self, cellForRowAt: indexPath) }
    func dataSourceTitleForHeader(inSection section: Int) -> String? {
        dataSource?.tableView(self, titleForHeaderInSection: section)
    }
    func dataSourceTitleForFooter(inSection section: Int) -> String? {
        dataSource?.tableView(self, titleForFooterInSection: section)
    }
    func layoutSizeForItem(at indexPath: IndexPath) -> Size? { nil }
    var sizesItems: Bool { false }

    var showsReorderControlsWithoutEditing: Bool { dataSource is any TableViewReorderingDataSource }
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }
    func moveItemInModel(from source: IndexPath, to destination: IndexPath) -> Bool {
        dataSourceState.modelMoveIsMissing = false
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        return dataSource != nil && !dataSourceState.modelMoveIsMissing
    }
    func targetIndexPathForMove(from original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath {
        delegate?.tableView(self, targetIndexPathForMoveFromRowAt: original, toProposedIndexPath: proposed) ?? proposed
    }
    var installsStandardMoveGesture: Bool { false }  // tables move rows by their handles only, as UIKit's
    /// With a drop delegate, as UIKit's tables (SEMANTICS 37); without one, `onMove` and
    /// `dropDestination` decide (SEMANTICS 38).
    var reordersLocalDropsThroughDataSource: Bool { dropDelegate != nil }
    func didSelectItem(at indexPath: IndexPath) { delegate?.tableView(self, didSelectRowAt: indexPath) }
    func shouldSpringLoadItem(at indexPath: IndexPath, with context: SpringLoadedInteractionContext) -> Bool {
        delegate?.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) ?? true
    }

    /// The editing control the row shows in edit mode, from the delegate (`.none` outside edit mode).
    public func editingStyle(forRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard isEditing else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Whether the row is indented now (in edit mode, by the delegate's answer).
    public func shouldIndentWhileEditingRow(at indexPath: IndexPath) -> Bool {
        isEditing && (delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
    }

    var hasDragDelegate: Bool { dragDelegate != nil }
    func dragItemsForBeginning(_ session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let dragDelegate else { return dragSource.fallbackItems(at: indexPath) }
        return dragDelegate.tableView(self, itemsForBeginning: session, at: indexPath)
    }
    func dragItemsForAdding(_ session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] {
        dragDelegate?.tableView(self, itemsForAddingTo: session, at: indexPath, point: point) ?? []
    }
    func dragPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }
    func dragSessionWillBegin(_ session: DragSession) { dragDelegate?.tableView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: DragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }
    func dragSessionAllowsMoveOperation(_ session: DragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }
    func dragSessionIsRestrictedToDraggingApplication(_ session: DragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    var hasDropDelegate: Bool { dropDelegate != nil }
    func dropCanHandle(_ session: DropSession) -> Bool {
        dropDelegate.map { $0.tableView(self, canHandle: session) } ?? dropTarget.fallbackCanHandle(session)
    }
    func dropSessionDidEnter(_ session: DropSession) {
        guard let dropDelegate else { return dropTarget.fallbackTargeted(true) }
        dropDelegate.tableView(self, dropSessionDidEnter: session)
    }
    func dropSessionDidUpdate(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal {
        guard let dropDelegate else { return dropTarget.fallbackProposal(session, destination: destination) }
        return dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }
    func dropSessionDidExit(_ session: DropSession) {
        guard let dropDelegate else { return dropTarget.fallbackTargeted(false) }
        dropDelegate.tableView(self, dropSessionDidExit: session)
    }
    func dropSessionDidEnd(_ session: DropSession) {
        guard let dropDelegate else { return dropTarget.fallbackTargeted(false) }
        dropDelegate.tableView(self, dropSessionDidEnd: session)
    }
    func dropAccepts(_ session: DropSession) -> Bool { dropDelegate == nil ? dropTarget.fallbackAcceptsDrop(session) : true }
    func performDrop(with coordinator: IndexedDropCoordinator) {
        guard let dropDelegate else { return dropTarget.fallbackPerformDrop(coordinator) }
        dropDelegate.tableView(self, performDropWith: coordinator)
    }
    func dropPreviewParameters(at indexPath: IndexPath) -> DragPreviewParameters? {
        dropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath)
    }
}

extension TableView {
    /// UIKit's table styles.
    public enum Style: Sendable, Hashable {
        /// Rows without section spacing.
        case plain
        /// Sections apart, with their headers.
        case grouped
        /// Grouped, inset from the edges (drawn as grouped here).
        case insetGrouped
    }

    /// Where a row ends up when the table scrolls to it (UIKit's `UITableView.ScrollPosition`).
    public enum ScrollPosition: Sendable, Hashable {
        /// ``scrollToRow(at:at:animated:)``: as little movement as shows the row whole (none
        /// when it is); ``selectRow(at:animated:scrollPosition:)``: no scrolling.
        case none
        /// The row's top at the table's top.
        case top
        /// The row centred.
        case middle
        /// The row's bottom at the table's bottom.
        case bottom

        var alignment: ScrollAlignment {
            switch self {
            case .none: .nearest
            case .top: .start
            case .middle: .center
            case .bottom: .end
            }
        }
    }

    /// Scrolls the row at a presentation index path to `scrollPosition`, never past the
    /// content's edges (SEMANTICS 46). A row the table does not show is a ``Diagnostic``
    /// (UIKit raises) and nothing scrolls. `animated` as in
    /// ``IndexedCollectionView/setContentOffset(_:animated:)``.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItemAt: indexPath, vertical: scrollPosition.alignment, horizontal: nil, call: "scrollToRow(at:at:animated:)")
    }

    /// How UIKit animates row changes. Accepted for porting; the front end animates every
    /// change alike (items glide from their old frames to their new ones).
    public enum RowAnimation: Sendable, Hashable {
        /// UIKit's row animations; all look alike here.
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Inserts rows (new index paths); inside a batch, recorded.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        insertItems(at: indexPaths)
    }
    /// Deletes rows (old index paths); inside a batch, recorded.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        deleteItems(at: indexPaths)
    }
    /// Asks the data source for these rows' cells again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation = .automatic) {
        reloadItems(at: indexPaths)
    }
    /// Moves a row from an old index path to a new one.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItem(at: indexPath, to: newIndexPath)
    }

    /// UIKit's older batch form: the row changes until the matching ``endUpdates()`` are
    /// recorded and applied together, as inside ``IndexedCollectionView/performBatchUpdates(_:completion:)``.
    /// Pairs nest.
    public func beginUpdates() { openBatch() }

    /// Applies what was recorded since the outermost ``beginUpdates()``. An inconsistent
    /// batch, or an `endUpdates()` without its `beginUpdates()`, is a ``Diagnostic``
    /// (SEMANTICS 29, 33), never a crash.
    public func endUpdates() { closeBatch() }

}
