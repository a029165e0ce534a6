import Foundation

/// The galleries on disk: one JSON document per gallery in the user's data directory
/// (`$XDG_DATA_HOME/image-gallery`, by default `~/.local/share/image-gallery`), deleted ones
/// in its "Recently Deleted" folder until restored or deleted for good.
///
/// Every save is atomic (``AtomicFile``). A document this version cannot read — damaged,
/// or from a newer version — is listed with its error and never overwritten or moved.
package struct GalleryDocumentStore: Sendable {
    package let directory: URL
    package var deletedDirectory: URL { directory.appendingPathComponent("Recently Deleted", isDirectory: true) }
    package static let fileExtension = "gallery.json"

    package init(directory: URL) {
        self.directory = directory
    }

    /// `$XDG_DATA_HOME/image-gallery`, or `~/.local/share/image-gallery`.
    package static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        return base.appendingPathComponent("image-gallery", isDirectory: true)
    }

    /// One file found on disk.
    package struct Entry: Sendable, Hashable {
        package let fileURL: URL
        package let isDeleted: Bool
        package let content: Result<Gallery, GalleryDocumentError>
        /// The file's stamp, taken just before it was read (so a change made meanwhile gives
        /// a stamp that no longer matches, never one that matches a version not read).
        package var stamp: DocumentStamp? = nil

        package var gallery: Gallery? { try? content.get() }
    }

    /// Every document as read at one time, with the ``fingerprint()`` taken just before: what a
    /// ``GalleryLibrary`` starts from. Sendable, so it can be read on another thread while the
    /// application starts up.
    package struct Snapshot: Sendable {
        package let fingerprint: [String: [Double]]
        package let entries: [Entry]
    }

    /// Reads every document (``loadAll()``), the fingerprint taken first.
    /// - Complexity: reads every document.
    package func snapshot() -> Snapshot {
        let fingerprint = fingerprint()
        return Snapshot(fingerprint: fingerprint, entries: loadAll())
    }

    /// Every document, live and deleted, sorted by gallery name (unreadable files by file name).
    /// - Complexity: reads every document.
    package func loadAll() -> [Entry] {
        var entries: [Entry] = []
        for (folder, isDeleted) in [(directory, false), (deletedDirectory, true)] {
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for file in files where file.lastPathComponent.hasSuffix("." + Self.fileExtension) && !file.lastPathComponent.hasPrefix(".") {
                let stamp = DocumentStamp(of: file)
                entries.append(Entry(fileURL: file, isDeleted: isDeleted, content: read(file), stamp: stamp))
            }
        }
        return entries.sorted { sortKey($0) < sortKey($1) }
    }

    private func sortKey(_ entry: Entry) -> String {
        (entry.gallery?.name ?? entry.fileURL.lastPathComponent).lowercased()
    }

    func read(_ file: URL) -> Result<Gallery, GalleryDocumentError> {
        do {
            return GalleryDocument.decode(try Data(contentsOf: file))
        } catch {
            return .failure(.corrupt("cannot read the file (\(error.localizedDescription))"))
        }
    }

    package func fileURL(for id: UUID, deleted: Bool = false) -> URL {
        (deleted ? deletedDirectory : directory).appendingPathComponent("\(id.uuidString.lowercased()).\(Self.fileExtension)")
    }

    /// Saves a gallery atomically (live, or in "Recently Deleted"). Refuses to replace a
    /// file this version cannot read.
    package func save(_ gallery: Gallery, deleted: Bool = false) throws(GalleryDocumentError) {
        try save(gallery, deleted: deleted, replacingReadable: false)
    }

    /// `replacingReadable`: the file there was just read, under the directory's lock, and is
    /// not read again (a save of a large gallery decoded it twice).
    private func save(_ gallery: Gallery, deleted: Bool, replacingReadable: Bool) throws(GalleryDocumentError) {
        let url = fileURL(for: gallery.id, deleted: deleted)
        if !replacingReadable, FileManager.default.fileExists(atPath: url.path), case let .failure(error) = read(url) {
            throw .wouldOverwriteUnreadable(error.description)
        }
        do throws(GalleryDocumentError) {
            try createDirectory(deleted ? deletedDirectory : directory)
            let data: Data
            do { data = try GalleryDocument(gallery: gallery).encoded() } catch { throw .cannotWrite("cannot encode the gallery: \(error)") }
            try AtomicFile.write(data, to: url)
        } catch {
            // Name the gallery, not the file (and never the temporary one).
            if case let .cannotWrite(reason) = error { throw .cannotWrite("the gallery “\(gallery.name)”: \(reason)") }
            throw error
        }
    }

    /// The stamp of gallery `id`'s document, live or in "Recently Deleted" (nil: none).
    /// - Complexity: at most two `stat`s.
    package func stamp(of id: UUID) -> DocumentStamp? {
        DocumentStamp(of: fileURL(for: id)) ?? DocumentStamp(of: fileURL(for: id, deleted: true))
    }

    /// The saved version of one gallery (live or in "Recently Deleted"), nil when there is
    /// none, or why it cannot be read.
    package func saved(_ id: UUID) -> Result<SavedGallery?, GalleryDocumentError> {
        for deleted in [false, true] {
            let url = fileURL(for: id, deleted: deleted)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            return read(url).map { SavedGallery(gallery: $0, deleted: deleted) }
        }
        return .success(nil)
    }

    /// Makes the disk hold `target` for gallery `id` (nil: no document), given what it holds
    /// now: writes only what differs, moves between live and "Recently Deleted". Returns
    /// whether a document was written. `current` is what the disk was just read to hold
    /// (under the directory's lock): its file is not read again before being replaced.
    @discardableResult
    package func realize(_ target: SavedGallery?, for id: UUID, current: SavedGallery?) throws(GalleryDocumentError) -> Bool {
        guard let target else {
            if let current { try remove(id, deleted: current.deleted) }
            return false
        }
        if let current, current.deleted != target.deleted {
            if current.gallery == target.gallery {
                try target.deleted ? moveToRecentlyDeleted(id) : restore(id)
                return false
            }
            try save(target.gallery, deleted: target.deleted)
            try remove(id, deleted: current.deleted)
            return true
        }
        guard current?.gallery != target.gallery else { return false }
        // `current` is what this file holds: read already, and readable.
        try save(target.gallery, deleted: target.deleted, replacingReadable: current != nil)
        return true
    }

    /// Removes the temporary files of saves that never finished (a crash between writing and
    /// renaming) older than `age`; a younger one may belong to a save in progress elsewhere.
    package func removeStaleTemporaries(olderThan age: TimeInterval = 60) {
        for folder in [directory, deletedDirectory] {
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
            for file in files where AtomicFile.isTemporary(file.lastPathComponent) {
                let modified = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
                if Date().timeIntervalSince(modified) > age { try? FileManager.default.removeItem(at: file) }
            }
        }
    }

    /// Names, sizes and modification times of the documents: changes when any document does.
    /// - Complexity: one directory listing and one `stat` per document.
    package func fingerprint() -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for folder in [directory, deletedDirectory] {
            let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
            let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)) ?? []
            for file in files where file.lastPathComponent.hasSuffix("." + Self.fileExtension) && !file.lastPathComponent.hasPrefix(".") {
                let values = try? file.resourceValues(forKeys: Set(keys))
                result[file.path] = [values?.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values?.fileSize ?? 0)]
            }
        }
        return result
    }

    /// Moves a gallery's document into "Recently Deleted".
    package func moveToRecentlyDeleted(_ id: UUID) throws(GalleryDocumentError) {
        try createDirectory(deletedDirectory)
        try AtomicFile.move(fileURL(for: id), to: fileURL(for: id, deleted: true))
    }

    /// Moves a gallery's document back from "Recently Deleted".
    package func restore(_ id: UUID) throws(GalleryDocumentError) {
        try AtomicFile.move(fileURL(for: id, deleted: true), to: fileURL(for: id))
    }

    /// Deletes a gallery's document for good (live, or in "Recently Deleted"); a file this
    /// version cannot read is refused.
    package func remove(_ id: UUID, deleted: Bool) throws(GalleryDocumentError) {
        let url = fileURL(for: id, deleted: deleted)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        if case let .failure(error) = read(url) { throw .wouldOverwriteUnreadable(error.description) }
        do { try FileManager.default.removeItem(at: url) } catch {
            throw .cannotWrite("cannot delete the document: \(error.localizedDescription)")
        }
    }

    private func createDirectory(_ url: URL) throws(GalleryDocumentError) {
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw .cannotWrite("cannot create \(url.path): \(error.localizedDescription)")
        }
    }
}
