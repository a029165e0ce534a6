import DragDrop
import Foundation
import ImageGalleryCore

/// A gallery document (`*.gallery.json`, hand-edited, damaged or from another version): read
/// it; a gallery read is saved back unchanged and shown — laid out in both arrangements at
/// the window's smallest and largest zoom — with every picture at a finite place.
enum GalleryDocumentTarget {
    /// The gallery's real store, on an empty folder: showing a gallery reads nothing from it.
    @MainActor private static let store: CachingImageStore = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-fuzz-\(getpid())")
        return CachingImageStore(diskCache: DiskCache(directory: folder.appendingPathComponent("cache")),
                                 kept: KeptPictures(directory: folder.appendingPathComponent("kept")))
    }()

    static let target = FuzzTarget(name: "gallery-document", summary: "GalleryDocument.decode, saved again, shown by a GalleryController") { data in
        guard case let .success(gallery) = GalleryDocument.decode(data) else { return true }
        guard let saved = try? GalleryDocument(gallery: gallery).encoded() else {
            FuzzTarget.require(false, "a gallery read cannot be saved")
            return true
        }
        FuzzTarget.require(GalleryDocument.decode(saved) == .success(gallery), "the saved gallery reads back different")
        for style in GalleryLayoutStyle.allCases {
            for cellWidth in [60.0, 800] {
                show(gallery, style: style, cellWidth: cellWidth)
            }
        }
        return true
    }

    @MainActor private static func show(_ gallery: Gallery, style: GalleryLayoutStyle, cellWidth: Double) {
        let controller = GalleryController(gallery: gallery, frame: Rect(x: 0, y: 0, width: 800, height: 600), store: store,
                                           cellWidth: cellWidth, layoutStyle: style)
        let content = controller.collectionView.contentSize
        FuzzTarget.require(content.width.isFinite && content.height.isFinite, "content size \(content) (\(style), cell \(cellWidth))")
        for item in gallery.images.indices {
            guard let frame = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else {
                FuzzTarget.require(false, "picture \(item) has no place (\(style), cell \(cellWidth))")
                return
            }
            FuzzTarget.require([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
                               "picture \(item) at \(frame) (\(style), cell \(cellWidth))")
        }
    }
}
