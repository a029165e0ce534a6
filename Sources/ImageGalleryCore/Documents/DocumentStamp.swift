import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which version of a document file is on disk, without reading it: its path, device, inode,
/// size and modification time (the path too: moving a document into "Recently Deleted" keeps
/// the rest). Every save replaces the file by renaming a new one over it (a new
/// inode), so a file whose stamp is the one this process took when it last read or wrote it
/// still holds what it read or wrote — the writer then does not read and decode it again
/// before replacing it (at 100,000 pictures that was a second copy of the whole gallery in
/// memory, and 0.2 s of CPU, per save).
package struct DocumentStamp: Hashable, Sendable {
    let path: String
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64

    /// The stamp of the file at `url`; nil when there is none (or it cannot be examined).
    /// - Complexity: one `stat`.
    package init?(of url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        path = url.path
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modifiedSeconds = Int64(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
    }
}
