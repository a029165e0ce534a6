import CDragDropGtk
import DragDrop
import Foundation

/// Where the core's views are drawn, one truth: GTK allocates, and the core follows
/// (SEMANTICS 47). Each host records which widget draws which core views it holds in their
/// window; at every frame GTK lays out and paints, and before every drag or key event, each
/// view's ``DragDrop/View/placement`` is set from its widget: the core window's coordinates are
/// the GTK window's, a view is where its widget is (less the application's own origin for the
/// host), clipped to what shows of it, in the layer of its widget in GTK's drawing order — so
/// the core hit-tests what is drawn on top, as GTK's own picking does.
@MainActor
enum ViewPlacement {
    @MainActor
    private final class Entry {
        weak var view: View?
        /// The widget, or nil once GTK finalized it.
        let widget: WeakWidget
        /// The point of the application's layout drawn at the widget's top-left corner.
        let layoutOrigin: () -> Point

        init(view: View, widget: UnsafeMutablePointer<GtkWidget>, layoutOrigin: @escaping () -> Point) {
            self.view = view
            self.widget = WeakWidget(widget)
            self.layoutOrigin = layoutOrigin
        }

        var gtkWidget: UnsafeMutablePointer<GtkWidget>? { widget.widget }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Hosts whose views' frames follow their widgets (``GTKWidgetHost``): each lays its views
    /// out before the placements are set, at every frame as before every event.
    private struct Follower {
        weak var owner: AnyObject?
        let layout: () -> Void
    }

    private static var followers: [Follower] = []

    /// `layout` sets the frames of `owner`'s views from its widgets; it runs at every
    /// ``refresh()`` while `owner` lives (a widget laid out anew after the last drag event —
    /// a row made again mid-drag — moves its view at the next frame, not at the next event).
    static func follow(_ owner: AnyObject, layout: @escaping () -> Void) {
        followers.removeAll { $0.owner == nil || $0.owner === owner }
        followers.append(Follower(owner: owner, layout: layout))
    }

    /// `view` (held by its window itself) is drawn in `widget`, whose top-left corner shows the
    /// point `layoutOrigin()` of the application's layout (the coordinates of the view's frame).
    static func register(_ view: View, in widget: UnsafeMutablePointer<GtkWidget>, layoutOrigin: @escaping () -> Point) {
        let id = ObjectIdentifier(view)
        if let entry = entries[id], entry.view === view, entry.gtkWidget == widget { return }  // hosts re-register on every redraw
        for (key, entry) in entries where entry.view == nil || key == id {
            entries[key] = nil
        }
        let entry = Entry(view: view, widget: widget, layoutOrigin: layoutOrigin)
        entries[id] = entry
        followLayout(of: widget)
        refresh()
    }

    /// Sets every registered view's placement from where GTK draws its widget now; views whose
    /// widget is gone or not shown take no drags.
    /// - Complexity: O(*h* · *d*) for *h* hosts *d* widgets deep; the core re-indexes only views that moved.
    static func refresh() {
        followers.removeAll { $0.owner == nil }
        for follower in followers { follower.layout() }
        let live = entries.values.compactMap { entry -> (View, UnsafeMutablePointer<GtkWidget>, Entry)? in
            guard let view = entry.view, view.window != nil, view.superview == nil, let widget = entry.gtkWidget else { return nil }
            return (view, widget, entry)
        }
        let layers = drawingLayers(of: Set(live.map(\.1)))
        // Once per widget: a view host draws many views.
        var drawn: [UnsafeMutablePointer<GtkWidget>: (origin: Point, visible: Rect)?] = [:]
        for (view, widget, entry) in live {
            if drawn[widget] == nil {
                drawn[widget] = .some(windowOrigin(of: widget).flatMap { origin in visibleRect(of: widget).map { (origin, $0) } })
            }
            let placement: DrawnPlacement
            if case let (origin, visible)?? = drawn[widget] {
                let layout = entry.layoutOrigin()
                placement = DrawnPlacement(offset: Point(x: origin.x - layout.x, y: origin.y - layout.y), visible: visible,
                                           layer: layers[widget] ?? 0)
            } else {
                placement = DrawnPlacement(offset: view.placement?.offset ?? .zero, visible: .zero, layer: layers[widget] ?? 0)
            }
            if view.placement != placement { view.placement = placement }
        }
    }

    /// A point of `view` (its own coordinates) in its GTK window: the window and the point.
    static func windowPoint(of view: View, _ point: Point) -> (root: OpaquePointer, point: Point)? {
        var held = view
        while let superview = held.superview { held = superview }
        guard let entry = entries[ObjectIdentifier(held)], entry.view === held, let widget = entry.gtkWidget,
              let root = gtk_widget_get_root(widget) else { return nil }
        refresh()
        return (root, view.convert(toWindow: point))
    }

    /// Each widget's layer: its rank in GTK's drawing order among `widgets` (1 for the
    /// bottom-most). GTK draws, and picks, a widget's children over it and a later sibling's
    /// subtree over an earlier one's: the order of a walk of the widget tree, parent first.
    private static func drawingLayers(of widgets: Set<UnsafeMutablePointer<GtkWidget>>) -> [UnsafeMutablePointer<GtkWidget>: Int] {
        let ordered = widgets.map { ($0, treePath(of: $0)) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
        var layers: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
        for (rank, (widget, _)) in ordered.enumerated() { layers[widget] = rank + 1 }
        return layers
    }

    /// The widget's place among its siblings at each level, from its root down.
    private static func treePath(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int] {
        var path: [Int] = []
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let node = current, gtk_widget_get_parent(node) != nil {
            var index = 0
            var sibling = gtk_widget_get_prev_sibling(node)
            while let earlier = sibling {
                index += 1
                sibling = gtk_widget_get_prev_sibling(earlier)
            }
            path.append(index)
            current = gtk_widget_get_parent(node)
        }
        return path.reversed()
    }

    /// What shows of `widget` in its window: its allocation, clipped by every ancestor that
    /// clips its children (a scrolled window); nil while it is not shown.
    private static func visibleRect(of widget: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        guard gtk_widget_get_mapped(widget) != 0, let root = gtk_widget_get_root(widget) else { return nil }
        let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        func bounds(_ widget: UnsafeMutablePointer<GtkWidget>) -> Rect? {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, rootWidget, &bounds) != 0 else { return nil }
            return Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
        }
        guard var visible = bounds(widget) else { return nil }
        var ancestor = gtk_widget_get_parent(widget)
        while let clipping = ancestor {
            if gtk_widget_get_overflow(clipping) == GTK_OVERFLOW_HIDDEN, let clip = bounds(clipping) { visible = visible.intersection(clip) }
            ancestor = gtk_widget_get_parent(clipping)
        }
        return visible
    }

    /// Refreshes after every frame the widget's window paints (a resize, a scroll, a page
    /// shown): connected once per widget, and once per frame clock when the widget is shown.
    private static func followLayout(of widget: UnsafeMutablePointer<GtkWidget>) {
        let object = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
        guard g_object_get_data(object, followKey) == nil else { return }
        g_object_set_data(object, followKey, UnsafeMutableRawPointer(bitPattern: 1))
        let mapped: VoidHandler = {
            watch(gtk_widget_get_frame_clock(widget))
            refresh()
        }
        connect(UnsafeMutableRawPointer(widget), .map, mapped)
        if gtk_widget_get_mapped(widget) != 0 { watch(gtk_widget_get_frame_clock(widget)) }
    }

    private static let followKey = "dragdrop-view-placement"

    /// Connects ``refresh()`` to `clock`'s end of each frame, once.
    private static func watch(_ clock: OpaquePointer?) {
        guard let clock else { return }
        let object = UnsafeMutablePointer<GObject>(clock)
        guard g_object_get_data(object, followKey) == nil else { return }
        g_object_set_data(object, followKey, UnsafeMutableRawPointer(bitPattern: 1))
        let painted: VoidHandler = { refresh() }
        connect(clock, .afterPaint, painted)
    }
}
