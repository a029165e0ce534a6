import Foundation

extension IndexedCollectionView {
    /// Whether a drop session is over this view.
    public var hasActiveDrop: Bool { dropTarget.state.isActive }

    /// What to highlight for the current proposal (SEMANTICS 12): the gap for insertAt,
    /// the target item for insertInto, the section under the pointer for an unspecified
    /// intent; nil for a proposal that drops nothing and when no drop is over the view.
    public var dropHighlight: DropHighlight? { dropTarget.state.highlight }

    /// The current proposal with its intent resolved, while a drop is over the view.
    public var currentDropProposal: IndexedDropProposal? { dropTarget.state.proposal }

    /// Whether `session` is a drag from this view (so its items have source paths).
    func isFromThisView(_ session: DropSession) -> Bool {
        session.localDragSession?.sourceInteraction === dragSource.interaction && dragSource.state.generation == reloadGeneration
    }
}
