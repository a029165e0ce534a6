import CDragDropGtk
import CDragDropGtkShim
import Foundation

// Each shape: the Swift handler type, its one C thunk (the signal's exact C signature, the
// handler's box last), and the signals of that shape. A thunk is private to this file and
// only ever meets the descriptors of its own handler type.

// MARK: Nothing but the instance

/// A handler of a signal that carries nothing the handler needs.
package typealias VoidHandler = @MainActor () -> Void
private let voidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: VoidHandler.self)() }
}
/// (instance, one pointer argument the handler ignores, box).
private let ignoringArgumentThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: VoidHandler.self)() }
}

extension Signal where Handler == VoidHandler {
    /// A signal whose C handler takes nothing but its instance, such as GtkButton::clicked,
    /// GtkWidget::destroy or GtkAdjustment::value-changed.
    package static func plain(_ name: String) -> Self { Self(name, arguments: 0, thunk: unsafeBitCast(voidThunk, to: GCallback.self)) }
    /// A signal whose C handler takes one pointer argument besides its instance, not passed
    /// on: GObject::notify's pspec, GSimpleAction::activate's parameter, a gesture's sequence.
    package static func ignoringArgument(_ name: String) -> Self {
        Self(name, arguments: 1, thunk: unsafeBitCast(ignoringArgumentThunk, to: GCallback.self))
    }

    /// GtkAdjustment::value-changed.
    package static var valueChanged: Self { plain("value-changed") }
    /// GtkAdjustment::changed (its bounds or page size).
    package static var adjustmentChanged: Self { plain("changed") }
    /// GtkWidget::map.
    package static var map: Self { plain("map") }
    /// GtkWidget::realize.
    package static var realize: Self { plain("realize") }
    /// GdkFrameClock::update.
    package static var frameUpdate: Self { plain("update") }
    /// GdkFrameClock::after-paint.
    package static var afterPaint: Self { plain("after-paint") }
    /// GtkEventControllerMotion::leave.
    package static var pointerLeave: Self { plain("leave") }
    /// GdkDrag::dnd-finished.
    package static var dndFinished: Self { plain("dnd-finished") }
    /// GApplication::activate.
    package static var applicationActivate: Self { plain("activate") }
    /// GSimpleAction::activate(parameter).
    package static var actionActivate: Self { ignoringArgument("activate") }
    /// GtkGesture::begin(sequence).
    package static var gestureBegin: Self { ignoringArgument("begin") }
    /// GObject::notify::`property`(pspec).
    package static func notify(_ property: String) -> Self { ignoringArgument("notify::\(property)") }
    /// AdwMessageDialog::response::`response`(response).
    package static func namedResponse(_ response: String) -> Self { ignoringArgument("response::\(response)") }
    /// GSettings::changed::`key`(key).
    package static func settingChanged(_ key: String) -> Self { ignoringArgument("changed::\(key)") }
}

// MARK: Points

/// A handler given a point or an offset (x, y).
package typealias PointHandler = @MainActor (Double, Double) -> Void
private let pointThunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: PointHandler.self)(x, y) }
}

extension Signal where Handler == PointHandler {
    private static func point(_ name: String) -> Self { Self(name, arguments: 2, thunk: unsafeBitCast(pointThunk, to: GCallback.self)) }
    /// GtkGestureDrag::drag-begin(start_x, start_y).
    package static var gestureDragBegin: Self { point("drag-begin") }
    /// GtkGestureDrag::drag-update(offset_x, offset_y).
    package static var gestureDragUpdate: Self { point("drag-update") }
    /// GtkGestureDrag::drag-end(offset_x, offset_y).
    package static var gestureDragEnd: Self { point("drag-end") }
    /// GtkEventControllerMotion::enter(x, y).
    package static var pointerEnter: Self { point("enter") }
    /// GtkEventControllerMotion::motion(x, y).
    package static var pointerMotion: Self { point("motion") }
    /// GtkGestureLongPress::pressed(x, y).
    package static var longPressed: Self { point("pressed") }
}

// MARK: Clicks, scrolls, zooms, keys, responses

/// GtkGestureClick::pressed / released(n_press, x, y).
package typealias ClickHandler = @MainActor (Int32, Double, Double) -> Void
private let clickThunk: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, presses, x, y, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: ClickHandler.self)(presses, x, y) }
}

extension Signal where Handler == ClickHandler {
    /// GtkGestureClick::pressed(n_press, x, y).
    package static var pressed: Self { Self("pressed", arguments: 3, thunk: unsafeBitCast(clickThunk, to: GCallback.self)) }
    /// GtkGestureClick::released(n_press, x, y).
    package static var released: Self { Self("released", arguments: 3, thunk: unsafeBitCast(clickThunk, to: GCallback.self)) }
}

/// GtkEventControllerScroll::scroll(dx, dy) → handled.
package typealias ScrollHandler = @MainActor (Double, Double) -> Bool
private let scrollThunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, dx, dy, data in
    let box = UncheckedResult(value: data)
    return onMain { boxedHandler(box.value, as: ScrollHandler.self)(dx, dy) } ? 1 : 0
}

extension Signal where Handler == ScrollHandler {
    /// GtkEventControllerScroll::scroll(dx, dy); the handler returns whether it handled it.
    package static var scroll: Self { Self("scroll", arguments: 2, thunk: unsafeBitCast(scrollThunk, to: GCallback.self)) }
}

/// GtkGestureZoom::scale-changed(scale).
package typealias ScaleHandler = @MainActor (Double) -> Void
private let scaleThunk: @convention(c) (gpointer?, Double, gpointer?) -> Void = { _, scale, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: ScaleHandler.self)(scale) }
}

extension Signal where Handler == ScaleHandler {
    /// GtkGestureZoom::scale-changed(scale).
    package static var scaleChanged: Self { Self("scale-changed", arguments: 1, thunk: unsafeBitCast(scaleThunk, to: GCallback.self)) }
}

/// GtkEventControllerKey::key-pressed(keyval, keycode, state) → handled; the handler gets
/// the key value and the modifiers.
package typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool
private let keyThunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
    let box = UncheckedResult(value: data)
    return onMain { boxedHandler(box.value, as: KeyHandler.self)(keyval, state) } ? 1 : 0
}

extension Signal where Handler == KeyHandler {
    /// GtkEventControllerKey::key-pressed; the handler returns whether it handled the key.
    package static var keyPressed: Self { Self("key-pressed", arguments: 3, thunk: unsafeBitCast(keyThunk, to: GCallback.self)) }
}

/// GtkDialog / GtkNativeDialog::response(response_id).
package typealias ResponseHandler = @MainActor (Int32) -> Void
private let responseThunk: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, response, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: ResponseHandler.self)(response) }
}

extension Signal where Handler == ResponseHandler {
    /// GtkDialog / GtkNativeDialog::response(response_id).
    package static var response: Self { Self("response", arguments: 1, thunk: unsafeBitCast(responseThunk, to: GCallback.self)) }
}

// MARK: Files

/// GApplication::open(files, n_files, hint) → the files as URLs.
package typealias OpenHandler = @MainActor ([URL]) -> Void
private let openThunk: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, gpointer?) -> Void = {
    _, files, count, _, data in
    var urls: [URL] = []
    for index in 0..<Int(count) {
        guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
        if let url = URL(string: String(cString: uri)) { urls.append(url) }
        g_free(uri)
    }
    let box = UncheckedResult(value: (data, urls))
    onMain { boxedHandler(box.value.0, as: OpenHandler.self)(box.value.1) }
}

extension Signal where Handler == OpenHandler {
    /// GApplication::open(files, n_files, hint).
    package static var open: Self { Self("open", arguments: 3, thunk: unsafeBitCast(openThunk, to: GCallback.self)) }
}

/// GFileMonitor::changed(file, other_file, event_type): the GFile that changed, and for a
/// rename the other one; both borrowed for the call.
package typealias FileChangeHandler = @MainActor (OpaquePointer?, OpaquePointer?) -> Void
private let fileChangeThunk: @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = {
    _, file, other, _, data in
    let box = UncheckedResult(value: (data, file, other))
    onMain { boxedHandler(box.value.0, as: FileChangeHandler.self)(box.value.1, box.value.2) }
}

extension Signal where Handler == FileChangeHandler {
    /// GFileMonitor::changed(file, other_file, event_type).
    package static var fileChanged: Self { Self("changed", arguments: 3, thunk: unsafeBitCast(fileChangeThunk, to: GCallback.self)) }
}

// MARK: Drag source

/// GtkDragSource::prepare(x, y) → GdkContentProvider*.
package typealias PrepareHandler = @MainActor (Double, Double) -> OpaquePointer?
private let prepareThunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> OpaquePointer? = { _, x, y, data in
    let box = UncheckedResult(value: data)
    return onMain { boxedHandler(box.value, as: PrepareHandler.self)(x, y) }
}

/// GtkDragSource::drag-begin(drag).
package typealias DragBeginHandler = @MainActor (OpaquePointer?) -> Void
private let dragBeginThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, drag, data in
    let box = UncheckedResult(value: (drag, data))
    onMain { boxedHandler(box.value.1, as: DragBeginHandler.self)(box.value.0) }
}

/// GtkDragSource::drag-end(drag, delete_data).
package typealias DragEndHandler = @MainActor (OpaquePointer?, Bool) -> Void
private let dragEndThunk: @convention(c) (gpointer?, OpaquePointer?, gboolean, gpointer?) -> Void = { _, drag, delete, data in
    let box = UncheckedResult(value: (drag, data))
    onMain { boxedHandler(box.value.1, as: DragEndHandler.self)(box.value.0, delete != 0) }
}

/// GtkDragSource::drag-cancel(drag, reason) → handled.
package typealias DragCancelHandler = @MainActor (OpaquePointer?, GdkDragCancelReason) -> Bool
private let dragCancelThunk: @convention(c) (gpointer?, OpaquePointer?, GdkDragCancelReason, gpointer?) -> gboolean = {
    _, drag, reason, data in
    let box = UncheckedResult(value: (drag, data))
    return onMain { boxedHandler(box.value.1, as: DragCancelHandler.self)(box.value.0, reason) } ? 1 : 0
}

/// GdkDrag::cancel(reason).
package typealias DragCancelledHandler = @MainActor (GdkDragCancelReason) -> Void
private let dragCancelledThunk: @convention(c) (gpointer?, GdkDragCancelReason, gpointer?) -> Void = { _, reason, data in
    let box = UncheckedResult(value: data)
    onMain { boxedHandler(box.value, as: DragCancelledHandler.self)(reason) }
}

extension Signal where Handler == PrepareHandler {
    /// GtkDragSource::prepare(x, y); the handler returns the content provider, or nil to refuse.
    package static var prepare: Self { Self("prepare", arguments: 2, thunk: unsafeBitCast(prepareThunk, to: GCallback.self)) }
}

extension Signal where Handler == DragBeginHandler {
    /// GtkDragSource::drag-begin(drag).
    package static var dragSourceBegin: Self { Self("drag-begin", arguments: 1, thunk: unsafeBitCast(dragBeginThunk, to: GCallback.self)) }
}

extension Signal where Handler == DragEndHandler {
    /// GtkDragSource::drag-end(drag, delete_data).
    package static var dragSourceEnd: Self { Self("drag-end", arguments: 2, thunk: unsafeBitCast(dragEndThunk, to: GCallback.self)) }
}

extension Signal where Handler == DragCancelHandler {
    /// GtkDragSource::drag-cancel(drag, reason); the handler returns whether it handled it.
    package static var dragSourceCancel: Self { Self("drag-cancel", arguments: 2, thunk: unsafeBitCast(dragCancelThunk, to: GCallback.self)) }
}

extension Signal where Handler == DragCancelledHandler {
    /// GdkDrag::cancel(reason).
    package static var dragCancelled: Self { Self("cancel", arguments: 1, thunk: unsafeBitCast(dragCancelledThunk, to: GCallback.self)) }
}

// MARK: Drop target

/// GtkDropTargetAsync::accept(drop) → accepted.
package typealias AcceptHandler = @MainActor (OpaquePointer?) -> Bool
private let acceptThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, drop, data in
    let box = UncheckedResult(value: (drop, data))
    return onMain { boxedHandler(box.value.1, as: AcceptHandler.self)(box.value.0) } ? 1 : 0
}

/// GtkDropTargetAsync::drag-enter / drag-motion(drop, x, y) → the action offered.
package typealias MotionHandler = @MainActor (OpaquePointer?, Double, Double) -> GdkDragAction
private let motionThunk: @convention(c) (gpointer?, OpaquePointer?, Double, Double, gpointer?) -> GdkDragAction = {
    _, drop, x, y, data in
    let box = UncheckedResult(value: (drop, data))
    return onMain { boxedHandler(box.value.1, as: MotionHandler.self)(box.value.0, x, y) }
}

/// GtkDropTargetAsync::drag-leave(drop).
package typealias LeaveHandler = @MainActor (OpaquePointer?) -> Void
private let leaveThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, drop, data in
    let box = UncheckedResult(value: (drop, data))
    onMain { boxedHandler(box.value.1, as: LeaveHandler.self)(box.value.0) }
}

/// GtkDropTargetAsync::drop(drop, x, y) → accepted.
package typealias DropHandler = @MainActor (OpaquePointer?, Double, Double) -> Bool
private let dropThunk: @convention(c) (gpointer?, OpaquePointer?, Double, Double, gpointer?) -> gboolean = { _, drop, x, y, data in
    let box = UncheckedResult(value: (drop, data))
    return onMain { boxedHandler(box.value.1, as: DropHandler.self)(box.value.0, x, y) } ? 1 : 0
}

extension Signal where Handler == AcceptHandler {
    /// GtkDropTargetAsync::accept(drop).
    package static var accept: Self { Self("accept", arguments: 1, thunk: unsafeBitCast(acceptThunk, to: GCallback.self)) }
}

extension Signal where Handler == MotionHandler {
    /// GtkDropTargetAsync::drag-enter(drop, x, y).
    package static var dropEnter: Self { Self("drag-enter", arguments: 3, thunk: unsafeBitCast(motionThunk, to: GCallback.self)) }
    /// GtkDropTargetAsync::drag-motion(drop, x, y).
    package static var dropMotion: Self { Self("drag-motion", arguments: 3, thunk: unsafeBitCast(motionThunk, to: GCallback.self)) }
}

extension Signal where Handler == LeaveHandler {
    /// GtkDropTargetAsync::drag-leave(drop).
    package static var dropLeave: Self { Self("drag-leave", arguments: 1, thunk: unsafeBitCast(leaveThunk, to: GCallback.self)) }
}

extension Signal where Handler == DropHandler {
    /// GtkDropTargetAsync::drop(drop, x, y).
    package static var drop: Self { Self("drop", arguments: 3, thunk: unsafeBitCast(dropThunk, to: GCallback.self)) }
}
