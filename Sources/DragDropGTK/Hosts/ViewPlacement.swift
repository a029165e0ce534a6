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
        reportOverlaps(of: view, shownIn: widget)
        entries[id] = Entry(view: view, widget: widget, coreOrigin: coreOrigin)
    }

    /// Two hosts whose views cover the same part of the core window: the core hit-tests its
    /// window, not GTK's, so a drag over either widget finds the front-most of the two views,
    /// and the other never gets one. Said once, when the second view is placed.
    private static func reportOverlaps(of view: View, shownIn widget: UnsafeMutablePointer<GtkWidget>) {
        guard let window = view.window, !view.frame.isEmpty else { return }
        for entry in entries.values {
            guard let other = entry.view, other !== view, entry.widget != widget, other.window === window,
                  other.superview == nil, view.superview == nil, other.frame.intersects(view.frame) else { continue }
            Diagnostics.handler(Diagnostic(view: view.identifier, message: """
                its frame \(view.frame) overlaps "\(other.identifier)" \(other.frame), shown by another GTK host in the \
                same core window: drags over either find the front-most view only. Give each host its own part of the core \
                window (frames are in the core window's coordinates, not the widget's).
                """))
        }
    }

    /// A point of `view` (its own coordinates) in its GTK window: the window and the point.
    static func windowPoint(of view: View, _ point: Point) -> (root: OpaquePointer, point: Point)? {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view,
              let root = gtk_widget_get_root(entry.widget), let origin = windowOrigin(of: entry.widget) else { return nil }
        let core = entry.coreOrigin()
        return (root, Point(x: origin.x + view.frame.minX - core.x + point.x, y: origin.y + view.frame.minY - core.y + point.y))
    }
}
