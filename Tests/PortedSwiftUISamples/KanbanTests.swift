import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// Two columns, each a List of draggable Transferable cards with a dropDestination on the
/// list, side by side (the iOS 16 Kanban idiom); each column's cards are a @Binding.
@MainActor
@Suite("Ported SwiftUI sample: Kanban (List rows draggable, dropDestination on each List)", .timeLimit(.minutes(1)))
struct KanbanTests {
    /// The middle of row `row` of the column `column` (200 points wide, a 40-point title above).
    func card(_ row: Int, column: Int) -> Point { Point(x: Double(column) * 200 + 100, y: 40 + Double(row) * 44 + 22) }

    func cards(in column: Int, of scene: HostedScene<KanbanView>) -> [String] {
        func tables(in view: PlatformView) -> [TableView] {
            view.subviews.flatMap { ($0 as? TableView).map { [$0] } ?? tables(in: $0) }
        }
        let table = tables(in: scene.host).sorted { $0.frameInWindow.minX < $1.frameInWindow.minX }[column]
        return table.indexPathsForVisibleItems.compactMap { table.cellForItem(at: $0)?.accessibilityLabel }
    }

    @Test("A card dragged from To do onto the Done list moves there; back again")
    func moveBetweenColumns() async {
        let scene = HostedScene(KanbanView())
        #expect(cards(in: 0, of: scene) == ["Design", "Build", "Test"])
        #expect(scene.driver.press(at: card(1, column: 0)))
        scene.glide(to: Point(x: 300, y: 300))
        #expect(scene.driver.release())
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(cards(in: 0, of: scene) == ["Design", "Test"])
        #expect(cards(in: 1, of: scene) == ["Build"])
        #expect(scene.driver.press(at: card(0, column: 1)))
        scene.glide(to: Point(x: 100, y: 400))
        #expect(scene.driver.release())
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(cards(in: 0, of: scene) == ["Design", "Test", "Build"])
        #expect(cards(in: 1, of: scene).isEmpty)
    }
}
