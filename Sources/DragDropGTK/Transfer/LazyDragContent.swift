import CGtk
import CGtkShim
import DragDrop
import Foundation

/// What a drag from this application offers other applications: every representation the
/// items registered for all processes, by MIME type, produced only when a drop asks for
/// one (a `DDLazyProvider` calls back here). Text and URL types join all items (one per
/// line, as `text/uri-list` wants); other types give the first item's data.
final class LazyDragContent: @unchecked Sendable {
    /// X11 selection targets GTK derives from the text MIME types itself.
    private static let toolkitTargets: Set<String> = ["utf8_string", "string", "text", "compound_text"]

    let providers: [ItemProvider]
    /// Offered MIME types, richest first, each with the type that produces it.
    let offers: [(mime: String, type: TypeIdentifier)]

    init(items providers: [ItemProvider]) {
        self.providers = providers
        var offers: [(String, TypeIdentifier)] = []
        var seen = Set<String>()
        for type in providers.first?.registeredTypeIdentifiers ?? [] {
            var mimes = type.mimeTypes
            if type.conforms(to: .plainText), !mimes.contains("text/plain") { mimes.append("text/plain") }
            for mime in mimes where !Self.toolkitTargets.contains(mime) && seen.insert(mime).inserted {
                offers.append((mime, type))
            }
        }
        self.offers = offers
        LiveObjects.created("DDLazyProvider")
    }

    deinit { LiveObjects.destroyed("DDLazyProvider") }

    /// A GdkContentProvider for the offers (owned by the caller), or nil when there are none.
    @MainActor
    func makeProvider() -> OpaquePointer? {
        guard !offers.isEmpty else { return nil }
        let mimes = offers.map { strdup($0.mime) }
        defer { mimes.forEach { free($0) } }
        var pointers = mimes.map { UnsafePointer($0) }
        let context = Unmanaged.passRetained(self).toOpaque()
        return pointers.withUnsafeMutableBufferPointer { buffer in
            dd_lazy_provider_new(buffer.baseAddress, gsize(buffer.count), lazyWriteCallback, context, releaseContent)
        }.map(OpaquePointer.init)
    }

    /// The bytes for one MIME type, loaded from the items off the main thread.
    func data(for mime: String) async throws -> Data {
        guard let type = offers.first(where: { $0.mime == mime })?.type else {
            throw GdkDropReadError(description: "\(mime) is not offered")
        }
        guard type.conforms(to: .text) || type.conforms(to: .url) else {
            return try await providers[0].loadDataRepresentation(forTypeIdentifier: type)
        }
        var parts: [Data] = []
        for provider in providers where provider.hasItemConformingToTypeIdentifier(type) {
            parts.append(try await provider.loadDataRepresentation(forTypeIdentifier: type))
        }
        if type.conforms(to: .url) { return parts.reduce(Data(), +) }
        return parts.enumerated().reduce(into: Data()) { joined, part in
            if part.offset > 0 { joined.append(0x0A) }
            joined.append(part.element)
        }
    }
}

private let releaseContent: GDestroyNotify = { context in
    guard let context else { return }
    Unmanaged<LazyDragContent>.fromOpaque(context).release()
}

/// One write in flight: the task to complete, the stream and the buffer to keep alive.
private final class WriteJob: @unchecked Sendable {
    let task: OpaquePointer
    let stream: UnsafeMutablePointer<GOutputStream>
    var buffer: UnsafeMutableRawPointer?

    init(task: OpaquePointer, stream: UnsafeMutablePointer<GOutputStream>) {
        self.task = task
        self.stream = stream
        g_object_ref(UnsafeMutableRawPointer(stream))
        LiveObjects.created("write")
    }

    deinit { LiveObjects.destroyed("write") }

    func complete(ok: Bool, message: String?) {
        if let buffer { g_free(buffer) }
        dd_lazy_provider_return(task, ok ? 1 : 0, message)
        g_object_unref(UnsafeMutableRawPointer(stream))
    }
}

private let lazyWriteCallback: DDLazyWriteFunc = { context, mime, stream, task in
    guard let context, let mime, let stream, let task else { return }
    let content = Unmanaged<LazyDragContent>.fromOpaque(context).takeUnretainedValue()
    let job = WriteJob(task: task, stream: stream)
    let mimeType = String(cString: mime)
    Task {
        do {
            let data = try await content.data(for: mimeType)
            await MainActor.run { write(data, job: job) }
        } catch {
            await MainActor.run { job.complete(ok: false, message: String(describing: error)) }
        }
    }
}

@MainActor
private func write(_ data: Data, job: WriteJob) {
    guard !data.isEmpty else { return job.complete(ok: true, message: nil) }
    let buffer = g_malloc(gsize(data.count))!
    data.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: data.count) }
    job.buffer = buffer
    let context = Unmanaged.passRetained(job).toOpaque()
    g_output_stream_write_all_async(job.stream, buffer, gsize(data.count), Int32(G_PRIORITY_DEFAULT), nil, writeDone, context)
}

private let writeDone: GAsyncReadyCallback = { _, result, context in
    let job = Unmanaged<WriteJob>.fromOpaque(context!).takeRetainedValue()
    var written: gsize = 0
    var error: UnsafeMutablePointer<GError>?
    let ok = g_output_stream_write_all_finish(job.stream, result, &written, &error) != 0
    let message = error.map { String(cString: $0.pointee.message) }
    if let error { g_error_free(error) }
    job.complete(ok: ok, message: message)
}
