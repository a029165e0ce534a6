import CDragDropGtk
import CDragDropGtkShim

/// What the window system says during a drag (begun, cancelled and why, entered, the
/// answer given, dropped), in GLib's debug log of the `DragDrop` domain: run an application
/// with `G_MESSAGES_DEBUG=DragDrop` to see it, with GLib's timestamps, on stderr. Without
/// it, a message is not even formatted.
enum DebugLog {
    static func write(_ message: @autoclosure () -> String) {
        guard dd_debug_log_enabled() != 0 else { return }
        dd_debug_log(message())
    }
}
