import DragDrop
import Foundation
import Testing

/// What the checklist does on iOS: each change is undone through the controller's
/// `undoManager` (the window's, found up the responder chain); what one event changed is one
/// step (`groupsByEvent`); a move is one step of two changes; undo builds the redo.
@MainActor
@Suite("Ported sample: checklist (UndoManager)", .timeLimit(.minutes(1)))
struct ChecklistTests {
    /// The controller shown in a window whose events end when the test says so.
    @MainActor
    final class Fixture {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let controller = ChecklistViewController()
        private var eventEnds: [@MainActor @Sendable () -> Void] = []

        init() {
            window.rootViewController = controller
            window.undoManager.eventEndScheduler = { [unowned self] in eventEnds.append($0) }
        }

        /// The main loop's turn ends: the event's group closes.
        func endEvent() {
            let ends = eventEnds
            eventEnds = []
            ends.forEach { $0() }
        }
    }

    @Test("Ported code reaches the window's manager and undoes event by event")
    func undoesEventByEvent() throws {
        let fixture = Fixture()
        let controller = fixture.controller
        let undoManager = try #require(controller.undoManager)
        #expect(undoManager === fixture.window.undoManager)
        controller.add("Milk")
        controller.add("Eggs")  // the same event: one step
        fixture.endEvent()
        controller.add("Bread")
        fixture.endEvent()
        #expect(undoManager.undoActionName == "Add Bread")
        undoManager.undo()
        #expect(controller.items == ["Milk", "Eggs"])
        undoManager.undo()
        #expect(controller.items.isEmpty)
        #expect(!undoManager.canUndo && undoManager.canRedo)
        undoManager.redo()
        #expect(controller.items == ["Milk", "Eggs"])
    }

    @Test("A move is one step of a removal and an insertion, named by the outer group")
    func moveIsOneStep() throws {
        let fixture = Fixture()
        let controller = fixture.controller
        let undoManager = try #require(controller.undoManager)
        for item in ["Milk", "Eggs", "Bread"] { controller.add(item) }
        fixture.endEvent()
        controller.moveItem(at: 2, to: 0)
        #expect(controller.items == ["Bread", "Milk", "Eggs"])
        #expect(undoManager.undoActionName == "Move Bread")
        undoManager.undo()
        #expect(controller.items == ["Milk", "Eggs", "Bread"])
        undoManager.redo()
        #expect(controller.items == ["Bread", "Milk", "Eggs"])
    }
}
