/// The life of one drag as a state machine, public in 0.1.0: ``DragDropSystem`` runs the drag's
/// state machine itself (package API), so this type leaves the public API in the next release
/// (issue 42.8). Until then it works as before, translating to the package's machine: events
/// go in, actions come out, and the caller performs the actions.
@available(*, deprecated, message: "DragLifecycle leaves the public API in the next release: DragDropSystem runs the drag's state machine (issue 42.8)")
public struct DragLifecycle<Target: Hashable & Sendable>: Sendable {
    /// The machine's thresholds.
    public struct Configuration: Sendable {
        /// How far (points) the pointer must move from the press to start a drag.
        public var dragThreshold: Double

        /// A drag starts after the pointer moves `dragThreshold` points from the press.
        public init(dragThreshold: Double = 8) {
            self.dragThreshold = dragThreshold
        }
    }

    /// Where a drag is in its life.
    public enum State: Sendable, Hashable {
        /// No drag.
        case idle
        /// The pointer is down on a drag source (at `origin`, now at `current`); not yet a drag.
        case pressed(origin: Point, current: Point)
        /// Items were requested; waiting for the source's answer.
        case beginning(origin: Point, current: Point, byLongPress: Bool)
        /// A long press lifted the items; the drag starts past the threshold from `origin`.
        case lifted(origin: Point, current: Point)
        /// The session exists and follows the pointer.
        case dragging(Dragging)
        /// Over, with the final operation.
        case ended(DropOperation)
    }

    /// A session under way.
    public struct Dragging: Sendable, Hashable {
        /// Whether the drag started in this application (false: an external session).
        public var hasLocalSource: Bool { origin != nil }
        /// Where the pointer went down to start the drag; nil for another application's.
        public var origin: Point?
        /// Where the pointer is, in screen coordinates.
        public var location: Point
        /// The target under the pointer, if any.
        public var target: Target?
        /// The operation in effect: the current target's latest resolved proposal (SEMANTICS 5).
        public var operation: DropOperation
        /// Every target that saw the session, in order of first entry (SEMANTICS 7).
        public var seenTargets: [Target]
    }

    /// What happens to a drag: the pointer, timers, answers of the delegates.
    public enum Event: Sendable, Hashable {
        /// Pointer down on a drag source, at a screen point.
        case press(Point)
        /// The pointer moved; `over` is the front-most target that handles the session there.
        case move(Point, over: Target?)
        /// The toolkit recognised a drag from the press.
        case dragRecognized
        /// The pointer was held still long enough to lift.
        case longPressElapsed
        /// A tap (click) elsewhere while dragging: add items from there (SEMANTICS 10).
        case tap(Point)
        /// Pointer up.
        case release
        /// The user pressed Escape.
        case escape
        /// A target appeared under the pointer.
        case targetAppeared(Target)
        /// A target went away.
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
        /// This application's drag ended in another application with that operation.
        case endedElsewhere(DropOperation)
    }

    /// What the system must do next, in order.
    public enum Action: Sendable, Hashable {
        /// Start timing a long press.
        case startLongPressTimer
        /// Stop timing the long press.
        case cancelLongPressTimer
        /// Ask the source for items at the press; `lift`: show lift previews and wait.
        case requestItems(at: Point, lift: Bool)
        /// Lifted items go back without a session.
        case cancelLift
        /// The session starts.
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
        /// The drop: performDrop, previews for dropping, concludeDrop.
        case performDrop(Target)
        /// Source: cancel previews (items fly back).
        case cancelPreviews
        /// Source didEnd with the operation, then sessionDidEnd to each target.
        case end(DropOperation, targets: [Target])
    }

    private var machine: DragMachine<Target>

    /// The thresholds the machine uses.
    public let configuration: Configuration

    /// Where the drag is in its life.
    public var state: State { State(machine.state) }

    /// A machine at rest.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        machine = DragMachine(configuration: .init(dragThreshold: configuration.dragThreshold))
    }

    /// Applies `event`. Returns the actions to perform in order, or nil when the event means
    /// nothing in the current state; the state is then unchanged.
    public mutating func handle(_ event: Event) -> [Action]? {
        machine.handle(event.machineEvent)?.map(Action.init)
    }
}

@available(*, deprecated)
extension DragLifecycle.State {
    init(_ state: DragMachine<Target>.State) {
        switch state {
        case .idle: self = .idle
        case let .pressed(origin, current): self = .pressed(origin: origin, current: current)
        case let .beginning(origin, current, byLongPress): self = .beginning(origin: origin, current: current, byLongPress: byLongPress)
        case let .lifted(origin, current): self = .lifted(origin: origin, current: current)
        case let .dragging(drag):
            self = .dragging(DragLifecycle.Dragging(origin: drag.origin, location: drag.location, target: drag.target,
                                                    operation: drag.operation, seenTargets: drag.seenTargets))
        case let .ended(operation): self = .ended(operation)
        }
    }

    /// Where the pointer is, in screen coordinates, as the last event said; nil at rest.
    public var pointer: Point? {
        switch self {
        case let .pressed(_, current), let .beginning(_, current, _), let .lifted(_, current): current
        case let .dragging(drag): drag.location
        case .idle, .ended: nil
        }
    }

    /// Where the pointer went down to start a drag from this application; nil at rest and
    /// for a session from another application.
    public var pressOrigin: Point? {
        switch self {
        case let .pressed(origin, _), let .beginning(origin, _, _), let .lifted(origin, _): origin
        case let .dragging(drag): drag.origin
        case .idle, .ended: nil
        }
    }

    /// No drag under way (never begun, or over): a press or a drag from another application
    /// may start one.
    public var isAtRest: Bool {
        switch self {
        case .idle, .ended: true
        case .pressed, .beginning, .lifted, .dragging: false
        }
    }
}

@available(*, deprecated)
extension DragLifecycle.Event {
    var machineEvent: DragMachine<Target>.Event {
        switch self {
        case let .press(point): .press(point)
        case let .move(point, over): .move(point, over: over)
        case .dragRecognized: .dragRecognized
        case .longPressElapsed: .longPressElapsed
        case let .tap(point): .tap(point)
        case .release: .release
        case .escape: .escape
        case let .targetAppeared(target): .targetAppeared(target)
        case let .targetDisappeared(target): .targetDisappeared(target)
        case let .itemsProvided(count): .itemsProvided(count: count)
        case let .itemsAdded(count): .itemsAdded(count: count)
        case let .proposal(operation): .proposal(operation)
        case let .externalSessionEntered(point): .externalSessionEntered(point)
        case .externalSessionExited: .externalSessionExited
        case let .endedElsewhere(operation): .endedElsewhere(operation)
        }
    }
}

@available(*, deprecated)
extension DragLifecycle.Action {
    init(_ action: DragMachine<Target>.Action) {
        switch action {
        case .startLongPressTimer: self = .startLongPressTimer
        case .cancelLongPressTimer: self = .cancelLongPressTimer
        case let .requestItems(point, lift): self = .requestItems(at: point, lift: lift)
        case .cancelLift: self = .cancelLift
        case .beginSession: self = .beginSession
        case let .requestAdditionalItems(point): self = .requestAdditionalItems(at: point)
        case let .enter(target): self = .enter(target)
        case let .update(target): self = .update(target)
        case let .exit(target): self = .exit(target)
        case .sourceMoved: self = .sourceMoved
        case let .willEnd(operation): self = .willEnd(operation)
        case let .performDrop(target): self = .performDrop(target)
        case .cancelPreviews: self = .cancelPreviews
        case let .end(operation, targets): self = .end(operation, targets: targets)
        }
    }
}
