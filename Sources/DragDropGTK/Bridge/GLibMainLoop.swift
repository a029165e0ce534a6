import CDragDropGtk
import Dispatch
import Glibc

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// GLib owns the main thread; this lets it run the dispatch main queue too, so that
/// `@MainActor` code, `Task { @MainActor in }` and `DispatchQueue.main` work in a GTK app.
public enum GLibMainLoop {
    nonisolated(unsafe) private static var installed = false

    /// Installs the bridge once; call before `g_application_run`.
    @MainActor
    public static func installDispatchBridge() {
        guard !installed else { return }
        installed = true
        let handle = dispatchMainQueueHandle()
        // The handle is an eventfd that stays readable until read: drain it (without
        // blocking) before running the queue, or GLib would call back in a busy loop.
        _ = fcntl(handle, F_SETFL, fcntl(handle, F_GETFL) | O_NONBLOCK)
        g_unix_fd_add(handle, G_IO_IN, { fd, _, _ in
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            dispatchMainQueueCallback(nil)
            return gboolean(1)  // keep the source
        }, nil)
    }
}
