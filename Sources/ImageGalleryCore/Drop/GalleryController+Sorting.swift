import DragDrop
import Foundation

/// How Sort puts a gallery's pictures in order.
package enum GallerySortOrder: Sendable, CaseIterable {
    /// By file name, as people read numbers: "IMG_2" before "IMG_10".
    case name
    /// Oldest first, by the date the photo was taken (EXIF) or else the file's date; pictures
    /// with neither (from the web) keep their order after the dated ones.
    case date
}

extension GalleryController {
    /// Puts the gallery's pictures in `order` (a stable sort), each moving to its place in one
    /// batch update — one undo step, "Sort". `dates` gives each picture's date for
    /// ``GallerySortOrder/date``. Returns false when the pictures already were in that order.
    /// - Complexity: O(*n* log *n*) for *n* pictures.
    @discardableResult
    package func sortImages(by order: GallerySortOrder, dates: [URL: Date] = [:]) -> Bool {
        let images = gallery.images
        let sorted: [Int] = images.indices.sorted { left, right in
            let a = images[left], b = images[right]
            switch order {
            case .name:
                let result = a.url.pictureName.localizedStandardCompare(b.url.pictureName)
                return result == .orderedSame ? left < right : result == .orderedAscending
            case .date:
                switch (dates[a.url], dates[b.url]) {
                case let (x?, y?) where x != y: return x < y
                case (_?, nil): return true
                case (nil, _?): return false
                default: return left < right
                }
            }
        }
        guard sorted != Array(images.indices) else { return false }
        if shownIDs != nil {
            // Filtered: the view shows the sorted pictures it showed, drawn anew.
            gallery.images = sorted.map { images[$0] }
            collectionView.reloadData()
            changed("Sort")
            return true
        }
        collectionView.performBatchUpdates {
            gallery.images = sorted.map { images[$0] }
            for (final, old) in sorted.enumerated() where final != old {
                collectionView.moveItem(at: IndexPath(item: old, section: 0), to: IndexPath(item: final, section: 0))
            }
        }
        changed("Sort")
        return true
    }
}
