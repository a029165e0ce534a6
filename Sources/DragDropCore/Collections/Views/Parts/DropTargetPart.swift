import Foundation

/// The drop target side of a view: its drop interaction, whose delegate it is, the drop
/// over the view (``DropTargetState``), `dropDestination`'s handler and spring loading. It
/// turns the interaction's calls into the view's hooks (the UIKit-named delegates), with
/// positions in the view's index paths.
@MainActor
final class DropTargetPart: DropInteractionDelegate {
    weak var view: IndexedCollectionView?
    private(set) lazy var interaction = DropInteraction(delegate: self)
    var state = DropTargetState()
    /// `dropDestination`'s handler (SwiftUI), when set.
    var transferDrop: TransferDropHandler?
    /// The interaction behind `isSpringLoaded`; nil until spring loading is first turned on.
    var springLoading: SpringLoadedInteraction?

    /// Shows `highlight` (nil: none), telling the front end when it changed.
    func setHighlight(_ highlight: DropHighlight?) {
        guard state.highlight != highlight else { return }
        state.highlight = highlight
        // The cells stand aside for a gap, or come back, before the front end hears of it.
        if let view, view.openDropGap != view.cellsLaidOutAroundGap { view.layoutVisibleCells() }
        view?.notify(.highlight(highlight))
    }

    /// Shows where a keyboard drag from another collection would insert (nil: nothing), as
    /// the gap a pointer drop there shows.
    func showKeyboardDestination(_ insertion: IndexPath?) {
        setHighlight(insertion.flatMap { path in view?.layout.gapRect(at: path).map { .gap(path, $0) } })
    }

    /// The presentation path of the only item of a drag from this view, for UIKit's
    /// final-index rule; nil for several items or a drag from elsewhere.
    private func singleSource(of session: DropSession, in view: IndexedCollectionView) -> IndexPath? {
        guard view.isFromThisView(session), session.items.count == 1,
              let source = view.sourceIndexPath(of: session.items[0]) else { return nil }
        return view.presentationIndexPath(forDataSourceIndexPath: source)
    }

    /// Over empty space — below the last section, or anywhere in an empty view — the drop
    /// goes to the end of the last section (SEMANTICS 14, 41), and the gap shows there: where
    /// UIKit offers nil, and every application appends. A `dropDestination` takes drops
    /// anywhere in its frame, at (0, 0) in a view without sections; a drop delegate there is
    /// offered nil.
    private var endLocation: DropLocation? {
        guard let view else { return nil }
        let sections = view.numberOfSections
        guard sections > 0 || (!view.hooks.hasDropDelegate && transferDrop != nil) else { return nil }
        let section = max(0, sections - 1)
        let count = sections > 0 ? view.numberOfItems(inSection: section) : 0
        return DropLocation(insertionIndexPath: IndexPath(item: count, section: section), item: nil, fraction: 0)
    }

    private func endHover() {
        state.isActive = false
        state.location = nil
        state.proposal = nil
        setHighlight(nil)
    }

    // MARK: DropInteractionDelegate

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        view?.hooks.dropCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        state.isActive = true
        view?.hooks.dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard let view else { return DropProposal(operation: .cancel) }
        view.loadIfNeeded()  // a drag hovering is a first use too (SEMANTICS 32)
        let point = session.location(in: view).offsetBy(dx: view.contentOffset.x, dy: view.contentOffset.y)
        let location = view.layout.dropLocation(at: point) ?? endLocation
        let single = singleSource(of: session, in: view)
        let offered = location.map { state.offeredDestination(at: $0, singleSource: single) }
        let proposal = view.hooks.dropSessionDidUpdate(session, destination: offered)
        setHighlight(state.resolve(proposal, at: location, singleSource: single, layout: view.layout))
        return state.proposal ?? proposal
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        endHover()
        view?.hooks.dropSessionDidExit(session)
    }

    func dropInteraction(_ interaction: DropInteraction, acceptsDrop session: DropSession) -> Bool {
        view?.hooks.dropAccepts(session) ?? true
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard let view else { return }
        let proposal = state.proposal ?? IndexedDropProposal(operation: .copy)
        let fromHere = view.isFromThisView(session)
        let items = session.items.map { item in
            let source = fromHere ? view.sourceIndexPath(of: item) : nil
            let size = source.flatMap(view.presentationIndexPath(forDataSourceIndexPath:)).flatMap(view.layout.frameForItem(at:))?.size
            return IndexedDropItem(dragItem: item, sourceIndexPath: source, previewSize: size ?? .zero)
        }
        let coordinator = makeCoordinator(items: items, destination: state.destination, insertion: state.insertion,
                                          proposal: proposal, session: session, in: view)
        state.coordinator = coordinator
        setHighlight(nil)
        if let landed = view.editing.dropAsClassicReorder(session, proposal: proposal, insertion: state.insertion, in: view) {
            coordinator.drop(items[0].dragItem, toItemAt: landed)
            return
        }
        view.hooks.performDrop(with: coordinator)
    }

    /// The coordinator of the next drop on this view (each drop has its own identifier, for
    /// its placeholders).
    private func makeCoordinator(items: [IndexedDropItem], destination: IndexPath?, insertion: IndexPath?,
                                 proposal: IndexedDropProposal, session: DropSession,
                                 in view: IndexedCollectionView) -> IndexedDropCoordinator {
        state.dropCount += 1
        return IndexedDropCoordinator(items: items, destinationIndexPath: destination, insertionIndexPath: insertion,
                                      proposal: proposal, session: session, view: view, dropID: state.dropCount)
    }

    /// A drop made without a pointer (the keyboard path, SEMANTICS 43), with the delegate
    /// calls a pointer drop at `destination` makes: its proposal there (an automatic intent
    /// inserts), then `performDropWith`, the data opened first. `dropDestination` hears the
    /// drop at `insertion`; each item comes from `sourceIndexPath` (nil: from elsewhere).
    func performDropWithoutPointer(_ session: DropSession, at destination: IndexPath, insertion: IndexPath,
                                   sourceIndexPath: IndexPath?) {
        guard let view else { return }
        // No event carries this drop: its loads are counted as an event's are.
        if let system = view.window?.application {
            return system.countingLoads { performDrop(session, at: destination, insertion: insertion, sourceIndexPath: sourceIndexPath, in: view) }
        }
        performDrop(session, at: destination, insertion: insertion, sourceIndexPath: sourceIndexPath, in: view)
    }

    private func performDrop(_ session: DropSession, at destination: IndexPath, insertion: IndexPath,
                             sourceIndexPath: IndexPath?, in view: IndexedCollectionView) {
        session.dataAccess.open()
        let proposal = view.hooks.dropSessionDidUpdate(session, destination: destination)
        let items = session.items.map { IndexedDropItem(dragItem: $0, sourceIndexPath: sourceIndexPath, previewSize: .zero) }
        let hovered = state.location
        state.location = DropLocation(insertionIndexPath: insertion, item: nil, fraction: 0)
        defer { state.location = hovered }
        view.hooks.performDrop(with: makeCoordinator(
            items: items, destination: destination, insertion: insertion,
            proposal: proposal.intent == .automatic ? proposal.withIntent(.insertAtDestinationIndexPath) : proposal,
            session: session, in: view))
    }

    /// The drop preview of `item`, from what the coordinator was told (SEMANTICS 16).
    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let view, let animation = state.coordinator?.animation(for: item) else { return defaultPreview }
        func cellPreview(_ path: IndexPath, transform: Transform2D = .identity, center: Point? = nil) -> TargetedDragPreview? {
            guard let cell = view.cellForItem(at: path) ?? cellForScrolledOutItem(path, in: view) else { return defaultPreview }
            let parameters = view.dataSourceIndexPath(forPresentationIndexPath: path).flatMap(view.hooks.dropPreviewParameters(at:))
            let target = DragPreviewTarget(
                container: view,
                center: (center ?? cell.frame.center).offsetBy(dx: -view.contentOffset.x, dy: -view.contentOffset.y),
                transform: transform)
            return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters(), target: target)
        }
        switch animation {
        case let .toItem(path):
            return cellPreview(path)
        case let .intoItem(path, rect):
            guard let frame = view.layout.frameForItem(at: path), let original = defaultPreview.view?.frame.size,
                  original.width > 0, original.height > 0 else { return cellPreview(path) }
            let scale = min(rect.width / original.width, rect.height / original.height)
            return cellPreview(path, transform: Transform2D(scaleX: scale, scaleY: scale),
                               center: Point(x: frame.minX + rect.midX, y: frame.minY + rect.midY))
        case let .toTarget(center, transform):
            return defaultPreview.retargetedPreview(with: DragPreviewTarget(container: view, center: center, transform: transform))
        case let .toPlaceholder(id):
            return view.placeholders.position(of: id).flatMap { cellPreview($0) } ?? defaultPreview
        }
    }

    /// A cell for an item outside the viewport, so a drop there still has a preview.
    private func cellForScrolledOutItem(_ path: IndexPath, in view: IndexedCollectionView) -> CollectionViewCell? {
        guard let frame = view.layout.frameForItem(at: path) else { return nil }
        let cell = CollectionViewCell(identifier: "offscreen")
        cell.frame = frame
        return cell
    }

    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {
        state.coordinator = nil
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        endHover()
        view?.hooks.dropSessionDidEnd(session)
    }
}
