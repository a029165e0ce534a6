import DragDrop
import Foundation

/// A gallery's row in the sidebar as a drop target (beyond the seeds, like Photos' albums):
/// pictures dragged from another gallery of this application land at the end of this one —
/// copied, or moved while Shift is held — in one undo step. Holding a drag over the row
/// opens the gallery (spring loading), so the pictures can be dropped at a place of it;
/// that works for drags from other applications too, which the row itself does not take
/// (their data must load, which the open gallery does with its placeholders).
@MainActor
package final class GallerySidebarRow: DropInteractionDelegate {
    /// What the row shows while a drag is over it.
    package enum Highlight: Hashable, Sendable {
        /// No drag, or one the row cannot take and that has not started to spring-load.
        case none
        /// A drop here would copy or move the pictures.
        case dropTarget
        /// Held over the row: the gallery opens in a moment (the row flashes).
        case springLoading
    }

    /// The core view standing for the row (the front end places it over the row's widget).
    package let view: View
    /// The gallery the row shows.
    package let galleryID: UUID
    /// The spring-loaded interaction that opens the gallery.
    package let springLoading: SpringLoadedInteraction
    /// What the row shows now.
    package private(set) var highlight = Highlight.none {
        didSet { if highlight != oldValue { onHighlightChange?(highlight) } }
    }
    /// Called when ``highlight`` changes.
    package var onHighlightChange: ((Highlight) -> Void)?
    /// Called after a drop: how many pictures arrived and whether they were moved.
    package var onTransfer: ((_ count: Int, _ moved: Bool) -> Void)?
    private unowned let library: GalleryLibrary
    private var takesDrop = false

    /// A row for gallery `galleryID` of `library`; `open` shows the gallery (spring loading).
    package init(galleryID: UUID, library: GalleryLibrary, open: @escaping (UUID) -> Void) {
        self.galleryID = galleryID
        self.library = library
        view = View(identifier: "sidebar-\(galleryID.uuidString.lowercased())", frame: .zero)
        springLoading = SpringLoadedInteraction { _, _ in open(galleryID) }
        view.addInteraction(DropInteraction(delegate: self))
        view.addInteraction(springLoading)
        springLoading.onStateChange = { [unowned self] _, _ in updateHighlight() }
    }

    private func references(in session: DropSession) -> [GalleryImageReference] {
        guard session.localDragSession != nil else { return [] }
        return session.items.compactMap { $0.localObject as? GalleryImageReference }
    }

    /// Shift held (and the drag allows it): the pictures move instead of being copied.
    private func moves(_ session: DropSession) -> Bool {
        session.modifierFlags.contains(.shift) && session.allowsMoveOperation
    }

    private func updateHighlight() {
        switch springLoading.state {
        case .activating: highlight = .springLoading
        default: highlight = takesDrop ? .dropTarget : .none
        }
    }

    // MARK: Drop interaction

    package func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        !references(in: session).isEmpty
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        let references = references(in: session)
        let fromElsewhere = references.contains { $0.galleryID != galleryID }
        takesDrop = fromElsewhere
        updateHighlight()
        guard fromElsewhere else { return DropProposal(operation: .forbidden) }  // its own pictures
        return DropProposal(operation: moves(session) ? .move : .copy)
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        takesDrop = false
        updateHighlight()
    }

    package func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                                withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        let target = DragPreviewTarget(container: view, center: view.bounds.center, transform: Transform2D(scaleX: 0.1, scaleY: 0.1))
        return defaultPreview.retargetedPreview(with: target)
    }

    package func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        let moving = moves(session)
        let count = library.transferImages(references(in: session), to: galleryID, moving: moving)
        if count > 0 { onTransfer?(count, moving) }
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        takesDrop = false
        updateHighlight()
    }
}
