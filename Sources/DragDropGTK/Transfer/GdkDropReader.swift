import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Why reading a drop from another application failed.
public struct GdkDropReadError: Error, CustomStringConvertible {
    public let description: String
}

/// Reads one MIME type of a GdkDrop asynchronously on the main loop (never blocking it):
/// `gdk_drop_read_async`, then the stream chunk by chunk, as the core's
/// ``DragDrop/InterProcessRead`` says — its size limit, and its deadline without progress: a peer
/// that never starts sending, or stops, fails the read with
/// ``DragDrop/ItemProviderError/timedOut(_:after:)``.
@MainActor
enum GdkDropReader {
    /// One read in flight. The waiter is resumed once (data, error or deadline); GLib's
    /// resources are released by the last callback, which GIO always makes.
    @MainActor
    final class Read {
        /// What is read: a drop, or a clipboard.
        enum Source {
            case drop(OpaquePointer)
            case clipboard(OpaquePointer)

            var object: OpaquePointer {
                switch self {
                case let .drop(drop): drop
                case let .clipboard(clipboard): clipboard
                }
            }
        }

        let source: Source
        let cancellable = g_cancellable_new()!
        var stream: UnsafeMutablePointer<GInputStream>?
        /// The core's rules for this read, and what it received.
        var rules: InterProcessRead
        private var continuation: CheckedContinuation<Data, any Error>?

        init(source: Source, rules: InterProcessRead, continuation: CheckedContinuation<Data, any Error>) {
            self.source = source
            self.rules = rules
            self.continuation = continuation
            g_object_ref(UnsafeMutableRawPointer(source.object))
            LiveObjects.created("drop read")
        }

        var isAnswered: Bool { continuation == nil }

        /// Hands the result to the waiter, unless it already has one.
        func answer(_ result: Result<Data, any Error>) {
            guard let continuation else { return }
            continuation.resume(with: result)
            self.continuation = nil
            afterAnswer?()
            afterAnswer = nil
        }

        /// Runs once the read is answered (stops a second read of the same data).
        private var afterAnswer: (() -> Void)?

        /// The last callback: releases the stream and the drop.
        func close() {
            if let stream {
                g_input_stream_close(stream, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(stream))
                self.stream = nil
            }
            g_object_unref(UnsafeMutableRawPointer(cancellable))
            g_object_unref(UnsafeMutableRawPointer(source.object))
            LiveObjects.destroyed("drop read")
        }

        /// On X11, when GTK's read has brought nothing after ``X11DropSelection/patience``,
        /// reads the drop with its own timestamp too (Qt's sources answer only that); the
        /// first to bring the data answers, and GTK's read is cancelled.
        func readFromX11SourceIfGTKDoesNot(_ mimeType: String) {
            Task { @MainActor [self] in
                try? await Task.sleep(for: X11DropSelection.patience)
                guard !isAnswered, rules.progress == 0 else { return }
                let handle = X11DropSelection.read(mimeType) { [self] data in
                    guard let data, !isAnswered else { return }
                    DebugLog.write("read \(data.count) bytes of \(mimeType) from the X11 source with the drop's timestamp")
                    answer(rules.accepts(data).mapError { $0 })
                    g_cancellable_cancel(cancellable)
                }
                // GTK's read answered, or the deadline: this one stops.
                afterAnswer = { handle?.cancel() }
            }
        }

        /// Fails the read when a whole deadline passes with nothing arriving.
        func watch() {
            Task { @MainActor [self] in
                guard await InterProcessRead.waitForStall(on: ContinuousClock(), deadline: rules.deadline,
                                                          progress: { rules.progress }, isOver: { isAnswered }) else { return }
                answer(.failure(ItemProviderError.timedOut(rules.type, after: rules.deadline)))
                g_cancellable_cancel(cancellable)
            }
        }
    }

    /// The bytes of `mimeType`, at most `limit` of them.
    static func read(_ reference: DropReference, mimeType: String, as type: TypeIdentifier,
                     limit: Int = InterProcessTransfer.readLimit) async throws -> Data {
        guard let drop = reference.drop else { throw ItemProviderError.cancelled }  // the drop is over
        return try await read(.drop(drop), mimeType: mimeType, as: type, limit: limit)
    }

    /// The bytes of `mimeType` from a drop or a clipboard, at most `limit` of them, failing
    /// when nothing arrives for the core's read deadline.
    static func read(_ source: Read.Source, mimeType: String, as type: TypeIdentifier,
                     limit: Int = InterProcessTransfer.readLimit) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            let read = Read(source: source, rules: InterProcessRead(type: type, limit: limit), continuation: continuation)
            let context = Unmanaged.passRetained(read).toOpaque()
            let mime = strdup(mimeType)
            var types: [UnsafePointer<CChar>?] = [UnsafePointer(mime), nil]
            types.withUnsafeMutableBufferPointer { buffer in
                switch source {
                case let .drop(drop):
                    gdk_drop_read_async(drop, buffer.baseAddress, Int32(G_PRIORITY_DEFAULT), read.cancellable, openedCallback, context)
                case let .clipboard(clipboard):
                    gdk_clipboard_read_async(clipboard, buffer.baseAddress, Int32(G_PRIORITY_DEFAULT), read.cancellable,
                                             openedCallback, context)
                }
            }
            free(mime)
            read.watch()
            if case .drop = source { read.readFromX11SourceIfGTKDoesNot(mimeType) }
        }
    }

    private static func end(_ context: UnsafeMutableRawPointer?, _ result: Result<Data, any Error>) {
        let read = Unmanaged<Read>.fromOpaque(context!).takeRetainedValue()
        read.answer(result)
        read.close()
    }

    private static let openedCallback: GAsyncReadyCallback = { _, result, context in
        let call = UncheckedResult(value: (result, context))  // GLib calls back on the main loop
        onMain { opened(call.value.0, call.value.1) }
    }

    private static func opened(_ result: OpaquePointer?, _ context: UnsafeMutableRawPointer?) {
        let read = Unmanaged<Read>.fromOpaque(context!).takeUnretainedValue()
        var error: UnsafeMutablePointer<GError>?
        var mime: UnsafePointer<CChar>?
        let opened: UnsafeMutablePointer<GInputStream>? = switch read.source {
        case let .drop(drop): gdk_drop_read_finish(drop, result, &mime, &error)
        case let .clipboard(clipboard): gdk_clipboard_read_finish(clipboard, result, &mime, &error)
        }
        guard let stream = opened else {
            return end(context, .failure(GdkDropReadError(description: message(error, "the data could not be read"))))
        }
        read.stream = stream
        guard !read.isAnswered else { return end(context, .failure(ItemProviderError.cancelled)) }
        read.rules.opened()
        readNextChunk(of: read, context)
    }

    private static func readNextChunk(of read: Read, _ context: UnsafeMutableRawPointer?) {
        g_input_stream_read_bytes_async(read.stream, gsize(InterProcessTransfer.readChunk), Int32(G_PRIORITY_DEFAULT),
                                        read.cancellable, chunkCallback, context)
    }

    private static let chunkCallback: GAsyncReadyCallback = { _, result, context in
        let call = UncheckedResult(value: (result, context))
        onMain { chunk(call.value.0, call.value.1) }
    }

    private static func chunk(_ result: OpaquePointer?, _ context: UnsafeMutableRawPointer?) {
        let read = Unmanaged<Read>.fromOpaque(context!).takeUnretainedValue()
        var error: UnsafeMutablePointer<GError>?
        guard let stream = read.stream, let bytes = g_input_stream_read_bytes_finish(stream, result, &error) else {
            return end(context, .failure(GdkDropReadError(description: message(error, "reading the drop failed"))))
        }
        var size: gsize = 0
        let pointer = g_bytes_get_data(bytes, &size)
        let chunk = size > 0 && pointer != nil ? Data(bytes: pointer!, count: Int(size)) : Data()
        g_bytes_unref(bytes)
        switch read.rules.received(chunk) {
        case let .failed(error): return end(context, .failure(error))
        case let .finished(data): return end(context, .success(data))
        case .readMore:
            if read.isAnswered { return end(context, .success(read.rules.data)) }
            readNextChunk(of: read, context)
        }
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    /// The MIME types a drop offers, in the peer's order.
    static func mimeTypes(of drop: OpaquePointer) -> [String] {
        mimeTypes(in: gdk_drop_get_formats(drop))
    }

    /// The MIME types of content formats (a drop's, a clipboard's), in their order.
    static func mimeTypes(in formats: OpaquePointer?) -> [String] {
        guard let formats else { return [] }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }
}

/// Holds a reference on a GdkDrop until the drop is over — finished, or the drag left —
/// and not a moment longer, however long the providers that read from it live: GDK keeps
/// feeding X11 events to every GdkDrop still alive, and one kept past its drop is handed the
/// next drag's actions (`gdk_drop_set_actions: assertion 'priv->state == GDK_DROP_STATE_NONE'`).
@MainActor
final class DropReference {
    private(set) var drop: OpaquePointer?

    init(_ drop: OpaquePointer) {
        self.drop = drop
        g_object_ref(UnsafeMutableRawPointer(drop))
        LiveObjects.created("drop reference")
    }

    /// The drop is over: gives the GdkDrop back (reads started later fail).
    func release() {
        guard let drop else { return }
        self.drop = nil
        g_object_unref(UnsafeMutableRawPointer(drop))
        LiveObjects.destroyed("drop reference")
    }

    isolated deinit { release() }
}

/// A drag from another application as the core sees it: the item the core makes of the
/// drop's MIME types (``DragDrop/InterProcessExport/item(offering:read:)``), each read only
/// when a destination asks, after the drop (SEMANTICS 8).
@MainActor
struct ExternalGdkDrag {
    let items: [DragItem]
    let access = DataAccessGate()
    let reads: ExternalDropReads

    init(drop: OpaquePointer) {
        let reads = ExternalDropReads(DropReference(drop))
        let access = self.access
        let item = InterProcessExport.item(offering: GdkDropReader.mimeTypes(of: drop)) { mime, type in
            try access.check()
            return try await reads.read(mime, as: type)
        }
        self.reads = reads
        items = item.map { [$0] } ?? []
    }
}

/// The reads of one drop from another application. Each MIME type is read from the peer at
/// most once: the list read before the drop and the destination's load share one answer
/// (data, or the error — a peer that timed out once is not waited for a second time).
@MainActor
final class ExternalDropReads {
    let reference: DropReference
    private var reads: [String: Task<Data, any Error>] = [:]

    init(_ reference: DropReference) { self.reference = reference }

    /// The drop is over: its GdkDrop is given back.
    func close() { reference.release() }

    /// The bytes the peer sends for `mime` (read once; later callers share the answer).
    func read(_ mime: String, as type: TypeIdentifier, limit: Int = InterProcessTransfer.readLimit) async throws -> Data {
        if let read = reads[mime] { return try await read.value }
        let reference = self.reference
        let read = Task { @MainActor in try await GdkDropReader.read(reference, mimeType: mime, as: type, limit: limit) }
        reads[mime] = read
        return try await read.value
    }
}
