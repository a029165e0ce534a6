import CDragDropGtk
import CDragDropGtkShim
import Foundation

/// A drop's data read from an X11 source by this process itself, with the drop's timestamp
/// (x11selection.c says why: Qt's sources refuse GTK 4.8's CurrentTime requests). Started
/// when GTK's own read of a drop has brought nothing for a moment; whichever answers first wins.
@MainActor
enum X11DropSelection {
    /// How long GTK's own read may bring nothing before this read starts too.
    static let patience = Duration.milliseconds(400)

    /// One read in flight: retained until it answers or is cancelled, whichever comes first.
    final class Handle {
        fileprivate var read: OpaquePointer?
        fileprivate let done: @MainActor (Data?) -> Void
        fileprivate init(_ done: @escaping @MainActor (Data?) -> Void) { self.done = done }

        /// Stops the read: `done` is not called.
        func cancel() {
            guard let read else { return }
            self.read = nil
            dd_x11_selection_read_cancel(read)
            Unmanaged.passUnretained(self).release()
        }
    }

    /// Starts a read of `mimeType` from the last X11 drop; `done` gets the bytes, or nil when
    /// the source has none. Returns nil when not on X11 (or no drop was seen): `done` is then
    /// never called.
    static func read(_ mimeType: String, done: @escaping @MainActor (Data?) -> Void) -> Handle? {
        guard let display = gdk_display_get_default() else { return nil }
        let handle = Handle(done)
        let context = Unmanaged.passRetained(handle).toOpaque()
        let read = dd_x11_read_drop_selection(display, mimeType, { bytes, length, refused, context in
            let data = refused != 0 ? nil : bytes.map { Data(bytes: $0, count: Int(length)) } ?? Data()
            let call = UncheckedResult(value: (context, data))
            onMain {
                let handle = Unmanaged<Handle>.fromOpaque(call.value.0!).takeRetainedValue()
                handle.read = nil
                handle.done(call.value.1)
            }
        }, context)
        guard let read else {
            Unmanaged<Handle>.fromOpaque(context).release()
            return nil
        }
        handle.read = read
        return handle
    }

    /// Remembers each XdndDrop's timestamp, for ``read(_:done:)``.
    static func rememberDropTimes(on display: OpaquePointer) {
        dd_x11_remember_drop_times(display)
    }
}
