import DragDrop
import Foundation

/// The trash button of seed 004: takes only images dragged from this application
/// (forbidden otherwise), shrinks their previews into itself, and removes every dragged
/// image in one batch.
@MainActor
package final class GalleryTrash: DropInteractionDelegate {
    package let view: View
    /// Removes the referenced images from their galleries; returns how many went.
    package var deleteImages: ([GalleryImageReference]) -> Int
    /// The last removal's count, for the "Removed 3 pictures from the gallery — Undo" notice.
    package private(set) var lastDeletedCount = 0
    /// Whether a drag the trash takes is over it, which its look shows (lit, as GNOME's drop
    /// targets are): from the first update over it until the drag leaves, drops or ends.
    package private(set) var isTargeted = false {
        didSet { if isTargeted != oldValue { onTargetedChange?(isTargeted) } }
    }
    /// Called when ``isTargeted`` changes.
    package var onTargetedChange: ((Bool) -> Void)?

    package init(view: View, deleteImages: @escaping ([GalleryImageReference]) -> Int) {
        self.view = view
        self.deleteImages = deleteImages
        view.addInteraction(DropInteraction(delegate: self))
    }

    package func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.canLoadObjects(ofClass: Image.self) || session.hasItemsConforming(toTypeIdentifiers: [.url])
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        let local = session.localDragSession != nil && session.items.allSatisfy { $0.localObject is GalleryImageReference }
        isTargeted = local
        // The seed's copy, badged as what it does: a delete.
        return DropProposal(operation: local ? .copy : .forbidden, badge: local ? .delete : nil)
    }

    package func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                                withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? {
        let target = DragPreviewTarget(container: view, center: view.bounds.center, transform: Transform2D(scaleX: 0.1, scaleY: 0.1))
        return defaultPreview.retargetedPreview(with: target)
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        isTargeted = false
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        isTargeted = false
    }

    package func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        isTargeted = false
        let references = session.items.compactMap { $0.localObject as? GalleryImageReference }
        lastDeletedCount = deleteImages(references)
    }
}

extension GalleryController {
    /// Points the picture with identifier `id` at `url` — its original found again after it
    /// was moved (Locate…); its shape follows the next load. Returns whether it was here.
    @discardableResult
    package func relocateImage(withID id: UUID, to url: URL) -> Bool {
        guard let index = gallery.images.firstIndex(where: { $0.id == id }), gallery.images[index].url != url else { return false }
        gallery.images[index].url = url
        if let item = item(ofGalleryIndex: index) { collectionView.reloadItems(at: [IndexPath(item: item, section: 0)]) }
        changed("Locate Picture")
        return true
    }

    /// Removes the images with these identifiers in one batch; returns how many were here.
    @discardableResult
    package func removeImages(withIDs ids: Set<UUID>) -> Int {
        let indices = gallery.images.indices.filter { ids.contains(gallery.images[$0].id) }
        guard !indices.isEmpty else { return 0 }
        let paths = indices.compactMap(item(ofGalleryIndex:)).map { IndexPath(item: $0, section: 0) }
        collectionView.performBatchUpdates {
            gallery.images.removeAll { ids.contains($0.id) }
            collectionView.deleteItems(at: paths)
        }
        changed(indices.count == 1 ? "Delete Image" : "Delete Images")
        return indices.count
    }
}
