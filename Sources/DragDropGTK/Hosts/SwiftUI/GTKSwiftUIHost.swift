import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropSwiftUI

/// Shows a SwiftUI view — a `HostingController`'s or a
/// `HostingView`'s — in GTK: its stacks and plain views laid out by the
/// SwiftUI face at the widget's size, each `Text` a label measured and drawn by Pango in the
/// theme's colours (light or dark as the system has it), each `Color` a filled widget, and
/// each `List` or lazy grid on a ``GTKCollectionHost`` of its own (virtualised: only the rows
/// shown have widgets, each row's views drawn in its cell).
///
/// It makes no drag-and-drop decision: real pointer drags over the widget go to the core,
/// whose interactions and delegates the SwiftUI modifiers installed; a click runs the
/// `onTapGesture` under it; a new allocation (the window resized) lays the views out again
/// at the new size, so drops land in the view drawn under the pointer (SEMANTICS 47).
@MainActor
public final class GTKSwiftUIHost<Content: DragDropSwiftUI.View> {
    /// The hosting view shown: a root view of ``window``, at its frame's origin in the
    /// application's layout, at the size GTK allocates.
    public let hostingView: HostingView<Content>
    /// The application's drag system.
    public let system: DragDropSystem
    /// The core window the hosting view lives in.
    public let window: DragDrop.Window
    /// The widget to put in a GTK window (it expands to the room it is given).
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called after each drag event routed here and after each render (the app saves its model).
    public var afterEvent: (() -> Void)?
    private let drawing: RenderedViewsDrawing
    private var bridge: GTKDragBridge?
    /// Whether the host said that a list or grid inside a row is not drawn (once per host).
    private var reportedNestedLists = false
    /// The hosts of the lists and grids, by the table or collection view they show.
    private var collectionHosts: [ObjectIdentifier: GTKCollectionHost] = [:]
    /// The drawing of each row cell's widget (made by the rows' cell factory), and the cell it
    /// shows while bound.
    private var rowDrawings: [UnsafeMutablePointer<GtkWidget>: (drawing: RenderedViewsDrawing, cell: CollectionViewCell?)] = [:]

    /// Shows `controller`'s view (its `host`).
    public convenience init(controller: HostingController<Content>, system: DragDropSystem, window: DragDrop.Window) {
        controller.loadViewIfNeeded()
        self.init(hostingView: controller.host, system: system, window: window)
    }

    /// Shows `hostingView` (added to `window` if it is in none); its frame's size is the
    /// widget's smallest size, and its origin the point of the application's layout it shows.
    public init(hostingView: HostingView<Content>, system: DragDropSystem, window: DragDrop.Window) {
        self.hostingView = hostingView
        self.system = system
        self.window = window
        let canvas = dd_canvas_new(GTK_ACCESSIBLE_ROLE_GROUP)!
        widget = canvas
        gtk_widget_set_size_request(canvas, Int32(hostingView.frame.width), Int32(hostingView.frame.height))
        gtk_widget_set_hexpand(canvas, 1)
        gtk_widget_set_vexpand(canvas, 1)
        gtk_widget_add_css_class(canvas, "dragdrop-swiftui-host")
        drawing = RenderedViewsDrawing(in: canvas)
        if hostingView.window == nil { window.addView(hostingView) }
        hostingView.textMeasurer = PangoTextMeasurer(widget: canvas)
        ViewPlacement.register(hostingView, in: canvas) { [unowned hostingView] in hostingView.frame.origin }
        // GTK allocates, the SwiftUI layout follows (at every frame and before every event);
        // the environment's colour scheme follows the style GTK draws in.
        ViewPlacement.follow(self) { [weak self] in
            self?.followStyle()
            self?.followAllocation()
        }
        bridge = GTKDragBridge(widget: canvas, system: system,
                               screenPoint: { x, y in screenPoint(ofWidget: canvas, x: x, y: y, in: window) },
                               iconContent: { [unowned self] session in iconContent(for: session) },
                               afterEvent: { [unowned self] in
                                   hostingView.updateIfNeeded()
                                   afterEvent?()
                               })
        installTaps(on: canvas)
        installScrolling(on: canvas)
        hostingView.didRender = { [weak self] in self?.redraw() }
        redraw()
        WidgetOwnership.retain(self, by: canvas)
    }

    /// Where the host's top-left corner is in its GTK window, once laid out.
    public var originInWindow: Point? { windowOrigin(of: widget) }

    /// The hosts of the lists and lazy grids shown, in no particular order.
    public var listHosts: [GTKCollectionHost] { Array(collectionHosts.values) }

    /// The hosting view takes the size GTK gave the widget; a new size lays it out again.
    private func followAllocation() {
        let size = Size(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
        guard size.width > 0, size.height > 0, size != hostingView.frame.size else { return }
        hostingView.frame = Rect(origin: hostingView.frame.origin, size: size)
        hostingView.updateIfNeeded()
    }

    /// The environment's `colorScheme` is the style GTK draws the widget in: dark when its
    /// text colour is light (libadwaita's dark style, a dark theme), light otherwise.
    private func followStyle() {
        var text = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &text)
        let luminance = 0.2126 * Double(text.red) + 0.7152 * Double(text.green) + 0.0722 * Double(text.blue)
        let scheme: ColorScheme = luminance > 0.5 ? .dark : .light
        if hostingView.environment.colorScheme != scheme { hostingView.environment.colorScheme = scheme }
    }

    /// Draws the rendered views where the SwiftUI layout has them now.
    private func redraw() {
        var shown = Set<ObjectIdentifier>()
        drawing.draw(hostingView) { indexed, frame in
            let host = collectionHosts[ObjectIdentifier(indexed)] ?? makeHost(for: indexed)
            place(host.widget, in: widget, at: frame)
            if gtk_widget_get_visible(host.widget) == 0 { gtk_widget_set_visible(host.widget, 1) }
            shown.insert(ObjectIdentifier(indexed))
        }
        for (id, host) in collectionHosts where !shown.contains(id) { gtk_widget_set_visible(host.widget, 0) }
        redrawRows()
        afterEvent?()
    }

    /// Draws every bound row again where its views are now: a row's views change, and are laid
    /// out again, without its cell being bound anew (its state changed, the grid's columns did).
    /// - Complexity: O(views in the rows shown).
    private func redrawRows() {
        for (widget, row) in rowDrawings {
            guard let cell = row.cell else { continue }
            draw(cell, in: widget, with: row.drawing)
        }
    }

    private func draw(_ cell: CollectionViewCell, in widget: UnsafeMutablePointer<GtkWidget>, with drawing: RenderedViewsDrawing) {
        drawing.draw(cell.contentView) { nested, _ in
            guard !reportedNestedLists else { return }
            reportedNestedLists = true
            Diagnostics.handler(Diagnostic(view: nested.identifier, message: """
                a List or lazy grid inside a row of a List or lazy grid is not drawn yet: it takes drags where its row \
                is, unseen; show it beside the outer one instead
                """))
        }
    }

    /// A host for a `List`'s table or a grid's collection view, drawing each row's views in its cell.
    private func makeHost(for indexed: IndexedCollectionView) -> GTKCollectionHost {
        let host = GTKCollectionHost(view: indexed, system: system, window: window)
        gtk_widget_set_size_request(host.widget, -1, -1)  // its size is its frame's, set where it is placed
        host.register(GTKCellFactory(setup: { dd_canvas_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)! },
                                     bind: { [unowned self] cellWidget, cell, _ in
                                         let drawing = rowDrawings[cellWidget]?.drawing ?? RenderedViewsDrawing(in: cellWidget)
                                         rowDrawings[cellWidget] = (drawing, cell)
                                         draw(cell, in: cellWidget, with: drawing)
                                     }, unbind: { [unowned self] cellWidget, _ in
                                         rowDrawings[cellWidget]?.cell = nil
                                     }), forReuseIdentifier: RenderedContent.rowReuseIdentifier)
        // A batch or a reload re-rendered rows in their cells: they are drawn again.
        host.afterChange = { [weak self] in self?.redrawRows() }
        dd_canvas_put(widget, host.widget)
        collectionHosts[ObjectIdentifier(indexed)] = host
        return host
    }

    /// A click runs the `onTapGesture` of the innermost view under it (with as many taps).
    private func installTaps(on canvas: UnsafeMutablePointer<GtkWidget>) {
        let gesture = gtk_gesture_click_new()!
        let released: ClickHandler = { [weak self] presses, x, y in
            guard let self else { return }
            ViewPlacement.refresh()
            hostingView.tap(at: Point(x: x, y: y), count: Int(presses))
            hostingView.updateIfNeeded()
        }
        connect(gesture, .released, released)
        gtk_widget_add_controller(canvas, dd_controller(UnsafeMutableRawPointer(gesture)))
    }

    /// The wheel and the touchpad scroll the innermost `ScrollView` under the pointer (48
    /// points a wheel notch; a touchpad's deltas as they come, in points).
    private func installScrolling(on canvas: UnsafeMutablePointer<GtkWidget>) {
        // Where the pointer is (a scroll event need not carry a position).
        var pointer = Point.zero
        let motion = gtk_event_controller_motion_new()!
        let moved: PointHandler = { x, y in pointer = Point(x: x, y: y) }
        connect(UnsafeMutableRawPointer(motion), .pointerEnter, moved)
        connect(UnsafeMutableRawPointer(motion), .pointerMotion, moved)
        gtk_widget_add_controller(canvas, dd_controller(UnsafeMutableRawPointer(motion)))
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        let scrolled: ScrollHandler = { [weak self] dx, dy in
            guard let self else { return false }
            let step = gtk_event_controller_scroll_get_unit(scroll) == GDK_SCROLL_UNIT_WHEEL ? 48.0 : 1.0
            ViewPlacement.refresh()
            return hostingView.scroll(at: pointer, by: Point(x: dx * step, y: dy * step))
        }
        connect(UnsafeMutableRawPointer(scroll), .scroll, scrolled)
        gtk_widget_add_controller(canvas, dd_controller(UnsafeMutableRawPointer(scroll)))
    }

    /// The drag image of a plain view: its text, at its size.
    private func iconContent(for session: DragSession) -> DragIcon.Content? {
        guard let source = session.sourceInteraction?.view else { return nil }
        return DragIcon.Content(text: Self.text(in: source) ?? "", size: source.frame.size, visible: system.dragIconVisiblePath)
    }

    /// The first text rendered in `view` or under it.
    private static func text(in view: PlatformView) -> String? {
        if case let .text(text, _)? = view.renderedContent { return text }
        return view.subviews.lazy.compactMap { text(in: $0) }.first
    }
}
