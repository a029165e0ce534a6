import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// The classic move, in GTK (no drag and drop): a press on an item's reorder handle (the
/// core's ``DragDrop/IndexedCollectionView/itemWithReorderHandle(at:)``) begins the view's
/// interactive movement at once; a press elsewhere on an item that UICollectionViewController's
/// standard gesture moves (``DragDrop/IndexedCollectionView/itemMovedByPressAndDrag(at:)``)
/// begins it once the pointer has moved past GTK's drag threshold, so a click still selects.
/// The pointer moves the target, the release ends the move. The moving item follows the
/// pointer: ``movingPoint``.
@MainActor
final class ReorderHandleGesture {
    /// The pointer during a move, in content coordinates; nil when none is under way.
    private(set) var movingPoint: Point?

    /// Installs the gesture on `canvas`, whose points `contentPoint` turns into content
    /// coordinates; `changed` redraws, `ended` follows a finished move (the model changed).
    init(view: IndexedCollectionView, on canvas: UnsafeMutablePointer<GtkWidget>,
         contentPoint: @escaping (Double, Double) -> Point, changed: @escaping () -> Void, ended: @escaping () -> Void) {
        let gesture = gtk_gesture_drag_new()!
        let sequence = { (state: GtkEventSequenceState) in _ = gtk_gesture_set_state(dd_gesture(UnsafeMutableRawPointer(gesture)), state) }
        var start = Point.zero
        /// A press that may become the standard gesture's move, in canvas coordinates.
        var pressed: (x: Double, y: Double)?
        let beginMoving = { [weak self, unowned view] (path: IndexPath, point: Point) -> Bool in
            guard let self, view.beginInteractiveMovementForItem(at: path) else { return false }
            sequence(GTK_EVENT_SEQUENCE_CLAIMED)
            start = point
            movingPoint = point
            changed()
            return true
        }
        let begin: PointHandler = { [unowned view] x, y in
            pressed = nil
            let point = contentPoint(x, y)
            if let path = view.itemWithReorderHandle(at: point), beginMoving(path, point) { return }
            // Not claimed yet: a click goes on to select; a drag past the threshold may move.
            pressed = (x, y)
        }
        connect(gesture, .gestureDragBegin, begin)
        let update: PointHandler = { [weak self, unowned view] dx, dy in
            guard let self else { return }
            if let press = pressed {
                guard gtk_drag_check_threshold(canvas, Int32(press.x), Int32(press.y), Int32(press.x + dx), Int32(press.y + dy)) != 0 else { return }
                pressed = nil
                let point = contentPoint(press.x, press.y)
                guard let path = view.itemMovedByPressAndDrag(at: point), beginMoving(path, point) else {
                    sequence(GTK_EVENT_SEQUENCE_DENIED)
                    return
                }
            }
            guard view.interactiveMovementTarget != nil else { return }
            let point = Point(x: start.x + dx, y: start.y + dy)
            movingPoint = point
            view.updateInteractiveMovementTargetPosition(Point(x: point.x - view.contentOffset.x, y: point.y - view.contentOffset.y))
            changed()
        }
        connect(gesture, .gestureDragUpdate, update)
        let end: PointHandler = { [weak self, unowned view] _, _ in
            pressed = nil
            guard let self, view.interactiveMovementTarget != nil else { return }
            movingPoint = nil
            view.endInteractiveMovement()
            changed()
            ended()
        }
        connect(gesture, .gestureDragEnd, end)
        gtk_widget_add_controller(canvas, dd_controller(UnsafeMutableRawPointer(gesture)))
    }
}
