import DragDrop
import Foundation

extension GalleryLibrary {
    /// How the picture at `url` is turned (a picture is turned alike in every gallery that
    /// has it, as a photo library turns the photo, not one of its places).
    /// - Complexity: O(1).
    package func orientation(of url: URL) -> ImageOrientation { orientations[url] ?? .up }

    /// Turns the pictures at `urls` in every gallery that has them, their shapes with them —
    /// one undo step named `actionName`.
    /// - Complexity: O(*n*) for *n* pictures in the library.
    package func reorient(_ urls: [URL], actionName: String, _ turn: (ImageOrientation) -> ImageOrientation) {
        let changes = Dictionary(urls.map { url in (url, (old: orientation(of: url), new: turn(orientation(of: url)))) },
                                 uniquingKeysWith: { first, _ in first })
        commit(actionName) { state in
            for id in state.galleries.keys {
                guard let images = state.galleries[id]?.images else { continue }
                for index in images.indices {
                    guard let (old, new) = changes[images[index].url] else { continue }
                    state.galleries[id]?.images[index].orientation = new == .up ? nil : new
                    if old.swapsWidthAndHeight != new.swapsWidthAndHeight {
                        state.galleries[id]?.images[index].aspectRatio = 1 / images[index].aspectRatio
                    }
                }
            }
        }
    }

    /// How each turned picture of `state` is turned (upright ones are left out).
    /// - Complexity: O(*n*) for *n* pictures in the library.
    static func turnedPictures(in state: State) -> [URL: ImageOrientation] {
        var result: [URL: ImageOrientation] = [:]
        for gallery in state.galleries.values {
            for image in gallery.images { if let orientation = image.orientation { result[image.url] = orientation } }
        }
        return result
    }
}
