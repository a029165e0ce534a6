import DragDrop
import Foundation

/// Find filters the view, as Files and Shotwell do: the view shows only the pictures that
/// match, in gallery order, and what is done in it lands in the whole gallery where the
/// filtered view showed it (SEMANTICS 54).
extension GalleryController {
    /// Shows only the pictures whose `searchText` holds `query` (case and accents aside, each
    /// word of the query somewhere); an empty query shows every picture again. Pictures added
    /// while the view is filtered stay shown until the query changes.
    /// - Complexity: O(*n*) for the gallery's *n* pictures.
    package func filter(by query: String, searchText: (GalleryImage) -> String = { $0.url.pictureName }) {
        filterQuery = query
        let words = query.split(whereSeparator: \.isWhitespace)
        if words.isEmpty {
            shownIDs = nil
        } else {
            shownIDs = Set(gallery.images.filter { image in
                let text = searchText(image)
                return words.allSatisfy { text.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
            }.map(\.id))
            shownPlaces = Self.places(of: shownIDs, in: gallery.images)
        }
        collectionView.selectedIndexPaths = []
        collectionView.reloadData()
    }

    /// Whether the view shows only some pictures (``filter(by:searchText:)``).
    package var isFiltered: Bool { shownIDs != nil }

    /// The pictures the view shows, in its order.
    package var shownImages: [GalleryImage] {
        shownIDs == nil ? gallery.images : shownPlaces.map { gallery.images[$0] }
    }

    /// How many pictures the view shows.
    package var shownCount: Int { shownIDs == nil ? gallery.images.count : shownPlaces.count }

    /// The picture at `item` of the view; nil past its end.
    package func image(atItem item: Int) -> GalleryImage? {
        (0..<shownCount).contains(item) && gallery.images.indices.contains(galleryIndex(ofItem: item))
            ? gallery.images[galleryIndex(ofItem: item)] : nil
    }

    /// The stored aspect ratio of the picture at `item` of the view; nil past its end. Read
    /// in place: the layout asks it of every picture, and copying each ``GalleryImage`` (its
    /// URL retained and released) for it was a third of a layout's time at 100,000 pictures.
    package func aspectRatio(atItem item: Int) -> Double? {
        let index = galleryIndex(ofItem: item)
        return (0..<shownCount).contains(item) && gallery.images.indices.contains(index) ? gallery.images[index].aspectRatio : nil
    }

    /// Where the view's `item` is in the gallery.
    package func galleryIndex(ofItem item: Int) -> Int {
        guard shownIDs != nil else { return item }
        return shownPlaces.indices.contains(item) ? shownPlaces[item] : gallery.images.count
    }

    /// The view's item of the gallery's picture at `index`; nil when the filter hides it.
    package func item(ofGalleryIndex index: Int) -> Int? {
        guard shownIDs != nil else { return index }
        return Self.position(of: index, in: shownPlaces)
    }

    /// Where a picture inserted at `item` of the view goes in the gallery: just before the
    /// picture the view shows there, or — past the last picture shown — at the gallery's end
    /// (after every picture, shown or not: the view shows it last either way).
    package func galleryInsertionIndex(forItem item: Int) -> Int {
        guard shownIDs != nil else { return min(item, gallery.images.count) }
        return shownPlaces.indices.contains(item) ? shownPlaces[item] : gallery.images.count
    }

    /// The indices of the pictures `ids` names in `images`, ascending.
    static func places(of ids: Set<UUID>?, in images: [GalleryImage]) -> [Int] {
        guard let ids else { return Array(images.indices) }
        return images.indices.filter { ids.contains(images[$0].id) }
    }

    /// The gallery after a reorder in a filtered view: `shown` is the view's new order, whose
    /// `moved` pictures left their places; each goes just before the picture that follows it
    /// in the view, or to the gallery's end when it is last. Hidden pictures and the shown
    /// pictures that did not move keep their order.
    /// - Complexity: O(*n* · *m*) for *n* pictures and *m* moved.
    static func placing(shownInOrder shown: [GalleryImage], moved: Set<UUID>, in images: [GalleryImage]) -> [GalleryImage] {
        var result = images.filter { !moved.contains($0.id) }
        // From the last: the picture after each moved one is in place already.
        for index in shown.indices.reversed() where moved.contains(shown[index].id) {
            let next = index + 1 < shown.count ? result.firstIndex { $0.id == shown[index + 1].id } : nil
            result.insert(shown[index], at: next ?? result.count)
        }
        return result
    }

    /// Where `value` is in the ascending `sorted` (binary search); nil when absent.
    private static func position(of value: Int, in sorted: [Int]) -> Int? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value ? low : nil
    }
}
