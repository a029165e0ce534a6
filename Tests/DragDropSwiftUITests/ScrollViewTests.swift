import DragDropSwiftUI
import DragDropTesting
import Testing

@MainActor
@Suite("SwiftUI face: ScrollView")
struct ScrollViewTests {
    func scrollViews(in view: PlatformView) -> [PlatformView] {
        view.subviews.flatMap { ($0.clipsRenderedContent ? [$0] : []) + scrollViews(in: $0) }
    }

    @Test("A vertical ScrollView lays its content at its ideal height, scrolls within it, and hits only what shows")
    func vertical() throws {
        let scene = HostedScene(ScrollingBoard(), size: Size(width: 400, height: 280))
        let views = scrollViews(in: scene.host)
        try #require(views.count == 2)
        let (list, tiles) = (views[0], views[1])
        #expect(list.frame.size == Size(width: 400, height: 200))
        #expect(list.renderedScrollPosition?.contentSize == Size(width: 300, height: 20 * 50 + 19 * 8))
        // Rows are 8 apart (a VStack's spacing): row 3 is at 174…224; scrolled by 120, at 54…104.
        #expect(scene.host.tap(at: Point(x: 200, y: 175)))
        #expect(scene.host.scroll(at: Point(x: 200, y: 100), by: Point(x: 0, y: 120)))
        #expect(list.renderedScrollPosition?.offset == Point(x: 0, y: 120))
        #expect(scene.host.tap(at: Point(x: 200, y: 55)))
        // The end: no further than where the last row meets the bottom; the rows below the
        // scroll view's frame are not hit there (the tiles are).
        #expect(scene.host.scroll(at: Point(x: 200, y: 100), by: Point(x: 0, y: 5000)))
        #expect(list.renderedScrollPosition?.offset == Point(x: 0, y: 1152 - 200))
        #expect(!scene.host.scroll(at: Point(x: 200, y: 100), by: Point(x: 0, y: 10)))
        #expect(scene.host.tap(at: Point(x: 200, y: 190)))
        #expect(!scene.host.tap(at: Point(x: 200, y: 240)))
        scene.host.updateIfNeeded()
        #expect(tiles.renderedScrollPosition?.offset == .zero)
        #expect(scene.host.renderingDiagnostics.isEmpty)
    }

    @Test("A horizontal ScrollView scrolls across only; a vertical scroll over it moves nothing")
    func horizontal() throws {
        let scene = HostedScene(ScrollingBoard(), size: Size(width: 400, height: 280))
        let tiles = scrollViews(in: scene.host)[1]
        #expect(tiles.renderedScrollPosition?.contentSize == Size(width: 1072, height: 80))
        #expect(!scene.host.scroll(at: Point(x: 200, y: 240), by: Point(x: 0, y: 50)))
        #expect(scene.host.scroll(at: Point(x: 200, y: 240), by: Point(x: 300, y: 0)))
        #expect(tiles.renderedScrollPosition?.offset == Point(x: 300, y: 0))
        let first = try #require(tiles.subviews.first)
        #expect(first.frame.minX == -300)
    }
}
