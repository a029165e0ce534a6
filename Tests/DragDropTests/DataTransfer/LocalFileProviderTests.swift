import DragDrop
import Foundation
import Testing

/// Providers for local files whose names or kinds are hostile: a name that is not UTF-8, a
/// newline in a name, a named pipe, a file far over the destination's size limit.
@Suite("Providers for hostile local files", .timeLimit(.minutes(1)))
struct LocalFileProviderTests {
    /// A PNG header: enough for `Image` to read the size.
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0])

    let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("local-files-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `data` under a name given as raw bytes (POSIX: Foundation would repair them).
    func write(_ data: Data, name: [UInt8]) throws {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { open($0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { $0 },
                                                              O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        _ = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The file URL of a name in the folder, its bytes percent-encoded as a file manager's
    /// `text/uri-list` has them.
    func url(_ encodedName: String) -> URL { URL(string: "file://\(folder)/\(encodedName)")! }

    @Test("A picture whose name is not UTF-8 loads, and is named with U+FFFD where the bad byte was")
    func nameThatIsNotUTF8() async throws {
        try write(Self.png, name: Array("bad".utf8) + [0xFF] + Array("name.png".utf8))
        let provider = try #require(ItemProvider(contentsOf: url("bad%FFname.png")))
        #expect(provider.registeredTypeIdentifiers.first == .png)
        let image = try await provider.loadObject(ofClass: Image.self)
        #expect(image.pixelSize.width == 3)
        #expect(provider.suggestedName == "bad\u{FFFD}name")
    }

    @Test("A newline in a name is shown as an escape, and the picture loads")
    func newlineInAName() async throws {
        try write(Self.png, name: Array("new\nline.png".utf8))
        let provider = try #require(ItemProvider(contentsOf: url("new%0Aline.png")))
        #expect(provider.suggestedName == "new\\nline")
        _ = try await provider.loadObject(ofClass: Image.self)
    }

    @Test("A named pipe is refused by its type, before anything is opened: no hang, a clear error")
    func namedPipe() async throws {
        for name in ["pipe", "pipe.png"] {
            try #require(mkfifo("\(folder)/\(name)", 0o644) == 0)
            // Typing a file without an extension reads its first bytes: a pipe would block here.
            let provider = try #require(ItemProvider(contentsOf: url(name)))
            let type = try #require(provider.registeredTypeIdentifiers.first)
            await #expect {
                _ = try await provider.loadDataRepresentation(forTypeIdentifier: type)
            } throws: { error in
                String(describing: error).contains("Not a regular file (namedPipe)")
            }
        }
    }

    @Test("A file over the size limit is refused before a byte of it is read")
    func oversizedFileIsNotRead() async throws {
        try write(Self.png, name: Array("big.png".utf8))
        try #require(truncate("\(folder)/big.png", 500_000_000) == 0)  // sparse: costs no disk
        let provider = try #require(ItemProvider(contentsOf: url("big.png")))
        let before = Self.bytesRead()
        await #expect {
            _ = try await provider.loadDataRepresentation(forTypeIdentifier: .png, limits: .init(maximumSize: 50_000_000))
        } throws: { error in
            guard case let .tooLarge(_, size, limit)? = error as? ItemProviderError else { return false }
            return size == 500_000_000 && limit == 50_000_000
        }
        let after = Self.bytesRead()
        // Reading it would add 500 MB. (Peak memory is the process's, shared with the tests
        // running beside this one: the end-to-end test bounds the app's from outside.)
        #expect(after - before < 100_000_000, "\(after - before) bytes read")
    }

    /// The bytes this process has read (`rchar`).
    static func bytesRead() -> Int {
        let io = (try? String(contentsOfFile: "/proc/self/io", encoding: .utf8)) ?? ""
        let line = io.split(separator: "\n").first { $0.hasPrefix("rchar:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "0") ?? 0
    }
}
