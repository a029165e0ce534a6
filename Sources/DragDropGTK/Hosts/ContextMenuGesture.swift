import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Asks for a context menu as GNOME applications offer one: by a secondary click on a canvas
/// (the item under it is selected first unless it is part of the selection, as in Files), or
/// by the Menu key or Shift+F10 on the focused item. While ``onRequest`` is unset, it
/// selects nothing and leaves the keys to others.
@MainActor
final class ContextMenuGesture {
    /// Gets the item (a data-source path; nil over empty space) and the point to show the
    /// menu at, in the coordinates of the widget given at creation.
    var onRequest: ((IndexPath?, Point) -> Void)?

    /// Installs the gesture on `canvas`, where `itemAt` gives the data-source item under a
    /// point; requests give points in `outer`'s coordinates (a widget around the canvas).
    /// `select` makes an item the selection and the keyboard focus; `focusedItem` is the item
    /// the keys open a menu for, and `pointOfItem` where it is on the canvas.
    init(on canvas: UnsafeMutablePointer<GtkWidget>, reportingIn outer: UnsafeMutablePointer<GtkWidget>,
         view: IndexedCollectionView, itemAt: @escaping (Double, Double) -> IndexPath?, select: @escaping (IndexPath) -> Void,
         focusedItem: @escaping () -> IndexPath?, pointOfItem: @escaping (IndexPath) -> Point?) {
        func outerPoint(_ point: Point) -> Point {
            var x = point.x, y = point.y
            _ = gtk_widget_translate_coordinates(canvas, outer, point.x, point.y, &x, &y)
            return Point(x: x, y: y)
        }
        let gesture = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(gesture, 3)
        let pressed: ClickHandler = { [weak self, weak view] _, x, y in
            guard let self, let view, let onRequest else { return }
            let path = itemAt(x, y)
            if let path, !view.selectedIndexPaths.contains(path) { select(path) }
            gtk_widget_grab_focus(canvas)
            onRequest(path, outerPoint(Point(x: x, y: y)))
        }
        connect(gesture, .pressed, pressed)
        gtk_widget_add_controller(canvas, dd_controller(UnsafeMutableRawPointer(gesture)))
        onKeyPress(canvas) { [weak self] key, state in
            guard let self, let onRequest else { return false }
            let code = Int32(bitPattern: key)
            guard code == GDK_KEY_Menu || (code == GDK_KEY_F10 && dd_has_shift(state) != 0) else { return false }
            let path = focusedItem()
            onRequest(path, outerPoint(path.flatMap(pointOfItem) ?? Point(x: 40, y: 40)))
            return true
        }
    }
}
