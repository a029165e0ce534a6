import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// The middle of a row of 44-point rows from the top, `fraction` down it.
private func row(_ row: Int, _ fraction: Double = 0.5) -> Point {
    Point(x: 200, y: (Double(row) + fraction) * 44)
}

@MainActor
@Suite("SwiftUI face: List(selection:), edit mode, and sections made by a ForEach")
struct ListSelectionTests {
    @Test("The binding selects rows by id, and a click (or Ctrl-click) on a row sets the binding")
    func selectionBothWays() throws {
        let store = FruitStore(["Apple", "Banana", "Cherry", "Date"])
        let selection = FruitSelection()
        let scene = HostedScene(SelectableFruitList(store: store, selection: selection))
        let table = try #require(scene.first(TableView.self))
        selection.selected = [0, 2]
        scene.host.updateIfNeeded()
        #expect(Set(table.selectedIndexPaths) == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        #expect(table.visibleCells.filter(\.isSelected).count == 2)
        table.completeClick(on: IndexPath(item: 1, section: 0))
        #expect(selection.selected == [1])
        table.select(IndexPath(item: 3, section: 0), gesture: .toggle)
        #expect(selection.selected == [1, 3])
        // The selection follows its rows when the data moves.
        store.fruits.move(fromOffsets: [3], toOffset: 0)
        scene.host.updateIfNeeded()
        #expect(Set(table.selectedIndexPaths) == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        #expect(selection.selected == [1, 3])
    }

    @Test("onMove moves the whole selection when a selected row is dragged")
    func moveSelection() async throws {
        let store = FruitStore(["Apple", "Banana", "Cherry", "Date"])
        let selection = FruitSelection()
        let scene = HostedScene(SelectableFruitList(store: store, selection: selection))
        selection.selected = [0, 2]
        scene.host.updateIfNeeded()
        #expect(scene.driver.drag(from: row(0), to: row(3, 0.9)))
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(store.names == ["Banana", "Date", "Apple", "Cherry"])
        #expect(store.moves == [[0, 2, 4]])
        #expect(selection.selected == [0, 2])
    }

    @Test("In edit mode the list edits, and a plain click adds its row to the selection or takes it out; onDelete deletes the selection")
    func editMode() throws {
        let store = FruitStore(["Apple", "Banana", "Cherry", "Date"])
        let selection = FruitSelection()
        let scene = HostedScene(SelectableFruitList(store: store, selection: selection))
        let table = try #require(scene.first(TableView.self))
        #expect(!table.isEditing)
        selection.editMode = .active
        scene.host.updateIfNeeded()
        #expect(table.isEditing)
        #expect(table.editingStyle(forRowAt: IndexPath(item: 0, section: 0)) == .delete)
        table.completeClick(on: IndexPath(item: 0, section: 0))
        table.completeClick(on: IndexPath(item: 2, section: 0))
        #expect(selection.selected == [0, 2])
        table.completeClick(on: IndexPath(item: 0, section: 0))
        #expect(selection.selected == [2])
        table.completeClick(on: IndexPath(item: 3, section: 0))
        #expect(table.deleteSelectedItems())
        scene.host.updateIfNeeded()
        #expect(store.names == ["Apple", "Banana"])
        #expect(selection.selected.isEmpty)
        selection.editMode = .inactive
        scene.host.updateIfNeeded()
        #expect(!table.isEditing)
    }

    @Test("A ForEach of Sections makes a section each, with header and footer; an HStack with a Spacer fills its row")
    func sectionsFromForEach() throws {
        let scene = HostedScene(ShelvesList())
        let table = try #require(scene.first(TableView.self))
        #expect(table.numberOfSections == 2)
        #expect(scene.shownRows() == ["Apple", "Pear", "Leek"])
        #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == "Vegetables")
        #expect(table.dataSource?.tableView(table, titleForFooterInSection: 0) == "2 items")
        #expect(table.layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 116, width: 400, height: 28))
        #expect(table.layout.frameForFooter(inSection: 1) == Rect(x: 0, y: 216, width: 400, height: 28))
        let weights = scene.textViews("1 kg")
        #expect(weights.count == 3)
        for weight in weights { #expect(abs(weight.convert(weight.bounds, to: nil).maxX - 400) < 0.5) }
    }
}

extension HostedScene {
    /// The text views showing `string` in the window.
    func textViews(_ string: String) -> [PlatformView] {
        func find(in view: PlatformView) -> [PlatformView] {
            if case .text(string, _) = view.renderedContent { return [view] }
            return view.subviews.flatMap(find(in:))
        }
        return find(in: host)
    }
}
