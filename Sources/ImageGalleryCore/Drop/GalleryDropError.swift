import DragDrop
import Foundation

/// Why a dropped item did not become an image, in words a user understands.
public struct GalleryDropError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// A short explanation of any loading error.
    public init(describing error: any Error) {
        switch error {
        case let error as GalleryDropError:
            self = error
        case let error as ItemProviderError:
            switch error {
            case let .timedOut(_, after): self.init("Timed out after \(after.secondsDescription)")
            case let .tooLarge(_, size, limit): self = .tooLarge(bytes: size, limit: limit)
            case .unsupportedType: self.init("Not an image")
            case .cancelled: self.init("Cancelled")
            case let .loadFailed(_, underlying): self.init(describing: underlying)
            }
        case is ImageHeaderError:
            self.init("Not an image")
        case is PlaceholderTimeoutError:
            self.init("Timed out waiting for the image")
        default:
            self.init(String(describing: error))
        }
    }

    public var description: String { message }

    /// "Too large (80 MB; the limit is 50 MB)".
    public static func tooLarge(bytes: Int, limit: Int) -> GalleryDropError {
        GalleryDropError("Too large (\(bytes / 1_000_000) MB; the limit is \(limit / 1_000_000) MB)")
    }
}
