import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("What leaves the process, and what a URI list brings in", .timeLimit(.minutes(1)))
struct CrossProcessExportTests {
    @Test("Offers: the first item's types richest first, text/plain for plain text, no toolkit targets")
    func offers() {
        let provider = ItemProvider(object: URL(string: "https://example.com/a.png")!)
        let export = InterProcessExport(providers: [provider.exportedForOtherProcesses()])
        let mimes = export.offers.map(\.mime)
        #expect(mimes.first == "text/uri-list")
        #expect(mimes.contains("text/plain"))
        #expect(!mimes.contains { ["utf8_string", "string", "text", "compound_text"].contains($0) })
    }

    @Test("Several rows leave as one text, one per line; several URLs as one uri-list; other types from the first item")
    func joining() async throws {
        let rows = ["Left 2", "Left 4"].map { ItemProvider(object: $0).exportedForOtherProcesses() }
        let text = try await InterProcessExport(providers: rows).data(for: "text/plain")
        #expect(String(decoding: text, as: UTF8.self) == "Left 2\nLeft 4")
        let links = ["https://h/a.png", "https://h/b.png"].map { ItemProvider(object: URL(string: $0)!).exportedForOtherProcesses() }
        let list = try await InterProcessExport(providers: links).data(for: "text/uri-list")
        #expect(String(decoding: list, as: UTF8.self) == "https://h/a.png\r\nhttps://h/b.png\r\n")
        await #expect(throws: InterProcessExport.NotOffered.self) {
            _ = try await InterProcessExport(providers: rows).data(for: "image/png")
        }
    }

    @Test("A file manager's uri-list of three files is three items in order; a web URL is a URL item")
    func uriListItems() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uri-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = ["# a comment"]
        for name in ["c.txt", "a.txt", "b.txt"] {
            let file = folder.appendingPathComponent(name)
            try Data(name.utf8).write(to: file)
            lines.append(file.absoluteString)
        }
        lines.append("https://example.com/page")
        let items = InterProcessExport.items(fromURIList: Data(lines.joined(separator: "\r\n").utf8))
        #expect(items.count == 4)
        #expect(items.prefix(3).map { $0.itemProvider.suggestedName } == ["c", "a", "b"])
        let content = try await items[1].itemProvider.loadDataRepresentation(forTypeIdentifier: .plainText)
        #expect(String(decoding: content, as: UTF8.self) == "a.txt")
        #expect(items[3].itemProvider.canLoadObject(ofClass: URL.self))
    }

    @Test("A uri-list naming a named pipe without an extension does not wait for a writer: only a regular file's first bytes are read")
    func namedPipeIsNotSniffed() throws {
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("uri-list-pipe-\(UUID().uuidString)")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: pipe) }
        // Before, the item's type was sniffed by opening the pipe, which waits for a writer:
        // this one comes after two seconds (so the test ends either way).
        let path = pipe.path
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 2)
            let writer = open(path, O_RDWR | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let clock = ContinuousClock()
        var items: [DragItem] = []
        let elapsed = clock.measure { items = InterProcessExport.items(fromURIList: Data(pipe.absoluteString.utf8)) }
        #expect(elapsed < .seconds(1), "\(elapsed)")
        #expect(items.count == 1)
        #expect(items.first?.itemProvider.registeredTypeIdentifiers == [.data, .fileURL, .url])
        // A link to a picture is still read: the file it names is a regular one.
        let picture = pipe.appendingPathExtension("png"), link = pipe.appendingPathExtension("link")
        try ImageFixtures.png(width: 4, height: 3).write(to: picture)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: picture)
        defer { for file in [picture, link] { try? FileManager.default.removeItem(at: file) } }
        #expect(InterProcessExport.items(fromURIList: Data(link.absoluteString.utf8)).first?.itemProvider
            .registeredTypeIdentifiers.first == .png)
    }

    @Test("SEMANTICS 42: files from a file manager are files of their type; one web address keeps the offered item")
    func resolvedItemsConformToFileURLAndContentType() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("photo.png"), notes = folder.appendingPathComponent("notes.txt")
        let unnamed = folder.appendingPathComponent("IMG_0001")  // no extension: the header says PNG
        try ImageFixtures.png(width: 4, height: 3).write(to: picture)
        try ImageFixtures.png(width: 4, height: 3).write(to: unnamed)
        try Data("milk".utf8).write(to: notes)
        let list = { (urls: [URL]) in Data(urls.map(\.absoluteString).joined(separator: "\r\n").utf8) }
        let files = try #require(InterProcessExport.itemsResolved(fromURIList: list([picture, notes, unnamed])))
        #expect(files.count == 3)
        #expect(files.allSatisfy { $0.itemProvider.hasItemConformingToTypeIdentifier(.fileURL) })
        #expect(files[0].itemProvider.hasItemConformingToTypeIdentifier(.png))
        #expect(files[0].itemProvider.hasItemConformingToTypeIdentifier(.image))
        #expect(!files[0].itemProvider.hasItemConformingToTypeIdentifier(.plainText))  // a picture is not text
        #expect(files[0].itemProvider.canLoadObject(ofClass: URL.self))
        #expect(!files[1].itemProvider.hasItemConformingToTypeIdentifier(.image))
        #expect(files[1].itemProvider.hasItemConformingToTypeIdentifier(.plainText))
        #expect(files[2].itemProvider.hasItemConformingToTypeIdentifier(.png))
        // One file alone is resolved too (before, only a list of several was).
        #expect(InterProcessExport.itemsResolved(fromURIList: list([picture]))?.first?.itemProvider
            .hasItemConformingToTypeIdentifier(.fileURL) == true)
        // A browser's one address keeps its richer offered item; several addresses are items.
        #expect(InterProcessExport.itemsResolved(fromURIList: list([URL(string: "https://example.com/a.png")!])) == nil)
        #expect(InterProcessExport.itemsResolved(fromURIList: list([URL(string: "https://a.example/1")!, URL(string: "https://a.example/2")!]))?.count == 2)
        // A file manager's offer is resolved; one that carries its content keeps its item.
        #expect(InterProcessExport.resolvesItemsFromURIList(offering: ["text/uri-list", "x-special/gnome-copied-files",
                                                                       "UTF8_STRING", "text/plain;charset=utf-8"]))
        #expect(!InterProcessExport.resolvesItemsFromURIList(offering: ["image/png"]))
        #expect(!InterProcessExport.resolvesItemsFromURIList(offering: ["image/png", "text/uri-list", "text/plain"]))
        // An application's own type, once this application knows it, is content too.
        TypeIdentifier.declare("org.example.dragdrop-tests.card", conformingTo: [.data], mimeTypes: ["application/x-dragdrop-tests-card"])
        #expect(!InterProcessExport.resolvesItemsFromURIList(offering: ["application/x-dragdrop-tests-card", "text/uri-list"]))
    }

    /// Offers of the shapes file managers send for a selection of files, as the window system
    /// lists them: each names the files in its `text/uri-list`, beside types only its own kind reads.
    static let fileManagerOffers: [(name: String, mimeTypes: [String])] = [
        ("GTK 4's file list with the file-transfer portal (Nautilus)",
         ["application/vnd.portal.filetransfer", "application/vnd.portal.files", "text/uri-list", "text/plain;charset=utf-8"]),
        ("KDE's list beside the standard one", ["text/uri-list", "application/x-kde4-urilist", "text/x-moz-url", "text/plain",
                                                "application/vnd.portal.filetransfer"]),
        ("GTK 3 with GNOME's icon list", ["x-special/gnome-icon-list", "text/uri-list", "UTF8_STRING", "COMPOUND_TEXT", "TEXT",
                                          "STRING", "text/plain;charset=utf-8", "text/plain"]),
        ("a private pointer type", ["application/x-fmlist-ptr", "text/uri-list"]),
        ("the list alone (Thunar)", ["text/uri-list"]),
    ]

    @Test("SEMANTICS 42 (issue 37): N files dragged together from any file manager are N items, in order, each typed by its content")
    func everyFileManagersFilesAreItsFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-managers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [(name: String, data: Data, type: TypeIdentifier?)] = [
            ("a.png", ImageFixtures.png(width: 30, height: 20), .png), ("b.jpg", ImageFixtures.jpeg(width: 20, height: 30), .jpeg),
            ("notes.txt", Data("milk".utf8), nil), ("c.webp", ImageFixtures.webPLossless(width: 40, height: 10), .webP),
        ]
        let urls = try files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.data.write(to: url)
            return url
        }
        let list = Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
        let offered = DragItem(itemProvider: ItemProvider(object: urls[0]))
        for (name, mimeTypes) in Self.fileManagerOffers {
            #expect(InterProcessExport.resolvesItemsFromURIList(offering: mimeTypes), "\(name)'s offer is not read as its files")
            let items = InterProcessExport.items(offering: mimeTypes, uriList: list, offered: [offered])
            #expect(items.count == files.count, "\(name): \(items.count) item(s) for \(files.count) files")
            #expect(items.map { $0.itemProvider.suggestedName } == ["a", "b", "notes", "c"], "\(name)")
            for (item, file) in zip(items, files) {
                #expect(item.itemProvider.hasItemConformingToTypeIdentifier(.fileURL), "\(name): \(file.name)")
                #expect(item.itemProvider.hasItemConformingToTypeIdentifier(.image) == (file.type != nil), "\(name): \(file.name)")
                if let type = file.type { #expect(item.itemProvider.hasItemConformingToTypeIdentifier(type), "\(name): \(file.name)") }
            }
        }
        // A drag that offers its content keeps the offered item, whatever its list says.
        for content in ["image/png", "text/html", "application/pdf"] {
            #expect(InterProcessExport.items(offering: ["text/uri-list", content], uriList: list, offered: [offered]).count == 1, "\(content)")
        }
        // Offered, never read: the item offered stands.
        #expect(InterProcessExport.items(offering: Self.fileManagerOffers[0].mimeTypes, uriList: nil, offered: [offered]).count == 1)
    }
}
