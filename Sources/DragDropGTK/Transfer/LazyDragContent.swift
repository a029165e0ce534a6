import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// What a drag from this application offers other applications, as a GdkContentProvider:
/// the core's ``DragDrop/InterProcessExport`` (which MIME types, what each holds), produced only when
/// a drop asks for one (a `DDLazyProvider` calls back here).
final class LazyDragContent: @unchecked Sendable {
    let export: InterProcessExport

    init(items providers: [ItemProvider]) {
        export = InterProcessExport(providers: providers)
        LiveObjects.created("DDLazyProvider")
    }

    deinit { LiveObjects.destroyed("DDLazyProvider") }

    /// A GdkContentProvider for the offers (owned by the caller), or nil when there are none.
    @MainActor
    func makeProvider() -> OpaquePointer? {
        guard !export.offers.isEmpty else { return nil }
        let mimes = export.offers.map { strdup($0.mime) }
        defer { mimes.forEach { free($0) } }
        var pointers = mimes.map { UnsafePointer($0) }
        let context = Unmanaged.passRetained(self).toOpaque()
        return pointers.withUnsafeMutableBufferPointer { buffer in
            dd_lazy_provider_new(buffer.baseAddress, gsize(buffer.count), lazyWriteCallback, context, releaseContent)
        }.map(OpaquePointer.init)
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
    guard let task else { return }
    // The task is always answered (a task never returned leaks, and the reader waits).
    guard let context, let mime, let stream else { return dd_lazy_provider_return(task, 0, "nothing to write") }
    let content = Unmanaged<LazyDragContent>.fromOpaque(context).takeUnretainedValue()
    let job = WriteJob(task: task, stream: stream)
    let mimeType = String(cString: mime)
    Task {
        do {
            let data = try await content.export.data(for: mimeType)
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
