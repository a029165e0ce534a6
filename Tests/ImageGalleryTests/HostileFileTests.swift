import DragDrop
import Foundation
@testable import ImageGalleryCore
import Testing

/// Files and addresses a user did not mean to be hostile: a name that is not UTF-8, a named
/// pipe, a picture given as a `data:` URL. Each is added or refused in words, never by a raw
/// error or its payload.
extension DropAdmissionTests {
    /// Writes `data` under a name given as raw bytes (Foundation would repair them); returns
    /// its URL as a file manager's uri-list has it (bytes percent-encoded).
    func write(_ data: Data, name: [UInt8], encoded: String) throws -> URL {
        let path = Array(directory.url.path.utf8) + [UInt8(ascii: "/")] + name
        let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        _ = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        return URL(string: directory.url.absoluteString + encoded)!
    }

    @Test("A picture named with a byte that is not UTF-8 is read, added under its own address, and read again from it")
    func nameThatIsNotUTF8() async throws {
        let url = try write(Pictures.png(3, 2), name: Array("bad".utf8) + [0xFF] + Array("name.png".utf8), encoded: "bad%FFname.png")
        let store = store
        let added = try await dropped(try #require(ItemProvider(contentsOf: url)), into: store)
        #expect(added.map(\.1) == [url], "kept as a copy instead of the file itself: \(added.map(\.1))")
        // A gallery document keeps the address; read back (a restart), it still names the file.
        let document = try JSONEncoder().encode(GalleryImage(url: url, aspectRatio: 1.5))
        let restored = try JSONDecoder().decode(GalleryImage.self, from: document)
        let image = try await self.store.image(at: restored.url)
        #expect(image.pixelSize.width == 3)
        #expect(store.storedByteCount(of: url) == Pictures.png(3, 2).count)
        #expect(store.digest(of: url) != nil)
    }

    @Test("A named pipe is refused at once as not a regular file, by name, dropped or added")
    func namedPipe() async throws {
        let url = directory.url.appendingPathComponent("pipe.png")
        try #require(mkfifo(url.path, 0o644) == 0)
        #expect(await failure(try #require(ItemProvider(contentsOf: url))) == "pipe.png: Not a regular file (a named pipe)")
        let byAddress = ItemProvider(object: url)
        #expect(await failure(byAddress) == "pipe.png: Not a regular file (a named pipe)")
        let bare = directory.url.appendingPathComponent("pipe")
        try #require(mkfifo(bare.path, 0o644) == 0)
        #expect(await failure(try #require(ItemProvider(contentsOf: bare))) == "pipe: Not a regular file (a named pipe)")
    }

    @Test("A local file over the limit is refused with its real size")
    func oversizedLocalFile() async throws {
        let url = try write(Pictures.png(3, 2), name: Array("big.png".utf8), encoded: "big.png")
        try #require(truncate(url.path, 512_000_000) == 0)
        #expect(await failure(try #require(ItemProvider(contentsOf: url))) == "big.png: Too large (512 MB; the limit is 50 MB)")
    }

    @Test("A picture given as a data: URL is added as a kept picture, named by its type, never by its payload")
    func dataURL() async throws {
        let payload = Pictures.png(4, 3).base64EncodedString()
        let good = try #require(URL(string: "data:image/png;base64,\(payload)"))
        let store = store
        let added = try await dropped(ItemProvider(object: good), into: store)
        #expect(added.count == 1 && added[0].1.isFileURL, "\(added.map(\.1))")
        #expect(added.first?.0.pixelSize.width == 4)
        let broken = try #require(URL(string: "data:image/png;base64,QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo="))
        #expect(await failure(ItemProvider(object: broken)) == "picture.png: Not a picture")
        let text = try #require(URL(string: "data:text/plain,hello"))
        #expect(await failure(ItemProvider(object: text)) == "picture.txt: Not a picture (text/plain)")
    }
}
