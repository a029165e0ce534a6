import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// The SwiftUI to-do list of the tutorials: a section whose ForEach has onMove, onDelete and
/// onInsert(of: [.plainText]), its store a @StateObject.
@MainActor
@Suite("Ported SwiftUI sample: to-do list (List, onMove, onDelete, onInsert)", .timeLimit(.minutes(1)))
struct TodoListTests {
    /// The middle of a row under the section's 28-point header, `fraction` down it.
    func row(_ row: Int, _ fraction: Double = 0.5) -> Point { Point(x: 200, y: 28 + (Double(row) + fraction) * 44) }

    @Test("A row dragged down the list moves there (onMove)")
    func reorder() async {
        let scene = HostedScene(TodoListView())
        #expect(scene.shownRows() == ["Buy milk", "Walk the dog", "Write the report", "Call mum"])
        scene.driver.drag(from: row(0), to: row(2, 0.9))
        #expect(await scene.driver.settle())
        scene.controller.host.updateIfNeeded()
        #expect(scene.shownRows() == ["Walk the dog", "Write the report", "Buy milk", "Call mum"])
    }

    @Test("Text dropped from another application between two rows becomes a to-do there (onInsert)")
    func insertFromOutside() async {
        let scene = HostedScene(TodoListView())
        let item = ExternalItem(types: [.plainText])
        _ = scene.driver.beginExternalDrag([item], at: row(2, 0.2))
        scene.glide(to: row(2, 0.25), steps: 2)
        scene.driver.release()
        item.deliver(Data("Water the plants".utf8), as: .plainText)
        #expect(await scene.driver.waitUntil {
            scene.controller.host.updateIfNeeded()
            return scene.shownRows().count == 5
        })
        #expect(scene.shownRows() == ["Buy milk", "Walk the dog", "Water the plants", "Write the report", "Call mum"])
    }
}
