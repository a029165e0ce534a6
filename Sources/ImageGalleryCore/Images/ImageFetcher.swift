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
        request.timeoutInterval = timeout.seconds
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        let prepared = request
        let (data, response) = try await withDeadline(timeout) {
            do {
                return try await URLSession.shared.data(for: prepared)
            } catch let error as URLError {
                throw Self.describe(error, url: url, timeout: timeout)
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
/// (a server that trickles bytes forever is stopped too). The caller is answered at the
/// deadline even if `body` ignores its cancellation (URLSession on Linux may): it is
/// cancelled and left to end on its own.
func withDeadline<T: Sendable>(_ timeout: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let race = DeadlineRace<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.start(continuation,
                       work: Task { race.finish(await Result { try await body() }) },
                       timer: Task {
                           try? await Task.sleep(for: timeout)
                           race.finish(.failure(GalleryDropError("Timed out after \(timeout.secondsDescription)")))
                       })
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// The first of the work, the deadline and the caller's cancellation answers; the others
/// are cancelled.
private final class DeadlineRace<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var early: Result<T, any Error>?
        var tasks: [Task<Void, Never>] = []
        var done = false
    }

    private let state = Mutex(State())

    func start(_ continuation: CheckedContinuation<T, any Error>, work: Task<Void, Never>, timer: Task<Void, Never>) {
        let early: Result<T, any Error>? = state.withLock { state in
            state.tasks = [work, timer]
            guard let early = state.early else {
                state.continuation = continuation
                return nil
            }
            return early
        }
        if let early {
            work.cancel()
            timer.cancel()
            continuation.resume(with: early)
        }
    }

    func finish(_ result: Result<T, any Error>) {
        let (continuation, tasks): (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) = state.withLock { state in
            guard !state.done else { return (nil, []) }
            state.done = true
            guard let continuation = state.continuation else {
                state.early = result
                return (nil, state.tasks)
            }
            state.continuation = nil
            return (continuation, state.tasks)
        }
        for task in tasks { task.cancel() }
        continuation?.resume(with: result)
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
