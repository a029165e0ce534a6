import CDragDropGtk
import DragDrop

/// Lets ordinary GTK widgets stand for core views: rows of a sidebar, buttons, anything the
/// application already draws. The host routes real drags over its widget to the core (from
/// this application and from others), where each bound view's frame follows its widget's
/// place, so drop and spring-loaded interactions on those views work as on any core view.
/// Unlike ``GTKViewHost`` it draws nothing: the widgets stay the application's.
@MainActor
public final class GTKWidgetHost {
    /// The application's drag system.
    public let system: DragDropSystem
    /// The core window the views live in.
    public let window: DragDrop.Window
    /// The point of the bound views' coordinates at the host's top-left corner: their frames
    /// are `origin` plus their widgets' places in the host, and the core places them where GTK
    /// draws the host (SEMANTICS 47).
    public let origin: Point
    /// The widget whose area takes the drags (the one given).
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var bindings: [(view: View, widget: UnsafeMutablePointer<GtkWidget>)] = []
    private var bridge: GTKDragBridge?
    /// Called after each drag event routed here.
    public var afterEvent: (() -> Void)?

    /// - Parameters:
    ///   - widget: the widget whose area takes the drags (e.g. a sidebar).
    ///   - origin: the point of the bound views' frames at its top-left corner.
    ///   - system: the application's drag system.
    ///   - window: the core window of the GTK window the widget is in.
    public init(widget: UnsafeMutablePointer<GtkWidget>, origin: Point, system: DragDropSystem, window: DragDrop.Window) {
        self.widget = widget
        self.origin = origin
        self.system = system
        self.window = window
        bridge = GTKDragBridge(widget: widget, system: system,
                               screenPoint: { x, y in screenPoint(ofWidget: widget, x: x, y: y, in: window) },
                               iconContent: { _ in nil },
                               // The bound views follow their widgets before the core hears the event,
                               // so a view that moved is exited or entered then, not mid-conversion.
                               beforeEvent: { [unowned self] in layoutViews() },
                               afterEvent: { [unowned self] in afterEvent?() })
        gtk_widget_add_css_class(widget, "dragdrop-widget-host")
        // The bound views follow their widgets at every layout, not only at this host's drag
        // events (SEMANTICS 47): a row made again while a drag holds still over it is found
        // where GTK lays it out.
        ViewPlacement.follow(self) { [unowned self] in layoutViews() }
        WidgetOwnership.retain(self, by: widget)
    }

    /// Makes `view` stand for `child` (a descendant of the host's widget): added to the core
    /// window, its frame follows the child's. A view already bound moves to the new child.
    /// The host keeps a reference to `child` until the view is unbound or bound again.
    public func bind(_ view: View, to child: UnsafeMutablePointer<GtkWidget>) {
        release(view)
        g_object_ref(UnsafeMutableRawPointer(child))  // until unbound: the application may drop the widget first
        bindings.append((view, child))
        if view.window !== window { window.addView(view) }
        ViewPlacement.register(view, in: widget) { [origin] in origin }
        layoutViews()
    }

    /// Takes `view` out of the core window.
    public func unbind(_ view: View) {
        release(view)
        window.remove(view)
    }

    private func release(_ view: View) {
        for binding in bindings where binding.view === view { g_object_unref(UnsafeMutableRawPointer(binding.widget)) }
        bindings.removeAll { $0.view === view }
    }

    /// Sets every bound view's frame to where its widget is now; a widget not shown gets an
    /// empty frame, so no drag finds it, and one shown but not laid out yet (made since GTK's
    /// last layout) keeps the frame it had until GTK allocates it. Runs after every frame GTK
    /// paints and before each drag event; call it after moving widgets outside a drag if a
    /// test or the application reads frames then.
    /// - Complexity: O(*n*) for *n* bound views.
    public func layoutViews() {
        for (view, child) in bindings {
            var bounds = graphene_rect_t()
            let frame: Rect
            let mapped = gtk_widget_get_mapped(child) != 0
            if mapped, gtk_widget_get_width(child) <= 0 || gtk_widget_get_height(child) <= 0 {
                continue  // not allocated yet: its bounds would be made up
            }
            if mapped, gtk_widget_compute_bounds(child, widget, &bounds) != 0 {
                frame = Rect(x: origin.x + Double(bounds.origin.x), y: origin.y + Double(bounds.origin.y),
                             width: Double(bounds.size.width), height: Double(bounds.size.height))
            } else {
                frame = Rect(x: origin.x, y: origin.y, width: 0, height: 0)
            }
            if view.frame != frame { view.frame = frame }
        }
    }
}
