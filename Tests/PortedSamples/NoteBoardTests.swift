import DragDrop
import DragDropTesting
import Foundation
import Testing

/// What the note board does on iOS: notes are custom view subclasses in the controller's
/// view; a note dragged onto another moves there, one dropped on itself is refused, a note
/// under a drag grows, animated, and shrinks back, text from another app is copied in.
@MainActor
@Suite("Ported sample: note board (custom views, UIView.animate)", .timeLimit(.minutes(1)))
struct NoteBoardTests {
    func center(_ view: View) -> Point { view.convert(view.bounds.center, to: nil) }

    @Test("A note dragged onto another moves there; the note under the drag grows, animated, and shrinks back")
    func moveNote() async {
        let board = NoteBoardViewController()
        let scene = Scene(board)
        let (first, empty) = (board.notes[0], board.notes[2])
        let emptyFrame = empty.frame
        #expect(scene.driver.press(at: center(first)))
        scene.driver.move(to: center(empty), steps: 6)
        #expect(empty.isHighlighted)
        #expect(empty.frame == emptyFrame.insetBy(dx: -4, dy: -4))
        #expect(empty.frameAnimation?.duration == .milliseconds(200))
        scene.driver.release()
        #expect(await scene.driver.settle())
        #expect(empty.note == "Buy milk")
        #expect(await scene.driver.settle())
        #expect(first.note == nil)
        #expect(!empty.isHighlighted && empty.frame == emptyFrame)
    }

    @Test("A note dropped on itself is refused; text from another app is copied in")
    func selfAndOtherApps() async {
        let board = NoteBoardViewController()
        let scene = Scene(board)
        let note = board.notes[1]
        scene.driver.drag(from: center(note), to: center(note).offsetBy(dx: 10, dy: 5))
        #expect(await scene.driver.settle())
        #expect(note.note == "Call Oslo")
        #expect(scene.app.events.contains { $0.kind == .didEnd(.cancel) })
        let item = ExternalItem(types: [.utf8PlainText])
        _ = scene.driver.beginExternalDrag([item], at: center(board.notes[2]))
        scene.driver.release()
        item.deliver(Data("Water plants".utf8), as: .utf8PlainText)
        #expect(await scene.driver.settle())
        #expect(board.notes[2].note == "Water plants")
    }
}
