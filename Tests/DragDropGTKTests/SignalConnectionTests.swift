import CDragDropGtk
import DragDrop
@testable import DragDropGTK
import Testing

/// The typed `connect` (issue 42, point 7): a handler runs with its signal's arguments, and a
/// signal whose arguments are not the handler's shape, or that the instance does not have, is
/// refused with a diagnostic instead of being called with the wrong arguments. No display is
/// needed: GSimpleAction and GMenu are plain GObjects.
@Suite("Signal connection")
@MainActor
struct SignalConnectionTests {
    /// The diagnostics reported while `body` runs (synchronously, on the main actor).
    private func diagnostics(during body: () -> Void) -> [String] {
        var seen: [String] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { seen.append($0.message) }
        defer { Diagnostics.handler = previous }
        body()
        return seen
    }

    @Test func aHandlerRunsOnEachEmission() {
        let action = g_simple_action_new("go", nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(action)) }
        var runs = 0
        let reported = diagnostics {
            #expect(connect(action, .actionActivate) { runs += 1 } != 0)
            g_action_activate(action, nil)
            g_action_activate(action, nil)
        }
        #expect(reported.isEmpty)
        #expect(runs == 2)
    }

    @Test func aSignalWithArgumentsIsRefusedForAHandlerOfNone() {
        let action = g_simple_action_new("go", nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(action)) }
        var runs = 0
        let reported = diagnostics {
            // GSimpleAction::activate carries its parameter: a plain handler's thunk would
            // take the parameter for its box.
            #expect(connect(action, .plain("activate")) { runs += 1 } == 0)
            onSignal(UnsafeMutableRawPointer(action), "activate") { runs += 1 }
            g_action_activate(action, nil)
        }
        #expect(runs == 0)
        #expect(reported == Array(repeating: "GSimpleAction::activate carries 1 argument(s), the handler's shape 0; not connected", count: 2))
    }

    @Test func aSignalTheTypeDoesNotHaveIsRefused() {
        let menu = g_menu_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
        let reported = diagnostics {
            #expect(connect(UnsafeMutableRawPointer(menu), .plain("clicked")) {} == 0)
        }
        #expect(reported == ["GMenu has no signal \"clicked\"; not connected"])
    }
}
