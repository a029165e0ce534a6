import Foundation

/// Drag and drop without a pointer: lift the focused item with Space (or Enter, unless Enter
/// opens it: ``onActivate``), move the
/// destination with the arrow keys through the positions the view's delegates accept, drop
/// with Space or Enter, cancel with Escape. Each step is announced for assistive
/// technologies, counting from 1: "Lifted Venice, position 3 of 15", "Moved to position 5
/// of 15", "Dropped", "Cancelled".
///
/// The same delegate calls as a pointer drag are made (itemsForBeginning, dropSessionDidUpdate
/// for each candidate, performDropWith), so one implementation serves both.
@MainActor
public final class KeyboardReorder {
    /// A key the keyboard path understands.
    public enum Key: Sendable, Hashable {
        /// Space or Enter lifts and drops, Escape cancels, the arrows move the focus or the lifted item.
        case space, enter, escape, up, down, left, right
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

    private var lifted: Lifted?

    private struct Lifted {
        let source: IndexPath
        let session: DragSession
        let dropSession: DropSession
        /// The accepted final positions, in order, and the current one.
        let candidates: [IndexPath]
        var current: Int
    }

    /// A keyboard path over `view`, its focus on `focus`.
    public init(view: IndexedCollectionView, focus: IndexPath = IndexPath(item: 0, section: 0)) {
        self.view = view
        self.focus = focus
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

    /// Where the lifted item would land now.
    public var destination: IndexPath? { lifted.map { $0.candidates[$0.current] } }

    /// Handles one key; returns whether it was used.
    @discardableResult
    public func handle(_ key: Key) -> Bool {
        switch (key, lifted) {
        case (.enter, nil) where onActivate != nil:
            guard view.hasItem(at: focus) else { return false }
            onActivate?(focus)
            return true
        case (.space, nil), (.enter, nil): return lift()
        case (.space, _?), (.enter, _?): return drop()
        case (.escape, _?): return cancel()
        case (.escape, nil): return false
        case (.up, _), (.left, _): return step(-1)
        case (.down, _), (.right, _): return step(1)
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

    private func position(_ path: IndexPath) -> String {
        let count = view.dataSourceItemCount(inSection: path.section)
        let sections = view.numberOfSections > 1 ? " in section \(path.section + 1)" : ""
        return "position \(path.item + 1) of \(count)\(sections)"
    }

    private func step(_ delta: Int) -> Bool {
        if var state = lifted {
            let next = state.current + delta
            guard state.candidates.indices.contains(next) else { return false }
            state.current = next
            lifted = state
            announce("Moved to \(position(state.candidates[next]))")
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

    private func lift() -> Bool {
        guard view.dragInteractionEnabled || view.showsReorderControl(at: focus),
              focus.item < view.dataSourceItemCount(inSection: focus.section) else { return false }
        let session = DragSession(items: [], sourceInteraction: view.ownDragInteraction, screenLocation: .zero)
        let items = view.hooks.dragItemsForBeginning(session, at: focus)
        let usesDrop = !items.isEmpty
        guard usesDrop || view.showsReorderControl(at: focus) else { return false }
        session.items = items
        view.dragState = DragSourceState(session: session, sources: Dictionary(uniqueKeysWithValues: items.map { (ObjectIdentifier($0), focus) }),
                                         generation: view.reloadGeneration)
        session.allowsMoveOperation = view.hooks.dragSessionAllowsMoveOperation(session)
        view.hooks.dragSessionWillBegin(session)
        let gate = DataAccessGate()
        let dropSession = DropSession(localDragSession: session, dataAccess: gate)
        var candidates: [IndexPath] = []
        for section in 0..<view.numberOfSections {
            let limit = view.dataSourceItemCount(inSection: section) - (section == focus.section ? 1 : 0)
            for item in 0...max(limit, 0) where accepts(IndexPath(item: item, section: section), dropSession: dropSession, usesDrop: usesDrop) {
                candidates.append(IndexPath(item: item, section: section))
            }
        }
        guard let start = candidates.firstIndex(of: focus) ?? candidates.indices.first else {
            view.hooks.dragSessionDidEnd(session)
            view.dragState = DragSourceState()
            return false
        }
        lifted = Lifted(source: focus, session: session, dropSession: dropSession, candidates: candidates, current: start)
        announce("Lifted \(name(of: focus)), \(position(focus))")
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
        defer {
            view.hooks.dragSessionDidEnd(state.session)
            view.dragState = DragSourceState()
        }
        guard destination != state.source else {
            announce("Dropped")
            return true
        }
        if state.session.items.isEmpty {
            // Classic reorder.
            view.commitClassicMove(from: state.source, to: destination)
        } else {
            let insertion = destination.section == state.source.section && destination.item > state.source.item
                ? IndexPath(item: destination.item + 1, section: destination.section) : destination
            state.dropSession.dataAccess.open()
            let proposal = view.hooks.dropSessionDidUpdate(state.dropSession, destination: destination)
            let items = state.session.items.map { IndexedDropItem(dragItem: $0, sourceIndexPath: state.source, previewSize: .zero) }
            view.dropState.dropCount += 1
            let coordinator = IndexedDropCoordinator(
                items: items, destinationIndexPath: destination, insertionIndexPath: insertion,
                proposal: proposal.intent == .automatic ? proposal.withIntent(.insertAtDestinationIndexPath) : proposal,
                session: state.dropSession, view: view, dropID: view.dropState.dropCount)
            view.hooks.performDrop(with: coordinator)
        }
        focus = destination
        announce("Dropped")
        return true
    }

    private func cancel() -> Bool {
        guard let state = lifted else { return false }
        lifted = nil
        view.hooks.dragSessionDidEnd(state.session)
        view.dragState = DragSourceState()
        focus = state.source
        announce("Cancelled")
        return true
    }
}
