import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Connects one GTK widget to the core's ``DragDrop/DragDropSystem``: a GtkDragSource that starts
/// real drags where the core finds a drag source, and an asynchronous GtkDropTarget that
/// routes every pointer move, leave and drop to the core, from this process and from
/// others. It transports only: which drag starts, what is offered and what a drop means
/// are the core's answers.
@MainActor
final class GTKDragBridge {
    private let system: DragDropSystem
    private let screenPoint: (Double, Double) -> Point
    private let iconContent: (DragSession) -> DragIcon.Content?
    private let afterEvent: () -> Void
    private let beforeEvent: () -> Void
    /// The widget the bridge serves (nil once GTK finalized it).
    private let widget: WeakWidget

    /// A bridge held without a reference, in ``live``.
    private struct LiveBridge {
        weak var bridge: GTKDragBridge?
    }
    /// Every bridge of this process: the widgets where a drag from this application can land.
    private static var live: [LiveBridge] = []
    /// A drag (from anywhere) moved over the widget, at this point of the widget.
    var onDragMotion: ((Double, Double) -> Void)?
    /// The drag left the widget or was dropped on it.
    var onDragGone: (() -> Void)?

    /// - Parameters:
    ///   - screenPoint: a point of `widget` on the core's screen (a pure conversion).
    ///   - iconContent: the picture for a drag that starts here.
    ///   - beforeEvent: called before each pointer event is routed to the core (bring the
    ///     core's views up to date with GTK's layout here).
    ///   - afterEvent: called after each event routed to the core (redraw here).
    init(widget: UnsafeMutablePointer<GtkWidget>, system: DragDropSystem,
         screenPoint: @escaping (Double, Double) -> Point,
         iconContent: @escaping (DragSession) -> DragIcon.Content?, beforeEvent: @escaping () -> Void = {},
         afterEvent: @escaping () -> Void = {}) {
        self.system = system
        self.screenPoint = screenPoint
        self.iconContent = iconContent
        // Every host's views where GTK draws them now, whichever the event is for: the core
        // hits-tests the whole window (SEMANTICS 47).
        self.beforeEvent = {
            ViewPlacement.refresh()
            beforeEvent()
        }
        self.afterEvent = afterEvent
        self.widget = WeakWidget(widget)
        Self.live.removeAll { $0.bridge == nil || $0.bridge?.widget.widget == nil }
        Self.live.append(LiveBridge(bridge: self))
        installDragSource(on: widget)
        installLongPress(on: widget)
        installDropTarget(on: widget)
        ExternalDrops.shared.guardFinishedDrops()
        DefaultStyle.install()
    }

    /// Whether a long press with the mouse starts a drag too (touch screens always do).
    var longPressWithMouse = false {
        didSet { if let longPress { gtk_gesture_single_set_touch_only(longPress, longPressWithMouse ? 0 : 1) } }
    }
    private var longPress: OpaquePointer?
    /// The widget's GtkDragSource (reset with the long press after a drag begun by hand).
    private var dragSource: OpaquePointer?

    /// The bridge whose drag is in progress, with what can cancel it: its GtkDragSource, or
    /// the GdkDrag a long press began.
    private static weak var dragging: GTKDragBridge?
    private var draggingSource: OpaquePointer?
    private var draggingByHand: OpaquePointer?
    /// When this bridge's drag began (GLib's monotonic clock, µs), for the debug log.
    private var dragBegan = 0
    /// The last answer given to a drag over this widget, for the debug log.
    private var lastAnswer: DropOperation?

    /// Milliseconds since this bridge's drag began.
    private var sinceDragBegan: String { String(format: "%.0f ms", Double(g_get_monotonic_time() - dragBegan) / 1000) }

    /// Notes in the debug log that this bridge's drag began (`how`), and when.
    private func logDragBegan(_ how: String) {
        dragBegan = g_get_monotonic_time()
        DebugLog.write("drag began\(how): \(system.dragSession?.items.count ?? 0) item(s)")
    }

    /// Escape during a pointer drag from this application: the core cancels it (SEMANTICS 6:
    /// cancel previews, didEnd(cancel)) and the window system's drag is cancelled too, since
    /// neither GDK on X11 under a pointer grab nor sway cancel it themselves. Returns whether
    /// a drag was cancelled.
    @discardableResult
    public static func cancelDragInProgress() -> Bool {
        guard let bridge = dragging, bridge.system.dragSession != nil, bridge.system.isDragging else { return false }
        bridge.system.escape()
        DragIcon.shared.detach()
        if let source = bridge.draggingSource {
            gtk_drag_source_drag_cancel(dd_drag_source(UnsafeMutableRawPointer(source)))
        } else if let drag = bridge.draggingByHand {
            gdk_drag_drop_done(drag, 0)
        }
        bridge.afterEvent()
        return true
    }

    // MARK: Drag out

    private func installDragSource(on widget: UnsafeMutablePointer<GtkWidget>) {
        let source = gtk_drag_source_new()!
        dragSource = source
        let prepare: PrepareHandler = { [weak self] x, y in
            guard let self else { return nil }
            beforeEvent()
            defer { afterEvent() }
            return prepareDrag(at: screenPoint(x, y), source: source)
        }
        connect(source, .prepare, prepare)
        let begin: DragBeginHandler = { [weak self] drag in
            if let drag { LiveObjects.track(UnsafeMutableRawPointer(drag), as: "GdkDrag") }
            guard let self, let drag, let session = system.dragSession else { return }
            logDragBegan("")
            Self.dragging = self
            draggingSource = source
            draggingByHand = nil
            followAnswers(of: drag)
            Self.watchEnd(of: drag, system: system, completesDrag: false)
            guard let content = iconContent(session) else { return }
            DragIcon.shared.attach(to: drag, content: content, count: session.items.count, hotspot: system.dragIconHotspot)
        }
        connect(source, .dragSourceBegin, begin)
        let end: DragEndHandler = { [weak self] drag, _ in
            DragIcon.shared.detach()
            guard let self, let drag else { return }
            draggingSource = nil
            let operation = DropOperation(gdkAction: gdk_drag_get_selected_action(drag))
            // Dropped outside this application (or refused there): the system learns how.
            system.dragEndedElsewhere(with: operation)
            // The core's outcome: GDK's action is still copy after Escape cancelled the drag.
            let outcome = system.endedOperation.map { "\($0)" } ?? "\(operation) (the window system's)"
            DebugLog.write("drag ended after \(sinceDragBegan): \(outcome)")
            afterEvent()
        }
        connect(source, .dragSourceEnd, end)
        let cancel: DragCancelHandler = { [weak self] _, reason in
            guard let self else { return false }
            Self.windowSystemCancelled(reason, system: system)
            afterEvent()
            return false
        }
        connect(source, .dragSourceCancel, cancel)
        gtk_widget_add_controller(widget, dd_controller(UnsafeMutableRawPointer(source)))
    }

    private func prepareDrag(at point: Point, source: OpaquePointer) -> OpaquePointer? {
        let alreadyDragging = system.isDragging
        guard let (provider, actions) = prepareContent(at: point) else {
            // A host inside another (a table in a board's cell) gets the press too: the drag
            // its own source began goes on.
            DebugLog.write(alreadyDragging ? "the drag under way goes on (this host's source starts none at \(point))"
                                           : "no drag starts at \(point): nothing there can be dragged")
            return nil
        }
        DebugLog.write("a drag starts at \(point)")
        gtk_drag_source_set_actions(dd_drag_source(UnsafeMutableRawPointer(source)), actions)
        return provider
    }

    /// Starts the core's drag at `point` — begun, or lifted by a long press — and returns the
    /// content for other applications and the actions allowed.
    private func prepareContent(at point: Point, byLongPress: Bool = false) -> (OpaquePointer, GdkDragAction)? {
        Self.endDragTheWindowSystemNoLongerHas(system)
        let started = byLongPress ? system.longPress(at: point) : system.beginDrag(at: point)
        guard started, let session = system.dragSession else { return nil }
        // Copy only: a file manager must never move the user's original away; reordering
        // inside this application is the core's move, not the window system's.
        let actions = DropOperation.offeredWindowSystemActions
        // Every representation the items offer other applications, produced on demand;
        // in-process destinations use the core session instead.
        guard let provider = LazyDragContent(items: session.items.map { $0.itemProvider.exportedForOtherProcesses() }).makeProvider() else {
            system.dragEndedElsewhere(with: .cancel)
            return nil
        }
        return (provider, actions)
    }

    // MARK: Long press

    /// A long press on a drag source lifts it, as on iOS (touch screens; the mouse too when
    /// ``longPressWithMouse``): the core's `lifted` state, whose session begins with the first
    /// move past the threshold. The GdkDrag that carries it is begun here at once (the window
    /// system follows the finger from there), and its end reaches the core like a
    /// GtkDragSource's — a release before any move puts the items back.
    private func installLongPress(on widget: UnsafeMutablePointer<GtkWidget>) {
        let gesture = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(gesture, 1)
        longPress = gesture
        let pressed: PointHandler = { [weak self] x, y in
            self?.beforeEvent()
            guard let self, !system.isDragging, let native = gtk_widget_get_native(widget),
                  let surface = gtk_native_get_surface(native),
                  let device = gtk_gesture_get_device(gesture),  // the press fires from a timer: no current event
                  let (provider, actions) = prepareContent(at: screenPoint(x, y), byLongPress: true) else { return }
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            var local = graphene_point_t(x: Float(x), y: Float(y)), inNative = graphene_point_t(x: 0, y: 0)
            _ = gtk_widget_compute_point(widget, UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self), &local, &inNative)
            var surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
            guard let drag = gdk_drag_begin(surface, device, UnsafeMutablePointer(provider), actions, Double(inNative.x) + surfaceX,
                                            Double(inNative.y) + surfaceY) else {
                g_object_unref(UnsafeMutableRawPointer(provider))
                system.dragEndedElsewhere(with: .cancel)
                return
            }
            g_object_unref(UnsafeMutableRawPointer(provider))
            LiveObjects.track(UnsafeMutableRawPointer(drag), as: "GdkDrag")
            logDragBegan(" on a long press")
            Self.dragging = self
            draggingSource = nil
            draggingByHand = drag
            followAnswers(of: drag)
            if let session = system.dragSession, let content = iconContent(session) {
                DragIcon.shared.attach(to: drag, content: content, count: session.items.count, hotspot: system.dragIconHotspot)
            }
            Self.watchEnd(of: drag, system: system, completesDrag: true) { [weak self] in
                guard let self else { return }
                draggingByHand = nil
                // The drag took the button's release (X11's drag grab): the gestures that saw
                // the press would wait for it for ever and take no press again.
                for controller in [longPress, dragSource].compactMap({ $0 }) {
                    gtk_event_controller_reset(dd_controller(UnsafeMutableRawPointer(controller)))
                }
                afterEvent()
            }
            g_object_unref(UnsafeMutableRawPointer(drag))  // the watch holds it until it ends
        }
        connect(UnsafeMutableRawPointer(gesture), .longPressed, pressed)
        gtk_widget_add_controller(widget, dd_controller(UnsafeMutableRawPointer(gesture)))
    }

    /// Over other applications the badge follows what they answer (GDK's negotiated action).
    private func followAnswers(of drag: OpaquePointer) {
        onPropertyChange(UnsafeMutableRawPointer(drag), "selected-action") { [weak self] in
            guard let self else { return }
            system.otherApplicationAnswered(DropOperation(gdkAction: gdk_drag_get_selected_action(drag)))
            DragIcon.shared.update(system.currentBadge)
        }
    }

    /// GdkDrags of this application still in flight (begun, neither finished nor cancelled).
    private static var dragsInFlight = 0

    /// Tells the core when `drag` ends, finished or cancelled, whoever else hears it: the
    /// widget whose GtkDragSource began it may be gone by then (a spring-loaded gallery
    /// replaces the grid the drag came from), and a core left believing in a drag refuses
    /// every drag after it. Holds a reference to `drag` until then; `completesDrag` also
    /// tells GDK the drag is done (a drag begun by hand; a GtkDragSource does it itself).
    private static func watchEnd(of drag: OpaquePointer, system: DragDropSystem, completesDrag: Bool,
                                 then afterEnd: @escaping @MainActor () -> Void = {}) {
        g_object_ref(UnsafeMutableRawPointer(drag))
        dragsInFlight += 1
        AnimatedPictures.isPaused = true
        var ended = false
        let end: @MainActor (Bool) -> Void = { success in
            guard !ended else { return }
            ended = true
            dragsInFlight -= 1
            AnimatedPictures.isPaused = dragsInFlight > 0
            DragIcon.shared.detach()
            // Ignored by the core when the drag already ended here (a drop on this application).
            system.dragEndedElsewhere(with: success ? DropOperation(gdkAction: gdk_drag_get_selected_action(drag)) : .cancel)
            afterEnd()
            if completesDrag { gdk_drag_drop_done(drag, success ? 1 : 0) }
            g_object_unref(UnsafeMutableRawPointer(drag))
        }
        let finished: VoidHandler = { end(true) }
        connect(UnsafeMutableRawPointer(drag), .dndFinished, finished)
        let cancelled: DragCancelledHandler = { reason in
            DebugLog.write("the window system cancelled the drag: \(describe(reason))")
            windowSystemCancelled(reason, system: system)
            end(false)
        }
        connect(UnsafeMutableRawPointer(drag), .dragCancelled, cancelled)
    }

    /// GDK cancelled this application's drag. "No target" is GDK's negotiation, which over this
    /// application is not the one that counts (X11 leaves a copy-only drag no action while
    /// Shift is held): the core decides (SEMANTICS 40). Any other reason is a cancel.
    private static func windowSystemCancelled(_ reason: GdkDragCancelReason, system: DragDropSystem) {
        if reason == GDK_DRAG_CANCEL_NO_TARGET {
            // GTK 4.8 on X11 looks the window under the pointer up in a list it built at this
            // process's first drag and does not bring up to date when the window grows: a drop
            // in the grown part ends here with no target, never shown to the widget under it
            // (docs/defects/issue39-1-drop-in-the-grown-part-cancelled.md). Where the pointer
            // really is decides, as for any drag over this application (SEMANTICS 40).
            if system.isDragging, let point = pointerOverThisApplication() {
                DebugLog.write("the window system found no target, and the pointer is over this application at \(point): the core decides there")
                system.pointerMoved(to: point)
            }
            system.windowSystemFoundNoTarget()
        } else {
            system.dragEndedElsewhere(with: .cancel)
        }
    }

    /// A press that would start a drag while the core still holds one of this application's
    /// drags that no GdkDrag carries any more (its end was never heard): that drag is ended
    /// as cancelled, with a warning, so that one lost signal cannot stop every later drag.
    private static func endDragTheWindowSystemNoLongerHas(_ system: DragDropSystem) {
        guard dragsInFlight == 0, system.isDragging, system.dragSession != nil else { return }
        Diagnostics.handler(Diagnostic(view: "window system", message: "a drag whose end was never reported was still open; it is cancelled so that this one can start"))
        system.dragEndedElsewhere(with: .cancel)
    }

    /// Where the pointer is on the core's screen when it is over a widget of this
    /// application that takes drops; nil anywhere else. Asks the window system, not the
    /// drag's own bookkeeping.
    private static func pointerOverThisApplication() -> Point? {
        for entry in live {
            guard let bridge = entry.bridge, let widget = bridge.widget.widget, gtk_widget_get_mapped(widget) != 0,
                  let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
                  let seat = gdk_display_get_default_seat(gdk_surface_get_display(surface)),
                  let pointer = gdk_seat_get_pointer(seat) else { continue }
            var surfaceX = 0.0, surfaceY = 0.0
            // Only where this window is what shows at the pointer (X11; Wayland's compositor
            // never misplaces a window): not under another application's window that refused.
            guard dd_x11_surface_shows_at_pointer(surface) != 0,
                  gdk_surface_get_device_position(surface, pointer, &surfaceX, &surfaceY, nil) != 0,
                  let point = widgetPoint(ofSurfacePoint: Point(x: surfaceX, y: surfaceY), in: widget),
                  point.x >= 0, point.y >= 0, point.x < Double(gtk_widget_get_width(widget)),
                  point.y < Double(gtk_widget_get_height(widget)) else { continue }
            return bridge.screenPoint(point.x, point.y)
        }
        return nil
    }

    private static func describe(_ reason: GdkDragCancelReason) -> String {
        switch reason {
        case GDK_DRAG_CANCEL_NO_TARGET: "no target took it"
        case GDK_DRAG_CANCEL_USER_CANCELLED: "the user cancelled it"
        default: "an error (on Wayland: any cancel the compositor sends)"
        }
    }

    // MARK: Drop in

    /// GTK marks a drop target `:drop(active)` while a drag hovers it and, for a drop from
    /// another application, keeps the mark after the drop; the core's own highlight is the
    /// one to show, and none may outlive its drop.
    private static func clearDropHighlight(of widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE)
        // Again on the next turn, the widget held until then (its window may close meanwhile).
        g_object_ref(UnsafeMutableRawPointer(widget))
        DispatchQueue.main.async {
            gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE)
            g_object_unref(UnsafeMutableRawPointer(widget))
        }
    }

    private func installDropTarget(on widget: UnsafeMutablePointer<GtkWidget>) {
        let formats = gdk_content_formats_new(nil, 0)
        let allActions = GdkDragAction(rawValue: dd_action_copy().rawValue | dd_action_move().rawValue)
        let target = gtk_drop_target_async_new(formats, allActions)!
        let accept: AcceptHandler = { drop in
            guard let drop else { return false }
            // From this process: always (the core session has everything). From elsewhere:
            // as the core says.
            return gdk_drop_get_drag(drop) != nil || InterProcessExport.acceptsDrag(offering: GdkDropReader.mimeTypes(of: drop))
        }
        connect(target, .accept, accept)
        let motion: MotionHandler = { [weak self] drop, x, y in
            guard let self, let drop else { return GdkDragAction(rawValue: 0) }
            beforeEvent()
            defer { afterEvent() }
            onDragMotion?(x, y)
            let point = screenPoint(x, y)
            system.modifierFlags = KeyModifierFlags.held(during: drop)  // Shift moves, where a target offers it
            if gdk_drop_get_drag(drop) != nil {
                system.pointerMoved(to: point)
                DragIcon.shared.update(system.currentBadge)
            } else {
                ExternalDrops.shared.move(drop, to: point, in: system)
            }
            let answer = ExternalDrops.shared.provisionalAnswer(for: drop, in: system) ?? system.currentOperation
            if answer != lastAnswer {
                DebugLog.write("a drag \(gdk_drop_get_drag(drop) != nil ? "from here" : "from another application") over \(point): \(answer)")
                lastAnswer = answer
            }
            return answer.windowSystemAction
        }
        connect(target, .dropEnter, motion)
        connect(target, .dropMotion, motion)
        let leave: LeaveHandler = { [weak self] drop in
            Self.clearDropHighlight(of: widget)
            self?.onDragGone?()
            self?.lastAnswer = nil
            guard let self, let drop, system.isDragging else { return }
            defer { afterEvent() }
            if gdk_drop_get_drag(drop) != nil {
                system.pointerLeftApplication()
                DragIcon.shared.update(system.currentBadge)
            } else {
                ExternalDrops.shared.leave(drop, system: system)
            }
        }
        connect(target, .dropLeave, leave)
        let drop: DropHandler = { [weak self] drop, x, y in
            guard let self, let drop else { return false }
            beforeEvent()
            defer {
                afterEvent()
                Self.clearDropHighlight(of: widget)
            }
            onDragGone?()
            lastAnswer = nil
            let point = screenPoint(x, y)
            system.modifierFlags = KeyModifierFlags.held(during: drop)
            if gdk_drop_get_drag(drop) == nil {
                DebugLog.write("a drop from another application at \(point)")
                return ExternalDrops.shared.drop(drop, at: point, in: system)
            }
            system.pointerMoved(to: point)
            let operation = system.currentOperation
            let performed = operation.performsDrop && system.pointerUp()
            DebugLog.write("a drop from here at \(point), answered \(operation): finished as \(performed ? "\(operation)" : "nothing")")
            gdk_drop_finish(drop, performed ? operation.windowSystemAction : GdkDragAction(rawValue: 0))
            if performed { DropAnimation.play(system.dropPreviews, releasedAt: Point(x: x, y: y), in: widget, icon: DragIcon.shared.content) }
            return performed
        }
        connect(target, .drop, drop)
        gtk_widget_add_controller(widget, dd_controller(UnsafeMutableRawPointer(target)))
    }
}
