import DragDrop
import DragDropTesting
import Testing

/// 0.1.0's public `DragLifecycle`, deprecated (issue 42.8): until it leaves the public API it
/// still runs a drag as before, translating to the package's machine both ways.
@Suite("The deprecated public DragLifecycle", .timeLimit(.minutes(1)))
struct DragLifecycleShimTests {
    /// The scenarios use the deprecated names; reached through a protocol, whose requirements
    /// are not deprecated, the tests compile without a warning (Swift Testing refuses
    /// deprecated tests).
    var scenarios: any DragLifecycleScenarios.Type { DeprecatedDragLifecycleScenarios.self }

    @Test("A local drag from press to drop: the same states and actions as 0.1.0's")
    func localDragToADrop() { scenarios.localDragToADrop() }

    @Test("The system's 0.1.0 initialiser keeps its threshold")
    @MainActor func systemConfiguredThe010Way() { scenarios.systemConfiguredThe010Way() }
}

protocol DragLifecycleScenarios {
    static func localDragToADrop()
    @MainActor static func systemConfiguredThe010Way()
}

enum DeprecatedDragLifecycleScenarios: DragLifecycleScenarios {
    @available(*, deprecated)
    static func localDragToADrop() {
        var machine = DragLifecycle<String>(configuration: .init(dragThreshold: 4))
        let origin = Point(x: 10, y: 10)
        #expect(machine.handle(.press(origin)) == [.startLongPressTimer])
        #expect(machine.state == .pressed(origin: origin, current: origin) && machine.state.pressOrigin == origin)
        #expect(machine.handle(.move(Point(x: 20, y: 10), over: nil)) == [.cancelLongPressTimer, .requestItems(at: origin, lift: false)])
        #expect(machine.handle(.itemsProvided(count: 1))?.contains(.beginSession) == true)
        #expect(machine.handle(.move(Point(x: 40, y: 10), over: "list"))?.contains(.enter("list")) == true)
        #expect(machine.handle(.proposal(.move)) != nil)
        guard case let .dragging(drag) = machine.state else { Issue.record("not dragging: \(machine.state)"); return }
        #expect(drag.hasLocalSource && drag.target == "list" && drag.operation == .move && drag.seenTargets == ["list"])
        #expect(machine.state.pointer == Point(x: 40, y: 10) && !machine.state.isAtRest)
        let dropped = machine.handle(.release) ?? []
        #expect(dropped.contains(.performDrop("list")) && dropped.last == .end(.move, targets: ["list"]))
        #expect(machine.state == .ended(.move) && machine.state.isAtRest)
        #expect(machine.handle(.release) == nil)
    }

    @available(*, deprecated)
    @MainActor static func systemConfiguredThe010Way() {
        expectDragThreshold30(DragDropSystem(identifier: "old", configuration: .init(dragThreshold: 30)))
    }
}
