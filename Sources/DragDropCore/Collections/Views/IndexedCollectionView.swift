import Foundation

/// The shared engine of ``CollectionView`` and ``TableView``: counts from the data source,
/// a layout, reusable cells for the visible part only, validated batch updates, drop
/// placeholders, and drag and drop by index path. The two subclasses only translate
/// to and from their UIKit-named delegates.
///
/// Positions come in two coordinate systems while drop placeholders exist (SEMANTICS 18):
/// *data-source* index paths (the model's) and *presentation* index paths (what is on
/// screen, placeholders included). Layout, hit-testing and cells use presentation paths;
/// batch updates and delegates' model work use data-source paths.
///
/// Not `open`: only its two subclasses here translate delegates into its hooks; an
/// application subclasses neither (UIKit apps that subclass `UITableView` set delegates instead).
@MainActor
public class IndexedCollectionView: View {
    /// A change for the front end to show.
    public enum Change {
        /// Everything was asked again.
        case reloaded
        /// A batch; animate items from their old frames to the new ones.
        case batch(BatchUpdateResult)
        /// Placeholders were inserted, committed or removed.
        case placeholdersChanged
        /// The drop highlight moved, appeared or went (nil).
        case highlight(DropHighlight?)
        /// The view scrolled, was resized or its visible cells changed.
        case scrolled
        /// The selection changed (``selectedIndexPaths`` was set, by the app, a gesture or a
        /// batch update that moved selected items).
        case selectionChanged
        /// A dropped item will not arrive — its placeholder timed out with no
        /// `onPlaceholderTimeout` to take it, or was deleted for a failure — and the user
        /// should be told: the message says which and why. Front ends show it by default.
        case droppedItemLost(String)
    }

    /// The geometry. Assigning another layout lays the items out anew at once (placeholders
    /// and a drag in progress are kept), as UIKit's `collectionViewLayout` does.
    public var layout: any CollectionLayout {
        didSet {
            if let old = oldValue as? RowLayout, old !== layout as? RowLayout { old.stopFollowingViewWidth() }
            attach(layout)
            guard !dataSourceState.needsInitialLoad else { return }
            layout.prepare(itemCounts: presentationCounts)
            refreshVisibleCells()
            notify(.reloaded)
        }
    }
    /// The top-left of the visible part, in content coordinates.
    public var contentOffset = Point.zero { didSet { if oldValue != contentOffset { layoutVisibleCells(); notify(.scrolled) } } }
    /// Called with each change (the front end's hook).
    public var onChange: ((Change) -> Void)?
    /// Whether the items after a pointer drop's gap stand aside while the drag hovers
    /// (SEMANTICS 12, UIKit's behaviour); false leaves them where they are, the gap only
    /// highlighted. See ``openDropGap``.
    public var opensDropGap = true {
        didSet { if oldValue != opensDropGap { layoutVisibleCells() } }
    }
    /// The gap the visible cells were last laid out around (nil: their layout frames).
    var cellsLaidOutAroundGap: IndexPath?
    /// Index paths (data source) of the selected items, in selection order. Dragging a
    /// selected item drags the whole selection (SEMANTICS 10 on a desktop).
    public var selectedIndexPaths: [IndexPath] = [] {
        didSet {
            refreshSelection()
            if oldValue != selectedIndexPaths { notify(.selectionChanged) }
        }
    }
    /// How long a drop placeholder may wait for its data before it is removed with a
    /// ``PlaceholderTimeoutError`` (SEMANTICS 20); nil waits for ever.
    public var placeholderTimeout: Duration? {
        get { placeholders.timeout }
        set { placeholders.timeout = newValue }
    }
    /// The clock for placeholder timeouts (a `ManualClock` from DragDropTesting in tests).
    public var clock: any Clock<Duration> {
        get { placeholders.clock }
        set { placeholders.clock = newValue }
    }
    /// Told when a placeholder timed out, with its context (for a visible error).
    public var onPlaceholderTimeout: ((DropPlaceholderContext, PlaceholderTimeoutError) -> Void)? {
        get { placeholders.onTimeout }
        set { placeholders.onTimeout = newValue }
    }

    /// Item counts per section, as the data source last reported them.
    var dataSourceCounts: [Int] {
        get { dataSourceState.counts }
        set { dataSourceState.counts = newValue }
    }
    /// UIKit's edit mode: while true, items the data source can move show reorder handles
    /// (a ``TableViewReorderingDataSource`` shows them always).
    public var isEditing: Bool {
        get { editing.isEditing }
        set {
            guard newValue != editing.isEditing else { return }
            editing.isEditing = newValue
            if !dataSourceState.needsInitialLoad { notify(.scrolled) }
        }
    }
    /// The latest misuses this view recovered from (at most 20), newest last; each also
    /// went to ``Diagnostics/handler``.
    public var diagnostics: [Diagnostic] { dataSourceState.diagnostics }
    /// Bumped by every reloadData; drags that began before it lose their source paths (SEMANTICS 15).
    var reloadGeneration: Int { dataSourceState.reloadGeneration }

    /// What the view knows of its data source.
    package var dataSourceState = DataSourceState()
    /// The drop placeholders shown (and the arithmetic of the two coordinate systems), and
    /// their timeout.
    let placeholders = PlaceholderPart()
    /// The anchor of Shift-clicks (the last plain or Ctrl click).
    var selectionAnchor: IndexPath?
    /// Edit mode, the classic move in progress, and SwiftUI's `onMove` / `onDelete`.
    package let editing = EditingPart()
    /// The registered classes, the visible cells and the spare ones.
    let cells = CellPool()
    /// The visible cells, in index-path order (UIKit's `visibleCells`).
    /// - Complexity: O(*v* log *v*) in the visible cells.
    public var visibleCells: [CollectionViewCell] {
        loadIfNeeded()
        return cells.visible.sorted { $0.key < $1.key }.map(\.value)
    }
    /// Visible cells by presentation index path (for front ends and tests; UIKit's apps use
    /// ``cellForItem(at:)`` and ``indexPath(for:)``).
    package var visibleCellsByIndexPath: [IndexPath: CollectionViewCell] { cells.visible }
    /// The batch being recorded by ``performBatchUpdates(_:completion:)`` or between
    /// `beginUpdates()` and `endUpdates()`.
    var batches = BatchRecorder()

    /// The subclass's answers: ``CollectionView`` and ``TableView`` override this with
    /// themselves, so the engine reaches them through the class, not by a dynamic cast on
    /// every call (issue 42.4). A view of neither answers nothing.
    var hooks: any IndexedViewHooks { NoHooks.shared }

    /// The drag started here, and the drop over this view.
    let dragSource = DragSourcePart()
    let dropTarget = DropTargetPart()
    /// The interaction behind ``isSpringLoaded`` (its delay and tolerance can be tuned); nil
    /// until spring loading is first turned on.
    public internal(set) var springLoadingInteraction: SpringLoadedInteraction? {
        get { dropTarget.springLoading }
        set { dropTarget.springLoading = newValue }
    }

    /// Asks the data source if it has not been asked yet.
    func loadIfNeeded() {
        if dataSourceState.needsInitialLoad { reloadData() }
    }

    /// A new frame lays the view out again, as on iOS (views are often made with `.zero` and
    /// given their frame later): a row layout re-wraps at the new width (placeholders and a
    /// drag in progress are kept, unlike ``reloadData()``), the visible cells are those of
    /// the new viewport.
    /// - Complexity: O(n) when the width changes (full relayout); O(visible) otherwise.
    override public var frame: Rect {
        didSet {
            guard frame.size != oldValue.size else { return }
            if let rows = layout as? RowLayout, rows.width != frame.width {
                rows.followViewWidth(frame.width)
                if !dataSourceState.needsInitialLoad { layout.prepare(itemCounts: presentationCounts) }
            }
            guard !dataSourceState.needsInitialLoad else { return }
            layoutVisibleCells()
            notify(.scrolled)
        }
    }

    /// A view laid out by `layout`; its data source is asked on first use.
    public init(identifier: String = "", frame: Rect, layout: any CollectionLayout) {
        self.layout = layout
        super.init(identifier: identifier, frame: frame)
        attach(layout)
        dragSource.view = self
        dropTarget.view = self
        placeholders.view = self
        addInteraction(dragSource.interaction)
        addInteraction(dropTarget.interaction)
        cells.container.identifier = identifier.isEmpty ? "cells" : identifier + ".cells"
        addSubview(cells.container)
    }

    /// Makes `layout` this view's: a row layout fills the view's width, asks sizes by
    /// data-source index path (placeholders apart), and a flow layout asks the delegate.
    private func attach(_ layout: any CollectionLayout) {
        guard let rows = layout as? RowLayout else { return }
        rows.followViewWidth(frame.width > 0 ? frame.width : rows.width)  // (a view not laid out yet keeps the layout's)
        rows.itemAtPosition = { [weak self] position in
            guard let self, !placeholders.store.isEmpty else { return .item(position) }
            if let path = dataSourceIndexPath(forPresentationIndexPath: position) { return .item(path) }
            return .placeholder(rowHeight: placeholders.store.entry(atPresentation: position)?.payload.placeholder.rowHeight)
        }
        rows.sectionHasPlaceholders = { [weak self] section in (self?.placeholders.store.count(inSection: section) ?? 0) > 0 }
        (rows as? FlowLayout)?.delegateSize = { [weak self] path in self?.hooks.layoutSizeForItem(at: path) }
        (rows as? FlowLayout)?.delegateSizesItems = { [weak self] in self?.hooks.sizesItems ?? false }
    }

    /// Records a diagnostic and hands it to the global handler.
    func report(_ message: String) {
        let diagnostic = Diagnostic(view: identifier, message: message)
        dataSourceState.remember(diagnostic)
        Diagnostics.handler(diagnostic)
    }

    // MARK: Counts

    /// How many sections the data source reported.
    public var numberOfSections: Int {
        loadIfNeeded()
        return dataSourceCounts.count
    }

    /// Items the view shows in `section`, placeholders included — UIKit's count, whose
    /// index paths are presentation paths (``dataSourceItemCount(inSection:)`` leaves the
    /// placeholders out).
    public func numberOfItems(inSection section: Int) -> Int {
        dataSourceItemCount(inSection: section) + placeholders.store.count(inSection: section)
    }

    /// Items in `section` as the data source has them, placeholders left out: the count of
    /// data-source index paths (no UIKit counterpart; UIKit's apps keep it in their model).
    public func dataSourceItemCount(inSection section: Int) -> Int {
        loadIfNeeded()
        return dataSourceCounts.indices.contains(section) ? dataSourceCounts[section] : 0
    }

    var presentationCounts: [Int] { placeholders.store.presentationCounts(from: dataSourceCounts) }

    // MARK: Reloading

    /// Asks the data source for everything again. Discards placeholders (SEMANTICS 21) and
    /// forgets the source paths of a drag in progress (SEMANTICS 15).
    public func reloadData() {
        dataSourceState.needsInitialLoad = false
        placeholders.discardAll()
        dataSourceState.reloadGeneration += 1
        dataSourceCounts = countsFromDataSource()
        layout.prepare(itemCounts: presentationCounts)
        cells.recycleAll()
        layoutVisibleCells()
        notify(.reloaded)
    }

    /// The item counts the data source reports now (negative ones as zero).
    func countsFromDataSource() -> [Int] {
        (0..<max(0, hooks.dataSourceNumberOfSections())).map { max(0, hooks.dataSourceNumberOfItems(inSection: $0)) }
    }

    // MARK: Geometry

    /// The frame of the item at a presentation index path, in content coordinates.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> Rect? {
        loadIfNeeded()
        return layout.frameForItem(at: indexPath)
    }
    /// The size of everything laid out (what scrolls).
    public var contentSize: Size {
        loadIfNeeded()
        return layout.contentSize
    }

    /// The item under a point in the view's coordinates (presentation path).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        loadIfNeeded()
        return layout.indexPathForItem(at: point.offsetBy(dx: contentOffset.x, dy: contentOffset.y))
    }

    /// The visible part, in content coordinates.
    var visibleRect: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// Presentation index paths of the items in view, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return layout.indexPathsForItems(in: visibleRect)
    }

    // MARK: Coordinates (SEMANTICS 18)

    /// The model's index path for a presented one; nil for a placeholder.
    public func dataSourceIndexPath(forPresentationIndexPath indexPath: IndexPath) -> IndexPath? {
        placeholders.store.dataSourceIndexPath(forPresentation: indexPath)
    }

    /// Where the model's item at `indexPath` is presented.
    public func presentationIndexPath(forDataSourceIndexPath indexPath: IndexPath) -> IndexPath? {
        placeholders.store.presentationIndexPath(forDataSource: indexPath)
    }

    // MARK: Cells and reuse

    /// Registers the cell class to create for `identifier` (UIKit's
    /// `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cells.register(cellClass, for: identifier)
    }

    /// A recycled cell for `identifier`, or a new one (UIKit's `dequeueReusableCell`). An
    /// unregistered identifier gives a plain ``CollectionViewCell`` rather than a crash.
    ///
    /// As in UIKit, the cell already has the frame the layout gives the item at `indexPath`,
    /// so its ``CollectionViewCell/contentView`` has the item's size while the data source
    /// fills it: a table made with `cell.contentView.bounds` is as large as the cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell = cells.dequeue(identifier)
        if let frame = presentationIndexPath(forDataSourceIndexPath: indexPath).flatMap(layout.frameForItem(at:)) {
            cell.frame = frame
        }
        return cell
    }

    /// The visible cell at a presentation index path.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        loadIfNeeded()
        return cells.visible[indexPath]
    }

    /// The presentation index path of a visible cell; nil for a cell not shown (UIKit's
    /// `indexPath(for:)`, which a cell's button handler uses to find its item).
    /// - Complexity: O(*v*) in the visible cells.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        cells.visible.first { $0.value === cell }?.key
    }

    /// How many cells exist (visible plus waiting in the reuse pools): bounded by the
    /// viewport, not by the item count.
    public var allocatedCellCount: Int { cells.allocatedCount }

    /// Creates cells for newly visible items and recycles those that left the viewport.
    /// - Complexity: O(log n + visible items).
    public func layoutVisibleCells() {
        guard !dataSourceState.needsInitialLoad else { return reloadData() }
        // While a drop gap is open each cell is where it is drawn, beside the gap, and so are the
        // views inside it: a table in a board's column is hit-tested there (SEMANTICS 47).
        let gap = openDropGap
        cellsLaidOutAroundGap = gap
        cells.layOut(visible: Set(indexPathsForVisibleItems), frame: { path in
            gap.flatMap { frame(ofItemAt: path, withGapAt: $0) } ?? layout.frameForItem(at: path)
        }, make: makeCell(at:))
        placeCellContainer()
    }

    /// Keeps the visible cells' superview at minus the scroll offset, as large as the content
    /// (or the view, if that is larger), so each cell is drawn and hit-tested where its layout
    /// frame is, scrolled and clipped to the view (SEMANTICS 47).
    private func placeCellContainer() {
        let content = layout.contentSize
        let frame = Rect(x: -contentOffset.x, y: -contentOffset.y,
                         width: max(content.width, contentOffset.x + self.frame.width),
                         height: max(content.height, contentOffset.y + self.frame.height))
        if cells.container.frame != frame { cells.container.frame = frame }
    }

    private func makeCell(at presentationPath: IndexPath) -> CollectionViewCell? {
        let cell: CollectionViewCell?
        if let dataPath = dataSourceIndexPath(forPresentationIndexPath: presentationPath) {
            cell = hooks.dataSourceCell(at: dataPath)
            cell?.isSelected = selectedIndexPaths.contains(dataPath)
        } else if let entry = placeholders.store.entry(atPresentation: presentationPath) {
            let placeholderCell = dequeueReusableCell(withReuseIdentifier: entry.payload.placeholder.reuseIdentifier, for: presentationPath)
            placeholderCell.content = .spinner
            entry.payload.placeholder.cellUpdateHandler?(placeholderCell)
            cell = placeholderCell
        } else {
            cell = nil
        }
        if let cell, let frame = layout.frameForItem(at: presentationPath) { cell.frame = frame }
        return cell
    }

    /// Re-creates the visible cells (after their content or positions changed).
    func refreshVisibleCells() {
        cells.recycleAll()
        layoutVisibleCells()
    }

    private func refreshSelection() {
        for (path, cell) in cells.visible {
            cell.isSelected = dataSourceIndexPath(forPresentationIndexPath: path).map(selectedIndexPaths.contains) ?? false
        }
    }

    func notify(_ change: Change) { onChange?(change) }
}
