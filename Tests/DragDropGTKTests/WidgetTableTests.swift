import CDragDropGtk
@testable import DragDropGTK
import Testing

/// A per-widget table holds no entry past its widget (issue 42, point 7): a static registry
/// keyed by raw widget pointers kept the entries of finalized widgets, and a new widget at a
/// freed one's address inherited them. No display is needed: any GObject is finalized the
/// same way, so a GMenu stands in for a widget.
@Suite("Widget table")
@MainActor
struct WidgetTableTests {
    private func makeObject() -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(g_menu_new()!).assumingMemoryBound(to: GtkWidget.self)
    }

    @Test func anEntryGoesWhenItsWidgetIsFinalized() {
        let table = WidgetTable<String>()
        let kept = makeObject(), finalized = makeObject()
        defer { g_object_unref(UnsafeMutableRawPointer(kept)) }
        table[kept] = "kept"
        table[finalized] = "finalized"
        table[finalized] = "set again"  // one weak reference per widget, however often it is set
        #expect(table.count == 2)
        g_object_unref(UnsafeMutableRawPointer(finalized))
        #expect(table.count == 1)
        #expect(table[finalized] == nil)
        #expect(table[kept] == "kept")
    }

    @Test func anEntrySetAgainAfterItsWidgetWentIsWatchedAgain() {
        let table = WidgetTable<Int>()
        let first = makeObject()
        table[first] = 1
        g_object_unref(UnsafeMutableRawPointer(first))
        // A new object, often at the freed one's address: it starts empty and is watched too.
        let second = makeObject()
        #expect(table[second] == nil)
        table[second] = 2
        g_object_unref(UnsafeMutableRawPointer(second))
        #expect(table.count == 0)
    }
}
