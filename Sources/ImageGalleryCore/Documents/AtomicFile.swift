import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that a reader — or the next start after a crash at any moment — sees
/// either the old content or the new, never a part: write a temporary file in the same
/// directory, flush it to the disk, rename it over the old one, flush the directory.
/// Errors name what failed and the system's reason, never the temporary file (the caller
/// names the document).
package enum AtomicFile {
    /// Whether `name` is one of the temporary files ``write(_:to:)`` makes (`.<name>.<uuid>.tmp`).
    package static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp") && name.count > 41
    }

    package static func write(_ data: Data, to url: URL) throws(GalleryDocumentError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(systemError("cannot create a file in \(directory.path)")) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = systemError("cannot write the new version")
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemError("cannot flush the new version to the disk") }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = systemError("cannot replace the old version") }
        if let failure {
            unlink(temporary.path)
            throw .cannotWrite(failure)
        }
        let directoryDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Moves a file, replacing nothing: fails when `destination` exists.
    package static func move(_ source: URL, to destination: URL) throws(GalleryDocumentError) {
        guard !FileManager.default.fileExists(atPath: destination.path) else {
            throw .cannotWrite("\(destination.lastPathComponent) already exists")
        }
        guard rename(source.path, destination.path) == 0 else { throw .cannotWrite(systemError("cannot move \(source.lastPathComponent)")) }
    }

    static func systemError(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}
