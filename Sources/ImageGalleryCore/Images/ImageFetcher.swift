import DragDrop
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Bytes fetched from a URL, with the MIME type the server declared.
public struct FetchedData: Sendable {
    public let data: Data
    public let mimeType: String?

    public init(data: Data, mimeType: String?) {
        self.data = data
        self.mimeType = mimeType
    }
}

/// Gets the bytes behind a URL. Tests inject their own; the app uses ``URLSessionImageFetcher``.
public protocol ImageFetching: Sendable {
    /// - Throws: ``GalleryDropError`` with a message a user understands.
    func fetch(_ url: URL, timeout: Duration, maximumSize: Int) async throws -> FetchedData
}

/// Fetches `http(s)` URLs with URLSession (redirects followed) and reads `file` URLs from
/// disk. Every failure becomes a short message: "Not found (404)", "Server error (500)",
/// "Timed out after 30 s", "Too large (…)", "Cannot connect to 127.0.0.1".
public struct URLSessionImageFetcher: ImageFetching {
    public init() {}

    public func fetch(_ url: URL, timeout: Duration, maximumSize: Int) async throws -> FetchedData {
        if url.isFileURL { return try readFile(url, maximumSize: maximumSize) }
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
            throw GalleryDropError("Not an image address (\(url.scheme ?? "no scheme"))")
        }
        var request = URLRequest(url: url)
        // URLSession's own idle timeout a little after ours, so the two never race.
        request.timeoutInterval = timeout.seconds + 5
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        let prepared = request
        // The completion-handler form, cancelled by hand at the deadline: cancelling the async
        // form through Swift task cancellation can deadlock FoundationNetworking on Linux
        // (the task's status lock is held while URLSession waits for its queue).
        let running = RunningDataTask()
        let (data, response) = try await withDeadline(timeout, onTimeout: { running.cancel() }) {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = URLSession.shared.dataTask(with: prepared) { data, response, error in
                    if let error = error as? URLError {
                        continuation.resume(throwing: Self.describe(error, url: url, timeout: timeout))
                    } else if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: GalleryDropError("Download failed (no response)"))
                    }
                }
                running.start(task)
            }
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw GalleryDropError(Self.describe(status: http.statusCode))
        }
        guard data.count <= maximumSize else { throw GalleryDropError.tooLarge(bytes: data.count, limit: maximumSize) }
        return FetchedData(data: data, mimeType: response.mimeType)
    }

    private func readFile(_ url: URL, maximumSize: Int) throws -> FetchedData {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size else { throw GalleryDropError("File not found: \(url.lastPathComponent)") }
        guard size <= maximumSize else { throw GalleryDropError.tooLarge(bytes: size, limit: maximumSize) }
        do {
            return FetchedData(data: try Data(contentsOf: url, options: .mappedIfSafe), mimeType: nil)
        } catch {
            throw GalleryDropError("Cannot read \(url.lastPathComponent)")
        }
    }

    static func describe(status: Int) -> String {
        switch status {
        case 404: "Not found (404)"
        case 401, 403: "Access denied (\(status))"
        case 400..<500: "Refused by the server (\(status))"
        default: "Server error (\(status))"
        }
    }

    static func describe(_ error: URLError, url: URL, timeout: Duration) -> GalleryDropError {
        switch error.code {
        case .timedOut: GalleryDropError("Timed out after \(timeout.secondsDescription)")
        case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet:
            GalleryDropError("Cannot connect to \(url.host ?? "the server")")
        case .httpTooManyRedirects, .redirectToNonExistentLocation: GalleryDropError("Too many redirects")
        default: GalleryDropError("Download failed (\(error.localizedDescription))")
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
                if first.finish(.failure(GalleryDropError("Timed out after \(timeout.secondsDescription)"))) { onTimeout() }
            }
            first.onFinish { timer.cancel() }
        }
    } onCancel: {
        first.finish(.failure(CancellationError()))
    }
    return try result.get()
}

/// A URLSession data task that may be cancelled before it has started.
private final class RunningDataTask: Sendable {
    private let state = Mutex<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        if cancelled { task.cancel() }
        task.resume()
    }

    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}


extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
