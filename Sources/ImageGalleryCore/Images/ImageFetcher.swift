import DragDrop
import Foundation
import CImageGalleryCurl
import Synchronization

/// Bytes fetched from a URL, with the MIME type the server declared.
package struct FetchedData: Sendable {
    package let data: Data
    package let mimeType: String?

    package init(data: Data, mimeType: String?) {
        self.data = data
        self.mimeType = mimeType
    }
}

/// Gets the bytes behind a URL. Tests inject their own; the app uses ``HTTPImageFetcher``.
package protocol ImageFetching: Sendable {
    /// - Throws: ``GalleryDropError`` with a message a user understands.
    func fetch(_ url: URL, timeout: Duration, maximumSize: Int) async throws -> FetchedData
}

/// Fetches `http(s)` URLs with libcurl (redirects followed, streamed, stopped at the size
/// limit) and reads `file` URLs from disk. Every failure becomes a short message: "Not found
/// (404)", "Server error (500)",
/// "Timed out after 30 s", "Too large (…)", "Cannot connect to 127.0.0.1".
package struct HTTPImageFetcher: ImageFetching {
    package init() {}

    package func fetch(_ url: URL, timeout: Duration, maximumSize: Int) async throws -> FetchedData {
        if let file = LocalFile(url) { return try read(file, maximumSize: maximumSize) }
        if let embedded = DataURL(url) {
            guard embedded.data.count <= maximumSize else { throw GalleryDropError.tooLarge(bytes: embedded.data.count, limit: maximumSize) }
            return FetchedData(data: embedded.data, mimeType: embedded.mimeType)
        }
        if DataURL.isDataURL(url) { throw GalleryDropError(tr("Not a picture (a damaged data: address)")) }
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw GalleryDropError(tr("Not a picture address (%@)", url.scheme ?? tr("no scheme")))
        }
        // At most a few downloads hold memory at once, each at most `maximumSize`: several
        // big drops at once wait their turn instead of multiplying memory.
        try await Self.slots.acquire()
        defer { Self.slots.release() }
        // libcurl on a worker thread: a declared Content-Length over the limit is refused
        // before any body, and the body stops the moment it passes the limit (the write
        // callback says so). URLSession on Linux cannot do that: a cancelled task goes on
        // reading, and buffering, the whole response. Aborted by hand at the deadline.
        let download = CurlDownload(url: url, timeout: timeout, maximumSize: maximumSize)
        return try await withDeadline(timeout, onTimeout: { download.abort() }) {
            try await download.run()
        }
    }

    /// Downloads running at once, process-wide.
    static let slots = AsyncSlots(count: 3)

    /// A local file's bytes: its type and size checked before any is read.
    private func read(_ file: LocalFile, maximumSize: Int) throws -> FetchedData {
        do {
            return FetchedData(data: try file.read(maximumSize: maximumSize), mimeType: nil)
        } catch .missing {
            throw GalleryDropError(tr("File not found: %@", file.name))
        } catch {
            throw GalleryDropError(describing: error)
        }
    }

    static func describe(status: Int) -> String {
        switch status {
        case 404: tr("Not found (404)")
        case 401, 403: tr("Access denied (%ld)", status)
        case 400..<500: tr("Refused by the server (%ld)", status)
        default: tr("Server error (%ld)", status)
        }
    }

}

/// Runs `body`, failing with "Timed out after …" when it takes longer than `timeout`
/// (a server that trickles bytes forever is stopped too), then calling `onTimeout`. The
/// caller is answered at the deadline even if `body` ignores its cancellation: `body` is
/// cancelled and left to end on its own.
func withDeadline<T: Sendable>(_ timeout: Duration, onTimeout: @escaping @Sendable () -> Void = {},
                               _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let first = FirstResult<T, any Error>()
    let result = await withTaskCancellationHandler {
        await first.wait { first in
            let work = Task {
                do { first.finish(.success(try await body())) } catch { first.finish(.failure(error)) }
            }
            first.onFinish { work.cancel() }
            let timer = Task {
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                if first.finish(.failure(GalleryDropError(tr("Timed out after %@", timeout.secondsDescription)))) { onTimeout() }
            }
            first.onFinish { timer.cancel() }
        }
    } onCancel: {
        first.finish(.failure(CancellationError()))
    }
    return try result.get()
}

/// One download with libcurl, on its own thread: the body accumulates until it passes the
/// limit, when the write callback stops the transfer; ``abort()`` stops it from any thread.
private final class CurlDownload: @unchecked Sendable {
    private struct State {
        var data = Data()
        var aborted = false
        var tooLarge = false
    }

    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
    private let url: URL
    private let timeout: Duration
    private let maximumSize: Int
    private let state = Mutex(State())

    init(url: URL, timeout: Duration, maximumSize: Int) {
        self.url = url
        self.timeout = timeout
        self.maximumSize = maximumSize
    }

    func abort() { state.withLock { $0.aborted = true } }

    func run() async throws -> FetchedData {
        guard Self.initialized else { throw GalleryDropError(tr("Download failed (libcurl could not start)")) }
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { [self] in
                continuation.resume(with: Result { try perform() })
            }
        }
    }

    private func perform() throws -> FetchedData {
        var result = ig_curl_result()
        let context = Unmanaged.passUnretained(self).toOpaque()
        let milliseconds = Int(timeout.seconds * 1000) + 5_000  // libcurl's own limit after ours
        ig_curl_fetch(url.absoluteString, milliseconds, Int64(maximumSize), { context, bytes, count in
            let download = Unmanaged<CurlDownload>.fromOpaque(context!).takeUnretainedValue()
            return download.append(bytes, count) ? 1 : 0
        }, { context in
            Unmanaged<CurlDownload>.fromOpaque(context!).takeUnretainedValue().state.withLock { $0.aborted } ? 1 : 0
        }, context, &result)
        let (data, tooLarge) = state.withLock { state in
            defer { state.data = Data() }
            return (state.data, state.tooLarge)
        }
        let message = withUnsafeBytes(of: result.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch result.code {
        case CURLE_OK: break
        case CURLE_FILESIZE_EXCEEDED where result.declared_length > maximumSize:
            throw GalleryDropError.tooLarge(bytes: Int(result.declared_length), limit: maximumSize)
        case CURLE_FILESIZE_EXCEEDED:
            throw GalleryDropError.tooLarge(bytes: nil, limit: maximumSize)
        case CURLE_WRITE_ERROR where tooLarge:
            // The size is known only while streaming: past the limit, nothing more is read.
            throw GalleryDropError.tooLarge(bytes: nil, limit: maximumSize)
        case CURLE_OPERATION_TIMEDOUT:
            throw GalleryDropError(tr("Timed out after %@", timeout.secondsDescription))
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
            throw GalleryDropError(tr("Cannot connect to %@", url.host ?? tr("the server")))
        case CURLE_TOO_MANY_REDIRECTS:
            throw GalleryDropError(tr("Too many redirects"))
        case CURLE_ABORTED_BY_CALLBACK:
            throw CancellationError()
        case CURLE_UNSUPPORTED_PROTOCOL:
            throw GalleryDropError(tr("Not a picture address (a redirect to another kind of address)"))
        default:
            throw GalleryDropError(tr("Download failed (%@)", message.isEmpty ? "libcurl error \(result.code.rawValue)" : message))
        }
        guard (200..<300).contains(result.status) else {
            throw GalleryDropError(HTTPImageFetcher.describe(status: result.status))
        }
        let contentType = withUnsafeBytes(of: result.content_type) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let mimeType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return FetchedData(data: data, mimeType: mimeType.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// A chunk of the body; false stops the transfer (over the limit, or aborted).
    private func append(_ bytes: UnsafePointer<CChar>?, _ count: Int) -> Bool {
        state.withLock { state in
            guard !state.aborted else { return false }
            guard state.data.count + count <= maximumSize else {
                state.tooLarge = true
                state.data = Data()
                return false
            }
            if let bytes { bytes.withMemoryRebound(to: UInt8.self, capacity: count) { state.data.append($0, count: count) } }
            return true
        }
    }
}

/// A fixed number of slots that async work waits for, first come first served.
final class AsyncSlots: Sendable {
    private let state: Mutex<(free: Int, waiting: [CheckedContinuation<Void, Never>])>

    init(count: Int) { state = Mutex((count, [])) }

    func acquire() async throws {
        await withCheckedContinuation { continuation in
            let granted = state.withLock { state in
                if state.free > 0 {
                    state.free -= 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if granted { continuation.resume() }
        }
        if Task.isCancelled {
            release()
            throw CancellationError()
        }
    }

    func release() {
        let next = state.withLock { state in
            if state.waiting.isEmpty {
                state.free += 1
                return nil as CheckedContinuation<Void, Never>?
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}

