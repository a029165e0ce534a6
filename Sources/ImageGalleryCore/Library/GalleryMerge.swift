import Foundation

/// Three-way merge of a gallery that two writers changed from the same saved version (two
/// processes on one data directory, or a document edited while this process held it).
/// Nothing either side added is lost: pictures are matched by identifier; a picture one side
/// removed and the other left alone is removed; one side's new pictures keep their place
/// relative to their neighbours on that side; a field one side left as it was takes the
/// other side's value.
package enum GalleryMerge {
    /// - Parameters:
    ///   - base: the version both sides started from (the last one this process read or wrote).
    ///   - ours: this process's version.
    ///   - theirs: the version found on disk.
    /// - Complexity: O(n) in the number of pictures (hash lookups).
    package static func merge(base: Gallery, ours: Gallery, theirs: Gallery) -> Gallery {
        if ours == base { return theirs }
        if theirs == base || theirs == ours { return ours }
        let baseIDs = Set(base.images.map(\.id))
        let ourIDs = Set(ours.images.map(\.id))
        let baseByID = Dictionary(base.images.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirByID = Dictionary(theirs.images.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        // Ours, less what they removed; a picture both kept takes their change of a field we left alone.
        var result: [GalleryImage] = ours.images.compactMap { image in
            guard baseIDs.contains(image.id) else { return image }  // ours is new
            guard let their = theirByID[image.id] else { return nil }  // they removed it
            return image == baseByID[image.id] ? their : image
        }
        // Their new pictures, each after its nearest preceding neighbour in their order.
        let position = Dictionary(result.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var insertAfter: Int = -1
        var insertions: [(after: Int, image: GalleryImage, order: Int)] = []
        for (order, image) in theirs.images.enumerated() {
            if let index = position[image.id] {
                insertAfter = index
            } else if !baseIDs.contains(image.id), !ourIDs.contains(image.id) {
                insertions.append((insertAfter, image, order))
            }
        }
        for insertion in insertions.sorted(by: { ($0.after, $0.order) > ($1.after, $1.order) }) {
            result.insert(insertion.image, at: insertion.after + 1)
        }
        let name = ours.name == base.name ? theirs.name : ours.name
        return Gallery(id: ours.id, name: name, images: result)
    }

    /// The same for whole documents, which may also be absent (deleted for good, or not yet
    /// written) or in "Recently Deleted". A side that deleted for good loses to a side that
    /// changed the gallery since: its pictures are kept.
    package static func merge(base: SavedGallery?, ours: SavedGallery?, theirs: SavedGallery?) -> SavedGallery? {
        if ours == base { return theirs }
        if theirs == base || theirs == ours { return ours }
        guard let ours else { return theirs }
        guard let theirs else { return ours }
        let baseGallery = base?.gallery ?? Gallery(id: ours.gallery.id, name: ours.gallery.name)
        return SavedGallery(gallery: merge(base: baseGallery, ours: ours.gallery, theirs: theirs.gallery),
                            deleted: ours.deleted == base?.deleted ? theirs.deleted : ours.deleted)
    }
}

/// A gallery as saved: its content and whether it is in "Recently Deleted".
package struct SavedGallery: Hashable, Sendable {
    package var gallery: Gallery
    package var deleted: Bool

    package init(gallery: Gallery, deleted: Bool) {
        self.gallery = gallery
        self.deleted = deleted
    }
}
