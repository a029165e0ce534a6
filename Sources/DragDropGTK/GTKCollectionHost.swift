import CGtk
import CGtkShim
import DragDrop
import Foundation

/// Shows an ``IndexedCollectionView`` in GTK: a scrolled, virtualised canvas where only the
/// visible cells exist as widgets, and real pointer drags routed to the core's
/// ``DragDropSystem`` through GtkDragSource and GtkDropTargetAsync. The core decides
/// everything; this class only draws and transports.
///
/// Today's scope: cells drawn as text (images, spinners and headers come next), selection,
/// the drop highlight, a drag icon with badges, drags within the application and to and
/// from other applications (lazy content out, asynchronous MIME reads in).
@MainActor
public final class GTKCollectionHost {
    public let view: IndexedCollectionView
    public let system: DragDropSystem
    public let window: DragDrop.Window
    /// The widget to put in a GTK window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    private var cellWidgets: [IndexPath: UnsafeMutablePointer<GtkWidget>] = [:]
    /// Called after the widgets followed a change of the model shown (a batch, a reload,
    /// placeholders) — not for hover highlights or scrolling; the app saves its model here.
    public var afterChange: (() -> Void)?
    private var spareWidgets: [UnsafeMutablePointer<GtkWidget>] = []
    /// Drawn at the core's drop highlight: the gap for insertAt, the item for insertInto.
    private let highlight: UnsafeMutablePointer<GtkWidget>

    public init(view: IndexedCollectionView, system: DragDropSystem, window: DragDrop.Window) {
        self.view = view
        self.system = system
        self.window = window
        scrolled = gtk_scrolled_window_new()
        fixed = gtk_fixed_new()
        gtk_scrolled_window_set_child(dd_scrolled(scrolled), fixed)
        gtk_widget_set_size_request(scrolled, Int32(view.frame.width), Int32(view.frame.height))
        gtk_widget_add_css_class(fixed, "dragdrop-collection")
        widget = scrolled
        highlight = gtk_label_new(nil)
        gtk_widget_add_css_class(highlight, "dragdrop-highlight")
        gtk_widget_set_can_target(highlight, 0)
        gtk_fixed_put(dd_fixed(fixed), highlight, 0, 0)
        gtk_widget_set_visible(highlight, 0)
        if view.window !== window { window.addView(view) }
        view.onChange = { [weak self] change in
            self?.sync()
            switch change {
            case .batch, .reloaded, .placeholdersChanged: self?.afterChange?()
            case .highlight, .scrolled: break
            }
        }
        installScrolling()
        installSelection()
        installDragSource()
        installDropTarget()
        sync()
    }

    // MARK: Drawing

    /// Makes the widgets match the core's visible cells: one label per visible position,
    /// recycled as positions come and go.
    public func sync() {
        let size = view.contentSize
        gtk_widget_set_size_request(fixed, Int32(max(size.width, 1)), Int32(max(size.height, 1)))
        let visible = view.visibleCells
        for (path, label) in cellWidgets where visible[path] == nil {
            gtk_widget_set_visible(label, 0)
            spareWidgets.append(label)
            cellWidgets[path] = nil
        }
        for (path, cell) in visible {
            let label = cellWidgets[path] ?? makeCellWidget(for: path)
            gtk_label_set_text(dd_label(label), text(of: cell))
            gtk_widget_set_size_request(label, Int32(cell.frame.width), Int32(cell.frame.height))
            gtk_fixed_move(dd_fixed(fixed), label, cell.frame.minX, cell.frame.minY)
            gtk_widget_set_visible(label, 1)
            if cell.isSelected { gtk_widget_add_css_class(label, "selected") } else { gtk_widget_remove_css_class(label, "selected") }
        }
        if let rect = view.dropHighlight?.rect {
            gtk_widget_set_size_request(highlight, Int32(max(rect.width, 1)), Int32(max(rect.height, 1)))
            gtk_fixed_move(dd_fixed(fixed), highlight, rect.minX, rect.minY)
            gtk_widget_set_visible(highlight, 1)
        } else {
            gtk_widget_set_visible(highlight, 0)
        }
    }

    // MARK: Selection

    /// Click, Ctrl-click and Shift-click select; a click released on an item of a
    /// multi-selection without a drag selects only it.
    private func installSelection() {
        let gesture = gtk_gesture_click_new()!
        let pressed: ClickHandler = { [weak self] _, x, y in
            guard let self, let path = dataSourcePath(contentX: x, y: y) else { return }
            let state = gtk_event_controller_get_current_event_state(dd_controller(UnsafeMutableRawPointer(gesture)))
            let selection: IndexedCollectionView.SelectionGesture =
                dd_has_control(state) != 0 ? .toggle : dd_has_shift(state) != 0 ? .extend : .replace
            view.select(path, gesture: selection)
            sync()
        }
        connect(gesture, "pressed", box: pressed, callback: unsafeBitCast(clickCallback, to: GCallback.self))
        let released: ClickHandler = { [weak self] _, x, y in
            guard let self, let path = dataSourcePath(contentX: x, y: y) else { return }
            let state = gtk_event_controller_get_current_event_state(dd_controller(UnsafeMutableRawPointer(gesture)))
            guard dd_has_control(state) == 0, dd_has_shift(state) == 0 else { return }
            view.collapseSelection(to: path)
            sync()
        }
        connect(gesture, "released", box: released, callback: unsafeBitCast(clickCallback, to: GCallback.self))
        gtk_widget_add_controller(fixed, dd_controller(UnsafeMutableRawPointer(gesture)))
    }

    private func dataSourcePath(contentX x: Double, y: Double) -> IndexPath? {
        view.indexPathForItem(at: Point(x: x - view.contentOffset.x, y: y - view.contentOffset.y))
            .flatMap(view.dataSourceIndexPath(forPresentationIndexPath:))
    }

    private func makeCellWidget(for path: IndexPath) -> UnsafeMutablePointer<GtkWidget> {
        let label = spareWidgets.popLast() ?? {
            let label = gtk_label_new(nil)!
            gtk_widget_add_css_class(label, "dragdrop-cell")
            gtk_fixed_put(dd_fixed(fixed), label, 0, 0)
            return label
        }()
        cellWidgets[path] = label
        return label
    }

    private func text(of cell: CollectionViewCell) -> String {
        switch cell.content {
        case let .text(text, detail): detail.map { "\(text)\n\($0)" } ?? text
        default: cell.spokenLabel
        }
    }

    // MARK: Scrolling

    private func installScrolling() {
        let adjustment = gtk_scrolled_window_get_vadjustment(dd_scrolled(scrolled))!
        let handler: VoidHandler = { [weak self] in
            guard let self else { return }
            view.contentOffset = Point(x: 0, y: gtk_adjustment_get_value(adjustment))
        }
        connect(adjustment, "value-changed", box: handler, callback: unsafeBitCast(voidCallback, to: GCallback.self))
    }

    /// A point of the canvas (content coordinates) on the core's screen.
    private func screenPoint(contentX x: Double, y: Double) -> Point {
        Point(x: window.frame.minX + view.frame.minX + x - view.contentOffset.x,
              y: window.frame.minY + view.frame.minY + y - view.contentOffset.y)
    }

    // MARK: Drag out

    private func installDragSource() {
        let source = gtk_drag_source_new()!
        let prepare: PrepareHandler = { [weak self] x, y in
            guard let self else { return nil }
            return prepareDrag(at: screenPoint(contentX: x, y: y), source: source)
        }
        connect(source, "prepare", box: prepare, callback: unsafeBitCast(prepareCallback, to: GCallback.self))
        let begin: DragBeginHandler = { [weak self] drag in
            if let drag { LiveObjects.track(UnsafeMutableRawPointer(drag), as: "GdkDrag") }
            guard let self, let drag, let session = system.dragSession, let first = session.items.first,
                  let path = view.sourceIndexPath(of: first).flatMap(view.presentationIndexPath(forDataSourceIndexPath:)),
                  let cell = view.cellForItem(at: path) else { return }
            let preview = system.liftPreviews.first
            let rounded = (preview?.parameters.visiblePath?.cornerRadius ?? 0) > 0
            DragIcon.shared.attach(to: drag, text: text(of: cell), size: cell.frame.size, rounded: rounded,
                                   count: session.items.count)
        }
        connect(source, "drag-begin", box: begin, callback: unsafeBitCast(dragBeginCallback, to: GCallback.self))
        let end: DragEndHandler = { [weak self] drag, _ in
            DragIcon.shared.detach()
            guard let self, let drag else { return }
            // Dropped outside this application (or refused there): the system learns how.
            system.dragEndedElsewhere(with: DropOperation(gdkAction: gdk_drag_get_selected_action(drag)))
        }
        connect(source, "drag-end", box: end, callback: unsafeBitCast(dragEndCallback, to: GCallback.self))
        let cancel: DragCancelHandler = { [weak self] _ in
            self?.system.dragEndedElsewhere(with: .cancel)
            return false
        }
        connect(source, "drag-cancel", box: cancel, callback: unsafeBitCast(dragCancelCallback, to: GCallback.self))
        gtk_widget_add_controller(fixed, dd_controller(UnsafeMutableRawPointer(source)))
    }

    private func prepareDrag(at point: Point, source: OpaquePointer) -> OpaquePointer? {
        guard system.beginDrag(at: point), let session = system.dragSession else { return nil }
        let actions = session.allowsMoveOperation
            ? GdkDragAction(rawValue: dd_action_copy().rawValue | dd_action_move().rawValue) : dd_action_copy()
        gtk_drag_source_set_actions(dd_drag_source(UnsafeMutableRawPointer(source)), actions)
        // Every representation the items offer other applications, produced on demand;
        // in-process destinations use the core session instead.
        return LazyDragContent(items: session.items.map { $0.itemProvider.exportedForOtherProcesses() }).makeProvider()
    }

    // MARK: Drop in

    private func installDropTarget() {
        let formats = gdk_content_formats_new(nil, 0)
        let allActions = GdkDragAction(rawValue: dd_action_copy().rawValue | dd_action_move().rawValue)
        let target = gtk_drop_target_async_new(formats, allActions)!
        let accept: AcceptHandler = { drop in
            guard let drop else { return false }
            // From this process: always (the core session has everything). From elsewhere:
            // when some offered MIME type names a type the core knows.
            return gdk_drop_get_drag(drop) != nil
                || GdkDropReader.mimeTypes(of: drop).contains { TypeIdentifier(mimeType: $0) != nil }
        }
        connect(target, "accept", box: accept, callback: unsafeBitCast(acceptCallback, to: GCallback.self))
        let motion: MotionHandler = { [weak self] drop, x, y in
            guard let self, let drop else { return GdkDragAction(rawValue: 0) }
            let point = screenPoint(contentX: x, y: y)
            if gdk_drop_get_drag(drop) != nil {
                system.pointerMoved(to: point)
                DragIcon.shared.update(system.currentBadge)
            } else {
                ExternalDrops.shared.move(drop, to: point, in: system)
            }
            return system.currentOperation.gdkAction
        }
        connect(target, "drag-enter", box: motion, callback: unsafeBitCast(motionCallback, to: GCallback.self))
        connect(target, "drag-motion", box: motion, callback: unsafeBitCast(motionCallback, to: GCallback.self))
        let leave: LeaveHandler = { [weak self] drop in
            guard let self, let drop, system.isDragging else { return }
            if gdk_drop_get_drag(drop) != nil {
                system.pointerMoved(to: Point(x: -1e6, y: -1e6), overThisApplication: false)
                DragIcon.shared.update(.none)
            } else {
                ExternalDrops.shared.leave(drop, system: system)
            }
        }
        connect(target, "drag-leave", box: leave, callback: unsafeBitCast(leaveCallback, to: GCallback.self))
        let drop: DropHandler = { [weak self] drop, x, y in
            guard let self, let drop else { return false }
            let point = screenPoint(contentX: x, y: y)
            if gdk_drop_get_drag(drop) == nil {
                return ExternalDrops.shared.drop(drop, at: point, in: system)
            }
            system.pointerMoved(to: point)
            let operation = system.currentOperation
            let performed = operation.performsDrop && system.pointerUp()
            gdk_drop_finish(drop, performed ? operation.gdkAction : GdkDragAction(rawValue: 0))
            return performed
        }
        connect(target, "drop", box: drop, callback: unsafeBitCast(dropCallback, to: GCallback.self))
        gtk_widget_add_controller(fixed, dd_controller(UnsafeMutableRawPointer(target)))
    }
}

/// Drags from other applications in progress, per drag system: one GdkDrop becomes one
/// external session of the core, whichever of the application's views it crosses; the
/// drop is finished only after the data the destination asked for has been read.
@MainActor
final class ExternalDrops {
    static let shared = ExternalDrops()
    private var current: [ObjectIdentifier: OpaquePointer] = [:]
    private var moves = 0

    /// The pointer left one view. It may be entering another view of the application,
    /// whose enter comes at once; if none claims the drag by the next turn of the main
    /// loop, it left the application and the session ends (every target gets its end).
    func leave(_ drop: OpaquePointer, system: DragDropSystem) {
        system.externalDragMoved(to: Point(x: -1e6, y: -1e6))
        let movesAtLeave = moves
        let key = ObjectIdentifier(system)
        DispatchQueue.main.async { [weak self, weak system] in
            guard let self, let system, moves == movesAtLeave, current[key] == drop else { return }
            current[key] = nil
            system.externalDragExited()
        }
    }

    func move(_ drop: OpaquePointer, to point: Point, in system: DragDropSystem) {
        moves += 1
        let key = ObjectIdentifier(system)
        if current[key] != drop || !system.isDragging {
            if current[key] != nil { system.externalDragExited() }
            let external = ExternalGdkDrag(drop: drop)
            current[key] = drop
            system.externalDragEntered(items: external.items, allowsMoveOperation: false, at: point, dataAccess: external.access)
        } else {
            system.externalDragMoved(to: point)
        }
    }

    /// Performs the drop; finishes the GdkDrop when the transfer is complete (or at once
    /// when nothing was dropped). Returns whether the drop was taken.
    func drop(_ drop: OpaquePointer, at point: Point, in system: DragDropSystem) -> Bool {
        move(drop, to: point, in: system)
        current[ObjectIdentifier(system)] = nil
        let reference = DropReference(drop)
        let operation = system.currentOperation
        var finished = false
        system.onExternalTransferCompleted = { [weak system] in
            guard !finished else { return }
            finished = true
            gdk_drop_finish(reference.drop.value, operation.gdkAction)
            system?.onExternalTransferCompleted = nil
        }
        let performed = system.externalDrop()
        if !performed.performsDrop, !finished {
            finished = true
            gdk_drop_finish(drop, GdkDragAction(rawValue: 0))
            system.onExternalTransferCompleted = nil
        }
        return performed.performsDrop
    }
}
