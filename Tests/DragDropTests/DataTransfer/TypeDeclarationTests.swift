import DragDrop
import DragDropTesting
import Foundation
import Testing

extension TypeIdentifier {
    /// A type only these tests declare, as an application declares one in a `static let`:
    /// read first by ``TypeDeclarationTests/declaredAtLaunch()``'s `declareAtLaunch`.
    static let trackerModule = TypeIdentifier(importedAs: "org.example.dragdrop-tests.tracker-module", conformingTo: .audio,
                                              mimeTypes: ["audio/x-dragdrop-tests-module"], filenameExtensions: ["ddtmod"])
}

/// Types known before the first drag (issue 40, item 8): the common audio, video and document
/// types built in, and an application's own declared at launch, as Info.plist declares them.
@MainActor
@Suite("Type declarations", .timeLimit(.minutes(1)))
struct TypeDeclarationTests {
    @Test("Common audio, video, document and archive types are built in, with their MIME types and extensions")
    func commonTypesAreBuiltIn() {
        let expected: [(ext: String, mime: String, type: TypeIdentifier, kind: TypeIdentifier)] = [
            ("ogg", "audio/ogg", .oggAudio, .audio), ("oga", "audio/vorbis", .oggAudio, .audio),
            ("opus", "audio/opus", .opus, .audio), ("flac", "audio/flac", .flac, .audio),
            ("m4a", "audio/mp4", .mpeg4Audio, .audio), ("aac", "audio/aac", .aac, .audio),
            ("aiff", "audio/aiff", .aiff, .audio), ("mid", "audio/midi", .midi, .audio),
            ("mp3", "audio/mpeg", .mp3, .audio), ("wav", "audio/wav", .wav, .audio),
            ("mp4", "video/mp4", .mpeg4Movie, .movie), ("mkv", "video/x-matroska", .matroska, .movie),
            ("webm", "video/webm", .webm, .movie), ("ogv", "video/ogg", .oggVideo, .movie),
            ("avi", "video/x-msvideo", .avi, .movie), ("mpg", "video/mpeg", .mpeg, .movie),
            ("mov", "video/quicktime", .quickTimeMovie, .movie), ("3gp", "video/3gpp", .threeGPP, .movie),
            ("pdf", "application/pdf", .pdf, .content), ("epub", "application/epub+zip", .epub, .content),
            ("docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", .docx, .content),
            ("doc", "application/msword", .doc, .content),
            ("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", .xlsx, .spreadsheet),
            ("xls", "application/vnd.ms-excel", .xls, .spreadsheet),
            ("pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation", .pptx, .presentation),
            ("ppt", "application/vnd.ms-powerpoint", .ppt, .presentation),
            ("odt", "application/vnd.oasis.opendocument.text", .openDocumentText, .content),
            ("ods", "application/vnd.oasis.opendocument.spreadsheet", .openDocumentSpreadsheet, .spreadsheet),
            ("odp", "application/vnd.oasis.opendocument.presentation", .openDocumentPresentation, .presentation),
            ("gz", "application/gzip", .gzip, .archive), ("bz2", "application/x-bzip2", .bz2, .archive),
            ("tar", "application/x-tar", .tar, .archive), ("7z", "application/x-7z-compressed", .sevenZip, .archive),
        ]
        for (ext, mime, type, kind) in expected {
            #expect(TypeIdentifier(filenameExtension: ext) == type, ".\(ext)")
            #expect(TypeIdentifier(mimeType: mime) == type, "\(mime)")
            #expect(type.conforms(to: kind), "\(type) is not \(kind)")
            #expect(type.conforms(to: .data), "\(type) is not data")
            #expect(type.mimeTypes.contains(mime) && type.filenameExtensions.contains(ext), "\(type)")
        }
        #expect(TypeIdentifier.oggAudio.preferredMIMEType == "audio/ogg")
        #expect(TypeIdentifier.matroska.preferredFilenameExtension == "mkv")
    }

    /// A view taking drags from elsewhere, and what the drag entering it was made of.
    private func audioDropScene() -> (scene: TestScene, target: TestDropTarget, point: Point) {
        let scene = TestScene()
        let target = TestDropTarget()
        let frame = Rect(x: 0, y: 0, width: 300, height: 300)
        scene.addTarget("player", frame: frame, delegate: target)
        return (scene, target, scene.center(of: frame))
    }

    /// A file manager's drag of one file named `name`, as the window system offers it.
    private func fileManagerOffer(of name: String, contents: Data) throws -> (offer: KeyValuePairs<String, Data>, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("type-declarations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try contents.write(to: file)
        return (["text/uri-list": Data((file.absoluteString + "\r\n").utf8), "text/plain;charset=utf-8": Data(file.path.utf8)], folder)
    }

    @Test("An .ogg dragged from a file manager is audio")
    func oggFromAFileManagerIsAudio() throws {
        let (scene, target, point) = audioDropScene()
        let (offer, folder) = try fileManagerOffer(of: "song.ogg", contents: Data("OggS\0\u{2}".utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        scene.driver.beginExternalDrag(offering: offer, at: point)
        let session = try #require(target.sessions.first)
        #expect(session.items.count == 1)
        #expect(session.hasItemsConforming(toTypeIdentifiers: [.audio]))
        #expect(session.items.first?.itemProvider.registeredTypeIdentifiers.first == .oggAudio)
        scene.driver.release()
    }

    @Test("A type declared in a static let and named at launch types the first drag")
    func declaredAtLaunch() throws {
        // The application's launch: nothing else reads `.trackerModule` before the drag.
        TypeIdentifier.declareAtLaunch([.trackerModule])
        let (scene, target, point) = audioDropScene()
        let (offer, folder) = try fileManagerOffer(of: "intro.ddtmod", contents: Data("M.K.".utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        scene.driver.beginExternalDrag(offering: offer, at: point)
        let session = try #require(target.sessions.first)
        #expect(session.hasItemsConforming(toTypeIdentifiers: [.audio]))
        #expect(session.items.first?.itemProvider.registeredTypeIdentifiers.first == .trackerModule)
        scene.driver.release()
    }

    @Test("A declaration after data it names was typed without it, and an undeclared type named at launch, are diagnostics")
    func lateAndMissingDeclarationsAreReported() async {
        var reported: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { if $0.message.contains("dragdrop-tests.late") { reported.append($0.message) } }  // other tests run meanwhile
        defer { Diagnostics.handler = previous }
        #expect(TypeIdentifier(filenameExtension: "ddtlate") == nil)
        #expect(TypeIdentifier(mimeType: "audio/x-dragdrop-tests-late") == nil)
        let late = TypeIdentifier(importedAs: "org.example.dragdrop-tests.late", conformingTo: .audio,
                                  mimeTypes: ["audio/x-dragdrop-tests-late"], filenameExtensions: ["ddtlate"])
        #expect(TypeIdentifier(filenameExtension: "ddtlate") == late)
        // Said on the main actor, soon after (declarations are made on any thread).
        let deadline = ContinuousClock.now + .seconds(5)
        while reported.isEmpty, ContinuousClock.now < deadline { await Task.yield() }
        #expect(reported.count == 1)
        #expect(reported.first?.contains("org.example.dragdrop-tests.late was declared after audio/x-dragdrop-tests-late, .ddtlate") == true)
        #expect(reported.first?.contains("TypeIdentifier.declareAtLaunch(_:)") == true)
        // Declared in time, the same is quiet.
        _ = TypeIdentifier(importedAs: "org.example.dragdrop-tests.late-in-time", filenameExtensions: ["ddtintime"])
        #expect(TypeIdentifier(filenameExtension: "ddtintime") != nil)
        for _ in 0..<100 { await Task.yield() }
        #expect(reported.count == 1)
        // `TypeIdentifier("…")` declares nothing: naming it at launch is a mistake, said.
        TypeIdentifier.declareAtLaunch([TypeIdentifier("org.example.dragdrop-tests.late-never-declared")])
        #expect(reported.count == 2)
        #expect(reported.last?.contains("has no declaration") == true)
    }
}
