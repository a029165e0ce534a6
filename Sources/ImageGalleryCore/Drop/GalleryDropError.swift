import DragDrop
import Foundation

/// Why a dropped item did not become an image, in words a user understands.
public struct GalleryDropError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, on its own ("Not a picture").
    public let reason: String
    /// What failed, when known: a file name, an address's last part, quoted text.
    public let subject: String?
    /// "subject: reason", or the reason alone.
    public var message: String { subject.map { "\($0): \(reason)" } ?? reason }

    public init(_ reason: String, subject: String? = nil) {
        self.reason = reason
        self.subject = subject
    }

    /// This error naming `subject` unless it names something already.
    public func naming(_ subject: String?) -> GalleryDropError {
        self.subject == nil ? GalleryDropError(reason, subject: subject) : self
    }

    /// A short explanation of any loading error.
    public init(describing error: any Error) {
        switch error {
        case let error as GalleryDropError:
            self = error
        case let error as ItemProviderError:
            switch error {
            case let .timedOut(_, after): self.init(tr("Timed out after %@", after.secondsDescription))
            case let .tooLarge(_, size, limit): self = .tooLarge(bytes: size, limit: limit)
            case .unsupportedType: self.init(tr("Not a picture"))
            case .cancelled: self.init(tr("Cancelled"))
            case let .loadFailed(_, underlying): self.init(describing: underlying)
            }
        case let error as ImageHeaderError:
            switch error {
            case .unrecognizedFormat: self.init(tr("Not a picture"))
            case let .truncated(format): self.init(tr("Incomplete %@ picture", format.rawValue.uppercased()))
            // The reason is the header reader's own words ("the width is out of range…").
            case let .invalid(format, reason): self.init(tr("Damaged or unsafe %@ picture: %@", format.rawValue.uppercased(), reason))
            }
        case is PlaceholderTimeoutError:
            self.init(tr("Timed out waiting for the picture"))
        default:
            self.init(String(describing: error))
        }
    }

    public var description: String { message }

    /// "Too large (80 MB; the limit is 50 MB)".
    public static func tooLarge(bytes: Int, limit: Int) -> GalleryDropError {
        GalleryDropError(tr("Too large (%ld MB; the limit is %ld MB)", bytes / 1_000_000, limit / 1_000_000))
    }
}
