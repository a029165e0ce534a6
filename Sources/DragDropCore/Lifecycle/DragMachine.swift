/// The life of one drag — lift, drag, drop, data transfer — with every way it can end, as
/// an explicit state machine (in the style of swift-async-algorithms): events go in,
/// actions come out, and the caller performs the actions (calls delegates, shows previews)
/// and feeds the answers back as events. Pure and deterministic: no clock, no I/O.
///
/// `Target` identifies drop targets; the caller hit-tests and reports the front-most target
/// that can handle the session with each move. ``DragDropSystem`` runs one; package API (the
/// deprecated public ``DragLifecycle`` translates to it until it leaves, issue 42.8).
package struct DragMachine<Target: Hashable & Sendable>: Sendable {
    /// The machine's thresholds.
    package struct Configuration: Sendable {
        /// How far (points) the pointer must move from the press to start a drag.
        package var dragThreshold: Double

        /// A drag starts after the pointer moves `dragThreshold` points from the press.
        package init(dragThreshold: Double = 8) {
            self.dragThreshold = dragThreshold
        }
    }

    /// Where a drag is in its life.
    package enum State: Sendable, Hashable {
        /// No drag.
        case idle
        /// The pointer is down on a drag source (at `origin`, now at `current`); not yet a drag.
        case pressed(origin: Point, current: Point)
        /// Items were requested; waiting for the source's answer.
        case beginning(origin: Point, current: Point, byLongPress: Bool)
        /// A long press lifted the items; the drag starts when the pointer moves past the
        /// threshold from `origin` (it is at `current`).
        case lifted(origin: Point, current: Point)
        /// The session exists and follows the pointer.
        case dragging(Dragging)
        /// Over, with the final operation. A drop is over once its target performed it: the
        /// front end's drop animation is only a picture, and the data goes on arriving after
        /// (the source hears `sessionDidTransferItems` when it has all arrived).
        case ended(DropOperation)
    }

    /// A session under way.
    package struct Dragging: Sendable, Hashable {
        /// Whether the drag started in this application (false: an external session).
        package var hasLocalSource: Bool { origin != nil }
        /// Where the pointer went down to start the drag; nil for a session from another
        /// application.
        package var origin: Point?
        /// Where the pointer is, in screen coordinates.
        package var location: Point
        /// The target under the pointer, if any.
        package var target: Target?
        /// The operation in effect: the current target's latest resolved proposal (SEMANTICS 5).
        package var operation: DropOperation
        /// Every target that saw the session, in order of first entry (SEMANTICS 7).
        package var seenTargets: [Target]
    }

    /// What happens to a drag: the pointer, timers, answers of the delegates.
    package enum Event: Sendable, Hashable {
        /// Pointer down on a drag source, at a screen point.
        case press(Point)
        /// The pointer moved; `over` is the front-most target that handles the session there.
        case move(Point, over: Target?)
        /// The toolkit recognised a drag from the press (its own threshold, say GTK's drag
        /// source): as a move past the threshold, with the pointer where it was pressed.
        case dragRecognized
        /// The pointer was held still long enough to lift.
        case longPressElapsed
        /// A tap (click) elsewhere while dragging: add items from there (SEMANTICS 10).
        case tap(Point)
        /// Pointer up.
        case release
        /// The user pressed Escape.
        case escape
        /// A target appeared under the pointer (e.g. a view was added there).
        case targetAppeared(Target)
        /// A target went away (removed or hidden).
        case targetDisappeared(Target)
        /// The source's answer to `.requestItems`: how many items it gave.
        case itemsProvided(count: Int)
        /// The source's answer to `.requestAdditionalItems`.
        case itemsAdded(count: Int)
        /// The current target's resolved proposal.
        case proposal(DropOperation)
        /// A drag from another application entered this one.
        case externalSessionEntered(Point)
        /// A drag from another application left this one without a drop here.
        case externalSessionExited
        /// This application's drag ended in another application with that application's
        /// operation (cancel when it refused it).
        case endedElsewhere(DropOperation)
    }

    /// What the system must do next, in order.
    package enum Action: Sendable, Hashable {
        /// Start timing a long press.
        case startLongPressTimer
        /// Stop timing the long press.
        case cancelLongPressTimer
        /// Ask the source for items at the press (itemsForBeginning). `lift`: show lift
        /// previews and wait for movement.
        case requestItems(at: Point, lift: Bool)
        /// Lifted items go back without a session (released before moving).
        case cancelLift
        /// The session starts (sessionWillBegin, allowsMove, restricted).
        case beginSession
        /// Ask the source for more items (a tap during the drag).
        case requestAdditionalItems(at: Point)
        /// The drag entered the target.
        case enter(Target)
        /// Ask the target for a proposal.
        case update(Target)
        /// The drag left the target.
        case exit(Target)
        /// Tell the source the session moved.
        case sourceMoved
        /// Source: the pointer was released or the drag cancelled, with this operation.
        case willEnd(DropOperation)
        /// The drop: performDrop, previews for dropping, concludeDrop; data access opens.
        case performDrop(Target)
        /// Source: cancel previews (items fly back).
        case cancelPreviews
        /// Source didEnd with the operation, then sessionDidEnd to each target (SEMANTICS 6, 7).
        case end(DropOperation, targets: [Target])
    }

    /// The thresholds the machine uses.
    package let configuration: Configuration
    /// Where the drag is in its life.
    package private(set) var state: State = .idle

    /// A machine at rest.
    package init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }


    /// Applies `event`. Returns the actions to perform in order, or nil when the event
    /// means nothing in the current state (e.g. a release after the drag ended); the state
    /// is then unchanged. Every (state, event) pair is decided explicitly — there is no
    /// catch-all — so a new event or state cannot be swallowed by accident.
    package mutating func handle(_ event: Event) -> [Action]? {
        switch state {
        case .idle, .ended: return handleAtRest(event)
        case let .pressed(origin, current): return handlePressed(origin: origin, current: current, event)
        case let .beginning(origin, current, byLongPress):
            return handleBeginning(origin: origin, current: current, byLongPress: byLongPress, event)
        case let .lifted(origin, _): return handleLifted(origin: origin, event)
        case let .dragging(drag): return handleDragging(drag, event)
        }
    }

    /// Nothing under way: a press or a drag from another application starts something.
    private mutating func handleAtRest(_ event: Event) -> [Action]? {
        switch event {
        case let .press(point):
            state = .pressed(origin: point, current: point)
            return [.startLongPressTimer]
        case let .externalSessionEntered(point):
            state = .dragging(Dragging(origin: nil, location: point, target: nil, operation: .cancel, seenTargets: []))
            return []
        case .move, .dragRecognized, .longPressElapsed, .tap, .release, .escape, .targetAppeared, .targetDisappeared,
             .itemsProvided, .itemsAdded, .proposal, .externalSessionExited, .endedElsewhere:
            return nil  // stale or stray: nothing to act on
        }
    }

    /// Pointer down, no drag yet: moving past the threshold or holding asks for items.
    private mutating func handlePressed(origin: Point, current: Point, _ event: Event) -> [Action]? {
        switch event {
        case let .move(point, _):
            guard point.distance(to: origin) >= configuration.dragThreshold else {
                state = .pressed(origin: origin, current: point)
                return []
            }
            state = .beginning(origin: origin, current: point, byLongPress: false)
            return [.cancelLongPressTimer, .requestItems(at: origin, lift: false)]
        case .dragRecognized:
            state = .beginning(origin: origin, current: current, byLongPress: false)
            return [.cancelLongPressTimer, .requestItems(at: origin, lift: false)]
        case .longPressElapsed:
            state = .beginning(origin: origin, current: current, byLongPress: true)
            return [.requestItems(at: origin, lift: true)]
        case .release, .escape:
            state = .idle
            return [.cancelLongPressTimer]
        case .press, .tap, .itemsProvided, .itemsAdded, .proposal, .targetAppeared, .targetDisappeared,
             .externalSessionEntered, .externalSessionExited, .endedElsewhere:
            return nil  // no drag to route yet
        }
    }

    /// Items were asked for; the answer decides whether a drag (or a lift) begins.
    private mutating func handleBeginning(origin: Point, current: Point, byLongPress: Bool, _ event: Event) -> [Action]? {
        switch event {
        case let .itemsProvided(count):
            guard count > 0 else {
                state = .idle
                return []
            }
            if byLongPress {
                state = .lifted(origin: origin, current: current)
                return []
            }
            state = .dragging(Dragging(origin: origin, location: current, target: nil, operation: .cancel, seenTargets: []))
            return [.beginSession]
        case let .move(point, _):
            state = .beginning(origin: origin, current: point, byLongPress: byLongPress)
            return []
        case .press, .dragRecognized, .longPressElapsed, .tap, .release, .escape, .itemsAdded, .proposal, .targetAppeared,
             .targetDisappeared, .externalSessionEntered, .externalSessionExited, .endedElsewhere:
            return nil  // waiting for the items
        }
    }

    /// Lifted by a long press: moving past the threshold starts the drag.
    private mutating func handleLifted(origin: Point, _ event: Event) -> [Action]? {
        switch event {
        case let .move(point, target):
            guard point.distance(to: origin) >= configuration.dragThreshold else {
                state = .lifted(origin: origin, current: point)
                return []
            }
            state = .dragging(Dragging(origin: origin, location: point, target: nil, operation: .cancel, seenTargets: []))
            return [.beginSession] + (route(to: point, over: target) ?? [])
        case .release, .escape, .endedElsewhere:
            // Put back: released, cancelled, or the window system ended the toolkit's drag
            // that carried the lifted items before they moved.
            state = .ended(.cancel)
            return [.cancelLift]
        case .press, .dragRecognized, .longPressElapsed, .tap, .itemsProvided, .itemsAdded, .proposal, .targetAppeared,
             .targetDisappeared, .externalSessionEntered, .externalSessionExited:
            return nil  // no session yet
        }
    }

    /// A session is under way over this application.
    private mutating func handleDragging(_ drag: Dragging, _ event: Event) -> [Action]? {
        switch event {
        case let .move(point, target):
            return route(to: point, over: target)
        case let .targetAppeared(target):
            return route(to: drag.location, over: target)
        case let .targetDisappeared(target):
            guard drag.target == target else { return [] }
            var next = drag
            next.target = nil
            next.operation = .cancel
            state = .dragging(next)
            return [.exit(target)]
        case let .proposal(operation):
            guard drag.target != nil else { return nil }
            var next = drag
            next.operation = operation
            state = .dragging(next)
            return []
        case let .tap(point):
            return drag.hasLocalSource ? [.requestAdditionalItems(at: point)] : nil
        case let .itemsAdded(count):
            guard count > 0, let target = drag.target else { return [] }
            return [.update(target)]
        case .release:
            if let target = drag.target, drag.operation.performsDrop {
                state = .ended(drag.operation)
                return (drag.hasLocalSource ? [.willEnd(drag.operation)] : [])
                    + [.performDrop(target), .end(drag.operation, targets: drag.seenTargets)]
            }
            return cancel(drag)
        case .escape:
            return cancel(drag)
        case .externalSessionExited:
            guard !drag.hasLocalSource else { return nil }
            return cancel(drag)
        case let .endedElsewhere(operation):
            guard drag.hasLocalSource else { return nil }
            state = .ended(operation)
            return (drag.target.map { [.exit($0)] } ?? []) + [.willEnd(operation)]
                + (operation.performsDrop ? [] : [.cancelPreviews])
                + [.end(operation, targets: drag.seenTargets)]
        case .press, .dragRecognized, .longPressElapsed, .itemsProvided, .externalSessionEntered:
            return nil  // a drag is already under way
        }
    }

    /// Follows the pointer: exit the old target, enter the new one, ask for a proposal.
    private mutating func route(to point: Point, over target: Target?) -> [Action]? {
        guard case var .dragging(drag) = state else { return nil }
        var actions: [Action] = drag.hasLocalSource ? [.sourceMoved] : []
        drag.location = point
        if drag.target != target {
            if let old = drag.target { actions.append(.exit(old)) }
            drag.target = target
            drag.operation = .cancel
            if let target {
                if !drag.seenTargets.contains(target) { drag.seenTargets.append(target) }
                actions.append(.enter(target))
            }
        }
        if let target { actions.append(.update(target)) }
        if target == nil { drag.operation = .cancel }
        state = .dragging(drag)
        return actions
    }

    /// Ends a drag without a drop.
    private mutating func cancel(_ drag: Dragging) -> [Action] {
        state = .ended(.cancel)
        var actions: [Action] = drag.target.map { [.exit($0)] } ?? []
        if drag.hasLocalSource { actions += [.willEnd(.cancel), .cancelPreviews] }
        return actions + [.end(.cancel, targets: drag.seenTargets)]
    }
}

extension DragMachine.State {
    /// Where the pointer is, in screen coordinates, as the last event said; nil at rest. The
    /// one record of it: the system reads it from here.
    package var pointer: Point? {
        switch self {
        case let .pressed(_, current), let .beginning(_, current, _), let .lifted(_, current): current
        case let .dragging(drag): drag.location
        case .idle, .ended: nil
        }
    }

    /// Where the pointer went down to start a drag from this application; nil at rest and
    /// for a session from another application.
    package var pressOrigin: Point? {
        switch self {
        case let .pressed(origin, _), let .beginning(origin, _, _), let .lifted(origin, _): origin
        case let .dragging(drag): drag.origin
        case .idle, .ended: nil
        }
    }

    /// No drag under way (never begun, or over): a press or a drag from another application
    /// may start one.
    package var isAtRest: Bool {
        switch self {
        case .idle, .ended: true
        case .pressed, .beginning, .lifted, .dragging: false
        }
    }
}
