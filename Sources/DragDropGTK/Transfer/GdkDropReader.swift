import CGtk
import CGtkShim
import DragDrop
import Foundation

/// Why reading a drop from another application failed.
public struct GdkDropReadError: Error, CustomStringConvertible {
    public let description: String
}

/// Reads one MIME type of a GdkDrop asynchronously on the main loop (never blocking it):
/// `gdk_drop_read_async`, then the stream in 64 KiB chunks.
@MainActor
enum GdkDropReader {
    /// One read in flight; released when it completes.
    final class Read {
        let drop: OpaquePointer
        var stream: UnsafeMutablePointer<GInputStream>?
        var data = Data()
        let limit: Int
        let continuation: CheckedContinuation<Data, any Error>

        init(drop: OpaquePointer, limit: Int, continuation: CheckedContinuation<Data, any Error>) {
            self.drop = drop
            self.limit = limit
            self.continuation = continuation
            g_object_ref(UnsafeMutableRawPointer(drop))
        }

        func finish(_ result: Result<Data, any Error>) {
            if let stream {
                g_input_stream_close(stream, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(stream))
            }
            g_object_unref(UnsafeMutableRawPointer(drop))
            continuation.resume(with: result)
        }
    }

    static func read(_ reference: DropReference, mimeType: String, limit: Int = 100_000_000) async throws -> Data {
        let drop = reference.drop.value
        return try await withCheckedThrowingContinuation { continuation in
            let read = Read(drop: drop, limit: limit, continuation: continuation)
            let context = Unmanaged.passRetained(read).toOpaque()
            let mime = strdup(mimeType)
            var types: [UnsafePointer<CChar>?] = [UnsafePointer(mime), nil]
            types.withUnsafeMutableBufferPointer { buffer in
                gdk_drop_read_async(drop, buffer.baseAddress, Int32(G_PRIORITY_DEFAULT), nil, openedCallback, context)
            }
            free(mime)
        }
    }

    private static let openedCallback: GAsyncReadyCallback = { _, result, context in
        let read = Unmanaged<Read>.fromOpaque(context!).takeUnretainedValue()
        var error: UnsafeMutablePointer<GError>?
        var mime: UnsafePointer<CChar>?
        guard let stream = gdk_drop_read_finish(read.drop, result, &mime, &error) else {
            Unmanaged<Read>.fromOpaque(context!).release()
            read.finish(.failure(GdkDropReadError(description: message(error, "the drop could not be read"))))
            return
        }
        read.stream = stream
        g_input_stream_read_bytes_async(stream, 65_536, Int32(G_PRIORITY_DEFAULT), nil, chunkCallback, context)
    }

    private static let chunkCallback: GAsyncReadyCallback = { _, result, context in
        let read = Unmanaged<Read>.fromOpaque(context!).takeUnretainedValue()
        var error: UnsafeMutablePointer<GError>?
        guard let stream = read.stream, let bytes = g_input_stream_read_bytes_finish(stream, result, &error) else {
            Unmanaged<Read>.fromOpaque(context!).release()
            read.finish(.failure(GdkDropReadError(description: message(error, "reading the drop failed"))))
            return
        }
        var size: gsize = 0
        let pointer = g_bytes_get_data(bytes, &size)
        if size > 0, let pointer { read.data.append(pointer.assumingMemoryBound(to: UInt8.self), count: Int(size)) }
        g_bytes_unref(bytes)
        if size == 0 || read.data.count > read.limit {
            Unmanaged<Read>.fromOpaque(context!).release()
            read.finish(read.data.count > read.limit
                ? .failure(ItemProviderError.tooLarge(.data, size: read.data.count, limit: read.limit))
                : .success(read.data))
            return
        }
        g_input_stream_read_bytes_async(stream, 65_536, Int32(G_PRIORITY_DEFAULT), nil, chunkCallback, context)
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    /// The MIME types a drop offers, in the peer's order.
    static func mimeTypes(of drop: OpaquePointer) -> [String] {
        guard let formats = gdk_drop_get_formats(drop) else { return [] }
        var count: gsize = 0
        guard let types = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
        return (0..<Int(count)).compactMap { types[$0].map { String(cString: $0) } }
    }
}

/// Holds a reference on a GdkDrop for as long as loaders may read from it; the last
/// owner gives it back on the main thread.
final class DropReference: Sendable {
    let drop: UncheckedResult<OpaquePointer>

    @MainActor
    init(_ drop: OpaquePointer) {
        self.drop = UncheckedResult(value: drop)
        g_object_ref(UnsafeMutableRawPointer(drop))
        LiveObjects.created("drop reference")
    }

    deinit {
        LiveObjects.destroyed("drop reference")
        let drop = self.drop
        DispatchQueue.main.async { g_object_unref(UnsafeMutableRawPointer(drop.value)) }
    }
}

/// A drag from another application as the core sees it: one item whose representations are
/// the drop's MIME types mapped to type identifiers (in the peer's order), each read only
/// when a destination asks, after the drop (SEMANTICS 8).
@MainActor
struct ExternalGdkDrag {
    let items: [DragItem]
    let access = DataAccessGate()

    init(drop: OpaquePointer) {
        let provider = ItemProvider()
        let reference = DropReference(drop)
        let access = self.access
        var seen = Set<TypeIdentifier>()
        for mime in GdkDropReader.mimeTypes(of: drop) {
            guard let type = TypeIdentifier(mimeType: mime), seen.insert(type).inserted else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: type) {
                try access.check()
                return try await GdkDropReader.read(reference, mimeType: mime)
            }
        }
        items = [DragItem(itemProvider: provider)]
    }
}
