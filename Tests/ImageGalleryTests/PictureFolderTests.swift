import DragDrop
import Foundation
import ImageGalleryCore
import Testing

/// A folder import's walk: every picture by its name's bytes, none twice, nothing hidden.
@Suite("The pictures of a folder", .timeLimit(.minutes(1)))
struct PictureFolderTests {
    let directory = TemporaryDirectory()

    /// Creates a file or a folder under a name given as bytes (POSIX: Foundation would repair them).
    func make(_ name: [UInt8], folder: Bool = false) throws {
        let path = (Array(directory.url.path.utf8) + [UInt8(ascii: "/")] + name).map { CChar(bitPattern: $0) } + [0]
        let result = path.withUnsafeBufferPointer { folder ? mkdir($0.baseAddress!, 0o755) : open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        try #require(result >= 0)
        if !folder { close(result) }
    }

    @Test("Names that are not UTF-8 are found; hidden entries, other files and folders reached by a link are not; in reading order")
    func walk() throws {
        try make(Array("album".utf8), folder: true)
        try make(Array("album/b".utf8) + [0xFE] + Array(".png".utf8))
        try make(Array("album/10.jpg".utf8))
        try make(Array("album/2.jpg".utf8))
        try make(Array("album/notes.txt".utf8))
        try make(Array(".hidden".utf8), folder: true)
        try make(Array(".hidden/x.png".utf8))
        try make(Array("a\nb.gif".utf8))
        try #require(symlink(directory.url.path, directory.url.path + "/album/loop") == 0)
        let found = PictureFolder.pictures(in: try #require(LocalFile(directory.url)))
        #expect(found.map(\.name) == ["a\\nb.gif", "2.jpg", "10.jpg", "b\u{FFFD}.png"])
        #expect(found.last?.nameBytes == Array("b".utf8) + [0xFE] + Array(".png".utf8))
        #expect(found.allSatisfy { (try? $0.status().kind) == .regular })
    }
}
