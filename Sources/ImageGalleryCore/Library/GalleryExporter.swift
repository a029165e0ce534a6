import DragDrop
import Foundation

/// Copies pictures into a folder: each under its own file name (`lake-2.jpg`, `lake-3.jpg`…
/// when the name is taken), written atomically, never over a file already there. A picture
/// that cannot be fetched or written is named with the reason; the others still go.
package struct GalleryExporter: Sendable {
    /// What an export did.
    package struct Outcome: Sendable, Equatable {
        /// The files written, in the pictures' order.
        package var written: [URL] = []
        /// "lake.jpg: Not found (404)", one per picture that did not go.
        package var failures: [String] = []
    }

    let store: any GalleryImageStore

    /// An exporter taking the pictures' bytes from `store` (downloaded ones from its cache).
    package init(store: any GalleryImageStore) {
        self.store = store
    }

    /// Writes `images` into `folder`.
    /// - Complexity: one fetch (or cache read) and one file write per picture.
    package func export(_ images: [GalleryImage], to folder: URL) async -> Outcome {
        var outcome = Outcome()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            outcome.failures = images.map { "\($0.url.pictureName): \(folder.path) is not a folder" }
            return outcome
        }
        var taken = Set<String>()
        for image in images {
            do {
                let source = try await store.exportedFile(for: image.url)
                // Read by its path's bytes (a name that is not UTF-8); the copy's name is
                // those bytes as UTF-8, a bad byte as U+FFFD.
                let original = LocalFile(source)
                let data = try original.map { try $0.read() } ?? Data(contentsOf: source)
                let name = original.map { String(decoding: $0.nameBytes, as: UTF8.self) } ?? source.lastPathComponent
                let file = folder.appendingPathComponent(Self.freeName(for: name, in: folder, taken: taken))
                try AtomicFile.write(data, to: file)
                taken.insert(file.lastPathComponent)
                outcome.written.append(file)
            } catch {
                outcome.failures.append(GalleryDropError(describing: error).naming(image.url.pictureName).message)
            }
        }
        return outcome
    }

    /// `name`, or `name-2`, `name-3`… (before the extension): the first not in `folder` and
    /// not written by this export.
    static func freeName(for name: String, in folder: URL, taken: Set<String>) -> String {
        let base = (name as NSString).deletingPathExtension, suffix = (name as NSString).pathExtension
        var candidate = name, number = 1
        while taken.contains(candidate) || FileManager.default.fileExists(atPath: folder.appendingPathComponent(candidate).path) {
            number += 1
            candidate = suffix.isEmpty ? "\(base)-\(number)" : "\(base)-\(number).\(suffix)"
        }
        return candidate
    }
}
