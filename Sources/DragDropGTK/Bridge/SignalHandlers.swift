import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// A Swift closure kept alive exactly as long as its signal connection: the connection's
/// destroy notify releases it.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects `handler` (a C function with the signal's exact signature, whose last
/// argument is the box) to `signal` of `instance`.
@discardableResult
func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, box handler: Handler,
                      callback: GCallback) -> UInt {
    let box = ClosureBox(handler)
    let data = Unmanaged.passRetained(box as AnyObject).toOpaque()
    return UInt(dd_signal_connect(instance, signal, callback, data, releaseBox))
}

@discardableResult
func connect<Handler>(_ instance: OpaquePointer, _ signal: String, box handler: Handler, callback: GCallback) -> UInt {
    connect(UnsafeMutableRawPointer(instance), signal, box: handler, callback: callback)
}

func unbox<Handler>(_ data: gpointer?, as type: Handler.Type) -> Handler {
    (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! ClosureBox<Handler>).handler
}

/// Runs `body` on the main actor from a GTK callback (GTK calls on the main thread) and
/// passes back results that are not `Sendable`, such as GObject pointers.
func onMain<T>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { UncheckedResult(value: body()) }.value
}

/// A callback's result carried out of `MainActor.assumeIsolated`; it never leaves the main thread.
struct UncheckedResult<T>: @unchecked Sendable {
    let value: T
}

// MARK: Exact C signatures of the signals used

typealias VoidHandler = @MainActor () -> Void
let voidCallback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: VoidHandler.self)() }
}

/// GtkDragSource::prepare(x, y) → GdkContentProvider*
typealias PrepareHandler = @MainActor (Double, Double) -> OpaquePointer?
let prepareCallback: @convention(c) (gpointer?, Double, Double, gpointer?) -> OpaquePointer? = { _, x, y, data in
    let box = UncheckedResult(value: data)
    return onMain { unbox(box.value, as: PrepareHandler.self)(x, y) }
}

/// GtkDragSource::drag-begin(drag)
typealias DragBeginHandler = @MainActor (OpaquePointer?) -> Void
let dragBeginCallback: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, drag, data in
    let box = UncheckedResult(value: (drag, data))
    onMain { unbox(box.value.1, as: DragBeginHandler.self)(box.value.0) }
}

/// GtkDragSource::drag-end(drag, delete_data)
typealias DragEndHandler = @MainActor (OpaquePointer?, Bool) -> Void
let dragEndCallback: @convention(c) (gpointer?, OpaquePointer?, gboolean, gpointer?) -> Void = { _, drag, delete, data in
    let box = UncheckedResult(value: (drag, data))
    onMain { unbox(box.value.1, as: DragEndHandler.self)(box.value.0, delete != 0) }
}

/// GtkDragSource::drag-cancel(drag, reason) → gboolean
typealias DragCancelHandler = @MainActor (OpaquePointer?, GdkDragCancelReason) -> Bool
let dragCancelCallback: @convention(c) (gpointer?, OpaquePointer?, GdkDragCancelReason, gpointer?) -> gboolean = { _, drag, reason, data in
    let box = UncheckedResult(value: (drag, data))
    return onMain { unbox(box.value.1, as: DragCancelHandler.self)(box.value.0, reason) } ? 1 : 0
}

/// GtkDropTargetAsync::accept(drop) → gboolean
typealias AcceptHandler = @MainActor (OpaquePointer?) -> Bool
let acceptCallback: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, drop, data in
    let box = UncheckedResult(value: (drop, data))
    return onMain { unbox(box.value.1, as: AcceptHandler.self)(box.value.0) } ? 1 : 0
}

/// GtkDropTargetAsync::drag-enter / drag-motion(drop, x, y) → GdkDragAction
typealias MotionHandler = @MainActor (OpaquePointer?, Double, Double) -> GdkDragAction
let motionCallback: @convention(c) (gpointer?, OpaquePointer?, Double, Double, gpointer?) -> GdkDragAction = { _, drop, x, y, data in
    let box = UncheckedResult(value: (drop, data))
    return onMain { unbox(box.value.1, as: MotionHandler.self)(box.value.0, x, y) }
}

/// GtkDropTargetAsync::drag-leave(drop)
typealias LeaveHandler = @MainActor (OpaquePointer?) -> Void
let leaveCallback: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, drop, data in
    let box = UncheckedResult(value: (drop, data))
    onMain { unbox(box.value.1, as: LeaveHandler.self)(box.value.0) }
}

/// GtkDropTargetAsync::drop(drop, x, y) → gboolean
typealias DropHandler = @MainActor (OpaquePointer?, Double, Double) -> Bool
let dropCallback: @convention(c) (gpointer?, OpaquePointer?, Double, Double, gpointer?) -> gboolean = { _, drop, x, y, data in
    let box = UncheckedResult(value: (drop, data))
    return onMain { unbox(box.value.1, as: DropHandler.self)(box.value.0, x, y) } ? 1 : 0
}

/// GtkGestureClick::pressed / released(n_press, x, y)
typealias ClickHandler = @MainActor (Int32, Double, Double) -> Void
let clickCallback: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, presses, x, y, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: ClickHandler.self)(presses, x, y) }
}

/// GtkGestureDrag::drag-begin(start_x, start_y) / drag-update / drag-end(offset_x, offset_y)
typealias PointHandler = @MainActor (Double, Double) -> Void
let pointCallback: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: PointHandler.self)(x, y) }
}

/// GtkEventControllerScroll::scroll(dx, dy) → gboolean (true: handled)
typealias ScrollHandler = @MainActor (Double, Double) -> Bool
let scrollCallback: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, dx, dy, data in
    let box = UncheckedResult(value: data)
    return onMain { unbox(box.value, as: ScrollHandler.self)(dx, dy) } ? 1 : 0
}

/// GtkGestureZoom::scale-changed(scale)
typealias ScaleHandler = @MainActor (Double) -> Void
let scaleCallback: @convention(c) (gpointer?, Double, gpointer?) -> Void = { _, scale, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: ScaleHandler.self)(scale) }
}

/// GtkDialog / GtkNativeDialog::response(response_id)
typealias ResponseHandler = @MainActor (Int32) -> Void
let responseCallback: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, response, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: ResponseHandler.self)(response) }
}

/// GtkEventControllerKey::key-pressed(keyval, keycode, state) → gboolean (true: handled)
typealias KeyHandler = @MainActor (UInt32, GdkModifierType) -> Bool
let keyCallback: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
    let box = UncheckedResult(value: data)
    return onMain { unbox(box.value, as: KeyHandler.self)(keyval, state) } ? 1 : 0
}

/// GdkDrag::cancel(reason)
typealias DragCancelledHandler = @MainActor (GdkDragCancelReason) -> Void
let dragCancelledCallback: @convention(c) (gpointer?, GdkDragCancelReason, gpointer?) -> Void = { _, reason, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: DragCancelledHandler.self)(reason) }
}

/// GObject::notify(pspec), GSimpleAction::activate(parameter): one argument besides the instance, unused.
let notifyCallback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    let box = UncheckedResult(value: data)
    onMain { unbox(box.value, as: VoidHandler.self)() }
}

/// GdkFrameClock::update / after-paint (no arguments but the clock).
let frameClockCallback: @convention(c) (gpointer?, gpointer?) -> Void = voidCallback

extension DropOperation {
    /// The GDK action for an operation (none for cancel and forbidden).
    var gdkAction: GdkDragAction {
        switch self {
        case .copy: dd_action_copy()
        case .move: dd_action_move()
        case .cancel, .forbidden: GdkDragAction(rawValue: 0)
        }
    }

    /// The action announced to the window system for this operation: moves stay inside the
    /// application (the core performs them), so other processes only ever see a copy.
    var windowSystemAction: GdkDragAction { CrossProcessTransfer.windowSystemOperation(for: self).gdkAction }

    /// The actions a drag starting here offers the window system (copy only).
    static var offeredWindowSystemActions: GdkDragAction {
        GdkDragAction(rawValue: CrossProcessTransfer.offeredOperations.reduce(0) { $0 | $1.gdkAction.rawValue })
    }

    init(gdkAction: GdkDragAction) {
        if gdkAction.rawValue & dd_action_move().rawValue != 0 { self = .move }
        else if gdkAction.rawValue & dd_action_copy().rawValue != 0 { self = .copy }
        else { self = .cancel }
    }
}

// MARK: Public helpers for applications

/// Runs `action` on each emission of a signal that carries nothing but its instance, such
/// as GtkButton::clicked or GtkToggleButton::toggled. The action lives as long as `instance`.
@MainActor
public func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = action
    connect(instance, signal, box: handler, callback: unsafeBitCast(voidCallback, to: GCallback.self))
}

/// Runs `perform` on each activation of a GSimpleAction (its parameter, if any, ignored):
/// the actions of a widget's own group (`gtk_widget_insert_action_group`), such as a context
/// menu's items.
@MainActor
public func onActivate(_ action: UnsafeMutableRawPointer, _ perform: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = perform
    connect(action, "activate", box: handler, callback: unsafeBitCast(notifyCallback, to: GCallback.self))
}

/// Runs `action` each time a GObject property of `instance` changes.
@MainActor
public func onPropertyChange(_ instance: UnsafeMutableRawPointer, _ property: String, _ action: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = action
    connect(instance, "notify::\(property)", box: handler, callback: unsafeBitCast(notifyCallback, to: GCallback.self))
}

/// Zoom gestures on `widget`: Ctrl + scroll wheel (each notch 1.1× in or out) and a
/// two-finger pinch (the change since the last update), each reported as a factor.
@MainActor
public func onZoomGesture(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor (Double) -> Void) {
    onZoomGesture(widget) { factor, _ in action(factor) }
}

/// Zoom gestures on `widget`, as ``onZoomGesture(_:_:)``, with the point to zoom about in
/// `widget`'s coordinates: the pointer for the wheel, the fingers' centre for a pinch; nil
/// when GTK does not say.
@MainActor
public func onZoomGesture(_ widget: UnsafeMutablePointer<GtkWidget>, about action: @escaping @MainActor (Double, Point?) -> Void) {
    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
    let scrolled: ScrollHandler = { _, dy in
        let controller = dd_controller(UnsafeMutableRawPointer(scroll))
        let state = gtk_event_controller_get_current_event_state(controller)
        guard dd_has_control(state) != 0, dy != 0 else { return false }
        action(dy < 0 ? 1.1 : 1 / 1.1, pointerPosition(of: gtk_event_controller_get_current_event(controller), in: widget))
        return true
    }
    connect(UnsafeMutableRawPointer(scroll), "scroll", box: scrolled, callback: unsafeBitCast(scrollCallback, to: GCallback.self))
    gtk_event_controller_set_propagation_phase(dd_controller(UnsafeMutableRawPointer(scroll)), GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(widget, dd_controller(UnsafeMutableRawPointer(scroll)))
    let pinch = gtk_gesture_zoom_new()!
    var last = 1.0
    let begin: VoidHandler = { last = 1 }
    connect(UnsafeMutableRawPointer(pinch), "begin", box: begin, callback: unsafeBitCast(notifyCallback, to: GCallback.self))
    let changed: ScaleHandler = { scale in
        guard scale > 0, abs(scale / last - 1) > 0.02 else { return }
        var x = 0.0, y = 0.0
        let center = gtk_gesture_get_bounding_box_center(pinch, &x, &y) != 0 ? Point(x: x, y: y) : nil
        action(scale / last, center)
        last = scale
    }
    connect(UnsafeMutableRawPointer(pinch), "scale-changed", box: changed, callback: unsafeBitCast(scaleCallback, to: GCallback.self))
    gtk_widget_add_controller(widget, dd_controller(UnsafeMutableRawPointer(pinch)))
}

/// Where `event` happened, in `widget`'s coordinates (events carry their surface's).
@MainActor
private func pointerPosition(of event: OpaquePointer?, in widget: UnsafeMutablePointer<GtkWidget>) -> Point? {
    var eventX = 0.0, eventY = 0.0
    guard let event, gdk_event_get_position(event, &eventX, &eventY) != 0 else { return nil }
    return widgetPoint(ofSurfacePoint: Point(x: eventX, y: eventY), in: widget)
}

/// A point of `widget`'s surface (an event's or a device's position) in `widget`'s
/// coordinates: less the surface's transform (a window's shadow), from its root.
@MainActor
func widgetPoint(ofSurfacePoint point: Point, in widget: UnsafeMutablePointer<GtkWidget>) -> Point? {
    var surfaceX = 0.0, surfaceY = 0.0, x = 0.0, y = 0.0
    guard let native = gtk_widget_get_native(widget) else { return nil }
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    let root = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    guard gtk_widget_translate_coordinates(root, widget, point.x - surfaceX, point.y - surfaceY, &x, &y) != 0 else { return nil }
    return Point(x: x, y: y)
}

/// Runs `action` for each key pressed while `widget` or a widget inside it has the focus,
/// after the focused widget had its turn (bubble phase); `action` gets the key value and the
/// modifiers and returns whether it handled the key.
@MainActor
public func onKeyPress(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) {
    let keys = gtk_event_controller_key_new()!
    let handler: KeyHandler = action
    connect(UnsafeMutableRawPointer(keys), "key-pressed", box: handler, callback: unsafeBitCast(keyCallback, to: GCallback.self))
    gtk_widget_add_controller(widget, keys)
}

/// Runs `action` with the response (`GTK_RESPONSE_ACCEPT`…) each time a GtkDialog or a
/// GtkNativeDialog (a file chooser) answers.
@MainActor
public func onResponse(_ dialog: UnsafeMutableRawPointer, _ action: @escaping @MainActor (Int32) -> Void) {
    let handler: ResponseHandler = action
    connect(dialog, "response", box: handler, callback: unsafeBitCast(responseCallback, to: GCallback.self))
}

/// Runs `action` when a dialog with named responses (libadwaita's AdwMessageDialog) answers
/// `response` — its detailed `response::<id>` signal.
@MainActor
public func onNamedResponse(_ dialog: UnsafeMutableRawPointer, _ response: String, _ action: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = action
    // (dialog, const char *response, user data): the shape of notify's callback.
    connect(dialog, "response::\(response)", box: handler, callback: unsafeBitCast(notifyCallback, to: GCallback.self))
}

/// Runs `action` with the number of presses (1, 2 for a double-click…) each time a
/// GtkGestureClick is pressed.
@MainActor
public func onClick(_ gesture: OpaquePointer, _ action: @escaping @MainActor (Int) -> Void) {
    let handler: ClickHandler = { presses, _, _ in action(Int(presses)) }
    connect(UnsafeMutableRawPointer(gesture), "pressed", box: handler, callback: unsafeBitCast(clickCallback, to: GCallback.self))
}

/// GApplication::open(files, n_files, hint) → the files as URLs.
typealias OpenHandler = @MainActor ([URL]) -> Void
let openCallback: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, gpointer?) -> Void = {
    _, files, count, _, data in
    var urls: [URL] = []
    for index in 0..<Int(count) {
        guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
        if let url = URL(string: String(cString: uri)) { urls.append(url) }
        g_free(uri)
    }
    let box = UncheckedResult(value: (data, urls))
    onMain { unbox(box.value.0, as: OpenHandler.self)(box.value.1) }
}
