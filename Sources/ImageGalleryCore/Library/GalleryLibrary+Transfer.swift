import Foundation

extension GalleryLibrary {
    /// Adds copies of the referenced images at the end of gallery `target`, in order, and
    /// with `moving` takes the originals out of their galleries — all one undo step. Images
    /// already in `target` are skipped (dropping a gallery's pictures on itself does
    /// nothing). Returns how many arrived (0: nothing changed).
    /// - Complexity: O(*n* + *m*) for *n* references and *m* images in the galleries touched.
    @discardableResult
    package func transferImages(_ references: [GalleryImageReference], to target: UUID, moving: Bool) -> Int {
        let arriving = references.filter { $0.galleryID != target }
        guard !arriving.isEmpty, state.galleries[target] != nil, !state.deleted.contains(target) else { return 0 }
        let name = (moving ? "Move " : "Copy ") + (arriving.count == 1 ? "Image" : "Images")
        commit(name) { state in
            state.galleries[target]?.images += arriving.map { GalleryImage(url: $0.image.url, aspectRatio: $0.image.aspectRatio, orientation: $0.image.orientation) }
            guard moving else { return }
            for (galleryID, group) in Dictionary(grouping: arriving, by: \.galleryID) {
                let ids = Set(group.map(\.image.id))
                state.galleries[galleryID]?.images.removeAll { ids.contains($0.id) }
            }
        }
        return arriving.count
    }
}
