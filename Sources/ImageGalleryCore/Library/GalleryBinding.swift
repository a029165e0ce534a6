import Foundation

/// Keeps one gallery view (a ``GalleryController``) and the ``GalleryLibrary`` in step, the
/// way every window of the app does: the view's edits become library changes (saved and
/// undoable; shape corrections saved but not undoable), and library changes from anywhere —
/// another window showing the same gallery, an undo, a deletion — reach the view.
@MainActor
package final class GalleryBinding {
    package let library: GalleryLibrary
    package let controller: GalleryController
    /// The gallery went away (deleted, or an undo removed it): show another.
    package var onGalleryGone: (() -> Void)?
    /// The gallery changed from elsewhere (to refresh a title, for example).
    package var onGalleryChanged: ((Gallery) -> Void)?
    /// The view's pictures were replaced by another version of the gallery (an undo, an edit
    /// in another window, a merge), not by its own edit: what was worked out for its pictures
    /// (their loaded shapes) is to be applied again.
    package var onGalleryReplaced: ((Gallery) -> Void)?
    private var token: UUID?

    package init(library: GalleryLibrary, controller: GalleryController) {
        self.library = library
        self.controller = controller
        controller.onChange = { [weak library, weak controller] gallery in
            guard let library, let controller else { return }
            let name = controller.lastActionName
            library.update(gallery, actionName: name, undoable: name != GalleryController.aspectRatioCorrection)
        }
        token = library.addObserver { [weak self] change in self?.libraryChanged(change) }
    }

    /// Stops following the library (the window closed or shows another gallery).
    package func unbind() {
        if let token { library.removeObserver(token) }
        token = nil
        controller.onChange = nil
    }

    package var galleryID: UUID { controller.gallery.id }

    private func libraryChanged(_ change: GalleryLibrary.Change) {
        guard change.changedGalleries.contains(galleryID) else { return }
        guard let gallery = library.gallery(galleryID), !library.state.deleted.contains(galleryID) else {
            onGalleryGone?()
            return
        }
        if controller.replaceGallery(gallery) { onGalleryReplaced?(gallery) }
        onGalleryChanged?(gallery)
    }
}
