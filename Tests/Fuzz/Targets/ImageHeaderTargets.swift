import DragDrop
import Foundation

/// `Image(data:)`, the one reader of picture headers (dropped bytes, downloads, sniffed
/// files), one target per format family so each gets its own corpus and time: an input
/// counts for a target when the parser takes it for one of the target's formats (its
/// result or its error says which); the rest is left to the other targets.
enum ImageHeaderTargets {
    static let all: [FuzzTarget] = [
        target("image-png", [.png]), target("image-jpeg", [.jpeg]), target("image-gif", [.gif]),
        target("image-webp", [.webP]), target("image-tiff", [.tiff]), target("image-bmp", [.bmp]),
        target("image-heif", [.heic, .avif]), target("image-svg", [.svg]),
    ]

    private static func target(_ name: String, _ formats: Set<Image.Format>) -> FuzzTarget {
        let list = formats.map(\.rawValue).sorted().joined(separator: ", ")
        return FuzzTarget(name: name, summary: "Image(data:) on \(list) headers: a positive size, or a typed error") { data in
            check(data).map(formats.contains) ?? false
        }
    }

    /// Reads `data` and checks the result; the format the parser took it for (nil: none).
    @discardableResult
    static func check(_ data: Data) -> Image.Format? {
        do {
            let image = try Image(data: data)
            FuzzTarget.require(image.pixelSize.width > 0 && image.pixelSize.height > 0, "size \(image.pixelSize)")
            FuzzTarget.require(image.aspectRatio.isFinite && image.aspectRatio > 0, "aspect ratio \(image.aspectRatio)")
            FuzzTarget.require(image.data == data, "the bytes changed")
            return image.format
        } catch {
            FuzzTarget.require(!error.description.isEmpty, "an error without a description")
            switch error {
            case .unrecognizedFormat: return nil
            case let .truncated(format), let .invalid(format, _): return format
            }
        }
    }
}
