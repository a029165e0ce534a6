import Foundation

/// Where a launch hands its pictures to the process that owns the library (``LibraryOwner``)
/// when no session bus can carry them: a folder of the library, `handed-over`, holding one
/// file per launch — its addresses as a `text/uri-list` (file URIs with their paths' bytes
/// percent-encoded, so a name that is not UTF-8 survives), written whole or not at all
/// (``AtomicFile``). The owner takes each file, oldest first, and removes it; one left by an
/// owner that ended first is taken at the next start, so nothing handed over is lost.
package struct HandOverInbox: Sendable {
    /// The folder of hand-overs.
    package let directory: URL

    /// The inbox of the library in `libraryDirectory`.
    package init(libraryDirectory: URL) {
        directory = libraryDirectory.appendingPathComponent("handed-over", isDirectory: true)
    }

    /// Leaves `addresses` (absolute URIs) for the owner; none asks it for a window, as a
    /// second launch without files does.
    /// - Throws: ``GalleryDocumentError/cannotWrite(_:)`` with the system's reason.
    package func handOver(_ addresses: [String]) throws(GalleryDocumentError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite("cannot make \(directory.path): \(error.localizedDescription)")
        }
        // Named by when it was written, so that names sort oldest first; the process id
        // tells apart two written in the same nanosecond.
        let now = Date().timeIntervalSince1970
        let name = String(format: "%020.0f-%d.uris", now * 1_000_000_000, getpid())
        let text = addresses.map { $0 + "\r\n" }.joined()
        try AtomicFile.write(Data(text.utf8), to: directory.appendingPathComponent(name))
    }

    /// The hand-overs waiting, oldest first, each the addresses of one launch (empty: a
    /// window asked for); each file is removed as it is taken.
    /// - Complexity: O(*n* log *n*) in the files waiting, plus reading them.
    package func take() -> [[URL]] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".uris") && !$0.hasPrefix(".") }.sorted()
        return names.compactMap { name in
            let file = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            try? FileManager.default.removeItem(at: file)
            return String(decoding: data, as: UTF8.self)
                .split(whereSeparator: \.isNewline)
                .filter { !$0.hasPrefix("#") }
                .compactMap { URL(string: String($0)) }
        }
    }
}
