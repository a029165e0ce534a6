import DragDrop
import DragDropTesting
import Foundation
import Synchronization
import Testing

/// Counts loader calls, to prove that answers come from type identifiers alone.
final class LoadCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

struct LoaderFailure: Error, Equatable {}

@Suite("Item providers", .timeLimit(.minutes(1)))
struct ItemProviderTests {
    @Test func registeredTypesKeepFidelityOrder() {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) { Data() }
        provider.registerDataRepresentation(forTypeIdentifier: .url) { Data() }
        provider.registerDataRepresentation(forTypeIdentifier: .utf8PlainText) { Data() }
        provider.registerDataRepresentation(forTypeIdentifier: .png) { Data([1]) }  // replaces in place
        #expect(provider.registeredTypeIdentifiers == [.png, .url, .utf8PlainText])  // SEMANTICS 11
    }

    @Test func answersFromTypeIdentifiersWithoutLoading() {
        let counter = LoadCounter()
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .jpeg) { counter.increment(); return Data() }
        #expect(provider.hasItemConformingToTypeIdentifier(.image))
        #expect(provider.hasItemConformingToTypeIdentifier(.data))
        #expect(!provider.hasItemConformingToTypeIdentifier(.text))
        #expect(provider.canLoadObject(ofClass: Image.self))
        #expect(provider.canLoadObject(ofClass: Data.self))
        #expect(!provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        #expect(counter.value == 0)  // SEMANTICS 11
    }

    @Test func loadsDataAndObjects() async throws {
        let provider = ItemProvider(object: "Venice")
        #expect(provider.registeredTypeIdentifiers == [.utf8PlainText])
        let data = try await provider.loadDataRepresentation(forTypeIdentifier: .plainText)
        #expect(data == Data("Venice".utf8))
        #expect(try await provider.loadObject(ofClass: String.self) == "Venice")
        // Loading twice is fine: the loader runs again.
        #expect(try await provider.loadObject(ofClass: String.self) == "Venice")
    }

    @Test func readsURLsInTheirCommonForms() async throws {
        let uriList = ItemProvider(item: Data("# comment\r\nhttps://example.com/a.png\r\nhttps://x.org\r\n".utf8),
                                   typeIdentifier: .url)
        #expect(try await uriList.loadObject(ofClass: URL.self) == URL(string: "https://example.com/a.png"))
        let moz = ItemProvider(item: "https://example.com/b.jpg\nTitle".data(using: .utf16LittleEndian)!,
                               typeIdentifier: .mozillaURL)
        #expect(try await moz.loadObject(ofClass: URL.self) == URL(string: "https://example.com/b.jpg"))
        #expect(try await moz.loadObject(ofClass: String.self) == "https://example.com/b.jpg")
        let text = ItemProvider(object: "  https://example.com/c  ")
        #expect(try await text.loadObject(ofClass: URL.self) == URL(string: "https://example.com/c"))
        let url = ItemProvider(object: URL(string: "https://example.com/d")!)
        #expect(url.registeredTypeIdentifiers == [.url, .utf8PlainText])
        #expect(try await url.loadDataRepresentation(forTypeIdentifier: .url) == Data("https://example.com/d\r\n".utf8))
        let file = ItemProvider(object: URL(fileURLWithPath: "/tmp/x.png"))
        #expect(file.registeredTypeIdentifiers.first == .fileURL)
    }

    @Test func readsUTF16Text() async throws {
        let provider = ItemProvider(item: Data([0xFF, 0xFE]) + "Привет".data(using: .utf16LittleEndian)!,
                                    typeIdentifier: .utf16PlainText)
        #expect(try await provider.loadObject(ofClass: String.self) == "Привет")
    }

    @Test func typedErrors() async {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) { throw LoaderFailure() }
        provider.registerDataRepresentation(forTypeIdentifier: .utf8PlainText) { Data([0xFF, 0xFE, 0xFD]) }
        await #expect {
            _ = try await provider.loadDataRepresentation(forTypeIdentifier: .json)
        } throws: { error in
            guard case let .unsupportedType(requested, available)? = error as? ItemProviderError else { return false }
            return requested == [.json] && available == [.png, .utf8PlainText]
        }
        await #expect {
            _ = try await provider.loadDataRepresentation(forTypeIdentifier: .image)
        } throws: { error in
            guard case let .loadFailed(type, underlying)? = error as? ItemProviderError else { return false }
            return type == .png && underlying is LoaderFailure
        }
        // Invalid UTF-8 is a decoding failure, not replacement characters.
        await #expect {
            _ = try await provider.loadObject(ofClass: String.self)
        } throws: { error in
            guard case let .loadFailed(_, underlying)? = error as? ItemProviderError else { return false }
            return underlying is ItemProviderDecodingError
        }
        // Not an image: the header reader's error comes through.
        let html = ItemProvider(item: Data("<html>".utf8), typeIdentifier: .png)
        await #expect {
            _ = try await html.loadObject(ofClass: Image.self)
        } throws: { error in
            guard case let .loadFailed(_, underlying)? = error as? ItemProviderError else { return false }
            return underlying as? ImageHeaderError == .unrecognizedFormat
        }
    }

    @Test func tooLarge() async {
        let provider = ItemProvider(item: Data(count: 1000), typeIdentifier: .data)
        await #expect {
            _ = try await provider.loadDataRepresentation(forTypeIdentifier: .data, limits: .init(maximumSize: 999))
        } throws: { error in
            guard case let .tooLarge(_, size, limit)? = error as? ItemProviderError else { return false }
            return size == 1000 && limit == 999
        }
    }

    @Test func timesOutOnTheGivenClockEvenIfTheLoaderIgnoresCancellation() async throws {
        let clock = ManualClock()
        let never = ExternalItem(types: [.png])
        let provider = never.itemProvider
        let load = Task {
            try await provider.loadDataRepresentation(
                forTypeIdentifier: .png, limits: .init(timeout: .seconds(30), clock: clock))
        }
        // Bounded: a load that never sleeps on the clock fails here, not by hanging.
        await clock.waitForSleepers()
        clock.advance(by: .seconds(29))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        let result = await load.result
        guard case let .failure(error) = result, case let .timedOut(type, after)? = error as? ItemProviderError else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        #expect(type == .png && after == .seconds(30))
        #expect(error.localizedDescription.isEmpty == false)
    }

    @Test func cancellingTheTaskEndsTheLoadWithCancelled() async {
        let item = ExternalItem(types: [.png])
        let provider = item.itemProvider
        let load = Task { try await provider.loadDataRepresentation(forTypeIdentifier: .png) }
        while item.waitingLoads(for: .png) == 0 { await Task.yield() }
        load.cancel()
        let result = await load.result
        guard case let .failure(error) = result, case .cancelled? = error as? ItemProviderError else {
            Issue.record("expected cancelled, got \(result)")
            return
        }
    }

    @Test @MainActor func completionHandlerRunsExactlyOnceEvenWhenDataArrivesAfterCancel() async {
        let item = ExternalItem(types: [.png])
        let provider = item.itemProvider
        let calls = Mutex<[String]>([])
        let driver = HeadlessDragDriver()
        let progress = driver.tracking {
            provider.loadDataRepresentation(forTypeIdentifier: .png) { data, error in
                calls.withLock { $0.append(data != nil ? "data" : "\(error!)") }
            }
        }
        #expect(await driver.settle())
        #expect(item.waitingLoads(for: .png) == 1)
        progress.cancel()
        // The cancelled load's completion may run on any thread (hence the Mutex): wall-clock waiting, not settle().
        #expect(await driver.waitUntil { !calls.withLock { $0.isEmpty } })
        item.deliver(Data([1, 2, 3]), as: .png)  // too late: must not produce a second call
        #expect(await driver.settle())
        #expect(calls.withLock { $0 } == ["The load was cancelled"])
        #expect(progress.isCancelled)
    }

    @Test @MainActor func completionFormDeliversObjects() async {
        let provider = ItemProvider(object: "Left 3")
        let received = Mutex<String?>(nil)
        let progress = provider.loadObject(ofClass: String.self) { value, _ in received.withLock { $0 = value } }
        // The completion handler may run on any thread (hence the Mutex), outside any census: wall-clock waiting.
        #expect(await HeadlessDragDriver().waitUntil { received.withLock { $0 != nil } })
        #expect(received.withLock { $0 } == "Left 3")
        #expect(progress.completedUnitCount == 1)
    }

    @Test func ownProcessRepresentationsStayHome() async throws {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifier("com.example.private"),
                                            visibility: .ownProcess) { Data([1]) }
        provider.registerDataRepresentation(forTypeIdentifier: .utf8PlainText) { Data("hi".utf8) }
        provider.suggestedName = "note"
        let exported = provider.exportedForOtherProcesses()
        #expect(exported.registeredTypeIdentifiers == [.utf8PlainText])
        #expect(exported.suggestedName == "note")
        #expect(try await exported.loadObject(ofClass: String.self) == "hi")
    }

    @Test func fileProviderReadsLazilyAndNamesTheFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-\(UUID().uuidString).gif")
        try ImageFixtures.gif(width: 3, height: 2).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let provider = try #require(ItemProvider(contentsOf: url))
        #expect(provider.registeredTypeIdentifiers == [.gif, .fileURL, .url])  // a picture file is not text
        #expect(provider.suggestedName == url.deletingPathExtension().lastPathComponent)
        #expect(try await provider.loadObject(ofClass: Image.self).pixelSize == .init(width: 3, height: 2))
        #expect(try await provider.loadObject(ofClass: URL.self) == url)
        #expect(ItemProvider(contentsOf: URL(string: "https://example.com/a.gif")!) == nil)
    }

    @Test("A folder is public.folder and its file URL, with no bytes of its own (issue 37: it was data that failed to read)")
    func folderProviderIsAFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let provider = try #require(ItemProvider(contentsOf: folder))
        #expect(provider.registeredTypeIdentifiers == [.folder, .fileURL, .url])
        #expect(try await provider.loadObject(ofClass: URL.self).standardizedFileURL.path == folder.standardizedFileURL.path)
        await #expect(throws: ItemProviderError.self) {
            _ = try await provider.loadDataRepresentation(forTypeIdentifier: .folder)
        }
    }
}

@Suite("What counts as a URL in text", .timeLimit(.minutes(1)))
struct URLInTextTests {
    @Test("Only real schemes: a sentence with a colon is text, not a URL", arguments: [
        ("https://example.com/a.png", true), ("file:///home/me/a.png", true), ("mailto:me@example.com", true),
        ("Selection: three pictures", false), ("Note:remember", false), ("notes", false), ("C:\\\\pictures", false),
        ("1http://x", false), ("http://exa mple.com", false),
    ])
    func schemes(text: String, isURL: Bool) throws {
        let parsed = try? URL.object(withItemProviderData: Data(text.utf8), typeIdentifier: .utf8PlainText)
        #expect((parsed != nil) == isURL, "\(text)")
    }
}

@Suite("Browser URL types", .timeLimit(.minutes(1)))
struct MozillaURLTests {
    @Test("text/x-moz-url in UTF-16 (X11 browsers) and in UTF-8 (Chromium on Wayland) both read as the URL")
    func bothEncodings() throws {
        let text = "https://example.com/missing.png\nmissing image"
        let utf16 = Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try URL.object(withItemProviderData: utf16, typeIdentifier: .mozillaURL).absoluteString == "https://example.com/missing.png")
        #expect(try URL.object(withItemProviderData: Data(text.utf8), typeIdentifier: .mozillaURL).absoluteString
            == "https://example.com/missing.png")
    }

    @Test("A short address and a long title in a script without spaces: still UTF-16, by the format's definition")
    func shortAddressLongNonLatinTitle() throws {
        let little = { (text: String) in Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }
        let big = { (text: String) in Data([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) }
        for text in ["http://ya.ru\nЯндекс—быстрыйпоиск", "http://t.cn\n新浪微博随时随地发现新鲜事新浪微博随时随地发现新鲜事", "https://a.b/\n" + String(repeating: "ข่าว", count: 30)] {
            let expected = String(text.split(separator: "\n")[0])
            #expect(try URL.object(withItemProviderData: little(text), typeIdentifier: .mozillaURL).absoluteString == expected)
            #expect(try URL.object(withItemProviderData: big(text), typeIdentifier: .mozillaURL).absoluteString == expected)
            #expect(try URL.object(withItemProviderData: Data(text.utf8), typeIdentifier: .mozillaURL).absoluteString == expected)
        }
        // HTML from an X11 browser's clipboard: UTF-16 as well, whatever its script.
        let html = "<img src=\"http://ya.ru/a.png\">Яндекс—быстрыйпоискЯндекс—быстрыйпоискЯндекс"
        #expect(TextDecoding.htmlText(little(html)) == html)
        #expect(TextDecoding.htmlText(Data(html.utf8)) == html)
    }
}
