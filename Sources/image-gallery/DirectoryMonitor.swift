import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation

/// Watches a folder with GIO's GFileMonitor (inotify on Linux): `onChange` hears the file
/// of each change — created, deleted, changed, or moved in, out or within — on the main
/// loop, as it happens. Stops when released.
@MainActor
final class DirectoryMonitor {
    /// Only touched on the main thread (its deinit too: the monitor is released there).
    nonisolated(unsafe) private let monitor: UnsafeMutablePointer<GFileMonitor>
    let directory: URL

    /// nil when the folder cannot be watched (it does not exist, or inotify is out of watches).
    init?(directory: URL, onChange: @escaping @MainActor (URL) -> Void) {
        // By its URI: its path's bytes percent-encoded, so a folder whose name is not UTF-8
        // is watched too.
        let file = g_file_new_for_uri(directory.absoluteString)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        self.monitor = monitor
        self.directory = directory
        // The file that changed, and for a rename within the folder the other name too.
        connect(UnsafeMutableRawPointer(monitor), .fileChanged) { file, other in
            for changed in [file, other].compactMap({ $0 }) {
                guard let path = g_file_get_path(changed) else { continue }
                let url = LocalFile(path: UnsafeBufferPointer(start: path, count: strlen(path)).map { UInt8(bitPattern: $0) }).url
                g_free(path)
                onChange(url)
            }
        }
    }

    deinit {
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}
