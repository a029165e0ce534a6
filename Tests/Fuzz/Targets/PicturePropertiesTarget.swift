import DragDrop
import Foundation
import ImageGalleryCore

/// The viewer's Properties of a picture: its header, then its EXIF through gexiv2 (from
/// Debian, not instrumented: its crashes and hangs count, its branches do not guide).
enum PicturePropertiesTarget {
    static let target = FuzzTarget(name: "picture-properties",
                                   summary: "PictureProperties(of:at:) and its rows on pictures with camera metadata") { data in
        guard let image = try? Image(data: data) else { return false }
        let properties = PictureProperties(of: image, at: URL(string: "https://example.org/photos/picture")!)
        FuzzTarget.require((1...8).contains(properties.orientation), "orientation \(properties.orientation)")
        FuzzTarget.require(properties.pixelSize.width > 0 && properties.pixelSize.height > 0, "size \(properties.pixelSize)")
        FuzzTarget.require(properties.rows.allSatisfy { !$0.title.isEmpty }, "a row without a title")
        _ = properties.date
        return true
    }
}
