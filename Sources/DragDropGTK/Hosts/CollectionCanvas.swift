import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// What a host draws of its view, beyond the view itself: the keyboard path's focus, lifted
/// item and destination, the pointer of a classic move, and the gap open under a drag.
@MainActor
struct CanvasMarks {
    /// The keyboard focus (data-source path), when the canvas has the focus.
    var focus: IndexPath?
    /// The item the keyboard lifted, and where it would land (data-source paths).
    var lifted: IndexPath?
    var keyboardDestination: IndexPath?
    /// The pointer of a classic move by a handle, in content coordinates.
    var movingPoint: Point?
    /// The insertion point whose neighbours slide aside.
    var gap: IndexPath?
    /// The names of the accessible move actions of every item, and what performing one does.
    var moveActions: [String] = []
    var performMoveAction: @MainActor (_ item: IndexPath, _ destination: Int) -> Void = { _, _ in }
}

/// The scrolling canvas a view's cells are drawn on (a `DDCanvas`): one widget per visible
/// cell, recycled as cells come and go, section headers and footers, reorder handles, the
/// drop highlight and a backdrop, in the items' order for assistive technologies. It draws
/// what the core says, where the core's layout says.
@MainActor
final class CollectionCanvas {
    /// The canvas widget; it scrolls itself (a GtkScrollable).
    let widget: UnsafeMutablePointer<GtkWidget>
    private unowned let view: IndexedCollectionView
    /// Rows of a table read from the leading edge; items of a collection are centred.
    let cells: CellWidgetPool
    /// Section headers and footers: the data source's titles, or registered content.
    let headers: SectionBands
    let footers: SectionBands
    private let handles: LabelPool<IndexPath>
    /// Drawn at the core's drop highlight: the gap for insertAt, the item for insertInto.
    private let highlight: Backdrop
    /// Drawn around the section an unspecified intent drops into.
    private let sectionHighlight: Backdrop
    /// A decoration behind the cells that the application moves.
    let backdrop: Backdrop
    /// Supplies the pictures of image cells (the cell pool's, held weakly); without one they
    /// show their label.
    var imageSource: (any GTKImageSource)? {
        get { cells.imageSource }
        set { cells.imageSource = newValue }
    }
    /// How a cell's place is told to assistive technologies ("3 of 12").
    var describePosition: (_ position: Int, _ count: Int) -> String = { "\($0) of \($1)" } {
        didSet { cells.forgetAccessiblePlaces() }
    }
    /// Called when a picture that was loading arrived (draw again).
    var pictureArrived: () -> Void = {}

    /// A canvas for `view`, with the accessible role of a list.
    init(for view: IndexedCollectionView) {
        self.view = view
        widget = dd_canvas_new_scrolling(GTK_ACCESSIBLE_ROLE_LIST)
        gtk_widget_add_css_class(widget, "dragdrop-collection")
        cells = CellWidgetPool(in: widget, xalign: view is TableView ? 0 : 0.5)
        headers = SectionBands(in: widget, cssClass: "dragdrop-header")
        footers = SectionBands(in: widget, cssClass: "dragdrop-footer")
        handles = LabelPool<IndexPath>(in: widget, cssClass: "dragdrop-handle")
        backdrop = Backdrop(in: widget, cssClass: "dragdrop-backdrop")
        highlight = Backdrop(in: widget, cssClass: "dragdrop-highlight")
        sectionHighlight = Backdrop(in: widget, cssClass: "dragdrop-section-highlight")
    }

    /// Whether the canvas has the keyboard focus.
    var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Makes the widgets match the core's visible cells, headers, handles and highlight, with
    /// `marks` on them.
    /// - Parameter animated: cells glide to their new frames (after a batch update).
    func draw(_ marks: CanvasMarks, animated: Bool) {
        // An open gap pushes down what follows it: the rows, the footers, later sections' headers.
        let size = view.contentSize(withGapAt: marks.gap)
        dd_canvas_set_content_size(widget, max(size.width, 1), max(size.height, 1))
        headers.show(view.visibleHeaders(withGapAt: marks.gap), title: view.titleForHeader(inSection:))
        footers.show(view.visibleFooters(withGapAt: marks.gap), title: view.titleForFooter(inSection:))
        let visible = view.visibleCellsByIndexPath
        cells.recycle(keeping: Set(visible.values.map(ObjectIdentifier.init)))
        let moving = view.interactiveMovementSource.flatMap(view.presentationIndexPath(forDataSourceIndexPath:))
        let withHandles = Set(visible.keys.filter(view.showsReorderControl(at:)))
        handles.recycle(keeping: withHandles.contains)
        // In the items' order, which is the order assistive technologies present them in.
        let ordered = visible.sorted { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }
        var boxes: [UnsafeMutablePointer<GtkWidget>] = []
        boxes.reserveCapacity(ordered.count)
        var counts: [Int: Int] = [:]
        for (path, cell) in ordered {
            let frame = shownFrame(of: cell, at: path, marks: marks, moving: moving)
            let dataPath = view.dataSourceIndexPath(forPresentationIndexPath: path)
            let shown = cells.widget(for: cell, at: dataPath, frame: frame, animated: animated && path != moving)
            if !cells.hasFactory(for: cell.reuseIdentifier) { show(cell.content, of: cell, in: shown) }
            shown.setStates(CellWidgetPool.States(selected: cell.isSelected, focused: dataPath != nil && dataPath == marks.focus,
                                                  lifted: dataPath != nil && dataPath == marks.lifted, moving: path == moving))
            shown.setAccessible(label: cell.spokenLabel, selected: cell.isSelected)
            shown.path = dataPath
            shown.setMoveActions(dataPath == nil ? [] : marks.moveActions, perform: marks.performMoveAction)
            let count = counts[path.section] ?? view.numberOfItems(inSection: path.section)
            counts[path.section] = count
            shown.setAccessible(position: path.item + 1, of: count) { [describePosition] in describePosition($0, $1) }
            if path != moving { boxes.append(shown.box) }
            if path == moving { gtk_widget_insert_before(shown.box, widget, nil) }  // drawn above its neighbours
            if withHandles.contains(path), let handleFrame = view.reorderHandleFrame(at: path) {
                // The core's handle, where the cell is shown now (past an open gap, under the pointer).
                let handle = handles.show(path, text: "≡", frame: handleFrame.offsetBy(dx: frame.minX - cell.frame.minX,
                                                                                        dy: frame.minY - cell.frame.minY))
                if path == moving { gtk_widget_insert_before(handle, widget, nil) }
            }
        }
        orderForAssistiveTechnologies(boxes)
        let target = (view.interactiveMovementTarget ?? marks.keyboardDestination)
            .flatMap(view.presentationIndexPath(forDataSourceIndexPath:))
        let gapSlot = marks.gap.flatMap(view.frameOfOpenGap(at:))
        let spot = target.flatMap(view.layoutAttributesForItem(at:)) ?? gapSlot
        // A whole section (an unspecified intent) is outlined by a widget of its own, which an
        // application's opaque gap colour does not fill over the section's rows.
        var section: Rect?
        if spot == nil, case let .section(_, band)? = view.dropHighlight { section = band }
        sectionHighlight.move(to: section, animationDuration: 0)
        highlight.move(to: section == nil ? spot ?? view.dropHighlight?.rect : nil, animationDuration: 0)
    }

    /// Puts the cells' widgets first among the canvas's children, in the items' order:
    /// assistive technologies present children in widget order, and recycled widgets come in
    /// any order. Headers, handles and the highlight stay after them (drawn above); a cell
    /// moving under the pointer stays last (drawn above everything). Moves only what is out
    /// of place.
    /// - Complexity: O(*n*) for *n* visible cells.
    private func orderForAssistiveTechnologies(_ boxes: [UnsafeMutablePointer<GtkWidget>]) {
        var previous: UnsafeMutablePointer<GtkWidget>?
        for box in boxes {
            if gtk_widget_get_prev_sibling(box) != previous { gtk_widget_insert_after(box, widget, previous) }
            previous = box
        }
    }

    /// Where a visible cell is drawn: its layout frame, laid out again around an open gap, or
    /// under the pointer while it moves interactively.
    private func shownFrame(of cell: CollectionViewCell, at path: IndexPath, marks: CanvasMarks, moving: IndexPath?) -> Rect {
        var frame = cell.frame
        if let gap = marks.gap, let slot = view.frame(ofItemAt: path, withGapAt: gap) { frame = slot }  // its size too: shapes differ
        if path == moving, let movingPoint = marks.movingPoint,
           let moved = view.layout.layoutAttributesForInteractivelyMovingItem(at: path, withTargetPosition: movingPoint) {
            frame.origin = moved.origin
        }
        return frame
    }

    private func show(_ content: CellContent, of cell: CollectionViewCell, in widget: CellWidgetPool.Cell) {
        switch content {
        case .spinner:
            widget.showSpinner()
        case let .error(message):
            widget.showText(message, isError: true)
        case let .image(url, label):
            switch picture(for: url) {
            case let .ready(texture)?: widget.showPicture(texture, description: label)
            case .loading?: widget.showSpinner()
            case let .failed(reason)?: widget.showText("☹ \(reason)", isError: true)  // why, not only that it failed
            case nil: widget.showText(label)
            }
        case .text, .empty:
            widget.showText(Self.text(of: cell))
        }
    }

    /// The picture at `url` from the image source (nil without one); when it is still
    /// loading, ``pictureArrived`` is called once it is there.
    func picture(for url: URL) -> GTKPictureState? {
        imageSource?.picture(for: url, requester: self, whenReady: { [weak self] in self?.pictureArrived() })
    }

    /// The text a cell shows: its text and detail on two lines, else its spoken label.
    static func text(of cell: CollectionViewCell) -> String {
        switch cell.content {
        case let .text(text, detail): detail.map { "\(text)\n\($0)" } ?? text
        default: cell.spokenLabel
        }
    }
}
