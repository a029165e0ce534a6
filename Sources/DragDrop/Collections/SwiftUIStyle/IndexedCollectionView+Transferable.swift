import Foundation

/// A collection's `dropDestination`, with its value type erased.
@MainActor
final class TransferDropHandler {
    let canHandle: (DropSession) -> Bool
    /// At the release: runs the action on in-app values; nil when they must load first.
    let acceptLocal: (DropSession, DropLocation) -> Bool?
    /// After the release: loads the values, then runs the action.
    let loadAndPerform: (DropSession, DropLocation) -> Void
    let targeted: (Bool) -> Void
    /// What `targeted` was last told.
    var isTargeted = false
    var handledAtRelease = false

    init<T: Transferable>(action: @escaping ([T], DropLocation) -> Bool, isTargeted: @escaping (Bool) -> Void) {
        T.declareContentTypes()
        canHandle = { session in session.items.contains { $0.itemProvider.canLoadTransferable(type: T.self) } }
        acceptLocal = { session, location in
            let local = session.items.compactMap { $0.localObject as? T }
            guard session.localDragSession != nil, local.count == session.items.count else { return nil }
            return action(local, location)
        }
        loadAndPerform = { session, location in
            TransferableLoads.start(T.self, from: session.items.map(\.itemProvider)) { values in
                if !values.isEmpty { _ = action(values, location) }
            }
        }
        targeted = isTargeted
    }
}

extension IndexedCollectionView {
    /// SwiftUI's `draggable` on the rows of a `List` or the items of a grid: a drag from the
    /// item at a data-source index path carries `payload(indexPath)` (nil: the item does not
    /// drag). Used when the view has no drag delegate.
    public func draggable<T: Transferable>(_ payload: @escaping (IndexPath) -> T?) {
        T.declareContentTypes()
        dragSource.makeItem = { indexPath in
            guard let value = payload(indexPath) else { return nil }
            let provider = ItemProvider()
            provider.register(value)
            let item = DragItem(itemProvider: provider)
            item.localObject = value
            return item
        }
    }

    /// SwiftUI's `dropDestination(for:action:isTargeted:)` on a list or grid: the view takes
    /// drags carrying values that can become `T`. `action` gets them with the drop's location
    /// — the item under the pointer, the insertion point, the pointer's place in the item —
    /// and returns whether it took them; for a drag from this application a false ends the
    /// drag as a cancel. The gap or the item under the pointer is highlighted as for the
    /// automatic intent (SEMANTICS 13). Used when the view has no drop delegate.
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, action: @escaping ([T], DropLocation) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) {
        dropTarget.transferDrop = TransferDropHandler(action: action, isTargeted: isTargeted)
    }

    // MARK: What the view does without delegates (SEMANTICS 38: onMove reorders its own
    // drags, dropDestination takes the rest)

    func fallbackDragItems(at indexPath: IndexPath) -> [DragItem] {
        if let makeDragItem = dragSource.makeItem { return makeDragItem(indexPath).map { [$0] } ?? [] }
        return editing.moveHandlerItems(at: indexPath, in: self)
    }

    func fallbackCanHandle(_ session: DropSession) -> Bool {
        editing.moveHandlerTakes(session, in: self) || dropTarget.transferDrop?.canHandle(session) ?? editing.moveHandlerCanHandle(session, in: self)
    }

    func fallbackProposal(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal {
        guard dropTarget.transferDrop != nil, !editing.moveHandlerTakes(session, in: self) else { return editing.moveHandlerProposal(session, destination: destination, in: self) }
        let operation: DropOperation = isFromThisView(session) && session.allowsMoveOperation ? .move : .copy
        return IndexedDropProposal(operation: operation, intent: .automatic)
    }

    func fallbackPerformDrop(_ coordinator: IndexedDropCoordinator) {
        guard let transferDrop = dropTarget.transferDrop, !editing.moveHandlerTakes(coordinator.session, in: self) else { return editing.performMoveHandler(coordinator, in: self) }
        defer { transferDrop.handledAtRelease = false }
        guard !transferDrop.handledAtRelease, let location = dropTarget.state.location else { return }
        transferDrop.loadAndPerform(coordinator.session, location)
    }

    /// Over empty space — below the last item, or anywhere in an empty view — a
    /// `dropDestination` takes the drop at the end, as SwiftUI's destinations take drops
    /// anywhere in their frame; nil with a drop delegate (UIKit's nil destination) or none.
    var dropDestinationEndLocation: DropLocation? {
        guard !hooks.hasDropDelegate, dropTarget.transferDrop != nil else { return nil }
        let section = max(0, numberOfSections - 1)
        let count = section < numberOfSections ? dataSourceItemCount(inSection: section) : 0
        return DropLocation(insertionIndexPath: IndexPath(item: count, section: section), item: nil, fraction: 0)
    }

    /// Whether the view takes drops: a drop delegate, or a `dropDestination`.
    var takesDrops: Bool { hooks.hasDropDelegate || dropTarget.transferDrop != nil }

    /// `isTargeted` hears changes only, as in SwiftUI (a drop both exits and ends the hover).
    func fallbackTargeted(_ targeted: Bool) {
        guard let transferDrop = dropTarget.transferDrop, transferDrop.isTargeted != targeted else { return }
        transferDrop.isTargeted = targeted
        transferDrop.targeted(targeted)
    }

    /// At the release, without a drop delegate: a drop destination decides on in-app values.
    func fallbackAcceptsDrop(_ session: DropSession) -> Bool {
        dropTarget.transferDrop?.handledAtRelease = false  // a refused drop earlier never reached performDrop
        guard let transferDrop = dropTarget.transferDrop, !editing.moveHandlerTakes(session, in: self), let location = dropTarget.state.location else { return true }
        guard let accepted = transferDrop.acceptLocal(session, location) else { return true }
        transferDrop.handledAtRelease = true
        return accepted
    }
}
