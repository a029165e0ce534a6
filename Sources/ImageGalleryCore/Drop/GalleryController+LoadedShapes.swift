import DragDrop
import Foundation

extension GalleryController {
    /// How far a stored aspect ratio may be from the loaded picture's before it is corrected.
    static let aspectRatioTolerance = 0.005

    /// Makes the stored shapes of the pictures at these addresses their real ones, as loaded
    /// (`upright`: width / height of the picture as it stands; a picture turned a quarter gets
    /// the inverse). One layout pass of the rows concerned, one change (one save, not an undo
    /// step).
    ///
    /// A picture loads because its tile is on screen (or about to be): the pictures near the
    /// screen — the visible ones and as many again on either side — are looked at first, and
    /// the whole gallery only for an address not found there, or when `everywhere` (a gallery
    /// replaced by an undo, a window opening on pictures already loaded). So the corrections
    /// of a start cost the screen's pictures, not the gallery's.
    /// - Complexity: O(*s*) for *s* pictures near the screen when each address is found
    ///   among them; O(*n*) in the gallery's pictures otherwise.
    package func correctAspectRatios(toLoaded upright: [URL: Double], everywhere: Bool = false) {
        guard !upright.isEmpty else { return }
        var corrections: [Int: Double] = [:]
        var unfound = Set(upright.keys)
        func consider(_ index: Int) {
            let image = gallery.images[index]
            guard let real = upright[image.url] else { return }
            unfound.remove(image.url)
            let ratio = (image.orientation ?? .up).swapsWidthAndHeight ? 1 / real : real
            if abs(image.aspectRatio - ratio) > Self.aspectRatioTolerance { corrections[index] = ratio }
        }
        if !everywhere {
            for index in galleryIndicesNearScreen() { consider(index) }
        }
        if everywhere || !unfound.isEmpty {
            for index in gallery.images.indices { consider(index) }
        }
        correctAspectRatios(atGalleryIndices: corrections)
    }

    /// The gallery indices of the pictures in view and as many again before and after them.
    private func galleryIndicesNearScreen() -> [Int] {
        let visible = collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
        guard let first = visible.min(), let last = visible.max() else { return [] }
        let margin = last - first + 1
        let items = max(0, first - margin)..<min(collectionView.numberOfItems(inSection: 0), last + 1 + margin)
        return items.compactMap { item in
            guard let path = collectionView.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: item, section: 0)) else { return nil }
            let index = galleryIndex(ofItem: path.item)
            return gallery.images.indices.contains(index) ? index : nil
        }
    }
}
