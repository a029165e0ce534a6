import Foundation
@_exported import DragDrop

/// Drives drags without a screen, in the spirit of swift-nio's `EmbeddedChannel`: it plays
/// the window server and the pointer for one or more applications (each a
/// ``DragDrop/DragDropSystem``), so a plain `swift test` can script a whole drag — press, move
/// along a path, long press, tap to add items, release or Escape — and then inspect what
/// every delegate saw, the operation, the badge and the previews.
///
/// Drags can cross applications: the receiving one sees only exported representations and
/// no local objects. Drags can also come from a simulated foreign application
/// (``beginExternalDrag(_:at:)``) whose data arrives when the test
/// says, and go out to a simulated foreign window
/// (``addForeignDropZone(_:frame:level:accepting:operation:)``).
///
/// ```swift
/// let driver = HeadlessDragDriver()
/// let app = driver.makeApplication("gallery")
/// let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
/// app.addWindow(window)
/// // … add views with DragInteraction / DropInteraction to the window …
/// driver.drag(from: Point(x: 10, y: 10), to: Point(x: 400, y: 300))
/// #expect(app.events.contains(DragDropEvent(.performDrop, view: "trash")))
/// ```
@MainActor
public final class HeadlessDragDriver {
    /// The applications made with ``makeApplication(_:)``, in order.
    public private(set) var applications: [DragDropSystem] = []
    /// The other applications' windows added with ``addForeignDropZone(_:frame:level:accepting:operation:)``.
    public private(set) var foreignDropZones: [ForeignDropZone] = []
    /// Where the pointer is, in screen coordinates.
    public private(set) var pointer = Point.zero

    private var activeDrag: ActiveDrag?

    private enum Origin {
        case application(DragDropSystem)
        case external(ExternalDrag)
    }

    /// A drag in progress and the application currently showing it as an external session.
    private struct ActiveDrag {
        var origin: Origin
        var visitedApplication: DragDropSystem?
    }

    /// Counts the loads this driver's work started, for ``settle(quietRounds:maximumRounds:)``.
    private let census = LoadCensus()

    /// A driver with no applications and the pointer at the origin.
    public init() {}

    /// A new application with its own drag system; it records its events, and the loads
    /// its delegates start are the driver's to settle.
    public func makeApplication(_ identifier: String) -> DragDropSystem {
        let system = DragDropSystem(identifier: identifier)
        system.recordsEvents = true
        system.loadCensus = census
        applications.append(system)
        return system
    }

    /// A window of a simulated other application that reads `types` from drops.
    public func addForeignDropZone(_ identifier: String, frame: Rect, level: Int = 0,
                                   accepting types: [TypeIdentifier], operation: DropOperation = .copy) -> ForeignDropZone {
        let zone = ForeignDropZone(identifier: identifier, frame: frame, level: level,
                                   acceptedTypes: types, operation: operation)
        foreignDropZones.append(zone)
        return zone
    }

    // MARK: Scripting the pointer

    /// Pointer down. Returns whether it landed on a drag source.
    @discardableResult
    public func press(at point: Point) -> Bool {
        pointer = point
        guard activeDrag == nil, case let .application(app)? = owner(at: point) else { return false }
        guard app.pointerDown(at: point) else { return false }
        activeDrag = ActiveDrag(origin: .application(app))
        return true
    }

    /// Moves the pointer to `point` in `steps` equal steps (each a pointer-move event).
    public func move(to point: Point, steps: Int = 1) {
        Self.points(from: pointer, to: point, steps: steps).forEach(moveOnce)
    }

    /// The points `steps` equal steps (at least one) take from `start` to `end`, `end` last.
    private static func points(from start: Point, to end: Point, steps: Int) -> [Point] {
        let count = max(1, steps)
        return (1...count).map { step in
            let t = Double(step) / Double(count)
            return Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }

    /// Moves `view`'s interactive movement through `points` (the view's coordinates) and ends
    /// it; returns whether the item's target differed from its source at the end.
    private static func finishMovement(of view: IndexedCollectionView, through points: [Point]) -> Bool {
        points.forEach(view.updateInteractiveMovementTargetPosition)
        let moved = view.interactiveMovementTarget != view.interactiveMovementSource
        view.endInteractiveMovement()
        return moved
    }

    /// Moves the pointer through every point of `path`.
    public func move(along path: [Point]) {
        path.forEach(moveOnce)
    }

    /// Holds `flags` down (none: releases every key), in every application, as a keyboard
    /// does: a drag in progress is asked again at once.
    public func holdModifierKeys(_ flags: KeyModifierFlags) {
        for application in applications { application.modifierFlags = flags }
    }

    /// Holds the pointer still long enough for a long press (touch screens).
    @discardableResult
    public func longPress() -> Bool {
        guard case let .application(app)? = activeDrag?.origin else { return false }
        return app.longPressElapsed()
    }

    /// A tap during a drag: the source under `point` may add items (SEMANTICS 10).
    @discardableResult
    public func tap(at point: Point) -> Bool {
        guard case let .application(app)? = activeDrag?.origin else { return false }
        return app.tap(at: point)
    }

    /// Pointer up: drops where the pointer is. Returns false when there was nothing to
    /// release (no drag, or the drag already ended).
    @discardableResult
    public func release() -> Bool {
        guard let drag = activeDrag else { return false }
        activeDrag = nil
        switch drag.origin {
        case let .application(app):
            guard let visited = drag.visitedApplication else {
                if let zone = foreignZone(at: pointer) { return dropOnForeignZone(zone, from: app) }
                return app.pointerUp()
            }
            let operation = visited.externalDrop()
            if !operation.performsDrop { visited.externalDragExited() }
            return app.dragEndedElsewhere(with: operation)
        case let .external(external):
            guard let visited = drag.visitedApplication else {
                external.finish(with: .cancel)
                return true
            }
            let operation = visited.externalDrop()
            if !operation.performsDrop { visited.externalDragExited() }
            external.finish(with: operation)
            return true
        }
    }

    /// Pointer up where the window system's own negotiation found no target, as X11 does for
    /// a copy-only drag while Shift is held: the application that began the drag hears
    /// ``DragDrop/DragDropSystem/windowSystemFoundNoTarget()`` (SEMANTICS 40). Returns its answer.
    @discardableResult
    public func releaseFindingNoWindowSystemTarget() -> Bool {
        guard let drag = activeDrag, case let .application(app) = drag.origin else { return release() }
        activeDrag = nil
        drag.visitedApplication?.externalDragExited()
        if drag.visitedApplication != nil { app.pointerLeftApplication() }
        return app.windowSystemFoundNoTarget()
    }

    /// Escape: cancels the drag.
    @discardableResult
    public func cancel() -> Bool {
        guard let drag = activeDrag else { return false }
        activeDrag = nil
        drag.visitedApplication?.externalDragExited()
        switch drag.origin {
        case let .application(app): return app.escape()
        case let .external(external):
            external.finish(with: .cancel)
            return true
        }
    }

    /// Press at `start`, move to `end` in `steps`, release. Returns the release's result. A
    /// press on an item that UICollectionViewController's standard gesture moves (the view
    /// offers no drag and drop) moves it the classic way instead, as the GTK front end does;
    /// then the result is whether it moved.
    @discardableResult
    public func drag(from start: Point, to end: Point, steps: Int = 8) -> Bool {
        if activeDrag == nil, let moved = moveByStandardGesture(from: start, to: end, steps: steps) { return moved }
        guard press(at: start) else { return false }
        move(to: end, steps: steps)
        return release()
    }

    /// The classic move of UICollectionViewController's standard gesture from the item under
    /// `start` (screen coordinates): whether it moved; nil, doing nothing, when no such item
    /// is there.
    private func moveByStandardGesture(from start: Point, to end: Point, steps: Int) -> Bool? {
        guard case let .application(app)? = owner(at: start),
              let window = app.windows.last(where: { $0.frame.contains(start) }) else { return nil }
        let point = window.convert(fromScreen: start)
        guard let view = window.dragInteraction(at: point)?.view as? IndexedCollectionView else { return nil }
        let origin = view.frameInWindow.origin
        let inView = { (screen: Point) in
            let local = window.convert(fromScreen: screen)
            return Point(x: local.x - origin.x, y: local.y - origin.y)
        }
        let from = inView(start)
        guard let path = view.itemMovedByPressAndDrag(at: Point(x: from.x + view.contentOffset.x, y: from.y + view.contentOffset.y)),
              view.beginInteractiveMovementForItem(at: path) else { return nil }
        pointer = end
        return Self.finishMovement(of: view, through: Self.points(from: start, to: end, steps: steps).map(inView))
    }

    // MARK: Classic reordering

    /// Presses the reorder handle of the item at `indexPath` (data-source path) in `view`,
    /// drags it to `point` (in the view's coordinates) in `steps`, and releases — the
    /// classic move of UIKit's edit mode, no drag and drop involved. Returns false, doing
    /// nothing, when the item shows no handle (``DragDrop/IndexedCollectionView/showsReorderControl(at:)``).
    @discardableResult
    public func dragReorderHandle(of indexPath: IndexPath, in view: IndexedCollectionView, to point: Point,
                                  steps: Int = 4) -> Bool {
        guard view.showsReorderControl(at: indexPath),
              let start = view.presentationIndexPath(forDataSourceIndexPath: indexPath).flatMap(view.layoutAttributesForItem(at:)),
              view.beginInteractiveMovementForItem(at: indexPath) else { return false }
        let from = Point(x: start.maxX - 4 - view.contentOffset.x, y: start.midY - view.contentOffset.y)
        _ = Self.finishMovement(of: view, through: Self.points(from: from, to: point, steps: steps))
        return true
    }

    // MARK: Drags from another application

    /// A drag from a simulated other application enters the screen at `point`. As any drag
    /// from another process, it can only be copied (SEMANTICS 2).
    @discardableResult
    public func beginExternalDrag(_ items: [ExternalItem], at point: Point) -> ExternalDrag {
        begin(ExternalDrag(items: items), at: point)
    }

    /// A drag from a simulated other application described as the window system shows it: the
    /// MIME types it offers, in its order, with their bytes. It enters as a front end enters
    /// such a drag (`InterProcessExport.items(offering:uriList:offered:guardedBy:)`): a file
    /// manager's `text/uri-list` becomes its files; anything else one item of the known types.
    @discardableResult
    public func beginExternalDrag(offering offer: KeyValuePairs<String, Data>, at point: Point) -> ExternalDrag {
        begin(ExternalDrag(offer: offer.map { ($0.key, $0.value) }), at: point)
    }

    /// A file manager's drag of `files` enters the screen at `point`: a `text/uri-list` of
    /// them, which the receiving application reads on entering and makes one item per file
    /// of, in order, each typed by its name's extension, else by its first bytes, with its
    /// name as the suggested name (SEMANTICS 42) — as ``beginExternalDrag(offering:at:)``
    /// with that list.
    /// - Precondition: every URL is a file URL.
    @discardableResult
    public func beginExternalDrag(files: [URL], at point: Point) -> ExternalDrag {
        precondition(!files.isEmpty && files.allSatisfy(\.isFileURL), "beginExternalDrag(files:at:) takes file URLs, not \(files)")
        let list = files.map { $0.absoluteString + "\r\n" }.joined()
        return beginExternalDrag(offering: ["text/uri-list": Data(list.utf8)], at: point)
    }

    /// Pastes the content of another application's clipboard (`items`, whose data is read
    /// when loaded, as a drop's is) at `point`, as Ctrl+V with the pointer there does in the
    /// GTK front end: the application's view there with a `pasteConfiguration` that takes
    /// them gets `paste(itemProviders:)` (``DragDrop/DragDropSystem/paste(_:at:)``). Returns
    /// that view; nil when no application's view there takes the paste.
    @discardableResult
    public func paste(_ items: [ExternalItem], at point: Point) -> View? {
        guard case let .application(app)? = owner(at: point) else { return nil }
        return app.paste(items.map(\.itemProvider), at: point)  // its loads are counted in its census, this driver's
    }

    private func begin(_ external: ExternalDrag, at point: Point) -> ExternalDrag {
        activeDrag?.visitedApplication?.externalDragExited()
        activeDrag = ActiveDrag(origin: .external(external))
        pointer = point
        moveOnce(to: point)
        return external
    }

    // MARK: Inspection

    /// Waits (yielding to other tasks) until `condition` holds or `timeout` passes.
    /// Returns whether it held. The default is generous: work on other threads can take
    /// seconds on a loaded machine (a CI runner, a parallel test run), and a wait that
    /// succeeds returns as soon as the condition holds.
    @discardableResult
    public func waitUntil(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            if clock.now >= deadline { return false }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }

    /// Runs `body` with the data loads it starts — and those of the tasks it starts —
    /// counted as this driver's, for ``settle(quietRounds:maximumRounds:)``. Loads that the
    /// driver's applications start while handling input are counted without it; use it for
    /// loads a test starts itself.
    @discardableResult
    public func tracking<Result>(_ body: () throws -> Result) rethrows -> Result {
        try LoadCensus.$current.withValue(census, operation: body)
    }

    /// Lets the work this driver started run to its end, deterministically — no wall-clock
    /// waiting: yields to other tasks until every data load it counts (those its
    /// applications' delegates started, and those started inside
    /// ``tracking(_:)``) has finished or waits for data a test has not delivered yet
    /// (``ExternalItem/deliver(_:as:)``) — a load counts from the call that starts it until its
    /// completion handler has returned — and then for `quietRounds` more yields so that
    /// results reach the main actor. Loads of other drivers — other tests running at the
    /// same time — do not hold it up. Use it before asserting that something did *not* happen.
    /// - Returns: false when that state was not reached within `maximumRounds` yields
    ///   (e.g. a load sleeping on a clock).
    @discardableResult
    public func settle(quietRounds: Int = 50, maximumRounds: Int = 100_000) async -> Bool {
        var quiet = 0
        for _ in 0..<maximumRounds {
            await Task.yield()
            quiet = census.isQuiet ? quiet + 1 : 0
            if quiet >= quietRounds { return true }
        }
        return false
    }

    // MARK: Routing

    private enum Owner {
        case application(DragDropSystem)
        case foreign(ForeignDropZone)
    }

    /// The front-most window at a screen point, of any application.
    private func owner(at point: Point) -> Owner? {
        var best: (level: Int, rank: Int, owner: Owner)?
        var rank = 0
        for app in applications {
            for window in app.windows where window.frame.contains(point) {
                rank += 1
                if best == nil || (window.level, rank) > (best!.level, best!.rank) {
                    best = (window.level, rank, .application(app))
                }
            }
        }
        for zone in foreignDropZones where zone.frame.contains(point) {
            rank += 1
            if best == nil || (zone.level, rank) > (best!.level, best!.rank) {
                best = (zone.level, rank, .foreign(zone))
            }
        }
        return best?.owner
    }

    private func foreignZone(at point: Point) -> ForeignDropZone? {
        if case let .foreign(zone)? = owner(at: point) { return zone }
        return nil
    }

    private func moveOnce(to point: Point) {
        pointer = point
        guard var drag = activeDrag else { return }
        let ownerApp: DragDropSystem? = if case let .application(app)? = owner(at: point) { app } else { nil }
        switch drag.origin {
        case let .application(source):
            source.pointerMoved(to: point, overThisApplication: ownerApp === source)
            // Only a started, unrestricted session is shown to other applications (SEMANTICS 4).
            let visible = source.dragSession.map { !$0.isRestrictedToDraggingApplication && source.isDragging } ?? false
            route(&drag, to: visible && ownerApp !== source ? ownerApp : nil, at: point)
            // What the window system would report back from the application under the pointer.
            if ownerApp !== source {
                var answer = DropOperation.cancel
                if visible, let other = ownerApp {
                    answer = other.currentOperation
                } else if visible, let zone = foreignZone(at: point), let session = source.dragSession {
                    answer = zone.answer(to: session)
                }
                source.otherApplicationAnswered(answer)
            }
        case .external:
            route(&drag, to: ownerApp, at: point)
        }
        activeDrag = drag
    }

    /// Shows the drag to `visitor` as an external session (entering, moving, exiting).
    /// Each visited application gets its own items and its own data gate, as each would
    /// get its own drop session from the system.
    private func route(_ drag: inout ActiveDrag, to visitor: DragDropSystem?, at point: Point) {
        guard drag.visitedApplication !== visitor else {
            visitor?.externalDragMoved(to: point)
            return
        }
        drag.visitedApplication?.externalDragExited()
        drag.visitedApplication = nil
        guard let visitor else { return }
        let access = DataAccessGate()
        let providers: [ItemProvider]
        switch drag.origin {
        case let .application(source):
            providers = (source.dragSession?.items ?? []).map { $0.itemProvider.exportedForOtherProcesses(guardedBy: access) }
            visitor.onExternalTransferCompleted = { [weak source] in source?.dataTransferCompletedElsewhere() }
        case let .external(external):
            providers = external.itemProviders(access: access)
            visitor.onExternalTransferCompleted = nil
        }
        if visitor.externalDragEntered(items: providers.map(DragItem.init(itemProvider:)), at: point, dataAccess: access) {
            drag.visitedApplication = visitor
        }
    }

    private func dropOnForeignZone(_ zone: ForeignDropZone, from app: DragDropSystem) -> Bool {
        guard let session = app.dragSession else { return app.dragEndedElsewhere(with: .cancel) }
        let answer = zone.answer(to: session)
        guard answer.performsDrop else { return app.dragEndedElsewhere(with: .cancel) }
        let providers = session.items.map { $0.itemProvider.exportedForOtherProcesses() }
        let ended = app.dragEndedElsewhere(with: answer)
        tracking {
            Task { @MainActor [weak app] in
                await zone.receive(providers)
                app?.dataTransferCompletedElsewhere()
            }
        }
        return ended
    }
}

/// A drag from a simulated other application, and how it ended.
@MainActor
public final class ExternalDrag {
    /// The items the other application drags (none when it is described by its ``offer``).
    public let items: [ExternalItem]
    /// The MIME types the other application offers, in its order, with their bytes (empty
    /// when it is described by its ``items``).
    public let offer: [(mime: String, data: Data)]
    /// The operation the receiving application performed; nil while the drag goes on.
    public private(set) var result: DropOperation?

    init(items: [ExternalItem]) {
        self.items = items
        offer = []
    }

    init(offer: [(mime: String, data: Data)]) {
        items = []
        self.offer = offer
    }

    /// What a receiving application's items read, their loaders closed until the drop.
    func itemProviders(access: DataAccessGate) -> [ItemProvider] {
        guard !offer.isEmpty else { return items.map { $0.makeItemProvider(access: access) } }
        let offer = self.offer, mimeTypes = offer.map(\.mime)
        let offered = InterProcessExport.item(offering: mimeTypes) { mime, _ in
            try access.check()
            return offer.first { $0.mime == mime }?.data ?? Data()
        }
        // Entered as a front end enters it (`ExternalDragResolution`), its list read at once.
        var resolution = ExternalDragResolution(offering: mimeTypes)
        var actions = resolution.arrived(at: .zero)
        if actions == [.readURIList] {
            actions = resolution.listRead(offer.first { $0.mime == "text/uri-list" }?.data)
        }
        guard case let .enter(_, uriList)? = actions.first else { return [] }
        return InterProcessExport.items(offering: mimeTypes, uriList: uriList,
                                        offered: offered.map { [$0] } ?? [], guardedBy: access).map(\.itemProvider)
    }

    func finish(with operation: DropOperation) {
        result = operation
    }
}
