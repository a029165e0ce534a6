import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Runs `body` on the main actor from a GTK callback (GTK calls on the main thread) and
/// passes back results that are not `Sendable`, such as GObject pointers.
func onMain<T>(_ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { UncheckedResult(value: body()) }.value
}

/// A callback's result carried out of `MainActor.assumeIsolated`; it never leaves the main thread.
struct UncheckedResult<T>: @unchecked Sendable {
    let value: T
}

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
    var windowSystemAction: GdkDragAction { InterProcessTransfer.windowSystemOperation(for: self).gdkAction }

    /// The actions a drag starting here offers the window system (copy only).
    static var offeredWindowSystemActions: GdkDragAction {
        GdkDragAction(rawValue: InterProcessTransfer.offeredOperations.reduce(0) { $0 | $1.gdkAction.rawValue })
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
    connect(instance, .plain(signal), action)
}

/// Runs `perform` on each activation of a GSimpleAction (its parameter, if any, ignored):
/// the actions of a widget's own group (`gtk_widget_insert_action_group`), such as a context
/// menu's items.
@MainActor
public func onActivate(_ action: UnsafeMutableRawPointer, _ perform: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = perform
    connect(action, .actionActivate, handler)
}

/// Runs `action` each time a GObject property of `instance` changes.
@MainActor
public func onPropertyChange(_ instance: UnsafeMutableRawPointer, _ property: String, _ action: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = action
    connect(instance, .notify(property), handler)
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
    connect(UnsafeMutableRawPointer(scroll), .scroll, scrolled)
    gtk_event_controller_set_propagation_phase(dd_controller(UnsafeMutableRawPointer(scroll)), GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(widget, dd_controller(UnsafeMutableRawPointer(scroll)))
    let pinch = gtk_gesture_zoom_new()!
    var last = 1.0
    let begin: VoidHandler = { last = 1 }
    connect(UnsafeMutableRawPointer(pinch), .gestureBegin, begin)
    let changed: ScaleHandler = { scale in
        guard scale > 0, abs(scale / last - 1) > 0.02 else { return }
        var x = 0.0, y = 0.0
        let center = gtk_gesture_get_bounding_box_center(pinch, &x, &y) != 0 ? Point(x: x, y: y) : nil
        action(scale / last, center)
        last = scale
    }
    connect(UnsafeMutableRawPointer(pinch), .scaleChanged, changed)
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
    connect(UnsafeMutableRawPointer(keys), .keyPressed, handler)
    gtk_widget_add_controller(widget, keys)
}

/// Runs `action` with the response (`GTK_RESPONSE_ACCEPT`…) each time a GtkDialog or a
/// GtkNativeDialog (a file chooser) answers.
@MainActor
public func onResponse(_ dialog: UnsafeMutableRawPointer, _ action: @escaping @MainActor (Int32) -> Void) {
    let handler: ResponseHandler = action
    connect(dialog, .response, handler)
}

/// Runs `action` when a dialog with named responses (libadwaita's AdwMessageDialog) answers
/// `response` — its detailed `response::<id>` signal.
@MainActor
public func onNamedResponse(_ dialog: UnsafeMutableRawPointer, _ response: String, _ action: @escaping @MainActor () -> Void) {
    let handler: VoidHandler = action
    // (dialog, const char *response, user data): the shape of notify's callback.
    connect(dialog, .namedResponse(response), handler)
}

/// Runs `action` with the number of presses (1, 2 for a double-click…) each time a
/// GtkGestureClick is pressed.
@MainActor
public func onClick(_ gesture: OpaquePointer, _ action: @escaping @MainActor (Int) -> Void) {
    let handler: ClickHandler = { presses, _, _ in action(Int(presses)) }
    connect(UnsafeMutableRawPointer(gesture), .pressed, handler)
}
