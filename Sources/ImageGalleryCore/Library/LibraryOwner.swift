import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process that shows a library's galleries, where no session bus says which (GApplication
/// makes one instance per session only over D-Bus): the first to claim the library's lock
/// file, `.instance.lock` in its directory — an advisory `flock` that the system lets go of
/// when the process ends, however it ends, so no lock outlives its owner. A later launch on
/// the same library finds it taken and hands its pictures to the owner (``HandOverInbox``)
/// instead of running beside it.
package final class LibraryOwner: Sendable {
    /// What a claim found.
    package enum Claim: Sendable {
        /// This process owns the library for as long as it keeps the value.
        case owner(LibraryOwner)
        /// Another process, still running, owns it.
        case taken
    }

    /// The lock file, open for as long as this process owns the library.
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// The library in `directory` (made if missing) for this process, unless a running one
    /// owns it. Throws ``GalleryDocumentError/cannotWrite(_:)`` naming the system's reason
    /// when the lock file can be neither made nor opened (a read-only directory, say).
    package static func claim(_ directory: URL) throws(GalleryDocumentError) -> Claim {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite("cannot make \(directory.path): \(error.localizedDescription)")
        }
        let path = directory.appendingPathComponent(lockFileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(AtomicFile.systemError("cannot open \(path)")) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let failure = errno
            close(descriptor)
            guard failure == EWOULDBLOCK else {
                errno = failure
                throw .cannotWrite(AtomicFile.systemError("cannot lock \(path)"))
            }
            return .taken
        }
        return .owner(LibraryOwner(descriptor: descriptor))
    }

    /// The lock file's name in the library's directory.
    package static let lockFileName = ".instance.lock"
}
