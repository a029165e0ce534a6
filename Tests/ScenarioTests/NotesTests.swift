import DemoScenes
import DragDrop
import DragDropTesting
import Foundation
import Testing

/// The Notes demo headless: its board's `pasteConfiguration` takes a paste of another
/// application's HTML through `paste(itemProviders:)` with the styles kept, and a note dropped
/// on the trash fades out (`View.animate`) before it goes.
@MainActor
@Suite("Notes: paste into a board, fade into the trash", .timeLimit(.minutes(1)))
struct NotesTests {
    let scene = NotesScene(frame: Rect(x: 0, y: 0, width: 620, height: 440))

    /// Pastes `items` over the board and waits for `count` notes.
    func paste(_ items: [ExternalItem], in harness: Harness, until count: Int) async -> Bool {
        let board = scene.board.frame
        #expect(harness.driver.paste(items, at: Point(x: board.midX, y: board.maxY - 20)) === scene.board)
        return await harness.driver.waitUntil { scene.notes.count == count }
    }

    @Test("A paste of HTML makes a note keeping bold and colour; empty text is refused with a word")
    func pasteKeepsStyles() async throws {
        let harness = Harness([scene.board, scene.trash])
        let html = #"<b style="color: rgb(192, 28, 40)">bold red</b> plain"#
        #expect(await paste([ExternalItem([.html: Data(html.utf8)])], in: harness, until: 1))
        let text = try #require(scene.notes.first?.text)
        #expect(text.string == "bold red plain")
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? TextFont == TextFont(isBold: true))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? TextColor == TextColor(red: 192 / 255, green: 28 / 255, blue: 40 / 255))
        #expect(harness.driver.paste([ExternalItem(text: "")], at: Point(x: 100, y: 400)) === scene.board)
        #expect(await harness.driver.waitUntil { scene.lastFailure == "the text is empty" })
        #expect(scene.notes.count == 1)
    }

    @Test("A note dropped on the trash fades out over the fade's duration, then goes; the next glides up")
    func trashFadesOut() async throws {
        let clock = ManualClock()
        let saved = View.animationClock
        View.animationClock = clock
        defer { View.animationClock = saved }
        let harness = Harness([scene.board, scene.trash])
        #expect(await paste([ExternalItem(text: "first"), ExternalItem(text: "second")], in: harness, until: 2))
        let first = scene.notes[0], second = scene.notes[1]
        let start = Point(x: first.view.frameInWindow.midX, y: first.view.frameInWindow.midY)
        #expect(harness.drag(from: start, to: Point(x: scene.trash.frame.midX, y: scene.trash.frame.midY)))
        #expect(first.view.alpha == 0)
        #expect(first.view.alphaAnimation == AlphaAnimation(from: 1, to: 0, duration: .seconds(NotesScene.fadeDuration)))
        #expect(scene.notes.count == 2 && scene.fading == [first.id])
        await clock.waitForSleepers()
        clock.advance(by: .seconds(NotesScene.fadeDuration) - .milliseconds(1))
        await Task.yield()
        #expect(scene.notes.count == 2)
        clock.advance(by: .milliseconds(1))
        #expect(await harness.driver.waitUntil { scene.notes.count == 1 })
        #expect(scene.notes.first?.id == second.id && scene.fading.isEmpty && first.view.superview == nil)
        #expect(second.view.frameAnimation?.to.minY == 10)
    }
    @Test("A paste of a PNG another process copied (with its HTML) makes a picture note; a damaged one says why")
    func pastePicture() async throws {
        let harness = Harness([scene.board, scene.trash])
        let png = TestPictures.png(width: 160, height: 100)
        let browserCopy = ExternalItem([.html: Data(#"<img src="http://example.org/blue.png">"#.utf8), .png: png])
        #expect(await paste([browserCopy], in: harness, until: 1))
        let picture = try #require(scene.notes.first?.picture)
        #expect(picture.pixelSize == Image.PixelSize(width: 160, height: 100) && picture.format == .png)
        #expect(scene.notes.first?.text.string == "Picture, 160×100 PNG")
        #expect(harness.driver.paste([ExternalItem([.png: Data([0x89, 0x50])])], at: Point(x: 100, y: 400)) === scene.board)
        #expect(await harness.driver.waitUntil { scene.lastFailure != nil })
        #expect(scene.notes.count == 1)
    }
}
