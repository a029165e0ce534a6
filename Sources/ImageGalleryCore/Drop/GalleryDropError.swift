import DragDrop
import Foundation

/// Why a dropped item did not become an image, in words a user understands.
package struct GalleryDropError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, on its own ("Not a picture").
    package let reason: String
    /// What failed, when known: a file name, an address's last part, quoted text.
    package let subject: String?
    /// "subject: reason", or the reason alone.
    package var message: String { subject.map { "\($0): \(reason)" } ?? reason }

    package init(_ reason: String, subject: String? = nil) {
        self.reason = reason
        self.subject = subject
    }

    /// This error naming `subject` unless it names something already.
    package func naming(_ subject: String?) -> GalleryDropError {
        self.subject == nil ? GalleryDropError(reason, subject: subject) : self
    }

    /// A short explanation of any loading error.
    package init(describing error: any Error) {
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
        case let error as LocalFile.Error:
            switch error {
            case .missing: self.init(tr("No such file"))
            case let .notRegularFile(kind): self.init(tr("Not a regular file (%@)", Self.describe(kind)))
            case let .tooLarge(size, limit): self = .tooLarge(bytes: size, limit: limit)
            case let .unreadable(code): self.init(tr("Cannot read the file (%@)", String(cString: strerror(code))))
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

    package var description: String { message }

    /// "Too large (80 MB; the limit is 50 MB)", or, when only streaming found the size (nil),
    /// "Too large (over the limit of 50 MB)".
    package static func tooLarge(bytes: Int?, limit: Int) -> GalleryDropError {
        guard let bytes else { return GalleryDropError(tr("Too large (over the limit of %@)", size(limit))) }
        // Rounded so the two never read the same: 50.4 MB over a 50 MB limit is "51 MB".
        return GalleryDropError(tr("Too large (%@; the limit is %@)", size(bytes, roundingUpFrom: limit), size(limit)))
    }

    /// A size in megabytes (decimal, as file managers show them), or in bytes below one:
    /// "512 MB", "33 bytes". Rounded to the nearest, but never to `roundingUpFrom`'s figure
    /// when larger than it.
    static func size(_ bytes: Int, roundingUpFrom smaller: Int? = nil) -> String {
        guard bytes >= 1_000_000 || (smaller ?? 0) >= 1_000_000 else { return trn("%ld byte", "%ld bytes", bytes) }
        var megabytes = (bytes + 500_000) / 1_000_000
        if let smaller, bytes > smaller, megabytes <= smaller / 1_000_000 { megabytes = smaller / 1_000_000 + 1 }
        // TRANSLATORS: a size in megabytes ("512 MB").
        return tr("%ld MB", megabytes)
    }

    /// What a file that is not a regular file is, in words: "a named pipe", "a device".
    static func describe(_ kind: LocalFile.Kind) -> String {
        switch kind {
        case .namedPipe: tr("a named pipe")
        case .characterDevice, .blockDevice: tr("a device")
        case .socket: tr("a socket")
        case .directory: tr("a folder")
        case .regular, .other: tr("not a file of data")
        }
    }
}
