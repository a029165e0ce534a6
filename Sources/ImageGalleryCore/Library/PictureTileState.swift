import DragDrop
import Foundation

/// What a picture's tile shows, as far as the gallery knows without decoding it: the
/// picture (a spinner while it loads, the reason when it cannot be decoded), or — when its
/// local original is not where the gallery says, moved, renamed or deleted — a state of its
/// own: the file's name and Locate…, neither the picture nor an error.
package enum PictureTileState: Equatable, Sendable {
    /// The picture is shown (or loads, or says why it cannot be decoded).
    case picture
    /// The local original is not at the picture's address; `name` is the file's name as shown.
    case missing(name: String)

    /// The state of `image`'s tile: missing when its address is a local file that
    /// `originalExists` does not find (asked only for local files; a web picture is never
    /// missing, its download says why it fails).
    package init(of image: GalleryImage, originalExists: (URL) -> Bool) {
        self = image.url.isFileURL && !originalExists(image.url) ? .missing(name: image.url.pictureName) : .picture
    }

    /// Whether a local original is where `url` says (false for an address that is not a file).
    package static func fileExists(_ url: URL) -> Bool { LocalFile(url)?.exists ?? false }
}
