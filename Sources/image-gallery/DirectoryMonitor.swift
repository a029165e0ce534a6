import CDragDropGtk
import CDragDropGtkShim
import DragDrop
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
        let data = Unmanaged.passRetained(DirectoryMonitorBox(onChange)).toOpaque()
        dd_signal_connect(UnsafeMutableRawPointer(monitor), "changed", unsafeBitCast(changedCallback, to: GCallback.self), data) { data, _ in
            if let data { Unmanaged<DirectoryMonitorBox>.fromOpaque(data).release() }
        }
    }

    deinit {
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}

/// What a monitor's signal calls.
private final class DirectoryMonitorBox: @unchecked Sendable {  // created and called on the main thread
    let handler: @MainActor (URL) -> Void
    init(_ handler: @escaping @MainActor (URL) -> Void) { self.handler = handler }
}

/// GFileMonitor::changed(monitor, file, other_file, event_type, user data): the file, and for
/// a rename within the folder the other name too.
private let changedCallback: @convention(c) (gpointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent, gpointer?) -> Void = {
    _, file, other, _, data in
    guard let data else { return }
    let box = Unmanaged<DirectoryMonitorBox>.fromOpaque(data)
    var urls: [URL] = []
    for changed in [file, other].compactMap({ $0 }) {
        guard let path = g_file_get_path(changed) else { continue }
        urls.append(LocalFile(path: UnsafeBufferPointer(start: path, count: strlen(path)).map { UInt8(bitPattern: $0) }).url)
        g_free(path)
    }
    MainActor.assumeIsolated {
        let handler = box.takeUnretainedValue().handler
        for url in urls { handler(url) }
    }
}
