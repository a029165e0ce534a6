import CDragDropGtk
import CDragDropGtkShim

/// Connects Swift closures to GTK signals without C callbacks of your own — for the
/// controls inside custom cells (``GTKCellFactory``), e.g. a check button's "toggled". The
/// closure lives as long as the connection.
public enum GTKSignals {
    /// Runs `action` each time `instance` (a GObject) emits `signal`, a signal with no
    /// arguments of its own ("toggled", "clicked", "activate"…).
    @MainActor
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String,
                               _ action: @escaping @MainActor () -> Void) -> UInt {
        DragDropGTK.connect(instance, signal, box: action as VoidHandler, callback: unsafeBitCast(voidCallback, to: GCallback.self))
    }
}
