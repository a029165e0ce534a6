import DragDrop
import DragDropTesting
import Foundation
import Synchronization
import Testing

/// A team as a SwiftUI app declares it: its own content type first, plain text for others.
struct TransferTeam: Codable, Hashable, Transferable {
    static let contentType = TypeIdentifier(exportedAs: "org.dragdrop.tests.team", conformingTo: .data)
    var name: String
    var division: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        ProxyRepresentation(exporting: \.name, importing: { TransferTeam(name: $0, division: -1) })
    }
}

/// A document handed over as a file, with a suggested name.
struct Report: Transferable, Equatable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .commaSeparatedText) { report in
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).csv")
            try Data(report.text.utf8).write(to: file)
            return SentTransferredFile(file)
        } importing: { received in
            Report(text: try String(contentsOf: received.file, encoding: .utf8))
        }
        .suggestedFileName("Report.csv")
    }
}

/// A value whose import always fails.
struct Picky: Transferable {
    struct Refused: Error {}
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .json, exporting: { _ in Data("{}".utf8) }, importing: { _ in throw Refused() })
    }
}

func png(_ width: UInt32, _ height: UInt32) -> Image {
    try! Image(data: TestPictures.png(width: width, height: height))
}

@Suite("Transferable: representations and item providers", .timeLimit(.minutes(1)))
struct TransferableTests {
    @Test("Codable round trip through an item provider, under the declared type (application/x-…)")
    func codableRoundTrip() async throws {
        let provider = ItemProvider()
        provider.register(TransferTeam(name: "Bears", division: 2))
        #expect(provider.registeredTypeIdentifiers == [TransferTeam.contentType, .utf8PlainText])
        #expect(TransferTeam.contentType.mimeTypes == ["application/x-org.dragdrop.tests.team"])
        #expect(try await provider.loadTransferable(type: TransferTeam.self) == TransferTeam(name: "Bears", division: 2))
    }

    @Test("Fidelity order: the richest representation a reader understands wins; others read the proxy")
    func fidelityOrder() async throws {
        let provider = ItemProvider()
        provider.register(TransferTeam(name: "Wolves", division: 0))
        #expect(try await provider.loadTransferable(type: String.self) == "Wolves")
        #expect(try await provider.loadObject(ofClass: String.self) == "Wolves")  // the UIKit API reads it too
        // Text from elsewhere becomes a team through the proxy.
        let text = ItemProvider(object: "Owls")
        #expect(try await text.loadTransferable(type: TransferTeam.self) == TransferTeam(name: "Owls", division: -1))
        #expect(TransferTeam.exportedContentTypes == [TransferTeam.contentType, .utf8PlainText])
    }

    @Test("exportingCondition: an image offers only its own format; URLs offer a file URL only for files")
    func exportingCondition() async throws {
        let provider = ItemProvider()
        provider.register(png(4, 2))
        #expect(provider.registeredTypeIdentifiers == [.png])
        #expect(try await provider.loadTransferable(type: Image.self).pixelSize == Image.PixelSize(width: 4, height: 2))
        let web = ItemProvider()
        web.register(URL(string: "https://example.org/a.png")!)
        #expect(!web.registeredTypeIdentifiers.contains(.fileURL))
        let file = ItemProvider()
        file.register(URL(fileURLWithPath: "/tmp/a.png"))
        #expect(file.registeredTypeIdentifiers.first == .fileURL)
    }

    @Test("FileRepresentation: offered as its content type (and, to other processes, as a file); the receiver gets a copy")
    func fileRepresentation() async throws {
        let provider = ItemProvider()
        provider.register(Report(text: "a,b\n1,2\n"))
        #expect(provider.registeredTypeIdentifiers == [.commaSeparatedText])
        #expect(provider.exportedForOtherProcesses().registeredTypeIdentifiers == [.commaSeparatedText, .fileURL])
        #expect(provider.suggestedName == "Report.csv")
        #expect(String(decoding: try await provider.loadDataRepresentation(forTypeIdentifier: .commaSeparatedText), as: UTF8.self) == "a,b\n1,2\n")
        #expect(try await provider.loadTransferable(type: Report.self) == Report(text: "a,b\n1,2\n"))
        // Only bytes offered (another process): still a file for the importer.
        let bytes = ItemProvider(item: Data("x,y\n".utf8), typeIdentifier: .commaSeparatedText)
        #expect(try await bytes.loadTransferable(type: Report.self) == Report(text: "x,y\n"))
    }

    @Test("A file from a file manager arrives as the declared type: a PNG file read as image data")
    func fileFromFileManager() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dropped-\(UUID().uuidString).png")
        try png(3, 5).data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let typed = try #require(ItemProvider(contentsOf: file))
        #expect(try await typed.loadTransferable(type: Image.self).pixelSize == Image.PixelSize(width: 3, height: 5))
        // Only the URL: it says nothing of the file, so no image is offered (as in SwiftUI,
        // which decides by content type): a typed error, not a guess.
        let urlOnly = ItemProvider(object: file)
        #expect(!urlOnly.canLoadTransferable(type: Image.self))
        await #expect(throws: ItemProviderError.self) { try await urlOnly.loadTransferable(type: Image.self) }
        // A text file offered where an image is wanted: refused by its type, a typed error.
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        let textFile = try #require(ItemProvider(contentsOf: text))
        #expect(!textFile.canLoadTransferable(type: Image.self))
        await #expect(throws: ItemProviderError.self) { try await textFile.loadTransferable(type: Image.self) }
    }

    @Test("Failures are typed: nothing importable, and an import that refuses")
    func typedFailures() async {
        do {
            _ = try await ItemProvider(item: Data([1]), typeIdentifier: .png).loadTransferable(type: TransferTeam.self)
            Issue.record("loaded a team from a PNG")
        } catch {
            guard case let .unsupportedType(requested, available) = error else { Issue.record("\(error)"); return }
            #expect(requested.contains(TransferTeam.contentType))
            #expect(available == [.png])
        }
        do {
            let provider = ItemProvider()
            provider.register(Picky())
            _ = try await provider.loadTransferable(type: Picky.self)
            Issue.record("imported")
        } catch {
            guard case let .loadFailed(type, underlying) = error else { Issue.record("\(error)"); return }
            #expect(type == .json)
            #expect(underlying is Picky.Refused)
        }
    }

    @Test("The completion-handler form reports once, with progress; the data of an external item arrives late")
    func completionForm() async {
        let item = ExternalItem(types: [.png])
        let received = Mutex<Image.PixelSize?>(nil)
        let progress = item.itemProvider.loadTransferable(type: Image.self) { result in
            received.withLock { $0 = try? result.get().pixelSize }
        }
        #expect(progress.completedUnitCount == 0)
        item.deliver(png(7, 7).data, as: .png)
        // The completion handler may run on any thread (hence the Mutex), outside any census: wall-clock waiting.
        #expect(await HeadlessDragDriver().waitUntil { received.withLock { $0 } != nil })
        #expect(received.withLock { $0 } == Image.PixelSize(width: 7, height: 7))
        #expect(progress.completedUnitCount == 1)
    }
}
