import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// Three rows in 200 points, 8 apart: each (200 − 16) / 3 high; stickers 80 wide, columns 8 apart.
private let cellHeight = (200.0 - 16) / 3

/// The middle of the sticker in `column`, `row`, `fraction` down it.
private func sticker(column: Int, row: Int, _ fraction: Double = 0.5) -> Point {
    Point(x: Double(column) * 88 + 40, y: Double(row) * (cellHeight + 8) + fraction * cellHeight)
}

@MainActor
@Suite("SwiftUI face: LazyHGrid on a model collection view scrolling horizontally")
struct LazyHGridTests {
    @Test("Items fill each column top to bottom, columns left to right, as wide as the first item; the grid scrolls sideways")
    func layout() throws {
        let store = StickerStore(count: 30)
        let scene = HostedScene(StickerGrid(store: store), size: Size(width: 400, height: 200))
        let grid = try #require(scene.first(CollectionView.self))
        #expect(grid.numberOfItems(inSection: 0) == 30)
        let frames = (0..<4).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(frames.count == 4)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 80, height: cellHeight))
        #expect(abs(frames[1].minY - (cellHeight + 8)) < 1e-9 && frames[1].minX == 0)
        #expect(frames[3].minX == 88 && frames[3].minY == 0)
        // Ten columns of 80 points, 8 apart: wider than the view, as high as it.
        #expect(grid.contentSize == Size(width: 10 * 88 - 8, height: 200))
        #expect(scene.shownRows().prefix(4) == ["Sticker 1", "Sticker 2", "Sticker 3", "Sticker 4"])
        // Five columns reach into 400 points: fifteen stickers are made, not thirty.
        #expect(scene.shownRows().count == 15)
        grid.contentOffset = Point(x: 440, y: 0)
        #expect(scene.shownRows().first == "Sticker 16")
        #expect(scene.shownRows().last == "Sticker 30")
        #expect(scene.host.renderingDiagnostics.isEmpty)
    }

    @Test("A million items: the grid has them all, only those on screen are made")
    func millionItems() throws {
        let scene = HostedScene(MillionStickers(), size: Size(width: 400, height: 200))
        let grid = try #require(scene.first(CollectionView.self))
        #expect(grid.numberOfItems(inSection: 0) == 1_000_000)
        // Adaptive rows of at least 40: (200 + 8) / 48 = four rows, so 250 000 columns.
        #expect(grid.contentSize.width == 250_000 * 98 - 8)
        #expect(scene.shownRows().first == "Sticker 0")
        #expect(scene.shownRows().count == 20)
        #expect(scene.host.bodyEvaluationCount == 1)
    }

    @Test("onMove: a sticker dragged down its column, then into the next column, moves with the ForEach's offsets")
    func onMoveByDragging() async throws {
        let store = StickerStore(count: 9)
        let scene = HostedScene(StickerGrid(store: store), size: Size(width: 400, height: 200))
        scene.driver.drag(from: sticker(column: 0, row: 0), to: sticker(column: 0, row: 2, 0.9))
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(store.moves == [[0, 3]])
        #expect(Array(store.stickers.prefix(4)) == ["Sticker 2", "Sticker 3", "Sticker 1", "Sticker 4"])
        // The last sticker goes to the top of the second column (before the fourth item).
        scene.driver.drag(from: sticker(column: 2, row: 2), to: sticker(column: 1, row: 0, 0.1))
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(store.moves.last == [8, 3])
        #expect(store.stickers == ["Sticker 2", "Sticker 3", "Sticker 1", "Sticker 9", "Sticker 4",
                                   "Sticker 5", "Sticker 6", "Sticker 7", "Sticker 8"])
        #expect(scene.shownRows() == store.stickers)
        let grid = try #require(scene.first(CollectionView.self))
        #expect(grid.diagnostics.isEmpty)
    }

    @Test("A drag over the grid opens its gap down the column: the items below stand one place on, the column's last at the next column's top")
    func gapDownTheColumn() throws {
        let store = StickerStore(count: 6)
        let scene = HostedScene(StickerGrid(store: store), size: Size(width: 400, height: 200))
        let grid = try #require(scene.first(CollectionView.self))
        #expect(scene.driver.press(at: sticker(column: 1, row: 1)))
        scene.glide(to: sticker(column: 0, row: 1, 0.2))
        #expect(grid.openDropGap == IndexPath(item: 1, section: 0))
        let second = try #require(grid.frame(ofItemAt: IndexPath(item: 1, section: 0), withGapAt: IndexPath(item: 1, section: 0)))
        #expect(abs(second.minY - 2 * (cellHeight + 8)) < 1e-9 && second.minX == 0)
        let third = try #require(grid.frame(ofItemAt: IndexPath(item: 2, section: 0), withGapAt: IndexPath(item: 1, section: 0)))
        #expect(third.minX == 88 && third.minY == 0)
        // The last sticker, at the bottom of the second column, stands at the top of a third.
        let last = try #require(grid.frame(ofItemAt: IndexPath(item: 5, section: 0), withGapAt: IndexPath(item: 1, section: 0)))
        #expect(last.minX == 176 && last.minY == 0)
        scene.driver.cancel()
    }

    @Test("A draggable sticker of the grid dropped on a dropDestination arrives as its value")
    func draggableOntoDestination() async throws {
        let store = StickerStore(count: 6)
        let scene = HostedScene(StickerSheet(store: store))
        scene.driver.drag(from: sticker(column: 1, row: 1), to: Point(x: 200, y: 400))
        #expect(await scene.driver.waitUntil { store.tray == ["Sticker 5"] })
        #expect(store.stickers.count == 6)
    }

    @Test("onInsert in a lazy grid is not taken yet: a rendering diagnostic says so, never a silent no-op")
    func insertIsDiagnosed() throws {
        let store = StickerStore(count: 3)
        let scene = HostedScene(InsertingStickerGrid(store: store), size: Size(width: 400, height: 200))
        #expect(scene.host.renderingDiagnostics.contains { $0.contains("onInsert") && $0.contains("lazy grid") })
    }
}
