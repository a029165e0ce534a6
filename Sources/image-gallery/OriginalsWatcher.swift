import Foundation
import ImageGalleryCore

/// Watches the folders of the library's local pictures (one file monitor per folder): when a
/// picture's file is deleted, moved away, renamed, changed or comes back, `onChange` hears
/// its address at once — the windows then show it missing, or again — instead of a stale
/// picture until the next start.
@MainActor
final class OriginalsWatcher {
    private var monitors: [URL: DirectoryMonitor] = [:]
    /// The standardized address of each watched picture, to the address the library uses.
    private var watched: [URL: URL] = [:]
    private let onChange: @MainActor (URL) -> Void

    init(onChange: @escaping @MainActor (URL) -> Void) {
        self.onChange = onChange
    }

    /// The local pictures to watch now (the library's, after each change).
    /// - Complexity: O(*n*) for *n* pictures; a monitor is made only for a new folder.
    func watch(_ urls: some Sequence<URL>) {
        watched = Dictionary(urls.lazy.filter(\.isFileURL).map { ($0.standardizedFileURL, $0) }, uniquingKeysWith: { first, _ in first })
        let folders = Set(watched.keys.map { $0.deletingLastPathComponent() })
        for folder in monitors.keys where !folders.contains(folder) { monitors[folder] = nil }
        for folder in folders where monitors[folder] == nil {
            monitors[folder] = DirectoryMonitor(directory: folder) { [weak self] file in
                guard let self, let url = watched[file.standardizedFileURL] else { return }
                onChange(url)
            }
        }
    }

    /// Folders watched now (for the end-to-end tests).
    var folderCount: Int { monitors.values.count }
}
