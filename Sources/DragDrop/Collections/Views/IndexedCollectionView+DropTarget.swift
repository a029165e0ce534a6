import Foundation

/// What the view knows about a drop session over it.
@MainActor
struct DropTargetState {
    var isActive = false
    var location: DropLocation?
    /// The last proposal, with its intent resolved.
    var proposal: IndexedDropProposal?
    var destination: IndexPath?
    var insertion: IndexPath?
    var highlight: DropHighlight?
    var coordinator: IndexedDropCoordinator?
    var dropCount = 0
}

extension IndexedCollectionView {
    /// Whether a drop session is over this view.
    public var hasActiveDrop: Bool { dropTarget.state.isActive }

    /// What to highlight for the current proposal (SEMANTICS 12): the gap for insertAt,
    /// the target item for insertInto, nil otherwise and when no drop is over the view.
    public var dropHighlight: DropHighlight? { dropTarget.state.highlight }

    /// The current proposal with its intent resolved, while a drop is over the view.
    public var currentDropProposal: IndexedDropProposal? { dropTarget.state.proposal }

    /// Where the current drop would go, as the coordinator would report it.
    public var currentDropDestination: IndexPath? { dropTarget.state.destination }

    /// Whether `session` is a drag from this view (so its items have source paths).
    func isFromThisView(_ session: DropSession) -> Bool {
        session.localDragSession?.sourceInteraction === dragSource.interaction && dragSource.state.generation == reloadGeneration
    }

    /// The single same-section source of a local drag, for UIKit's final-index rule.
    private func singleSource(_ session: DropSession) -> IndexPath? {
        guard isFromThisView(session), session.items.count == 1, let item = session.items.first,
              let source = sourceIndexPath(of: item) else { return nil }
        return presentationIndexPath(forDataSourceIndexPath: source)
    }

    /// An insertion point in final coordinates: one less when the single dragged item
    /// comes from before it in the same section (SEMANTICS 23–24).
    private func finalIndexPath(forInsertion insertion: IndexPath, session: DropSession) -> IndexPath {
        guard let source = singleSource(session), source.section == insertion.section, source.item < insertion.item else {
            return insertion
        }
        return IndexPath(item: insertion.item - 1, section: insertion.section)
    }

    fileprivate func updateDrop(_ session: DropSession) -> DropProposal {
        loadIfNeeded()  // a drag hovering is a first use too (SEMANTICS 32)
        let point = session.location(in: self).offsetBy(dx: contentOffset.x, dy: contentOffset.y)
        let location = layout.dropLocation(at: point) ?? dropDestinationEndLocation
        // The destination offered to the delegate depends on the last intent, as in UIKit.
        let offered: IndexPath? = location.map { location in
            if dropTarget.state.proposal?.intent == .insertIntoDestinationIndexPath, let item = location.item { return item }
            return finalIndexPath(forInsertion: location.insertionIndexPath, session: session)
        }
        let proposal = hooks.dropSessionDidUpdate(session, destination: offered)
        resolve(proposal, at: location, session: session)
        return dropTarget.state.proposal ?? proposal
    }

    /// Turns the delegate's proposal into a concrete intent, a destination and a highlight
    /// (SEMANTICS 12–14).
    private func resolve(_ proposal: IndexedDropProposal, at location: DropLocation?, session: DropSession) {
        dropTarget.state.location = location
        guard let location, proposal.operation.performsDrop || proposal.operation == .forbidden else {
            dropTarget.state.proposal = proposal.withIntent(location == nil ? .unspecified : proposal.intent)
            dropTarget.state.destination = location.map { finalIndexPath(forInsertion: $0.insertionIndexPath, session: session) }
            dropTarget.state.insertion = location?.insertionIndexPath
            setHighlight(nil)
            return
        }
        var intent = proposal.intent
        var insertion = location.insertionIndexPath
        if intent == .automatic {
            if location.item != nil, (0.25...0.75).contains(location.fraction) {
                intent = .insertIntoDestinationIndexPath
            } else {
                intent = .insertAtDestinationIndexPath
                if let item = location.item {
                    insertion = IndexPath(item: location.fraction < 0.25 ? item.item : item.item + 1, section: item.section)
                }
            }
        }
        dropTarget.state.proposal = proposal.withIntent(intent)
        dropTarget.state.insertion = insertion
        switch intent {
        case .insertIntoDestinationIndexPath:
            dropTarget.state.destination = location.item ?? finalIndexPath(forInsertion: insertion, session: session)
            setHighlight(location.item.flatMap { item in layout.frameForItem(at: item).map { .item(item, $0) } })
        case .insertAtDestinationIndexPath:
            dropTarget.state.destination = finalIndexPath(forInsertion: insertion, session: session)
            setHighlight(layout.gapRect(at: insertion).map { .gap(insertion, $0) })
        case .unspecified, .automatic:
            dropTarget.state.destination = location.item ?? finalIndexPath(forInsertion: insertion, session: session)
            setHighlight(nil)
        }
    }

    /// Shows where a keyboard drag from another collection would insert (nil: nothing), as
    /// the gap a pointer drop there shows.
    func showKeyboardDestination(_ insertion: IndexPath?) {
        setHighlight(insertion.flatMap { path in layout.gapRect(at: path).map { .gap(path, $0) } })
    }

    private func setHighlight(_ highlight: DropHighlight?) {
        guard dropTarget.state.highlight != highlight else { return }
        dropTarget.state.highlight = highlight
        notify(.highlight(highlight))
    }

    fileprivate func endDropHover() {
        dropTarget.state.isActive = false
        dropTarget.state.location = nil
        dropTarget.state.proposal = nil
        setHighlight(nil)
    }

    fileprivate func drop(_ session: DropSession) {
        let proposal = dropTarget.state.proposal ?? IndexedDropProposal(operation: .copy)
        let fromHere = isFromThisView(session)
        let items = session.items.map { item in
            let source = fromHere ? sourceIndexPath(of: item) : nil
            let size = source.flatMap(presentationIndexPath(forDataSourceIndexPath:)).flatMap(layout.frameForItem(at:))?.size
            return IndexedDropItem(dragItem: item, sourceIndexPath: source, previewSize: size ?? .zero)
        }
        dropTarget.state.dropCount += 1
        let coordinator = IndexedDropCoordinator(
            items: items, destinationIndexPath: dropTarget.state.destination, insertionIndexPath: dropTarget.state.insertion,
            proposal: proposal, session: session, view: self, dropID: dropTarget.state.dropCount)
        dropTarget.state.coordinator = coordinator
        setHighlight(nil)
        if let landed = performDropAsClassicReorder(session, proposal: proposal) {
            coordinator.drop(items[0].dragItem, toItemAt: landed)
            return
        }
        hooks.performDrop(with: coordinator)
    }

    /// The drop preview of `item`, from what the coordinator was told (SEMANTICS 16).
    fileprivate func dropPreview(for item: DragItem, default defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        guard let animation = dropTarget.state.coordinator?.animation(for: item) else { return defaultPreview }
        func cellPreview(_ path: IndexPath, transform: Transform2D = .identity, center: Point? = nil) -> TargetedDragPreview? {
            guard let cell = visibleCells[path] ?? cellForScrolledOutItem(path) else { return defaultPreview }
            let parameters = dataSourceIndexPath(forPresentationIndexPath: path).flatMap(hooks.dropPreviewParameters(at:))
            let target = DragPreviewTarget(
                container: self,
                center: (center ?? cell.frame.center).offsetBy(dx: -contentOffset.x, dy: -contentOffset.y),
                transform: transform)
            return TargetedDragPreview(view: cell, parameters: parameters ?? DragPreviewParameters(), target: target)
        }
        switch animation {
        case let .toItem(path):
            return cellPreview(path)
        case let .intoItem(path, rect):
            guard let frame = layout.frameForItem(at: path), let original = defaultPreview.view?.frame.size,
                  original.width > 0, original.height > 0 else { return cellPreview(path) }
            let scale = min(rect.width / original.width, rect.height / original.height)
            return cellPreview(path, transform: Transform2D(scaleX: scale, scaleY: scale),
                               center: Point(x: frame.minX + rect.midX, y: frame.minY + rect.midY))
        case let .toTarget(center, transform):
            return defaultPreview.retargetedPreview(with: DragPreviewTarget(container: self, center: center, transform: transform))
        case let .toPlaceholder(id):
            return placeholderPosition(id).flatMap { cellPreview($0) } ?? defaultPreview
        }
    }

    /// A cell for an item outside the viewport, so a drop there still has a preview.
    private func cellForScrolledOutItem(_ path: IndexPath) -> CollectionViewCell? {
        guard let frame = layout.frameForItem(at: path) else { return nil }
        let cell = CollectionViewCell(identifier: "offscreen")
        cell.frame = frame
        return cell
    }
}

/// Connects the view's drop interaction to the view's hooks.
@MainActor
final class DropTargetAdapter: DropInteractionDelegate {
    weak var view: IndexedCollectionView?

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        view?.hooks.dropCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        view?.dropTarget.state.isActive = true
        view?.hooks.dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        view?.updateDrop(session) ?? DropProposal(operation: .cancel)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        view?.endDropHover()
        view?.hooks.dropSessionDidExit(session)
    }

    func dropInteraction(_ interaction: DropInteraction, acceptsDrop session: DropSession) -> Bool {
        view?.hooks.dropAccepts(session) ?? true
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        view?.drop(session)
    }

    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        view?.dropPreview(for: item, default: defaultPreview) ?? defaultPreview
    }

    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {
        view?.dropTarget.state.coordinator = nil
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        view?.endDropHover()
        view?.hooks.dropSessionDidEnd(session)
    }
}
