import DragDrop
import DragDropCore
import DragDropTesting
import Testing

@Suite("The drag lifecycle state machine", .timeLimit(.minutes(1)))
struct DragMachineTests {
    typealias Machine = DragMachine<String>
    let origin = Point(x: 10, y: 10)

    /// A machine whose local drag has begun (pressed, moved past the threshold, one item).
    func dragging() -> Machine {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        _ = machine.handle(.move(Point(x: 40, y: 10), over: nil))
        _ = machine.handle(.itemsProvided(count: 1))
        return machine
    }

    @Test func clickWithoutMovingIsNotADrag() {
        var machine = Machine()
        #expect(machine.handle(.press(origin)) == [.startLongPressTimer])
        #expect(machine.handle(.move(Point(x: 13, y: 13), over: nil)) == [])  // below the threshold
        #expect(machine.handle(.release) == [.cancelLongPressTimer])
        #expect(machine.state == .idle)
    }

    @Test func pressAndMovePastTheThresholdStartsADrag() {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        #expect(machine.handle(.move(Point(x: 30, y: 10), over: nil))
                == [.cancelLongPressTimer, .requestItems(at: origin, lift: false)])
        #expect(machine.handle(.itemsProvided(count: 2)) == [.beginSession])
        #expect(machine.handle(.move(Point(x: 50, y: 10), over: "trash"))
                == [.sourceMoved, .enter("trash"), .update("trash")])
        #expect(machine.handle(.proposal(.copy)) == [])
        #expect(machine.handle(.move(Point(x: 51, y: 10), over: "trash")) == [.sourceMoved, .update("trash")])
        // The drop is over once performed (the front end's animation is only a picture).
        #expect(machine.handle(.release) == [.willEnd(.copy), .performDrop("trash"), .end(.copy, targets: ["trash"])])
        #expect(machine.state == .ended(.copy))
        #expect(machine.state.isAtRest)
    }

    @Test("The machine is the one record of where the pointer is and where it went down, in every state")
    func pointerAndPressOriginLiveInTheState() {
        var machine = Machine()
        #expect(machine.state.pointer == nil && machine.state.pressOrigin == nil)
        _ = machine.handle(.press(origin))
        _ = machine.handle(.move(Point(x: 12, y: 11), over: nil))  // below the threshold
        #expect(machine.state.pointer == Point(x: 12, y: 11) && machine.state.pressOrigin == origin)
        _ = machine.handle(.longPressElapsed)
        _ = machine.handle(.itemsProvided(count: 1))
        _ = machine.handle(.move(Point(x: 13, y: 9), over: nil))
        #expect(machine.state == .lifted(origin: origin, current: Point(x: 13, y: 9)))
        _ = machine.handle(.move(Point(x: 60, y: 10), over: nil))
        #expect(machine.state.pointer == Point(x: 60, y: 10) && machine.state.pressOrigin == origin, "the press is kept while dragging")
        _ = machine.handle(.escape)
        #expect(machine.state.pointer == nil && machine.state.pressOrigin == nil)
        _ = machine.handle(.externalSessionEntered(Point(x: 5, y: 5)))
        #expect(machine.state.pointer == Point(x: 5, y: 5) && machine.state.pressOrigin == nil, "another application's drag has no press here")
    }

    @Test("A drag the toolkit recognised begins at the press, with no pretended move")
    func recognisedDragBeginsAtThePress() {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        #expect(machine.handle(.dragRecognized) == [.cancelLongPressTimer, .requestItems(at: origin, lift: false)])
        #expect(machine.handle(.itemsProvided(count: 1)) == [.beginSession])
        guard case let .dragging(drag) = machine.state else { Issue.record("not dragging: \(machine.state)"); return }
        #expect(drag.location == origin)
        #expect(machine.handle(.dragRecognized) == nil)
    }

    @Test("SEMANTICS 45: lifted by a long press, the items go back when the window system ends the drag before any move")
    func liftedItemsGoBackWhenTheWindowSystemEndsTheDrag() {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        #expect(machine.handle(.longPressElapsed) == [.requestItems(at: origin, lift: true)])
        #expect(machine.handle(.itemsProvided(count: 1)) == [])
        #expect(machine.state == .lifted(origin: origin, current: origin))
        #expect(machine.handle(.move(Point(x: 12, y: 10), over: nil)) == [], "under the threshold: still lifted")
        #expect(machine.handle(.endedElsewhere(.cancel)) == [.cancelLift])
        #expect(machine.state == .ended(.cancel))
    }

    @Test func noItemsMeansNoDrag() {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        _ = machine.handle(.move(Point(x: 40, y: 40), over: nil))
        #expect(machine.handle(.itemsProvided(count: 0)) == [])
        #expect(machine.state == .idle)
        #expect(machine.handle(.release) == nil)
    }

    @Test func longPressLiftsAndMovingStartsTheSession() {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        #expect(machine.handle(.longPressElapsed) == [.requestItems(at: origin, lift: true)])
        #expect(machine.handle(.itemsProvided(count: 1)) == [])
        #expect(machine.state == .lifted(origin: origin, current: origin))
        #expect(machine.handle(.move(Point(x: 12, y: 12), over: nil)) == [])  // still lifted
        #expect(machine.handle(.move(Point(x: 40, y: 10), over: "list"))
                == [.beginSession, .sourceMoved, .enter("list"), .update("list")])
    }

    @Test func releasingALiftCancelsIt() {
        var machine = Machine()
        _ = machine.handle(.press(origin))
        _ = machine.handle(.longPressElapsed)
        _ = machine.handle(.itemsProvided(count: 1))
        #expect(machine.handle(.release) == [.cancelLift])
        #expect(machine.state == .ended(.cancel))
    }

    @Test func escapeCancelsEverywhere() {
        var pressed = Machine()
        _ = pressed.handle(.press(origin))
        #expect(pressed.handle(.escape) == [.cancelLongPressTimer])

        var dragging = dragging()
        _ = dragging.handle(.move(Point(x: 50, y: 10), over: "a"))
        _ = dragging.handle(.proposal(.move))
        #expect(dragging.handle(.escape)
                == [.exit("a"), .willEnd(.cancel), .cancelPreviews, .end(.cancel, targets: ["a"])])
        #expect(dragging.handle(.release) == nil)  // a drop after the session ended
    }

    @Test func forbiddenReleaseCancels() {
        var machine = dragging()
        _ = machine.handle(.move(Point(x: 50, y: 10), over: "a"))
        _ = machine.handle(.proposal(.forbidden))
        #expect(machine.handle(.release) == [.exit("a"), .willEnd(.cancel), .cancelPreviews, .end(.cancel, targets: ["a"])])
    }

    @Test func movingBetweenTargetsExitsAndEntersAndRemembersBoth() {
        var machine = Machine()
        _ = machine.handle(.externalSessionEntered(origin))
        #expect(machine.handle(.move(origin, over: "a")) == [.enter("a"), .update("a")])
        _ = machine.handle(.proposal(.copy))
        #expect(machine.handle(.move(origin, over: "b")) == [.exit("a"), .enter("b"), .update("b")])
        #expect(machine.handle(.move(origin, over: nil)) == [.exit("b")])
        #expect(machine.handle(.proposal(.copy)) == nil)  // no target to propose
        #expect(machine.handle(.move(origin, over: "a")) == [.enter("a"), .update("a")])
        #expect(machine.handle(.externalSessionExited) == [.exit("a"), .end(.cancel, targets: ["a", "b"])])
    }

    @Test func externalSessionsHaveNoSourceCallbacks() {
        var machine = Machine()
        _ = machine.handle(.externalSessionEntered(origin))
        _ = machine.handle(.move(origin, over: "a"))
        _ = machine.handle(.proposal(.copy))
        #expect(machine.handle(.tap(origin)) == nil)
        #expect(machine.handle(.release) == [.performDrop("a"), .end(.copy, targets: ["a"])])
    }

    @Test func targetDisappearingUnderThePointer() {
        var machine = Machine()
        _ = machine.handle(.externalSessionEntered(origin))
        _ = machine.handle(.move(origin, over: "a"))
        _ = machine.handle(.proposal(.copy))
        #expect(machine.handle(.targetDisappeared("b")) == [])
        #expect(machine.handle(.targetDisappeared("a")) == [.exit("a")])
        #expect(machine.handle(.release) == [.end(.cancel, targets: ["a"])])
    }

    @Test func endedElsewhere() {
        var machine = dragging()
        #expect(machine.handle(.endedElsewhere(.copy)) == [.willEnd(.copy), .end(.copy, targets: [])])
        var refused = dragging()
        #expect(refused.handle(.endedElsewhere(.cancel)) == [.willEnd(.cancel), .cancelPreviews, .end(.cancel, targets: [])])
    }

    @Test func eventsThatMeanNothingAreRefusedWithoutChangingState() {
        var machine = Machine()
        for event: Machine.Event in [.release, .escape, .longPressElapsed, .tap(origin), .proposal(.copy),
                                     .itemsAdded(count: 1), .endedElsewhere(.copy)] {
            #expect(machine.handle(event) == nil)
            #expect(machine.state == .idle)
        }
    }

    @Test func customThreshold() {
        var machine = Machine(configuration: .init(dragThreshold: 2))
        _ = machine.handle(.press(origin))
        #expect(machine.handle(.move(Point(x: 12, y: 10), over: nil))?.contains(.requestItems(at: origin, lift: false)) == true)
    }

    /// The system's own spelling of the threshold (issue 42.8: 0.1.0's spelling, with
    /// DragLifecycle's Configuration, is deprecated).
    @Test @MainActor func systemWithCustomThreshold() {
        expectDragThreshold30(DragDropSystem(identifier: "threshold", dragThreshold: 30))
    }

    /// One machine in each state the lifecycle has.
    func machinesInEveryState() -> [Machine] {
        func after(_ events: [Machine.Event]) -> Machine {
            var machine = Machine()
            for event in events { _ = machine.handle(event) }
            return machine
        }
        let far = Point(x: 60, y: 10)
        return [
            Machine(),
            after([.press(origin)]),
            after([.press(origin), .move(far, over: nil)]),
            after([.press(origin), .longPressElapsed, .itemsProvided(count: 1)]),
            after([.press(origin), .move(far, over: "target"), .itemsProvided(count: 1), .move(far, over: "target")]),
            after([.press(origin), .move(far, over: nil), .itemsProvided(count: 1), .move(far, over: "target"),
                   .proposal(.copy), .release]),
            after([.press(origin), .move(far, over: nil), .itemsProvided(count: 1), .escape]),
            after([.externalSessionEntered(far), .move(far, over: "target")]),
        ]
    }

    @Test("Every event in every state: refused events leave the state as it was; no state is left out")
    func everyEventInEveryState() {
        let events: [Machine.Event] = [
            .press(origin), .move(Point(x: 80, y: 80), over: "target"), .move(origin, over: nil), .longPressElapsed,
            .tap(origin), .release, .escape, .targetAppeared("target"), .targetDisappeared("target"),
            .itemsProvided(count: 1), .itemsProvided(count: 0), .itemsAdded(count: 1), .proposal(.move),
            .externalSessionEntered(origin), .externalSessionExited, .endedElsewhere(.copy), .dragRecognized,
        ]
        var statesSeen: Set<String> = []
        for machine in machinesInEveryState() {
            statesSeen.insert(String(describing: machine.state).prefix { $0 != "(" }.description)
            for event in events {
                var copy = machine
                if copy.handle(event) == nil {
                    #expect(copy.state == machine.state, "\(event) in \(machine.state)")
                }
            }
        }
        #expect(statesSeen == ["idle", "pressed", "beginning", "lifted", "dragging", "ended"])
    }
}

/// Checks that `system`'s drags start 30 points from the press, not at the default 8: a drag
/// source, a press, a move of 20 (no drag), then of 40 (a drag), then Escape.
@MainActor
func expectDragThreshold30(_ system: DragDropSystem) {
    let window = Window(identifier: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let view = View(identifier: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let source = TestDragSource(text: "one")
    view.addInteraction(DragInteraction(delegate: source))
    window.addView(view)
    system.addWindow(window)
    #expect(system.pointerDown(at: Point(x: 50, y: 50)))
    system.pointerMoved(to: Point(x: 70, y: 50))  // past the default 8, short of 30
    #expect(!system.isDragging)
    system.pointerMoved(to: Point(x: 90, y: 50))
    #expect(system.isDragging)
    system.escape()
}
