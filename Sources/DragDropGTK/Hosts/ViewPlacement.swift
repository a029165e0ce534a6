import CDragDropGtk
import DragDrop

/// Where the core's views are drawn: each host records which GTK widget shows which core
/// views, so a point of a core view (a drop preview's target, for example) can be found in
/// its GTK window.
@MainActor
enum ViewPlacement {
    private struct Entry {
        weak var view: View?
        let widget: UnsafeMutablePointer<GtkWidget>
        /// The core-window point drawn at the widget's top-left corner.
        let coreOrigin: () -> Point
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// `view` is drawn in `widget`, whose top-left corner shows the core-window point `coreOrigin()`.
    static func register(_ view: View, in widget: UnsafeMutablePointer<GtkWidget>, coreOrigin: @escaping () -> Point) {
        let id = ObjectIdentifier(view)
        if let entry = entries[id], entry.view === view, entry.widget == widget { return }  // hosts re-register on every redraw
        entries = entries.filter { $0.value.view != nil }
        entries[id] = Entry(view: view, widget: widget, coreOrigin: coreOrigin)
    }

    /// A point of `view` (its own coordinates) in its GTK window: the window and the point.
    static func windowPoint(of view: View, _ point: Point) -> (root: OpaquePointer, point: Point)? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view,
              let root = gtk_widget_get_root(entry.widget), let origin = windowOrigin(of: entry.widget) else { return nil }
        let core = entry.coreOrigin()
        return (root, Point(x: origin.x + view.frame.minX - core.x + point.x, y: origin.y + view.frame.minY - core.y + point.y))
    }
}
