import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Shows an ``DragDrop/IndexedCollectionView`` in GTK: a scrolled, virtualised canvas where only the
/// visible cells exist as widgets, and real pointer drags routed to the core's
/// ``DragDrop/DragDropSystem`` through GtkDragSource and GtkDropTargetAsync. The core decides
/// everything; this class only draws and transports.
///
/// It draws cells (text, pictures through an ``GTKImageSource``, spinners, errors) that
/// glide through batch updates, section headers, selection, reorder handles for classic
/// moves, the drop highlight and the open gap, a backdrop decoration; it carries drags
/// within the application and to and from others (lazy content out, asynchronous MIME reads
/// in, long press), auto-scrolls near its edges, and maps keys to the core's keyboard path.
@MainActor
public final class GTKCollectionHost {
    /// The table or collection view shown.
    public let view: IndexedCollectionView
    /// The application's drag system, fed the real pointer's events.
    public let system: DragDropSystem
    /// The core window the view lives in.
    public let window: DragDrop.Window
    /// The widget to put in a GTK window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The cells, headers, handles, highlight and backdrop, drawn where the core says.
    private let canvas: CollectionCanvas
    private let viewport: ScrolledViewport
    /// Called after the widgets followed a change of the model shown (a batch, a reload,
    /// placeholders) — not for hover highlights or scrolling; the app saves its model here.
    public var afterChange: (() -> Void)?
    private var bridge: GTKDragBridge?
    /// The hosts of the tables and collection views inside the visible cells.
    private var nested: NestedCollectionHosts?
    /// Whether the host said that views in its cells are drawn by nothing (once per host).
    private var reportedUndrawnViews = false
    /// Whether the host is being made: its cells' views are not reported undrawn before the
    /// application could register the cell factories that draw them.
    private var isBeingMade = true
    private var autoScroller: AutoScroller?
    private var keyboard: KeyboardPath?
    /// Each announcement of the keyboard path ("Lifted Venice, position 3 of 15"…).
    public var onAnnouncement: ((String) -> Void)?
    /// The drag image's longer side, when set: the grabbed item as a thumbnail of at most this
    /// many points, held below and right of the pointer so the target under it stays in view
    /// (as file managers and photo applications drag). Unset: the cell as drawn, under the
    /// pointer where it was grabbed (UIKit's lift).
    public var dragImageLimit: Double?
    /// Where the view's messages for the user go — a dropped item that never arrived or
    /// failed (``DragDrop/IndexedCollectionView/Change/droppedItemLost(_:)``) — for example an
    /// application's toasts. Unset, the host shows them itself over the view for 6 seconds,
    /// so no drop is lost without a word.
    public var onMessage: ((String) -> Void)?
    /// The host's own message label, over the view (when ``onMessage`` is unset).
    private let notice = HostNotice()
    /// A double-click on an item (data-source path), or Enter on the focused one, for example
    /// to open it (set, Enter opens and Space lifts for the keyboard move; unset, both lift).
    public var onActivateItem: ((IndexPath) -> Void)? {
        didSet { keyboard?.reorder.onActivate = onActivateItem.map { activate in { path in activate(path) } } }
    }
    /// Supplies the pictures of image cells (held weakly); without one they show their label.
    public var imageSource: (any GTKImageSource)? {
        get { canvas.imageSource }
        set {
            canvas.imageSource = newValue
            sync()
        }
    }
    /// The classic move by a reorder handle; the moving cell follows its pointer.
    private var reorderHandles: ReorderHandleGesture?
    /// Whether a long press with the mouse lifts an item and starts a drag, as a long press
    /// on a touch screen always does; for hosts made from now on.
    public static var longPressWithMouse = false

    /// Shows `view` in a new scrolled canvas (``widget``) and connects it to `system`; adds the
    /// view to `window` if it is not there yet. The widget keeps the host alive.
    public init(view: IndexedCollectionView, system: DragDropSystem, window: DragDrop.Window) {
        self.view = view
        self.system = system
        self.window = window
        canvas = CollectionCanvas(for: view)
        let fixed = canvas.widget
        // The canvas scrolls itself (it is a GtkScrollable, no GtkViewport around it): its
        // children, placed in content coordinates, are drawn less the scroll offset, and
        // its pointer gestures get points of the part in view (see contentPoint(canvasX:y:)).
        viewport = ScrolledViewport(showing: fixed, for: view)
        // The scrolled view, and over it the host's own messages.
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), viewport.widget)
        gtk_overlay_add_overlay(OpaquePointer(overlay), notice.label)
        // The view's size as the widget's request (an application may set its own): on the
        // outer widget, so that a request the application sets replaces it.
        gtk_widget_set_size_request(overlay, Int32(view.frame.width), Int32(view.frame.height))
        widget = overlay
        if view.window !== window { window.addView(view) }
        // Where GTK draws the scrolled window is where the core finds the view (SEMANTICS 47).
        ViewPlacement.register(view, in: viewport.widget) { [unowned view] in view.frame.origin }
        canvas.pictureArrived = { [weak self] in self?.setNeedsSync() }
        // Whoever heard the view's changes before (a SwiftUI list's selection binding) still does.
        let earlierObserver = view.onChange
        view.onChange = { [weak self] change in
            earlierObserver?(change)
            // The keyboard's focus stays on its item through a drop or any other batch.
            if case let .batch(result) = change { self?.keyboard?.reorder.follow(result) }
            switch change {
            case .batch, .highlight: self?.sync(animated: self?.animatesLayoutChanges ?? true)  // cells glide (to open or close a gap too)
            // Within a batch too (which sets the selection before it reports): drawn after it.
            case .selectionChanged:
                self?.selectionChangePending = true
                self?.setNeedsSync()
            default: self?.sync()
            }
            // The application or the keyboard scrolled the core view: the screen follows.
            if case .scrolled = change, let self { viewport.follow(view) }
            switch change {
            case .batch, .reloaded, .placeholdersChanged: self?.afterChange?()
            case .highlight, .scrolled, .selectionChanged: break
            case let .droppedItemLost(message): self?.say(message)
            }
        }
        SelectionClickGesture.install(
            on: fixed, view: view, itemAt: { [weak self] x, y in self?.dataSourcePath(canvasX: x, y: y) },
            pressed: { [weak self] path in
                guard let self else { return }
                grabFocus()
                keyboard?.reorder.moveFocus(to: path)
            },
            activate: { [weak self] path in self?.onActivateItem?(path) }, changed: { [weak self] in self?.sync() })
        contextMenu = ContextMenuGesture(
            on: fixed, reportingIn: widget, view: view, itemAt: { [weak self] x, y in self?.dataSourcePath(canvasX: x, y: y) },
            select: { [weak self] path in
                guard let self else { return }
                view.select(path, gesture: .replace)
                keyboard?.reorder.moveFocus(to: path)
                sync()
            },
            focusedItem: { [weak self] in self.flatMap { $0.keyboard?.reorder.focus ?? $0.view.selectedIndexPaths.first } },
            pointOfItem: { [unowned view] path in
                view.presentationIndexPath(forDataSourceIndexPath: path).flatMap { view.cellForItem(at: $0)?.frame }
                    .map { Point(x: $0.midX - view.contentOffset.x, y: $0.midY - view.contentOffset.y) }
            })
        reorderHandles = ReorderHandleGesture(view: view, on: fixed, contentPoint: { [unowned self] x, y in contentPoint(canvasX: x, y: y) },
                                              changed: { [weak self] in self?.sync() }, ended: { [weak self] in self?.afterChange?() })
        dd_accessible_set_label(fixed, view.accessibilityLabel ?? view.identifier)
        keyboard = KeyboardPath(view: view, widget: fixed) { [weak self] in self?.sync() }
        keyboard?.onAnnouncement = { [weak self] text in self?.onAnnouncement?(text) }
        // Only the list with the keyboard focus marks its focused item: one that loses the
        // focus draws it plain again (issue 39: two focus rings showed at once).
        let focus = gtk_event_controller_focus_new()!
        for signal in ["enter", "leave"] { onSignal(UnsafeMutableRawPointer(focus), signal) { [weak self] in self?.setNeedsSync() } }
        gtk_widget_add_controller(fixed, focus)
        // A lifted item put down in another collection: the keyboard follows it there.
        keyboard?.reorder.onDropIntoOtherCollection = { collection, path in
            guard let host = Self.hosts[ObjectIdentifier(collection)]?.host else { return }
            host.grabFocus()
            host.focusItem(at: path)
        }
        Self.hosts = Self.hosts.filter { $0.value.host != nil }
        Self.hosts[ObjectIdentifier(view)] = WeakHost(host: self)
        // The other hosts' items may move here now (their accessible actions).
        for other in Self.hosts.values where other.host !== self { other.host?.setNeedsSync() }
        // Drags are taken on the scrolled window, not the canvas inside it: its scrollbars are
        // then inside the drop target too (libadwaita's overlay scrollbars, sliding under a
        // drop at the edge, made GTK 4.8 lose the drop and fail an assertion).
        let bridge = GTKDragBridge(widget: viewport.widget, system: system,
                                   screenPoint: { [unowned self] x, y in screenPoint(viewportX: x, y: y) },
                                   iconContent: { [unowned self] session in iconContent(for: session) })
        let scroller = AutoScroller(adjustment: viewport.vertical,
                                    viewportHeight: { view.frame.height },
                                    pointerMoved: { point in
                                        // The view redraws through its change notifications.
                                        system.pointerMoved(to: point)
                                    })
        bridge.onDragMotion = { [unowned self, unowned scroller] x, y in
            scroller.dragMoved(viewportY: y, screenPoint: screenPoint(viewportX: x, y: y))
        }
        bridge.onDragGone = { [unowned scroller] in
            scroller.dragGone()
        }
        bridge.longPressWithMouse = Self.longPressWithMouse
        self.bridge = bridge
        autoScroller = scroller
        sync()
        // A view scrolled before it was shown (a restored place, an early scrollToItem) is
        // shown there, not at the top while the core virtualises another part.
        viewport.follow(view)
        // The widget keeps its host: an application may hold only the widget.
        WidgetOwnership.retain(self, by: widget)
        isBeingMade = false
        setNeedsSync()  // on the next turn, after the application registered its cell factories: views nothing draws are said then
    }

    /// The GtkScrolledWindow inside ``widget``, for the package's benchmarks, which scroll it
    /// as they scroll GtkGridView's (``widget`` itself is an overlay around it).
    package var scrolledWindow: UnsafeMutablePointer<GtkWidget> { viewport.widget }

    /// The hosts showing the tables and collection views inside the visible cells (each
    /// drawn where the core has it, in its cell: SEMANTICS 47), made as they first show.
    public var nestedHosts: [GTKCollectionHost] { nested?.shown ?? [] }

    /// Where the host's top-left corner is in its GTK window, once laid out.
    public var originInWindow: Point? { windowOrigin(of: widget) }

    /// Draws section headers from ``GTKCellContent`` — a title with a count as its tag, say —
    /// instead of the data source's header titles (which still name the sections for
    /// assistive technologies and the keyboard path).
    public func registerHeaders(_ content: @escaping (_ section: Int) -> GTKCellContent) {
        canvas.headers.register(content) { [weak self] in self?.imageSource }
        sync()
    }

    /// Draws section footers from ``GTKCellContent`` — a total, a hint such as "Drop cards
    /// here" — instead of the data source's footer titles. Footers show where the layout
    /// gives them a height (`TableView(sectionFooterHeight:)`, ``DragDrop/FlowLayout/footerReferenceSize``).
    public func registerFooters(_ content: @escaping (_ section: Int) -> GTKCellContent) {
        canvas.footers.register(content) { [weak self] in self?.imageSource }
        sync()
    }

    /// Cells dequeued with `reuseIdentifier` show `factory`'s widgets (set up, bound,
    /// unbound and reused as they scroll) instead of their built-in ``DragDrop/CellContent``.
    public func register(_ factory: GTKCellFactory, forReuseIdentifier reuseIdentifier: String) {
        canvas.cells.register(factory, forReuseIdentifier: reuseIdentifier)
        sync()
    }

    /// Gives the keyboard focus to the canvas (its keyboard path: arrows, Space, Escape).
    public func grabFocus() {
        gtk_widget_grab_focus(canvas.widget)
    }

    /// Moves the decoration drawn behind the cells (content coordinates; nil hides it),
    /// animating from its current place when `animationDuration` > 0.
    public func moveBackdrop(to frame: Rect?, animationDuration: Double) {
        canvas.backdrop.move(to: frame, animationDuration: animationDuration)
    }

    // MARK: Drawing

    private var syncScheduled = false

    /// Syncs once on the next turn of the main loop, however many pictures arrive meanwhile.
    private func setNeedsSync() {
        guard !syncScheduled else { return }
        syncScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.syncScheduled = false
                self?.sync()
            }
        }
    }

    /// Makes the widgets match the core's visible cells, headers, handles and highlight;
    /// widgets are recycled as cells come and go.
    /// - Parameter animated: cells glide to their new frames (after a batch update).
    public func sync(animated: Bool = false) {
        let reorder = keyboard?.reorder
        canvas.draw(CanvasMarks(focus: canvas.hasFocus ? reorder?.focus : nil, lifted: reorder?.liftedItem,
                                keyboardDestination: reorder?.destinationCollection === view ? reorder?.destination : nil,
                                movingPoint: reorderHandles?.movingPoint, gap: openGap,
                                // The core names them; O(views in the window) each sync, no delegate asked.
                                moveActions: reorder?.moveActionNames ?? [],
                                performMoveAction: { [weak self] path, destination in self?.performMoveAction(destination, on: path) }),
                    animated: animated)
        // Views the application put in its cells' content (a table in a board's column).
        let nested = nested ?? NestedCollectionHosts(on: canvas.widget)
        self.nested = nested
        nested.show(inside: view.visibleCellsByIndexPath.values, system: system, window: window)
        if !reportedUndrawnViews, !isBeingMade { reportUndrawnViews() }
        if selectionChangePending {
            selectionChangePending = false
            onSelectionChange?(view.selectedIndexPaths)
        }
    }

    /// Says once, the first time a visible cell drawn from its `content` (no cell factory for
    /// its reuse identifier) holds plain views, that nothing draws them (SEMANTICS 47): they
    /// take drags and interactions where the cell is, unseen.
    /// - Complexity: O(views in the visible cells).
    private func reportUndrawnViews() {
        for cell in view.visibleCellsByIndexPath.values where !canvas.cells.hasFactory(for: cell.reuseIdentifier) {
            let undrawn = cell.viewsOnlyTheApplicationDraws
            guard !undrawn.isEmpty else { continue }
            reportedUndrawnViews = true
            let names = undrawn.prefix(3).map { $0.identifier.isEmpty ? "a View" : "\"\($0.identifier)\"" }.joined(separator: ", ")
            Diagnostics.handler(Diagnostic(view: view.identifier, message: """
                a cell ("\(cell.reuseIdentifier)") holds views nothing draws (\(names)): they take drags and interactions \
                where the cell is, but GTK draws a cell's content and the tables and collection views inside it only; \
                draw them with a GTKCellFactory registered for "\(cell.reuseIdentifier)" (its bind gets the cell), or show \
                them through the cell's content
                """))
            return
        }
    }

    /// Called when the selection shown changed (a click, the keyboard, a batch update that
    /// moved selected items), with the selected data-source index paths — for a count of
    /// the selection, or actions that need one.
    public var onSelectionChange: (([IndexPath]) -> Void)?
    /// The core said the selection changed since the last sync (told once the change is drawn).
    private var selectionChangePending = false

    /// An item's accessible action "move-to-…" was performed: the item goes to the end of
    /// that collection in one step, as the keyboard would take it (SEMANTICS 43), and the
    /// keyboard focus follows it there.
    private func performMoveAction(_ destination: Int, on path: IndexPath) {
        guard let keyboard else { return }
        let destinations = keyboard.reorder.moveDestinations
        guard destinations.indices.contains(destination) else { return }
        keyboard.reorder.move(path, to: destinations[destination])
        sync()
    }

    /// How a cell's place is told to assistive technologies ("3 of 12"), given its 1-based
    /// position and the count of its section; set it to translate.
    public var describePosition: (_ position: Int, _ count: Int) -> String {
        get { canvas.describePosition }
        set {
            canvas.describePosition = newValue
            sync()
        }
    }

    /// Whether cells glide to their new places after a batch update and when a drop gap
    /// opens or closes (as UIKit animates them). False moves them at once, as GtkGridView
    /// moves its items' widgets: one repaint per change instead of one per frame of a glide.
    public var animatesLayoutChanges = true

    /// Whether the destination of an insertAt drop opens as an empty slot, its neighbours
    /// sliding aside while the drag hovers (UIKit's behaviour): the view's
    /// ``DragDrop/IndexedCollectionView/opensDropGap``. The cells, and the views inside them,
    /// are then where they are drawn; the layout and the proposals stay as they are.
    public var opensGapWhileDragging: Bool {
        get { view.opensDropGap }
        set { view.opensDropGap = newValue }
    }

    /// The insertion point whose neighbours slide aside now, if any (cells are then drawn at
    /// the view's ``DragDrop/IndexedCollectionView/frame(ofItemAt:withGapAt:)``).
    public var openGap: IndexPath? {
        system.isDragging ? view.openDropGap : nil
    }

    // MARK: Context menu

    /// Asked for a context menu, as GNOME applications offer one: by a secondary click (the
    /// item under it is selected first unless it is part of the selection, as in Files), or
    /// by the Menu key or Shift+F10 on the focused item. Gets the item (nil over empty space)
    /// and the point in ``widget``'s coordinates to show the menu at.
    public var onContextMenu: ((IndexPath?, Point) -> Void)? {
        get { contextMenu?.onRequest }
        set { contextMenu?.onRequest = newValue }
    }
    /// The secondary click and the keys that ask for ``onContextMenu``.
    private var contextMenu: ContextMenuGesture?

    /// The item at a point of the canvas (what shows of the content).
    private func dataSourcePath(canvasX x: Double, y: Double) -> IndexPath? {
        // A click on a table inside a cell is that table's (it selects there), not the cell's.
        if nested?.covers(contentPoint(canvasX: x, y: y)) == true { return nil }
        return view.indexPathForItem(at: Point(x: x, y: y)).flatMap(view.dataSourceIndexPath(forPresentationIndexPath:))
    }

    /// A point of the canvas (what shows of the content) in content coordinates.
    private func contentPoint(canvasX x: Double, y: Double) -> Point {
        Point(x: x + view.contentOffset.x, y: y + view.contentOffset.y)
    }

    // MARK: Scrolling

    /// The hosts of this process by the view they show (for a keyboard drag between them).
    private static var hosts: [ObjectIdentifier: WeakHost] = [:]
    private struct WeakHost { weak var host: GTKCollectionHost? }

    /// Moves the keyboard's focus to the item at `path` (a data-source index path) and
    /// scrolls it into view — a search's first match, say. Returns false for an item that
    /// does not exist, or while an item is lifted.
    @discardableResult
    public func focusItem(at path: IndexPath) -> Bool {
        guard let reorder = keyboard?.reorder, reorder.moveFocus(to: path) else { return false }
        reorder.scrollToFocus()
        sync()
        return true
    }

    /// A point of the scrolled window (what shows of the content) on the core's screen.
    private func screenPoint(viewportX x: Double, y: Double) -> Point {
        DragDropGTK.screenPoint(ofWidget: viewport.widget, x: x, y: y, in: window)
    }

    // MARK: Drag icon

    /// The visible cell of this view that holds `view` (a view in a cell with a drag interaction
    /// of its own — a SwiftUI row's `draggable`: the drag's items are not the view's).
    private func cellHolding(_ view: View?) -> CollectionViewCell? {
        var current = view
        while let candidate = current {
            if let cell = candidate as? CollectionViewCell, self.view.visibleCells.contains(where: { $0 === cell }) { return cell }
            current = candidate.superview
        }
        return nil
    }

    /// Shows `message` — through ``onMessage``, or over the view for 6 seconds.
    private func say(_ message: String) {
        if let onMessage { return onMessage(message) }
        notice.show(message)
    }

    /// The drag image: the item pressed (on top of the stack, as UIKit lifts it), not the
    /// first of the selection.
    private func iconContent(for session: DragSession) -> DragIcon.Content? {
        let source = view.grabbedDragItem ?? session.items.first
        guard let cell = source.flatMap(view.sourceIndexPath(of:)).flatMap(view.presentationIndexPath(forDataSourceIndexPath:))
            .flatMap(view.cellForItem(at:)) ?? cellHolding(session.sourceInteraction?.view) else { return nil }
        let visible = system.dragIconVisiblePath
        var texture: OpaquePointer?
        if case let .image(url, _) = cell.content, case let .ready(ready)? = canvas.picture(for: url) {
            texture = ready
        }
        // A custom cell is dragged as drawn (its tag, its icons), as UIKit's default preview
        // is the cell itself: a still snapshot of its widget.
        var snapshot: OpaquePointer?
        if canvas.cells.hasFactory(for: cell.reuseIdentifier), let widget = canvas.cells.shownWidget(for: cell),
           let live = gtk_widget_paintable_new(widget) {
            snapshot = gdk_paintable_get_current_image(live)
            g_object_unref(UnsafeMutableRawPointer(live))
            texture = snapshot
        }
        defer { if let snapshot { g_object_unref(UnsafeMutableRawPointer(snapshot)) } }
        guard let limit = dragImageLimit, max(cell.frame.width, cell.frame.height) > 0 else {
            return DragIcon.Content(text: CollectionCanvas.text(of: cell), size: cell.frame.size, visible: visible, texture: texture)
        }
        let scale = min(1, limit / max(cell.frame.width, cell.frame.height))
        return DragIcon.Content(text: CollectionCanvas.text(of: cell), size: cell.frame.size, visible: visible, scale: scale, texture: texture,
                                besidePointer: true)
    }
}
