import DragDrop
import Foundation

/// The board's trash: a view that takes cards of this board (from any column) and deletes
/// them, badged as a delete while they hover; anything else is refused.
@MainActor
public final class Trash: DropInteractionDelegate {
    public let view: View
    private unowned let board: Board
    /// How many cards went into the trash so far.
    public private(set) var deleted = 0

    public init(view: View, board: Board) {
        self.view = view
        self.board = board
        view.addInteraction(DropInteraction(delegate: self))
    }

    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.localDragSession != nil
    }

    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .move, badge: .delete)
    }

    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        let local = session.items.compactMap { $0.localObject as? Card }
        if local.count == session.items.count {
            deleted += board.delete(Set(local.map(\.id)))
            return
        }
        // Cards dragged from "Done" (SwiftUI's draggable): their values, loaded now.
        for provider in session.items.map(\.itemProvider) where provider.canLoadTransferable(type: Card.self) {
            provider.loadTransferable(type: Card.self) { [weak self] result in
                guard case let .success(card) = result else { return }
                Task { @MainActor [weak self] in
                    guard let self else { return }
                    self.deleted += self.board.delete([card.id])
                }
            }
        }
    }
}
