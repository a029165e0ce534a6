import DragDrop
import Foundation
import ImageGalleryCore
import Testing

/// A second launch on a library owned by a running process, without a session bus: the
/// owner is the one holding the library's lock, and the launch's pictures reach it through
/// the library's inbox (issue 37, 3).
@Suite("A launch hands its pictures to the library's owner: the lock, the inbox")
struct LibraryHandOverTests {
    let directory = TemporaryDirectory()

    func owner(_ claim: LibraryOwner.Claim) -> LibraryOwner? {
        if case let .owner(owner) = claim { return owner }
        return nil
    }

    @Test("The first claim owns the library; a second finds it taken until the owner lets go")
    func oneOwnerAtATime() throws {
        do {
            let first = owner(try LibraryOwner.claim(directory.url))
            #expect(first != nil)
            let second = try withExtendedLifetime(first) { try LibraryOwner.claim(directory.url) }
            #expect(owner(second) == nil, "a second claim while the first holds it")
        }  // the first ends here
        #expect(owner(try LibraryOwner.claim(directory.url)) != nil, "the lock went with its owner")
    }

    @Test("A claim makes a missing library folder; one it cannot lock says why")
    func claimMakesTheFolderOrSaysWhy() throws {
        let library = directory.url.appendingPathComponent("new/library", isDirectory: true)
        #expect(owner(try LibraryOwner.claim(library)) != nil)
        #expect(FileManager.default.fileExists(atPath: library.appendingPathComponent(LibraryOwner.lockFileName).path))
        let file = try directory.write("not a folder", to: "plain")
        #expect(throws: GalleryDocumentError.self) { try LibraryOwner.claim(file) }
    }

    @Test("Hand-overs are taken whole, oldest first, once; none asks for a window; names need not be UTF-8")
    func handOversArriveInOrderOnce() throws {
        let inbox = HandOverInbox(libraryDirectory: directory.url)
        #expect(inbox.take().isEmpty, "nothing handed over yet (and no folder)")
        try inbox.handOver(["file:///photos/a.jpg", "file:///photos/caf%E9.png", "https://example.com/b.png"])
        try inbox.handOver([])
        // A hand-over still being written is not taken.
        try Data("file:///half".utf8).write(to: inbox.directory.appendingPathComponent(".9-1.uris.0000.tmp"))
        let taken = inbox.take()
        #expect(taken.map { $0.map(\.absoluteString) } == [["file:///photos/a.jpg", "file:///photos/caf%E9.png", "https://example.com/b.png"], []])
        #expect(taken.first.flatMap { LocalFile($0[1])?.pathBytes } == Array("/photos/caf".utf8) + [0xE9] + Array(".png".utf8),
                "the name's one byte 0xE9 kept")
        #expect(inbox.take().isEmpty, "each taken once")
    }

    @Test("A hand-over into a library it cannot write to says why")
    func unwritableInboxSaysWhy() throws {
        let file = try directory.write("not a folder", to: "plain")
        #expect(throws: GalleryDocumentError.self) { try HandOverInbox(libraryDirectory: file).handOver(["file:///a.png"]) }
    }
}
