import Foundation
import ImageGalleryCore
import Testing

@Suite("Window state: size, zoom and gallery restored", .timeLimit(.minutes(1)))
struct WindowStateTests {
    @Test("Saved and loaded back; missing or damaged files give the defaults; silly sizes are clamped")
    func roundTrip() throws {
        let directory = TemporaryDirectory()
        let store = WindowStateStore(directory: directory.url)
        #expect(store.load() == WindowState())
        let id = UUID()
        store.save(WindowState(width: 900, height: 650, cellWidth: 132, galleryID: id))
        #expect(store.load() == WindowState(width: 900, height: 650, cellWidth: 132, galleryID: id))
        try Data("{ not json".utf8).write(to: store.file)
        #expect(store.load() == WindowState())
        store.save(WindowState(width: 5, height: 1e9, cellWidth: 1, galleryID: nil))
        #expect(store.load() == WindowState(width: 400, height: 8000, cellWidth: 60, galleryID: nil))
    }

    @Test("The layout choice is kept; a file from before the choice existed gives justified rows")
    func layoutChoice() throws {
        let directory = TemporaryDirectory()
        let store = WindowStateStore(directory: directory.url)
        #expect(store.load().layoutStyle == .justified)
        store.save(WindowState(cellWidth: 150, layout: .flow))
        #expect(store.load().layoutStyle == .flow && store.load().cellWidth == 150)
        try Data(#"{"width": 900, "height": 650, "cellWidth": 120}"#.utf8).write(to: store.file)
        #expect(store.load() == WindowState(width: 900, height: 650, cellWidth: 120))
        #expect(store.load().layoutStyle == .justified)
    }
}
