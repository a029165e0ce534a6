/// The drag-and-drop system of one application: its windows, and the drag in progress.
///
/// Input comes in screen coordinates — pointer down, moves, up, long press, tap, Escape,
/// and drags from other applications — and the system runs the drag's state
/// machine, hit-tests the windows' drop targets, negotiates proposals and calls every
/// delegate in UIKit's order. The GTK front end feeds it real pointer events; the
/// `HeadlessDragDriver` (DragDropTesting) feeds it scripted ones. Everything it does is reported as
/// ``DragDropEvent``s.
@MainActor
public final class DragDropSystem {
    typealias Lifecycle = DragMachine<ObjectIdentifier>

    /// The application's name, for logs.
    public let identifier: String
    /// The application's windows, in the order they were added.
    public private(set) var windows: [Window] = []
    /// Called with every event, as it happens (the front end draws from it).
    public var onEvent: ((DragDropEvent) -> Void)?
    /// Keep events in `recordedEvents` (the headless driver turns this on; its users read
    /// them as `events`, from DragDropTesting).
    package var recordsEvents = false
    /// Every delegate call made, in order, when `recordsEvents` is on.
    package private(set) var recordedEvents: [DragDropEvent] = []
    /// Called when a drag from another application was dropped here and all the data the
    /// destination asked for has arrived (the other side's didTransferItems).
    public var onExternalTransferCompleted: (() -> Void)?

    /// The operation in effect for the current drag (cancel when none).
    public var currentOperation: DropOperation { lifecycleOperation }
    /// How the last drag ended — the operation its source heard in `didEndWith` — once it
    /// has; nil before and during a drag. Front ends report this, not the window system's
    /// last action, which still says copy after Escape cancelled the drag.
    public var endedOperation: DropOperation? {
        if case let .ended(operation) = lifecycle.state { operation } else { nil }
    }
    /// The badge the drag preview shows now (SEMANTICS 1): the proposal of this
    /// application's target under the pointer, or, over another application, what it
    /// answered (a copy shows (+), a refusal ⊘).
    public var currentBadge: DragBadge {
        if let currentProposal {
            let badge = currentProposal.operation.badge
            return currentProposal.operation.performsDrop ? currentProposal.badge ?? badge : badge
        }
        guard let answer = drag?.otherApplicationAnswer, drag?.isOverThisApplication == false else { return .none }
        return answer.performsDrop ? .copy : .forbidden
    }
    /// The current drop target's latest proposal, as resolved (nil outside a target): the
    /// target's proposal with the operation in force, which is the lifecycle's
    /// (``currentOperation``) — the one record of it (issue 42.6).
    public var currentProposal: DropProposal? {
        guard let targetProposal else { return nil }
        let operation = currentOperation
        return operation == targetProposal.operation ? targetProposal : targetProposal.withOperation(operation)
    }
    /// The current drop target's latest proposal as it made it; the operation negotiated from
    /// it is the lifecycle's.
    private var targetProposal: DropProposal?
    /// Previews of the current or last drag, for the front end and tests.
    public private(set) var liftPreviews: [TargetedDragPreview] = []
    /// The cancel previews of the last drag, one per item (nil: the default).
    public private(set) var cancelPreviews: [TargetedDragPreview?] = []
    /// The drop previews of the last drop, one per item (nil: the default).
    public private(set) var dropPreviews: [TargetedDragPreview?] = []
    /// The views of the default drop previews, held as long as the previews (theirs is weak).
    var droppedItemViews: [View] = []

    var lifecycle: Lifecycle
    var drag: ActiveDrag?
    /// The spring-loaded view under the drag, and its wait.
    var springLoaded: (interaction: SpringLoadedInteraction, machine: SpringLoading)?
    /// The clock of timed behaviours (spring loading); a manual clock in tests.
    public var clock: any Clock<Duration> = ContinuousClock()
    /// The modifier keys held, as the front end last read them. The drop session shows them
    /// (``DropSession/modifierFlags``); a change during a drag over this application asks
    /// the target again, as a move would, so Shift turns a copy into a move at once.
    public var modifierFlags: KeyModifierFlags = [] {
        didSet {
            guard modifierFlags != oldValue, let drag, let session = drag.dropSession else { return }
            session.modifierFlags = modifierFlags
            if eventDepth == 0, isDragging, drag.isOverThisApplication, let pointer { pointerMoved(to: pointer) }
        }
    }
    /// Where the loads started while handling an event are counted (the headless driver's,
    /// for its `settle()`); nil counts nothing.
    package var loadCensus: LoadCensus?
    /// Nesting of `feed`; geometry changes inside an event defer their hit-test.
    var eventDepth = 0
    var needsHitTest = false

    /// Where the pointer is during a drag: the lifecycle's record, the only one (nil at rest).
    var pointer: Point? { lifecycle.state.pointer }

    /// The session under way, when it started in this application: the lifecycle's record of
    /// where a drag came from (its origin), the only one — whether ``dragSession`` exists is
    /// never asked for it (issue 42.6).
    var localDrag: Lifecycle.Dragging? {
        if case let .dragging(state) = lifecycle.state, state.hasLocalSource { state } else { nil }
    }
    /// The session under way, when it came from another application (the lifecycle's record).
    var externalDrag: Lifecycle.Dragging? {
        if case let .dragging(state) = lifecycle.state, !state.hasLocalSource { state } else { nil }
    }

    /// What the system holds for the drag in progress beyond the lifecycle's state (which
    /// alone says where the pointer is and which targets saw the session): the sessions,
    /// the source, the target objects behind the lifecycle's identifiers and their answers.
    final class ActiveDrag {
        /// The session of a drag from here, from the source's items on (nil before, and for a
        /// drag from elsewhere). Where the drag came from is the lifecycle's to say.
        var dragSession: DragSession?
        var dropSession: DropSession?
        var source: DragInteraction?
        var sourceView: View?
        /// Drop targets that saw the session, kept alive until their didEnd (SEMANTICS 7).
        var targets: [ObjectIdentifier: DropInteraction] = [:]
        /// Each target's `canHandle` answer, asked once per session.
        var canHandle: [ObjectIdentifier: Bool] = [:]
        /// Whether the pointer is over one of this application's windows.
        var isOverThisApplication = true
        /// What the application under the pointer answered, when it is another one.
        var otherApplicationAnswer: DropOperation?
        var dataAccess: DataAccessGate
        /// The lift's animator, until its completions ran.
        var liftAnimator: DragAnimator?
        /// The items' cancel animators, until their completions ran (before `didEndWith`).
        var cancelAnimators: [DragAnimator] = []

        init(dataAccess: DataAccessGate) {
            self.dataAccess = dataAccess
        }
    }

    /// The drag system of the application named `identifier`, whose drags start once the
    /// pointer moved 8 points from the press.
    public convenience init(identifier: String = "app") {
        self.init(identifier: identifier, dragThreshold: 8)
    }

    /// The drag system of the application named `identifier`, whose drags start once the
    /// pointer moved `dragThreshold` points from the press.
    public init(identifier: String = "app", dragThreshold: Double) {
        self.identifier = identifier
        self.lifecycle = Lifecycle(configuration: .init(dragThreshold: dragThreshold))
    }

    /// The drag system of the application named `identifier`, its threshold given as 0.1.0's
    /// ``DragLifecycle`` configuration (which leaves the public API, issue 42.8).
    @available(*, deprecated, renamed: "init(identifier:dragThreshold:)")
    public convenience init(identifier: String = "app", configuration: DragLifecycle<ObjectIdentifier>.Configuration = .init()) {
        self.init(identifier: identifier, dragThreshold: configuration.dragThreshold)
    }

    /// The lifecycle's state, for the package's tests (front ends ask ``isDragging``).
    package var state: DragMachine<ObjectIdentifier>.State { lifecycle.state }

    /// Whether a drag (from here or elsewhere) is in progress in this application.
    public var isDragging: Bool {
        switch lifecycle.state {
        case .dragging, .lifted: true
        case .idle, .pressed, .beginning, .ended: false
        }
    }

    /// The current drag session when the drag started here.
    public var dragSession: DragSession? { drag?.dragSession }
    /// The current drop session.
    public var dropSession: DropSession? { drag?.dropSession }

    /// Adds a window whose views take part in drags.
    public func addWindow(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window.application = self
        rehitTest()
    }

    /// Removes a window; a drag over it ends as if it had left.
    public func removeWindow(_ window: Window) {
        windows.removeAll { $0 === window }
        window.application = nil
        rehitTest()
    }

    /// The front-most window of this application containing a screen point.
    public func window(at screenPoint: Point) -> Window? {
        windows.enumerated()
            .filter { $0.element.frame.contains(screenPoint) }
            .max { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }?.element
    }

    // MARK: Input from a drag started here

    /// Pointer down at a screen point. Returns whether it landed on a drag source.
    @discardableResult
    public func pointerDown(at point: Point) -> Bool {
        guard lifecycle.state.isAtRest else { return false }
        guard let window = window(at: point),
              let interaction = window.dragInteraction(at: window.convert(fromScreen: point)) else { return false }
        drag = ActiveDrag(dataAccess: DataAccessGate())
        drag?.source = interaction
        drag?.sourceView = interaction.view
        return feed(.press(point))
    }

    /// The pointer moved to a screen point; `overThisApplication` is false when another
    /// application's window is under it (the driver knows; a front end outside its windows).
    @discardableResult
    public func pointerMoved(to point: Point, overThisApplication: Bool = true) -> Bool {
        drag?.isOverThisApplication = overThisApplication
        if overThisApplication { drag?.otherApplicationAnswer = nil }
        updateSessionLocations(point)
        return feed(.move(point, over: overThisApplication ? target(at: point) : nil))
    }

    /// A drag the toolkit has already recognised (e.g. GTK's drag source decided the
    /// threshold): press and start at once, with the pointer where it was pressed. Returns
    /// whether the source gave items.
    @discardableResult
    public func beginDrag(at point: Point) -> Bool {
        guard pointerDown(at: point), feed(.dragRecognized) else { return false }
        return localDrag != nil
    }

    /// A long press at `point` (a touch screen's, or the mouse's when the front end allows
    /// it) lifts the items there, as on iOS: itemsForBeginning and the lift previews, and the
    /// state is `lifted`; the session begins with the first move past the threshold; a
    /// release, Escape or the window system ending the drag first puts them back
    /// (SEMANTICS 45). Returns whether items were lifted.
    @discardableResult
    public func longPress(at point: Point) -> Bool {
        guard pointerDown(at: point), longPressElapsed(), case .lifted = lifecycle.state else { return false }
        return true
    }

    /// The pointer left this application's windows during its own drag (it is over another
    /// application or the desktop now): targets are exited; the badge waits for the other
    /// application's answer.
    @discardableResult
    public func pointerLeftApplication() -> Bool {
        guard drag != nil, let location = pointer else { return false }
        return pointerMoved(to: location, overThisApplication: false)
    }

    /// Over another application, the window system negotiated `operation` with it (copy, or
    /// cancel for a refusal): the badge follows. Ignored while over this application, whose
    /// own targets decide (SEMANTICS 1, 2).
    public func otherApplicationAnswered(_ operation: DropOperation) {
        guard let drag, localDrag != nil, !drag.isOverThisApplication else { return }
        drag.otherApplicationAnswer = InterProcessTransfer.operationReported(byOtherProcess: operation)
    }

    /// The pointer was released. Returns false when that meant nothing.
    @discardableResult
    public func pointerUp() -> Bool {
        askTargetToAcceptDrop()
        return feed(.release)
    }

    /// Before a release over a target that would take the drop, the target may still refuse
    /// it (`acceptsDrop`); then the drop ends as a cancel.
    private func askTargetToAcceptDrop() {
        guard case let .dragging(state) = lifecycle.state, let id = state.target, state.operation.performsDrop,
              let drag, let interaction = drag.targets[id], let session = drag.dropSession,
              interaction.delegate?.dropInteraction(interaction, acceptsDrop: session) == false else { return }
        record(.refusedDrop, interaction.view)
        feed(.proposal(.cancel))
    }

    /// The long-press timer fired. Returns false when that meant nothing.
    @discardableResult
    public func longPressElapsed() -> Bool { feed(.longPressElapsed) }

    /// A tap (click) at a screen point during the drag: adds items from the source there.
    @discardableResult
    public func tap(at point: Point) -> Bool { feed(.tap(point)) }

    /// Escape was pressed: a drag in progress is cancelled. Returns false when there was none.
    @discardableResult
    public func escape() -> Bool { feed(.escape) }

    /// This application's drag was released over another application, which reported
    /// `operation`. The source hears copy for any drop another process took — never move,
    /// so it never deletes an original another application only copied (SEMANTICS 2) — and
    /// cancel when it refused or when the drag is restricted to this application.
    @discardableResult
    public func dragEndedElsewhere(with operation: DropOperation) -> Bool {
        let restricted = drag?.dragSession?.isRestrictedToDraggingApplication ?? false
        return feed(.endedElsewhere(restricted ? .cancel : InterProcessTransfer.operationReported(byOtherProcess: operation)))
    }

    /// The window system ended this application's drag because, by its own negotiation, no
    /// target took it. Over this application that negotiation is not the one that counts
    /// (SEMANTICS 40): X11 offers a copy-only drag no action at all while Shift is held, though
    /// the target under the pointer would take it. Over this application, a target whose
    /// answer performs a drop gets a release, exactly as if the window system had delivered
    /// it (the target may still refuse in `acceptsDrop`); anywhere else the drag ends as a
    /// cancel. Returns whether it was handled as a release over this application.
    @discardableResult
    public func windowSystemFoundNoTarget() -> Bool {
        if localDrag != nil, let drag, drag.isOverThisApplication,
           currentOperation.performsDrop {
            return pointerUp()
        }
        dragEndedElsewhere(with: .cancel)
        return false
    }

    /// The other application received all the data it asked for from this drag.
    public func dataTransferCompletedElsewhere() {
        guard let session = lastEndedSession, let source = session.sourceInteraction else { return }
        record(.didTransferItems, source.view)
        source.delegate?.dragInteraction(source, sessionDidTransferItems: session)
        lastEndedSession = nil
    }

    var lastEndedSession: DragSession?

    // MARK: Input from a drag started in another application

    /// A drag from another application entered this one at a screen point. Its items are
    /// what that application exported (no local objects, `.all` representations only);
    /// `dataAccess` guards their loaders until the drop (SEMANTICS 8).
    @discardableResult
    public func externalDragEntered(items: [DragItem], at point: Point, dataAccess: DataAccessGate = DataAccessGate()) -> Bool {
        guard lifecycle.state.isAtRest else { return false }
        let active = ActiveDrag(dataAccess: dataAccess)
        active.dropSession = DropSession(externalItems: items, screenLocation: point, dataAccess: dataAccess)
        active.dropSession?.modifierFlags = modifierFlags
        drag = active
        guard feed(.externalSessionEntered(point)) else { return false }
        UnplacedDropTargets.reportAtDragStart()
        return feed(.move(point, over: target(at: point)))
    }

    /// A drag from another application moved to `point`. Returns false when none is in progress.
    @discardableResult
    public func externalDragMoved(to point: Point) -> Bool {
        guard externalDrag != nil else { return false }
        return pointerMoved(to: point)
    }

    /// The external drag left this application without a drop.
    @discardableResult
    public func externalDragExited() -> Bool { feed(.externalSessionExited) }

    /// The external drag left the view it was over — for another view of this application,
    /// whose ``externalDragMoved(to:)`` follows, or for another application
    /// (``externalDragExited()`` follows): toolkits report the leave first. The target is
    /// exited now and the operation is cancel; the pointer keeps its last place. Returns
    /// false when no external drag is in progress.
    @discardableResult
    public func externalDragLeftViews() -> Bool {
        guard let state = externalDrag else { return false }
        return feed(.move(state.location, over: nil))
    }

    /// The external drag turned out to carry several items — a `text/uri-list` of several
    /// files, which toolkits only reveal when the data is read — so its items become
    /// `items`, in order. Call it right before ``externalDrop()``; false (nothing changes)
    /// when no external drag is in progress.
    ///
    /// Deprecated: no front end replaces items after the drag entered; a drag whose items are
    /// known only from its uri-list enters through ``ExternalDragResolution`` with them.
    @available(*, deprecated, message: "enter the drag through ExternalDragResolution, which reads its uri-list before any target hears of it")
    @discardableResult
    public func externalDragItemsResolved(_ items: [DragItem]) -> Bool {
        guard externalDrag != nil, let session = drag?.dropSession, !items.isEmpty else {
            return false
        }
        session.externalItems = items
        return true
    }

    /// The external drag was released here. Returns the operation performed (cancel when
    /// nothing accepted it), for the other application's didEnd.
    @discardableResult
    public func externalDrop() -> DropOperation {
        guard let state = externalDrag else { return .cancel }
        askTargetToAcceptDrop()
        let operation = state.target != nil ? currentOperation : .cancel
        return feed(.release) && operation.performsDrop ? operation : .cancel
    }

    // MARK: Hit-testing

    /// The front-most drop target at a screen point that can handle the session
    /// (canHandle is asked once per target per session).
    func target(at point: Point) -> ObjectIdentifier? {
        guard let window = window(at: point),
              let interaction = window.dropInteraction(at: window.convert(fromScreen: point)),
              let drag, let session = drag.dropSession else { return nil }
        let id = ObjectIdentifier(interaction)
        if drag.canHandle[id] == nil {
            let answer = interaction.delegate?.dropInteraction(interaction, canHandle: session) ?? false
            drag.canHandle[id] = answer
            record(.canHandle(answer), interaction.view)
        }
        guard drag.canHandle[id] == true else { return nil }
        drag.targets[id] = interaction
        return id
    }

    /// After a view or window changed, the target under the pointer may have changed.
    func rehitTest() {
        guard eventDepth == 0 else {
            needsHitTest = true
            return
        }
        defer { syncSpringLoading() }
        guard case let .dragging(state) = lifecycle.state, drag != nil else { return }
        let current = target(at: state.location)
        if let old = state.target, current != old {
            feed(.targetDisappeared(old))
        }
        if let current, current != state.target {
            feed(.targetAppeared(current))
        }
    }

    func viewDidChangeGeometry(_ view: View) { rehitTest() }
    func viewWasRemoved(_ view: View) { rehitTest() }
    func windowDidChangeGeometry(_ window: Window) { rehitTest() }

    private func updateSessionLocations(_ point: Point) {
        drag?.dragSession?.screenLocation = point
        drag?.dropSession?.screenLocation = point
    }

    private var lifecycleOperation: DropOperation {
        switch lifecycle.state {
        case let .dragging(state): state.operation
        case let .ended(operation): operation
        case .idle, .pressed, .beginning, .lifted: .cancel
        }
    }

    // MARK: Events

    func record(_ kind: DragDropEvent.Kind, _ view: View?) {
        let event = DragDropEvent(kind, view: view?.identifier ?? "?")
        if recordsEvents { recordedEvents.append(event) }
        onEvent?(event)
    }

    /// Forgets the recorded events.
    package func clearRecordedEvents() { recordedEvents.removeAll() }

    func resetPreviews() {
        liftPreviews = []
        cancelPreviews = []
        dropPreviews = []
        droppedItemViews = []
    }

    func setLiftPreviews(_ previews: [TargetedDragPreview]) { liftPreviews = previews }
    func setCancelPreviews(_ previews: [TargetedDragPreview?]) { cancelPreviews = previews }
    func setDropPreviews(_ previews: [TargetedDragPreview?]) { dropPreviews = previews }
    func setTargetProposal(_ proposal: DropProposal?) { targetProposal = proposal }
}
