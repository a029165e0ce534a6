import DragDrop
import Foundation
import Testing

/// `LocalFile`'s addresses and names: bytes kept exactly, names shown GLib's way.
@Suite("Local files by their paths' bytes")
struct LocalFileTests {
    @Test("A path's bytes survive the URL, whether UTF-8 or not; a UTF-8 path gets Foundation's URL")
    func roundTrip() {
        let bad = Array("/tmp/a b/bad".utf8) + [0xFF, 0x0A] + Array("(1).png".utf8)
        let file = LocalFile(path: bad)
        #expect(file.pathBytes == bad)
        #expect(file.url.absoluteString == "file:///tmp/a%20b/bad%FF%0A(1).png")
        #expect(LocalFile(URL(string: file.url.absoluteString)!)?.pathBytes == bad)
        let good = LocalFile(path: Array("/tmp/a b/café.png".utf8))
        #expect(good.url == URL(fileURLWithPath: "/tmp/a b/café.png", isDirectory: false))
        #expect(good.name == "café.png" && good.nameExtension == "png" && good.nameWithoutExtension == "café")
        #expect(LocalFile(URL(string: "https://example.com/a.png")!) == nil)
    }

    @Test("Names are shown with U+FFFD for a bad byte and escapes for control characters")
    func displayNames() {
        #expect(LocalFile.displayName(Array("a".utf8) + [0xC3] + Array("b".utf8)) == "a\u{FFFD}b")
        #expect(LocalFile.displayName(Array("new\nline\t\u{1B}.png".utf8)) == "new\\nline\\t\\u{1B}.png")
        #expect(LocalFile(path: Array("/x/.hidden".utf8)).nameExtension == nil)
    }

    @Test("What is not there, and what is not a regular file, are told apart")
    func errors() throws {
        #expect(throws: LocalFile.Error.missing) { try LocalFile(path: Array("/nonexistent/x.png".utf8)).read() }
        #expect(throws: LocalFile.Error.notRegularFile(.characterDevice)) { try LocalFile(path: Array("/dev/zero".utf8)).read() }
        #expect(throws: LocalFile.Error.notRegularFile(.directory)) { try LocalFile(path: Array("/tmp".utf8)).readPrefix(4) }
    }
}
