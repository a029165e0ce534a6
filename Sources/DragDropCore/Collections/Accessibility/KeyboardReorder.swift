import Foundation

/// Drag and drop without a pointer: lift the focused item with Space (or Enter, unless Enter
/// opens it: ``onActivate``), move the
/// destination with the arrow keys through the positions the view's delegates accept, take
/// it to the next or previous collection of the window (``Key/nextCollection``, which front
/// ends map to Ctrl+arrows) through the positions that collection's drop delegate accepts,
/// drop with Space or Enter, cancel with Escape. Each step is announced for assistive
/// technologies, counting from 1: "Lifted Venice, position 3 of 15", "Moved to position 5
/// of 15", "Moved to Doing, position 4 of 4", "Dropped", "Cancelled".
///
/// The same delegate calls as a pointer drag are made (itemsForBeginning, dropSessionDidUpdate
/// for each candidate, performDropWith), so one implementation serves both.
@MainActor
public final class KeyboardReorder {
    /// A key the keyboard path understands.
    public enum Key: Sendable, Hashable {
        /// Space or Enter lifts and drops, Escape cancels, the arrows move the focus or the lifted item.
        case space, enter, escape, up, down, left, right
        /// Home and End, as in GtkGridView: the focus to the first or last item; while an item
        /// is lifted, its destination to the first or last position it may take.
        case home, end
        /// While an item is lifted: to the next or previous collection of the window that
        /// takes it (in reading order: left to right, then top to bottom).
        case nextCollection, previousCollection
    }

    /// The view whose items the keyboard moves.
    public let view: IndexedCollectionView
    /// The item with keyboard focus (data-source path).
    public private(set) var focus: IndexPath
    /// Every announcement so far, oldest first.
    public private(set) var announcements: [String] = []
    /// Called with each announcement (the front end sends it to the screen reader).
    public var onAnnouncement: ((String) -> Void)?
    /// What Enter does to the focused item while nothing is lifted, when set: it opens, as
    /// Enter opens in GNOME Files, Shotwell or Loupe; Space still lifts. Unset, Enter lifts.
    public var onActivate: ((IndexPath) -> Void)?
    /// Called after the lifted item was dropped into another collection, with that collection
    /// and where the item landed: the front end moves the keyboard there.
    public var onDropIntoOtherCollection: ((IndexedCollectionView, IndexPath) -> Void)?
    /// The collections a lifted item can be taken to, in order (this view among them). By
    /// default the window's collection views with a drop delegate, in reading order.
    public var collections: () -> [IndexedCollectionView]

    private var lifted: Lifted?

    private struct Lifted {
        let source: IndexPath
        let session: DragSession
        let dropSession: DropSession
        /// The collection the destination is in (the view itself, or another).
        var target: IndexedCollectionView
        /// The accepted final positions in `target`, in order, and the current one.
        var candidates: [IndexPath]
        var current: Int
    }

    /// A keyboard path over `view`, its focus on `focus`.
    public init(view: IndexedCollectionView, focus: IndexPath = IndexPath(item: 0, section: 0)) {
        self.view = view
        self.focus = focus
        collections = { [weak view] in view.map(Self.collectionsInReadingOrder(around:)) ?? [] }
    }

    /// The collection views of `view`'s window that take drops (a drop delegate or a
    /// `dropDestination`; and `view`), left to right,
    /// then top to bottom — where they are drawn; one a front end does not draw (a page not
    /// shown) is none (SEMANTICS 47).
    static func collectionsInReadingOrder(around view: IndexedCollectionView) -> [IndexedCollectionView] {
        guard let window = view.window else { return [view] }
        var found: [IndexedCollectionView] = []
        func collect(_ views: [View]) {
            for candidate in views where !candidate.isHidden && (candidate === view || candidate.placement?.visible.isEmpty != true) {
                if let collection = candidate as? IndexedCollectionView, collection === view || collection.dropTarget.takesDrops {
                    found.append(collection)
                }
                collect(candidate.subviews)
            }
        }
        collect(window.subviews)
        return found.sorted { ($0.frameInWindow.minX, $0.frameInWindow.minY) < ($1.frameInWindow.minX, $1.frameInWindow.minY) }
    }

    /// Whether an item is lifted (between Space and the drop or Escape).
    public var isLifted: Bool { lifted != nil }

    /// The item being moved, while lifted.
    public var liftedItem: IndexPath? { lifted?.source }

    /// Moves the keyboard focus to an item (a click there, for example); refused while an
    /// item is lifted or when the path does not exist.
    @discardableResult
    public func moveFocus(to path: IndexPath) -> Bool {
        guard lifted == nil, path.count == 2, path.section < view.numberOfSections,
              path.item < view.dataSourceItemCount(inSection: path.section) else { return false }
        focus = path
        return true
    }

    /// The view's items changed (a batch): when the focused item was moved (`moveItem`: a
    /// mouse drop, a sort), the focus goes with it — after a mouse drop it is on the item moved,
    /// not on the neighbour that took its old place. Other batches leave the focus where it is:
    /// a drop into this view from another moves the keyboard to the landed item itself
    /// (``onDropIntoOtherCollection``), in the new places, before its batch is reported.
    /// Nothing changes while an item is lifted.
    /// - Complexity: O(log changes), as ``BatchUpdateResult/newIndexPath(forOld:)``.
    public func follow(_ result: BatchUpdateResult) {
        guard lifted == nil, result.movedItems.contains(focus), let moved = result.newIndexPath(forOld: focus) else { return }
        focus = moved
    }

    /// Where the lifted item would land now (in ``destinationCollection``).
    public var destination: IndexPath? { lifted.map { $0.candidates[$0.current] } }

    /// The collection the lifted item would land in now: this view, or another.
    public var destinationCollection: IndexedCollectionView? { lifted?.target }

    /// Handles one key; returns whether it is the keyboard path's, which a front end then
    /// keeps from everything else. A key that moved something brings the focus, or the lifted
    /// item's destination, into view (``scrollToFocus()``). While an item is lifted every key
    /// of the path is its own, even one that moves nothing (no further position, no other
    /// list): left to the toolkit it would move the keyboard focus away and orphan the lifted
    /// item (SEMANTICS 43).
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        let wasLifted = lifted != nil
        let used = apply(key)
        if used { scrollToFocus() }
        return used || wasLifted
    }

    /// Scrolls as little as shows the focused item — while an item is lifted, its destination,
    /// in the collection it is in (SEMANTICS 43, 46).
    public func scrollToFocus() {
        if let state = lifted, state.target !== view {
            let target = state.target
            let shown = target.presentationIndexPath(forDataSourceIndexPath: state.candidates[state.current])
            if let rect = target.dropHighlight?.rect ?? shown.flatMap(target.layoutAttributesForItem(at:)) {
                target.scrollRectToVisible(rect, animated: false)
            }
            return
        }
        guard let shown = view.presentationIndexPath(forDataSourceIndexPath: destination ?? focus),
              let frame = view.layoutAttributesForItem(at: shown) else { return }
        view.scrollRectToVisible(frame, animated: false)
    }

    private func apply(_ key: Key) -> Bool {
        switch (key, lifted) {
        case (.enter, nil) where onActivate != nil:
            guard view.hasItem(at: focus) else { return false }
            onActivate?(focus)
            return true
        case (.space, nil), (.enter, nil): return lift() || sayWhyNotLifted()
        case (.space, _?), (.enter, _?): return drop()
        case (.escape, _?): return cancel()
        case (.escape, nil): return false
        case (.nextCollection, _?): return switchCollection(by: 1)
        case (.previousCollection, _?): return switchCollection(by: -1)
        case (.nextCollection, nil), (.previousCollection, nil): return false
        case (.up, _), (.left, _): return step(-1)
        case (.down, _), (.right, _): return step(1)
        case (.home, _): return jump(toEnd: false)
        case (.end, _): return jump(toEnd: true)
        }
    }

    private func announce(_ text: String) {
        announcements.append(text)
        onAnnouncement?(text)
    }

    private func name(of path: IndexPath) -> String {
        view.presentationIndexPath(forDataSourceIndexPath: path).flatMap { view.cellForItem(at: $0)?.spokenLabel }
            ?? view.hooks.dataSourceCell(at: path)?.spokenLabel ?? "Item"
    }

    private func position(_ path: IndexPath, in collection: IndexedCollectionView? = nil) -> String {
        let collection = collection ?? view
        // A position in another collection counts the item arriving there.
        let count = collection.dataSourceItemCount(inSection: path.section) + (collection === view ? 0 : 1)
        let sections = collection.numberOfSections > 1 ? " in section \(path.section + 1)" : ""
        return "position \(path.item + 1) of \(count)\(sections)"
    }

    /// The lifted item's destination goes to the next (or previous) collection that takes it,
    /// at its end; back in this view, to where the item was.
    private func switchCollection(by delta: Int) -> Bool {
        guard let state = lifted, !state.session.items.isEmpty else { return false }
        let all = collections()
        guard var index = all.firstIndex(where: { $0 === state.target }) else { return false }
        while true {
            index += delta
            guard all.indices.contains(index) else {
                announce(delta > 0 ? "No next list takes it" : "No previous list takes it")
                return false
            }
            if retarget(to: all[index]) { return true }
        }
    }

    /// Takes the lifted item's destination to `candidate` (at its end; back in this view, to
    /// where the item was) and announces it; false, changing nothing, when `candidate`
    /// accepts no position.
    private func retarget(to candidate: IndexedCollectionView) -> Bool {
        guard var state = lifted, !state.session.items.isEmpty else { return false }
        let positions = candidate === view ? ownCandidates(state.dropSession, usesDrop: true)
            : otherCandidates(in: candidate, dropSession: state.dropSession)
        guard !positions.isEmpty else { return false }
        if state.target !== view {
            state.target.dropTarget.showKeyboardDestination(nil)
            state.target.hooks.dropSessionDidExit(state.dropSession)
        }
        if candidate !== view { candidate.hooks.dropSessionDidEnter(state.dropSession) }
        state.target = candidate
        state.candidates = positions
        state.current = candidate === view ? positions.firstIndex(of: state.source) ?? 0 : positions.count - 1
        if candidate !== view { candidate.dropTarget.showKeyboardDestination(positions[state.current]) }
        lifted = state
        announce("Moved to \(Self.name(of: candidate)), \(position(positions[state.current], in: candidate))")
        return true
    }

    private static func name(of collection: IndexedCollectionView) -> String {
        collection.accessibilityLabel ?? collection.identifier
    }

    // MARK: Moves in one step (accessible actions)

    /// The collections an item can be moved to in one step with ``move(_:to:)`` — the other
    /// collections of ``collections``, in order. Front ends offer each as an accessible action
    /// on every item ("Move to Doing"), as iOS offers drag and drop to VoiceOver.
    /// - Complexity: O(*v*) in the views of the window; no delegate is asked.
    public var moveDestinations: [IndexedCollectionView] { collections().filter { $0 !== view } }

    /// Moves the item at `path` to the end of `collection` — the last position its drop
    /// delegate accepts — in one step, as Space, Ctrl+arrows to it and Space would: the same
    /// delegate calls and announcements, ending in "Dropped in Doing" (SEMANTICS 43). When
    /// the item cannot be lifted or `collection` accepts no position, nothing changes and
    /// the reason is announced ("Doing does not take Dark style"); returns false.
    @discardableResult
    public func move(_ path: IndexPath, to collection: IndexedCollectionView) -> Bool {
        guard collection !== view, lifted == nil else { return false }
        guard moveFocus(to: path), lift() else {
            announce("\(view.hasItem(at: path) ? name(of: path) : "That item") cannot be moved")
            return false
        }
        guard retarget(to: collection) else {
            let item = name(of: path)
            _ = cancel()
            announce("\(Self.name(of: collection)) does not take \(item)")
            return false
        }
        return drop()
    }

    /// The positions of this view the delegates accept for the lifted item.
    private func ownCandidates(_ dropSession: DropSession, usesDrop: Bool) -> [IndexPath] {
        var candidates: [IndexPath] = []
        for section in 0..<view.numberOfSections {
            let limit = view.dataSourceItemCount(inSection: section) - (section == focus.section ? 1 : 0)
            for item in 0...max(limit, 0) where accepts(IndexPath(item: item, section: section), dropSession: dropSession, usesDrop: usesDrop) {
                candidates.append(IndexPath(item: item, section: section))
            }
        }
        return candidates
    }

    /// The positions of `collection` (another view) its drop delegate accepts for the
    /// lifted items: none when it cannot handle them.
    private func otherCandidates(in collection: IndexedCollectionView, dropSession: DropSession) -> [IndexPath] {
        guard collection.dropTarget.takesDrops, collection.hooks.dropCanHandle(dropSession) else { return [] }
        var candidates: [IndexPath] = []
        for section in 0..<max(collection.numberOfSections, 1) {
            let count = collection.numberOfSections == 0 ? 0 : collection.dataSourceItemCount(inSection: section)
            for item in 0...count {
                let path = IndexPath(item: item, section: section)
                if collection.hooks.dropSessionDidUpdate(dropSession, destination: path).operation.performsDrop { candidates.append(path) }
            }
        }
        return candidates
    }

    private func step(_ delta: Int) -> Bool {
        if var state = lifted {
            let next = state.current + delta
            guard state.candidates.indices.contains(next) else { return false }
            state.current = next
            lifted = state
            if state.target !== view { state.target.dropTarget.showKeyboardDestination(state.candidates[next]) }
            announce("Moved to \(position(state.candidates[next], in: state.target))")
            return true
        }
        let count = view.dataSourceItemCount(inSection: focus.section)
        var next = IndexPath(item: focus.item + delta, section: focus.section)
        if next.item < 0, focus.section > 0 {
            next = IndexPath(item: view.dataSourceItemCount(inSection: focus.section - 1) - 1, section: focus.section - 1)
        } else if next.item >= count, focus.section + 1 < view.numberOfSections {
            next = IndexPath(item: 0, section: focus.section + 1)
        }
        guard next.item >= 0, next.item < view.dataSourceItemCount(inSection: next.section) else { return false }
        focus = next
        announce("\(name(of: next)), \(position(next))")
        return true
    }

    /// Home / End: the focus to the first or last item of the view, or, lifted, the
    /// destination to the first or last accepted position; false when it is there already.
    private func jump(toEnd: Bool) -> Bool {
        if let state = lifted {
            let index = toEnd ? state.candidates.count - 1 : 0
            guard index != state.current, state.candidates.indices.contains(index) else { return false }
            return step(index - state.current)
        }
        let sections = (0..<view.numberOfSections).filter { view.dataSourceItemCount(inSection: $0) > 0 }
        guard let section = toEnd ? sections.last : sections.first else { return false }
        let target = IndexPath(item: toEnd ? view.dataSourceItemCount(inSection: section) - 1 : 0, section: section)
        guard target != focus else { return false }
        focus = target
        announce("\(name(of: target)), \(position(target))")
        return true
    }

    private func lift() -> Bool {
        let classicMove = view.showsReorderControl(at: focus)
        guard view.dragInteractionEnabled || classicMove, view.hasItem(at: focus),
              let session = view.dragSource.beginWithoutPointer(at: focus, classicMoveAllowed: classicMove) else { return false }
        let dropSession = DropSession(localDragSession: session, dataAccess: DataAccessGate())
        let candidates = ownCandidates(dropSession, usesDrop: !session.items.isEmpty)
        guard let start = candidates.firstIndex(of: focus) ?? candidates.indices.first else {
            view.dragSource.endWithoutPointer(session)
            return false
        }
        lifted = Lifted(source: focus, session: session, dropSession: dropSession, target: view, candidates: candidates, current: start)
        announce("Lifted \(name(of: focus)), \(position(focus))")
        return true
    }

    /// Says that the focused item stays where it is, when the view's items can otherwise be
    /// dragged or reordered (SEMANTICS 43): the key was meant for it. Elsewhere the key is left
    /// to others (false).
    private func sayWhyNotLifted() -> Bool {
        guard view.hasItem(at: focus),
              view.dragSource.offersDrags || view.isEditing || view.hooks.showsReorderControlsWithoutEditing else { return false }
        announce("\(name(of: focus)) cannot be moved")
        return true
    }

    /// Whether the delegates accept the final position `path`.
    private func accepts(_ path: IndexPath, dropSession: DropSession, usesDrop: Bool) -> Bool {
        if path == focus { return true }
        guard usesDrop else {
            return view.hooks.targetIndexPathForMove(from: focus, current: focus, proposed: path) == path
        }
        let proposal = view.hooks.dropSessionDidUpdate(dropSession, destination: path)
        return proposal.operation.performsDrop
    }

    private func drop() -> Bool {
        guard let state = lifted else { return false }
        lifted = nil
        let destination = state.candidates[state.current]
        defer { view.dragSource.endWithoutPointer(state.session) }
        if state.target !== view { return drop(state, into: state.target, at: destination) }
        guard destination != state.source else {
            announce("Dropped")
            return true
        }
        if state.session.items.isEmpty {
            // Classic reorder.
            view.editing.commitClassicMove(from: state.source, to: destination, in: view)
        } else {
            let insertion = destination.section == state.source.section && destination.item > state.source.item
                ? IndexPath(item: destination.item + 1, section: destination.section) : destination
            view.dropTarget.performDropWithoutPointer(state.dropSession, at: destination, insertion: insertion,
                                                      sourceIndexPath: state.source)
        }
        focus = destination
        announce("Dropped")
        return true
    }

    /// Drops the lifted items into another collection, as a pointer drop there would: its
    /// delegate's proposal, then `performDropWith` with items from outside it.
    private func drop(_ state: Lifted, into collection: IndexedCollectionView, at destination: IndexPath) -> Bool {
        collection.dropTarget.showKeyboardDestination(nil)
        collection.dropTarget.performDropWithoutPointer(state.dropSession, at: destination, insertion: destination,
                                                        sourceIndexPath: nil)
        collection.hooks.dropSessionDidEnd(state.dropSession)
        announce("Dropped in \(Self.name(of: collection))")
        onDropIntoOtherCollection?(collection, destination)
        return true
    }

    private func cancel() -> Bool {
        guard let state = lifted else { return false }
        lifted = nil
        if state.target !== view {
            state.target.dropTarget.showKeyboardDestination(nil)
            state.target.hooks.dropSessionDidExit(state.dropSession)
        }
        view.dragSource.endWithoutPointer(state.session)
        focus = state.source
        announce("Cancelled")
        return true
    }
}
