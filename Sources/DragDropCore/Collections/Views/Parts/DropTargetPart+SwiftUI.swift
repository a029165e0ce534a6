import Foundation

/// What the drop target does without a drop delegate (SEMANTICS 38): `onMove` reorders the
/// view's own drags within a section, `dropDestination` takes the rest.
extension DropTargetPart {
    /// Whether the view takes drops: a drop delegate, or a `dropDestination`.
    var takesDrops: Bool { view.map { $0.hooks.hasDropDelegate || transferDrop != nil } ?? false }

    /// Whether `onMove` takes the drag (it wins over a `dropDestination`).
    private func moveHandlerTakes(_ session: DropSession) -> Bool {
        view.map { $0.editing.moveHandlerTakes(session, in: $0) } ?? false
    }

    func fallbackCanHandle(_ session: DropSession) -> Bool {
        guard let view else { return false }
        return moveHandlerTakes(session) || transferDrop?.canHandle(session) ?? view.editing.moveHandlerCanHandle(session, in: view)
    }

    func fallbackProposal(_ session: DropSession, destination: IndexPath?) -> IndexedDropProposal {
        guard let view else { return IndexedDropProposal(operation: .cancel) }
        guard transferDrop != nil, !moveHandlerTakes(session) else {
            return view.editing.moveHandlerProposal(session, destination: destination, in: view)
        }
        let operation: DropOperation = view.isFromThisView(session) && session.allowsMoveOperation ? .move : .copy
        return IndexedDropProposal(operation: operation, intent: .automatic)
    }

    func fallbackPerformDrop(_ coordinator: IndexedDropCoordinator) {
        guard let view else { return }
        guard let transferDrop, !moveHandlerTakes(coordinator.session) else { return view.editing.performMoveHandler(coordinator, in: view) }
        defer { transferDrop.handledAtRelease = false }
        guard !transferDrop.handledAtRelease, let location = state.location else { return }
        transferDrop.loadAndPerform(coordinator.session, location)
    }

    /// `isTargeted` hears changes only, as in SwiftUI (a drop both exits and ends the hover).
    func fallbackTargeted(_ targeted: Bool) {
        guard let transferDrop, transferDrop.isTargeted != targeted else { return }
        transferDrop.isTargeted = targeted
        transferDrop.targeted(targeted)
    }

    /// At the release, without a drop delegate: a drop destination decides on in-app values.
    func fallbackAcceptsDrop(_ session: DropSession) -> Bool {
        transferDrop?.handledAtRelease = false  // a refused drop earlier never reached performDrop
        guard let transferDrop, !moveHandlerTakes(session), let location = state.location else { return true }
        guard let accepted = transferDrop.acceptLocal(session, location) else { return true }
        transferDrop.handledAtRelease = true
        return accepted
    }
}
