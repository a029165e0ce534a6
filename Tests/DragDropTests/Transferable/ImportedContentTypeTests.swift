import DragDrop
import DragDropTesting
import Foundation
import Testing

/// A recording, imported from audio files only; it keeps the name the received file had.
struct Recording: Transferable, Equatable {
    var fileName: String
    var bytes: Data

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .audio) { received in
            Recording(fileName: received.file.lastPathComponent, bytes: try Data(contentsOf: received.file))
        }
    }
}

/// A value that only this application's own type brings in (plain text goes out only).
struct Sticker: Codable, Hashable, Transferable {
    static let contentType = TypeIdentifier(exportedAs: "org.dragdrop.tests.sticker", conformingTo: .data)
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType)
        ProxyRepresentation(exporting: \.name)
    }
}

/// Issue 40, item 4: a `dropDestination` takes a drag only when one of its items' types
/// conforms to a content type its Transferable imports — decided while the drag hovers, as
/// SwiftUI does — and a received file keeps its name.
@MainActor
@Suite("Transferable drop destinations decide by content type", .timeLimit(.minutes(1)))
struct ImportedContentTypeTests {
    final class Box<Value> { var value: Value; init(_ value: Value) { self.value = value } }

    /// Files as a file manager has them, in a folder of their own, removed with `remove()`.
    struct Files {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID().uuidString)")

        func make(_ name: String, _ bytes: Data) throws -> URL {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent(name)
            try bytes.write(to: file)
            return file
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    let targetFrame = Rect(x: 300, y: 0, width: 200, height: 200)
    let mp3Bytes = Data([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0])

    @Test("An audio-only destination refuses a PNG file and a text file while they hover (isTargeted stays false); an MP3 file arrives under its own name")
    func audioOnly() async throws {
        let files = Files()
        defer { files.remove() }
        let picture = try files.make("holiday.png", png(4, 4).data)
        let notes = try files.make("notes.txt", Data("a note".utf8))
        let song = try files.make("song.mp3", mp3Bytes)
        let scene = TestScene()
        let received = Box<[Recording]>([])
        let targeted = Box<[Bool]>([])
        scene.window.addSubview(View(identifier: "player", frame: targetFrame).dropDestination(for: Recording.self, action: { values, _ in
            received.value += values
            return true
        }, isTargeted: { targeted.value.append($0) }))
        for refused in [picture, notes] {
            let drag = scene.driver.beginExternalDrag([ExternalItem(file: refused)], at: scene.center(of: targetFrame))
            #expect(scene.app.currentOperation == .cancel, "\(refused.lastPathComponent) is no audio")
            scene.driver.release()
            #expect(drag.result == .cancel)
        }
        #expect(targeted.value.isEmpty)
        let drag = scene.driver.beginExternalDrag([ExternalItem(file: song)], at: scene.center(of: targetFrame))
        #expect(scene.app.currentOperation == .copy)
        scene.driver.release()
        #expect(drag.result == .copy)
        // The file is read on another thread, which settle() does not wait for.
        #expect(await scene.driver.waitUntil { !received.value.isEmpty })
        #expect(received.value == [Recording(fileName: "song.mp3", bytes: mp3Bytes)])
        #expect(targeted.value == [true, false])
    }

    /// A list whose rows take stickers only.
    final class StickerList: TableViewDataSource {
        var stickers = [Sticker(name: "star")]
        let table = TableView(identifier: "stickers", frame: Rect(x: 300, y: 0, width: 200, height: 200), rowHeight: 40)
        var targeted: [Bool] = []

        init() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = self
            table.dropDestination(for: Sticker.self, action: { [unowned self] values, _ in
                stickers += values
                return true
            }, isTargeted: { [unowned self] in targeted.append($0) })
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { stickers.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
    }

    @Test("A list taking a custom Codable type refuses a file manager's PNG and text files while they hover; its own type arrives")
    func codableOnlyList() async throws {
        let files = Files()
        defer { files.remove() }
        let list = StickerList()
        let scene = TestScene()
        scene.window.addView(list.table)
        let point = Point(x: 400, y: 20)
        let drag = scene.driver.beginExternalDrag(files: [try files.make("holiday.png", png(4, 4).data),
                                                         try files.make("notes.txt", Data("heart".utf8))], at: point)
        #expect(scene.app.currentOperation == .cancel)
        scene.driver.release()
        #expect(drag.result == .cancel)
        #expect(list.targeted.isEmpty)
        // The type itself, from another process of this application.
        let sticker = try JSONEncoder().encode(Sticker(name: "heart"))
        let own = scene.driver.beginExternalDrag([ExternalItem([Sticker.contentType: sticker])], at: point)
        #expect(scene.app.currentOperation == .copy)
        scene.driver.release()
        #expect(own.result == .copy)
        #expect(await scene.driver.settle())
        #expect(list.stickers.count == 2)
        #expect(list.stickers.last == Sticker(name: "heart"))
        #expect(list.targeted == [true, false])
    }

    @Test("By type only: a PNG file is an image and no audio; a file URL alone is neither; bytes are written under the suggested name")
    func canLoadByContentType() async throws {
        let files = Files()
        defer { files.remove() }
        let picture = try #require(ItemProvider(contentsOf: try files.make("holiday.png", png(3, 5).data)))
        #expect(picture.canLoadTransferable(type: Image.self))
        #expect(!picture.canLoadTransferable(type: Recording.self))
        #expect(!picture.canLoadTransferable(type: Sticker.self))
        #expect(!ItemProvider(object: files.folder.appendingPathComponent("holiday.png")).canLoadTransferable(type: Image.self))
        // Bytes only (another process): the copy is named after the suggested name, with the type's extension.
        let bytes = ItemProvider(item: mp3Bytes, typeIdentifier: .mp3)
        bytes.suggestedName = "Interview"
        #expect(try await bytes.loadTransferable(type: Recording.self) == Recording(fileName: "Interview.mp3", bytes: mp3Bytes))
    }

    @Test("ExternalItem(file:) is what the receiving application makes of a file manager's file: typed by extension, else by content; named")
    func externalFileItems() throws {
        let files = Files()
        defer { files.remove() }
        let named = ExternalItem(file: try files.make("song.mp3", mp3Bytes))
        #expect(named.typeIdentifiers == [.mp3, .fileURL, .url])
        #expect(named.suggestedName == "song")
        let sniffed = ExternalItem(file: try files.make("scan", png(2, 2).data))
        #expect(sniffed.typeIdentifiers.first == .png)
        #expect(sniffed.suggestedName == "scan")
        try FileManager.default.createDirectory(at: files.folder.appendingPathComponent("Album"), withIntermediateDirectories: true)
        #expect(ExternalItem(file: files.folder.appendingPathComponent("Album")).typeIdentifiers.first == .folder)
    }

    @Test("A file manager's drag of three files is three items, in order, each loading its own file after the drop")
    func threeFilesFromAFileManager() async throws {
        let files = Files()
        defer { files.remove() }
        let target = TestDropTarget(operation: .copy)
        let names = Box<[String?]>([])
        let loaded = Box<[Data]>([])
        target.onPerformDrop = { session in
            names.value = session.items.map(\.itemProvider.suggestedName)
            for provider in session.items.map(\.itemProvider) {
                Task { @MainActor in loaded.value.append((try? await provider.loadDataRepresentation(forTypeIdentifier: .data)) ?? Data()) }
            }
        }
        let scene = TestScene()
        scene.addTarget("target", frame: targetFrame, delegate: target)
        let urls = [try files.make("a.txt", Data("A".utf8)), try files.make("b.mp3", mp3Bytes), try files.make("c.png", png(1, 1).data)]
        let drag = scene.driver.beginExternalDrag(files: urls, at: scene.center(of: targetFrame))
        scene.driver.release()
        #expect(drag.result == .copy)
        #expect(names.value == ["a", "b", "c"])
        // The loads start in tasks of the delegate's own, off the main actor: settle() counts
        // them only once they run, so the test waits for their results.
        #expect(await scene.driver.waitUntil { loaded.value.count == 3 })
        #expect(Set(loaded.value) == [Data("A".utf8), mp3Bytes, png(1, 1).data])
    }
}
