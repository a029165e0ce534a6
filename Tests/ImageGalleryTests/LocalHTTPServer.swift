import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.0 server on 127.0.0.1 for the fetcher's tests: each path maps to a
/// canned response, or to silence (a server that never answers).
final class LocalHTTPServer: @unchecked Sendable {
    enum Response {
        case ok(Data, contentType: String)
        case status(Int)
        case redirect(String)
        case silence
        /// A body of zeros that does not end (until the client goes), with a declared length or none.
        case endless(declaredLength: Int?)
    }

    /// Bytes of `endless` bodies written so far (what a client made the server send).
    var endlessBytesSent: Int {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    private var sent = 0
    private let endings: AsyncStream<Void>
    private let ending: AsyncStream<Void>.Continuation

    /// Waits until `count` endless bodies have ended — their client went away and the server
    /// stopped writing — or `limit` passed; returns whether they did.
    func endlessBodiesEnded(_ count: Int, within limit: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { [self] in
                var seen = 0
                for await _ in endings {
                    seen += 1
                    if seen >= count { return true }
                }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    let port: UInt16
    private let socketDescriptor: Int32
    private let routes: [String: Response]
    private var open: [Int32] = []
    private let lock = NSLock()

    init(routes: [String: Response]) throws {
        self.routes = routes
        (endings, ending) = AsyncStream.makeStream(of: Void.self)
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socketDescriptor = socketDescriptor
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, length) } }
        guard bound == 0, listen(socketDescriptor, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in serve() }
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    func stop() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
        lock.lock()
        for client in open { close(client) }
        lock.unlock()
    }

    private func serve() {
        while true {
            let client = accept(socketDescriptor, nil, nil)
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in answer(client) }
        }
    }

    private func answer(_ client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(client, &buffer, buffer.count)
        let requestLine = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).split(separator: "\r\n").first ?? ""
        let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var head: String, body = Data()
        switch routes[path] ?? .status(404) {
        case let .ok(data, contentType):
            head = "HTTP/1.0 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(data.count)\r\n"
            body = data
        case let .status(code):
            head = "HTTP/1.0 \(code) Status\r\nContent-Length: 0\r\n"
        case let .redirect(location):
            head = "HTTP/1.0 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n"
        case let .endless(declaredLength):
            let head = "HTTP/1.0 200 OK\r\nContent-Type: image/png\r\n"
                + (declaredLength.map { "Content-Length: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n"
            guard Data(head.utf8).withUnsafeBytes({ send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0 else {
                close(client)
                return
            }
            let chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let written = chunk.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard written > 0 else { break }
                lock.lock()
                sent += written
                lock.unlock()
            }
            close(client)
            ending.yield()
            return
        case .silence:
            lock.lock()
            open.append(client)
            lock.unlock()
            return
        }
        let response = Data((head + "Connection: close\r\n\r\n").utf8) + body
        response.withUnsafeBytes { _ = write(client, $0.baseAddress, $0.count) }
        close(client)
    }
}
