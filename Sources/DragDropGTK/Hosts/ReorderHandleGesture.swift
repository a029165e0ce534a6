import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// The classic move by a reorder handle, in GTK (no drag and drop): a press on an item's
/// handle (the core's ``DragDrop/IndexedCollectionView/itemWithReorderHandle(at:)``) begins
/// the view's interactive movement, the pointer moves its target, the release ends it. The
/// moving item follows the pointer: ``movingPoint``.
@MainActor
final class ReorderHandleGesture {
    /// The pointer during a move, in content coordinates; nil when none is under way.
    private(set) var movingPoint: Point?

    /// Installs the gesture on `canvas`, whose points `contentPoint` turns into content
    /// coordinates; `changed` redraws, `ended` follows a finished move (the model changed).
    init(view: IndexedCollectionView, on canvas: UnsafeMutablePointer<GtkWidget>,
         contentPoint: @escaping (Double, Double) -> Point, changed: @escaping () -> Void, ended: @escaping () -> Void) {
        let gesture = gtk_gesture_drag_new()!
        var start = Point.zero
        let begin: PointHandler = { [weak self, unowned view] x, y in
            guard let self, let path = view.itemWithReorderHandle(at: contentPoint(x, y)),
                  view.beginInteractiveMovementForItem(at: path) else {
                gtk_gesture_set_state(dd_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            gtk_gesture_set_state(dd_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_CLAIMED)
            start = contentPoint(x, y)
            movingPoint = start
            changed()
        }
        connect(gesture, "drag-begin", box: begin, callback: unsafeBitCast(pointCallback, to: GCallback.self))
        let update: PointHandler = { [weak self, unowned view] dx, dy in
            guard let self, view.interactiveMovementTarget != nil else { return }
            let point = Point(x: start.x + dx, y: start.y + dy)
            movingPoint = point
            view.updateInteractiveMovementTargetPosition(Point(x: point.x - view.contentOffset.x, y: point.y - view.contentOffset.y))
            changed()
        }
        connect(gesture, "drag-update", box: update, callback: unsafeBitCast(pointCallback, to: GCallback.self))
        let end: PointHandler = { [weak self, unowned view] _, _ in
            guard let self, view.interactiveMovementTarget != nil else { return }
            movingPoint = nil
            view.endInteractiveMovement()
            changed()
            ended()
        }
        connect(gesture, "drag-end", box: end, callback: unsafeBitCast(pointCallback, to: GCallback.self))
        gtk_widget_add_controller(canvas, dd_controller(UnsafeMutableRawPointer(gesture)))
    }
}
