import DragDrop
import Foundation

extension URL {
    /// The name a picture's address is shown by, in messages, titles and for screen readers:
    /// a file's name shown GLib's way (``LocalFile/displayName(_:)``: a byte that is not
    /// UTF-8 as U+FFFD, a newline as `\n`); a web address's last part (percent escapes
    /// decoded), else its host; a `data:` URL "picture" with its type's extension
    /// ("picture.png"), never its payload.
    package var pictureName: String {
        if let file = LocalFile(self) { return file.name }
        if scheme?.lowercased() == "data" {
            let mimeType = DataURL(self)?.mimeType ?? ""
            let fileExtension = TypeIdentifier(mimeType: mimeType)?.preferredFilenameExtension
            // TRANSLATORS: the name of a picture given as a data: URL, before its extension ("picture.png").
            return tr("picture") + (fileExtension.map { "." + $0 } ?? "")
        }
        let path = path(percentEncoded: true)
        let last = path.split(separator: "/").last.map { LocalFile.displayName(Array(($0.removingPercentEncoding ?? String($0)).utf8)) }
        return last ?? host ?? absoluteString
    }
}
