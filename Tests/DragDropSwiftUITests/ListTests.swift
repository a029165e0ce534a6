import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// The middle of a row of 44-point rows from the top, `fraction` down it.
private func row(_ row: Int, _ fraction: Double = 0.5) -> Point {
    Point(x: 200, y: (Double(row) + fraction) * 44)
}

@MainActor
@Suite("SwiftUI face: List and LazyVGrid on the model's table and collection views")
struct ListTests {
    func shown(_ table: IndexedCollectionView) -> [String] {
        table.indexPathsForVisibleItems.compactMap { table.cellForItem(at: $0)?.accessibilityLabel }
    }

    @Test("A List of a ForEach is a table of its rows; a tap reaches a row's own state, which follows the row")
    func listOfForEach() async throws {
        let store = FruitStore(["Apple", "Banana", "Cherry", "Date"])
        let scene = HostedScene(FruitList(store: store))
        let table = try #require(scene.first(TableView.self))
        #expect(table.frame == Rect(x: 0, y: 0, width: 400, height: 600))
        #expect(shown(table) == ["Apple", "Banana", "Cherry", "Date"])
        #expect(scene.host.tap(at: row(1)))
        scene.host.updateIfNeeded()
        #expect(shown(table) == ["Apple", "Banana 1", "Cherry", "Date"])
        // The model changes: Banana goes first, with its state.
        store.fruits.move(fromOffsets: [1], toOffset: 0)
        scene.host.updateIfNeeded()
        #expect(shown(table) == ["Banana 1", "Apple", "Cherry", "Date"])
        #expect(scene.host.renderingDiagnostics.isEmpty)
    }

    @Test("onMove: a row dragged in the list moves the data, with the ForEach's offsets")
    func onMoveByDragging() async throws {
        let store = FruitStore(["Apple", "Banana", "Cherry", "Date"])
        let scene = HostedScene(FruitList(store: store))
        let table = try #require(scene.first(TableView.self))
        scene.driver.drag(from: row(0), to: row(2, 0.9))
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(store.names == ["Banana", "Cherry", "Apple", "Date"])
        #expect(store.moves == [[0, 3]])
        #expect(shown(table) == ["Banana", "Cherry", "Apple", "Date"])
        #expect(table.diagnostics.isEmpty)
    }

    @Test("The model changes under a drag in flight: the drag carries on and moves the row it lifted")
    func modelChangesMidDrag() async throws {
        let store = FruitStore(["Apple", "Banana", "Cherry", "Date"])
        let scene = HostedScene(FruitList(store: store))
        let table = try #require(scene.first(TableView.self))
        #expect(scene.driver.press(at: row(1)))
        scene.driver.move(to: row(1, 0.8), steps: 2)
        // Another part of the app inserts a fruit at the top while Banana is in the air.
        store.fruits.insert(FruitStore.Fruit(id: 99, name: "Fig"), at: 0)
        scene.host.updateIfNeeded()
        #expect(table.numberOfItems(inSection: 0) >= 5)
        scene.driver.move(to: row(4, 0.9), steps: 6)
        scene.driver.release()
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(store.names == ["Fig", "Apple", "Cherry", "Date", "Banana"])
        #expect(shown(table) == store.names)
        #expect(table.diagnostics.isEmpty)
    }

    @Test("onDelete: the selection deleted through the table goes from the data")
    func onDelete() async throws {
        let store = FruitStore(["Apple", "Banana", "Cherry"])
        let scene = HostedScene(FruitList(store: store))
        let table = try #require(scene.first(TableView.self))
        table.selectRow(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(table.deleteSelectedItems())
        scene.host.updateIfNeeded()
        #expect(store.names == ["Apple", "Cherry"])
        #expect(shown(table) == ["Apple", "Cherry"])
        #expect(table.diagnostics.isEmpty)
    }

    @Test("Sections: each a table section with its header; single views are rows")
    func sections() throws {
        let scene = HostedScene(SectionedList())
        let table = try #require(scene.first(TableView.self))
        #expect(table.numberOfSections == 2)
        #expect((0..<2).map { table.numberOfItems(inSection: $0) } == [2, 2])
        #expect(shown(table) == ["Apple", "Pear", "Leek", "Kale"])
        #expect((0..<2).map { table.titleForHeader(inSection: $0) } == ["Fruit", "Vegetables"])
        #expect(table.rectForHeader(inSection: 0)?.height == 28)
    }

    @Test("A million rows: the table has them all, only the rows on screen are made")
    func millionRows() throws {
        let scene = HostedScene(MillionRows())
        let table = try #require(scene.first(TableView.self))
        #expect(table.numberOfItems(inSection: 0) == 1_000_000)
        #expect(shown(table).first == "Row 0")
        #expect(shown(table).count < 20)
        #expect(scene.host.bodyEvaluationCount == 1, "MillionRows only: rows are Text, made for the cells shown")
    }

    @Test("LazyVGrid with adaptive columns: a collection view of as many columns as fit")
    func adaptiveGrid() throws {
        let scene = HostedScene(TileGrid(tiles: Array(1...10)))
        let grid = try #require(scene.first(CollectionView.self))
        #expect(grid.numberOfItems(inSection: 0) == 10)
        let first = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let fourth = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        // (400 + 8) / (100 + 8): three columns of (400 - 16) / 3 = 128 points, 50 high.
        #expect(abs(first.width - 128) < 1e-6 && abs(first.height - 50) < 1e-6)
        #expect(fourth.minX == 0 && fourth.minY == 58)
        #expect(shown(grid).prefix(3) == ["Tile 1", "Tile 2", "Tile 3"])
    }

    @Test("A grid's rows are laid out at their cells' sizes, at first and after the hosting view grows (a front end draws them there)")
    func rowsFollowTheirCells() throws {
        let scene = HostedScene(FilledTileGrid(), size: Size(width: 300, height: 400))
        let grid = try #require(scene.first(CollectionView.self))
        func fills() -> [Size] {
            func find(in view: PlatformView) -> [Size] {
                view.subviews.flatMap { subview -> [Size] in
                    if case .fill? = subview.renderedContent { return [subview.frame.size] }
                    return find(in: subview)
                }
            }
            return grid.indexPathsForVisibleItems.sorted().compactMap { grid.cellForItem(at: $0) }.flatMap { find(in: $0.contentView) }
        }
        func cells() -> [Size] {
            grid.indexPathsForVisibleItems.sorted().compactMap { grid.cellForItem(at: $0)?.frame.size }
        }
        func same(_ a: [Size], _ b: [Size]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0.width - $1.width) < 1e-6 && abs($0.height - $1.height) < 1e-6 }
        }
        // Two columns of (300 - 8) / 2 = 146 points.
        #expect(same(Array(cells().prefix(1)), [Size(width: 146, height: 50)]))
        #expect(same(fills(), cells()), "\(fills()) in \(cells())")
        scene.host.frame = Rect(x: 0, y: 0, width: 560, height: 400)
        scene.host.updateIfNeeded()
        // Five columns of (560 - 32) / 5 = 105.6 points.
        #expect(abs((cells().first?.width ?? 0) - 105.6) < 1e-6)
        #expect(same(fills(), cells()), "\(fills()) in \(cells())")
    }
}

@MainActor
@Suite("SwiftUI face: onInsert")
struct OnInsertTests {
    @Test("onInsert: text from another application dropped between rows goes in at that offset; onMove still reorders")
    func insertFromOutside() async throws {
        let store = FruitStore(["Apple", "Banana", "Cherry"])
        let scene = HostedScene(InsertingFruitList(store: store))
        let item = ExternalItem(types: [.plainText])
        _ = scene.driver.beginExternalDrag([item], at: row(1, 0.2))
        scene.driver.move(to: row(1, 0.25), steps: 2)
        #expect(scene.driver.release())
        item.deliver(Data("Kiwi".utf8), as: .plainText)
        #expect(await scene.driver.waitUntil { store.fruits.count == 4 })
        #expect(store.names == ["Apple", "Kiwi", "Banana", "Cherry"])
        scene.host.updateIfNeeded()
        // The table's own reorder goes to onMove.
        scene.driver.drag(from: row(0), to: row(2, 0.9))
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(store.names == ["Kiwi", "Banana", "Apple", "Cherry"])
        let table = try #require(scene.first(TableView.self))
        #expect(table.diagnostics.isEmpty)
    }

    @Test("onInsert refuses a drag offering none of its types")
    func refusesOtherTypes() async throws {
        let store = FruitStore(["Apple"])
        let scene = HostedScene(InsertingFruitList(store: store))
        let item = ExternalItem(types: [.png])
        _ = scene.driver.beginExternalDrag([item], at: row(0, 0.2))
        scene.driver.move(to: row(0, 0.25), steps: 2)
        scene.driver.release()
        #expect(await scene.driver.settle())
        #expect(!scene.app.events.map(\.kind).contains(.performDrop))
        #expect(store.names == ["Apple"])
    }
}
