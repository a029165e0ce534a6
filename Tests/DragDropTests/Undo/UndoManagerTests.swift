import DragDrop
import DragDropTesting
import Foundation
import Testing

/// Foundation's `UndoManager` as Apple's behaves (SEMANTICS 53): steps made of groups, nested
/// groups, groups by event, levels, action names, redo built by undo, forgetting by target,
/// and the notifications the GTK front end follows.
@MainActor
@Suite("UndoManager", .timeLimit(.minutes(1)))
struct UndoManagerTests {
    /// A document whose every change registers its undo.
    @MainActor
    final class Counter {
        let undoManager: UndoManager
        private(set) var value = 0
        private(set) var undoFlags: [(isUndoing: Bool, isRedoing: Bool)] = []

        init(_ undoManager: UndoManager) { self.undoManager = undoManager }

        func set(_ newValue: Int, name: String? = "Set") {
            let old = value
            undoFlags.append((undoManager.isUndoing, undoManager.isRedoing))
            undoManager.registerUndo(withTarget: self) { $0.set(old, name: nil) }
            if let name { undoManager.setActionName(name) }
            value = newValue
        }
    }

    /// A manager whose event ends when the test says so.
    @MainActor
    final class EventLoop {
        var pending: [@MainActor @Sendable () -> Void] = []
        func endEvent() {
            let now = pending
            pending = []
            for close in now { close() }
        }
    }

    private func manager(groupsByEvent: Bool = false) -> (UndoManager, EventLoop) {
        let manager = UndoManager()
        let loop = EventLoop()
        manager.eventEndScheduler = { loop.pending.append($0) }
        manager.groupsByEvent = groupsByEvent
        return (manager, loop)
    }

    /// Runs `body` and returns what the manager reported to ``Diagnostics``.
    private func diagnostics(_ body: () -> Void) -> [String] {
        Diagnostics.reported(by: "UndoManager", during: body).map(\.message)
    }

    @Test func foundationOnLinuxHasNoUndoManagerSoDragDropsIsTheOneFound() {
        // The unqualified name compiles with Foundation and DragDrop both imported.
        let manager: UndoManager = DragDrop.UndoManager()
        #expect(!manager.canUndo)
    }

    @Test func aGroupIsOneStepAndUndoRegistersRedo() {
        let (manager, _) = manager()
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2, name: "Set Twice")
        manager.endUndoGrouping()
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoActionName == "Set Twice")
        #expect(manager.undoMenuItemTitle == "Undo Set Twice")
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo && manager.canRedo)
        #expect(manager.redoActionName == "Set Twice")  // named as the step undone
        manager.redo()
        #expect(counter.value == 2)
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoActionName == "Set Twice")
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test func nestedGroupsAreOneStep() {
        let (manager, _) = manager()
        let counter = Counter(manager), inner = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        inner.set(2)
        manager.endUndoGrouping()
        #expect(!manager.canUndo)  // the outer group is still open
        counter.set(3, name: "Three")
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0 && inner.value == 0)  // the inner group's change too
        #expect(!manager.canUndo)
        manager.redo()
        #expect(counter.value == 3 && inner.value == 2)
    }

    @Test func anEmptyGroupIsNoStep() {
        let (manager, _) = manager()
        manager.beginUndoGrouping()
        manager.endUndoGrouping()
        #expect(!manager.canUndo)
    }

    @Test func groupsByEventGatherAnEventsActionsAndUndoClosesTheOpenOne() {
        let (manager, loop) = manager(groupsByEvent: true)
        let counter = Counter(manager)
        counter.set(1)
        counter.set(2)
        #expect(manager.groupingLevel == 1)
        #expect(manager.canUndo)  // the open event group counts
        loop.endEvent()
        #expect(manager.groupingLevel == 0)
        counter.set(3)
        counter.set(4, name: "Four")
        #expect(manager.undoActionName == "Four")
        manager.undo()  // closes the event group first, then undoes both
        #expect(counter.value == 2)
        loop.endEvent()  // the closing scheduled earlier finds nothing to close
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test func levelsOfUndoForgetTheOldestSteps() {
        let (manager, loop) = manager(groupsByEvent: true)
        let counter = Counter(manager)
        for value in 1...5 {
            counter.set(value)
            loop.endEvent()
        }
        manager.levelsOfUndo = 3
        for _ in 0..<5 { manager.undo() }
        #expect(counter.value == 2)
        for _ in 0..<5 { manager.redo() }
        #expect(counter.value == 5)
    }

    @Test func registeringOutsideUndoForgetsRedoButRedoKeepsUndo() {
        let (manager, _) = manager()
        let counter = Counter(manager)
        for value in 1...2 {
            manager.beginUndoGrouping()
            counter.set(value)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        manager.redo()
        #expect(manager.canUndo && manager.canRedo)
        manager.beginUndoGrouping()
        counter.set(7)
        manager.endUndoGrouping()
        #expect(!manager.canRedo)
    }

    @Test func isUndoingAndIsRedoingHoldWhileTheActionsRun() {
        let (manager, _) = manager()
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.endUndoGrouping()
        manager.undo()
        manager.redo()
        #expect(counter.undoFlags.map(\.isUndoing) == [false, true, false])
        #expect(counter.undoFlags.map(\.isRedoing) == [false, false, true])
        #expect(!manager.isUndoing && !manager.isRedoing)
    }

    @Test func removeAllActionsWithTargetKeepsTheOthers() {
        let (manager, _) = manager()
        let first = Counter(manager), second = Counter(manager)
        manager.beginUndoGrouping()
        first.set(1)
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        first.set(2)
        second.set(5)
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: first)
        manager.undo()
        #expect(first.value == 2 && second.value == 0)
        #expect(!manager.canUndo)  // the step of `first` alone went with its actions
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func disabledRegistrationRecordsNothing() {
        let (manager, _) = manager()
        let counter = Counter(manager)
        manager.disableUndoRegistration()
        manager.beginUndoGrouping()
        counter.set(1)
        manager.endUndoGrouping()
        #expect(!manager.canUndo)
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled)
    }

    @Test func aGoneTargetsActionIsSkippedAndSaidSo() {
        let (manager, _) = manager()
        var reported: [String] = []
        do {
            let counter = Counter(manager)
            manager.beginUndoGrouping()
            counter.set(1, name: "Gone")
            manager.endUndoGrouping()
        }
        reported = diagnostics { manager.undo() }
        #expect(reported.count == 1 && reported[0].contains("\"Gone\" outlived its target"))
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func misuseIsReportedNotIgnoredSilently() {
        let (manager, _) = manager()
        let counter = Counter(manager)
        let reported = diagnostics {
            manager.endUndoGrouping()
            counter.set(1)  // no group, groupsByEvent off: a step of its own
            manager.beginUndoGrouping()
            manager.undo()  // inside a group: refused
            manager.endUndoGrouping()
        }
        #expect(reported.count == 3)
        #expect(reported[0].contains("endUndoGrouping() with no group open"))
        #expect(reported[1].contains("groupsByEvent off"))
        #expect(reported[2].contains("undo() with 1 group(s) open"))
        #expect(counter.value == 1 && manager.canUndo)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test func checkpointsFollowEveryChangeOfWhatTheButtonsShow() {
        let (manager, loop) = manager(groupsByEvent: true)
        let counter = Counter(manager)
        var seen: [(canUndo: Bool, canRedo: Bool)] = []
        var undone = 0, redone = 0
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(forName: .NSUndoManagerCheckpoint, object: manager, queue: nil) { _ in
                MainActor.assumeIsolated { seen.append((manager.canUndo, manager.canRedo)) }
            },
            center.addObserver(forName: .NSUndoManagerDidUndoChange, object: manager, queue: nil) { _ in
                MainActor.assumeIsolated { undone += 1 }
            },
            center.addObserver(forName: .NSUndoManagerDidRedoChange, object: manager, queue: nil) { _ in
                MainActor.assumeIsolated { redone += 1 }
            },
        ]
        defer { tokens.forEach(center.removeObserver) }
        counter.set(1)
        #expect(seen.last?.canUndo == true)  // the open event group can be undone already
        loop.endEvent()
        manager.undo()
        #expect(undone == 1 && seen.last.map { !$0.canUndo && $0.canRedo } == true)
        manager.redo()
        #expect(redone == 1 && seen.last.map { $0.canUndo && !$0.canRedo } == true)
        manager.removeAllActions()
        #expect(seen.last.map { !$0.canUndo && !$0.canRedo } == true)
    }

    @Test func viewsAndControllersReachTheirWindowsManager() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let outer = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        #expect(inner.undoManager == nil)  // in no window
        window.addView(outer)
        #expect(inner.undoManager === window.undoManager)
        let controller = ViewController()
        #expect(controller.undoManager == nil)
        window.rootViewController = controller
        #expect(controller.undoManager === window.undoManager)
        let shared = UndoManager()
        window.undoManager = shared
        #expect(inner.undoManager === shared)
    }
}
