import Foundation

/// Watches the folders of the local pictures the application has shown or tried to show (one
/// file monitor per folder): when such a picture's file is deleted, moved away, renamed,
/// changed or comes back, `onChange` hears its address at once — the windows then show it
/// missing, or again — instead of a stale picture until the next start. Pictures are added as
/// they load (O(1) each), never by walking the library on each of its changes.
@MainActor
final class OriginalsWatcher {
    private var monitors: [URL: DirectoryMonitor] = [:]
    /// The standardized address of each watched picture, to the address the library uses.
    private var watched: [URL: URL] = [:]
    private let onChange: @MainActor (URL) -> Void

    init(onChange: @escaping @MainActor (URL) -> Void) {
        self.onChange = onChange
    }

    /// Watches the local picture at `url` (its folder gets a monitor the first time).
    func watch(_ url: URL) {
        guard url.isFileURL else { return }
        let key = url.standardizedFileURL
        guard watched[key] == nil else { return }
        watched[key] = url
        let folder = key.deletingLastPathComponent()
        guard monitors[folder] == nil else { return }
        monitors[folder] = DirectoryMonitor(directory: folder) { [weak self] file in
            guard let self, let url = watched[file.standardizedFileURL] else { return }
            onChange(url)
        }
    }
}
