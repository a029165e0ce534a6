import CDragDropGtk
import CDragDropGtkShim

/// A GTK signal together with the Swift closure type its handlers have: its detailed name
/// and the one C thunk that calls a handler of that type with the signal's exact C
/// arguments. The descriptors (`SignalShapes.swift`) are the only place a thunk meets a
/// signal name, so `connect(gesture, .pressed) { presses, x, y in … }` cannot pair a
/// handler with the wrong C signature: a mismatch does not compile.
package struct Signal<Handler> {
    /// The signal's detailed name, as `g_signal_connect` takes it (`notify::title`).
    package let name: String
    /// The C function GTK calls: its last argument is the handler's box.
    let thunk: GCallback

    init(_ name: String, thunk: GCallback) {
        self.name = name
        self.thunk = thunk
    }
}

/// Runs `handler` on each emission of `signal` by `instance`; the handler lives as long as
/// the connection (GLib releases it with the instance or on disconnection).
/// - Returns: the connection's handler id.
@discardableResult
package func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: Signal<Handler>, _ handler: Handler) -> UInt {
    let data = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    return UInt(dd_signal_connect(instance, signal.name, signal.thunk, data, releaseBox))
}

/// ``connect(_:_:_:)`` for an instance GTK hands as an opaque pointer (a gesture, a controller).
@discardableResult
package func connect<Handler>(_ instance: OpaquePointer, _ signal: Signal<Handler>, _ handler: Handler) -> UInt {
    connect(UnsafeMutableRawPointer(instance), signal, handler)
}

/// A Swift closure kept alive exactly as long as its signal connection: the connection's
/// destroy notify releases it.
final class ClosureBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The handler boxed by ``connect(_:_:_:)``: a thunk asks for the type of its own signal
/// descriptor, the only type ``connect(_:_:_:)`` boxed for that thunk.
func boxedHandler<Handler>(_ data: gpointer?, as type: Handler.Type) -> Handler {
    guard let data else { preconditionFailure("GTK signal thunk called without its handler box") }
    return Unmanaged<ClosureBox<Handler>>.fromOpaque(data).takeUnretainedValue().handler
}
