import CDragDropGtk
import DragDrop

/// Where `widget`'s top-left corner is in its window, once shown and laid out (nil while
/// hidden: a hidden widget keeps the place it had, which is no longer on screen).
@MainActor
public func windowOrigin(of widget: UnsafeMutablePointer<GtkWidget>) -> Point? {
    guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0,
          let root = gtk_widget_get_root(widget) else { return nil }
    var origin = graphene_point_t(x: 0, y: 0)
    var result = graphene_point_t(x: 0, y: 0)
    guard gtk_widget_compute_point(widget, UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self),
                                   &origin, &result) != 0 else { return nil }
    return Point(x: Double(result.x), y: Double(result.y))
}

/// A point of `widget` (its own coordinates) on the core's screen, through `window`, the core
/// window of its GTK window: the core window's coordinates are the GTK window's (SEMANTICS 47).
@MainActor
func screenPoint(ofWidget widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, in window: DragDrop.Window) -> Point {
    let origin = windowOrigin(of: widget) ?? .zero
    return Point(x: window.frame.minX + origin.x + x, y: window.frame.minY + origin.y + y)
}
