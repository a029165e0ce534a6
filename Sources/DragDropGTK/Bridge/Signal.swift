import CDragDropGtk
import CDragDropGtkShim
import DragDrop

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
    /// How many arguments the thunk takes between the instance and the box: what GLib must
    /// say the signal has, checked at each connection.
    let arguments: Int

    init(_ name: String, arguments: Int, thunk: GCallback) {
        self.name = name
        self.arguments = arguments
        self.thunk = thunk
    }
}

/// Runs `handler` on each emission of `signal` by `instance`; the handler lives as long as
/// the connection (GLib releases it with the instance or on disconnection).
///
/// A signal `instance`'s type does not have, or one whose arguments are not the ones the
/// descriptor's thunk takes (a name given to ``onSignal(_:_:_:)`` whose signal carries
/// arguments, say), is not connected: a ``DragDrop/Diagnostic`` says why, where calling the
/// thunk with the wrong arguments would have read the wrong registers.
/// - Returns: the connection's handler id, or 0 when it was refused.
@MainActor
@discardableResult
package func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: Signal<Handler>, _ handler: Handler) -> UInt {
    if let refusal = refusal(of: signal, on: instance) {
        Diagnostics.handler(Diagnostic(view: "DragDropGTK", message: refusal))
        return 0
    }
    let data = Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    return UInt(dd_signal_connect(instance, signal.name, signal.thunk, data, releaseBox))
}

/// Why `signal` cannot be connected on `instance` (a GObject), or nil when it can: GLib's
/// own description of the signal (`g_signal_query`) must take the thunk's arguments.
private func refusal<Handler>(of signal: Signal<Handler>, on instance: UnsafeMutableRawPointer) -> String? {
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    let typeName = String(cString: g_type_name(type))
    var id: guint = 0
    var detail: GQuark = 0
    guard g_signal_parse_name(signal.name, type, &id, &detail, 1) != 0 else {
        return "\(typeName) has no signal \"\(signal.name)\"; not connected"
    }
    var query = GSignalQuery()
    g_signal_query(id, &query)
    guard Int(query.n_params) == signal.arguments else {
        return "\(typeName)::\(signal.name) carries \(query.n_params) argument(s), the handler's shape \(signal.arguments); not connected"
    }
    return nil
}

/// ``connect(_:_:_:)`` for an instance GTK hands as an opaque pointer (a gesture, a controller).
@MainActor
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
