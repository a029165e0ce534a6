import DragDropSwiftUI
import DragDropTesting
import Foundation
import Testing

/// A two-column LazyVGrid of Transferable photos, each draggable and a dropDestination that
/// puts the dropped photo before it, over a favourites area that takes photos.
@MainActor
@Suite("Ported SwiftUI sample: photo board (LazyVGrid, Transferable, draggable, dropDestination)", .timeLimit(.minutes(1)))
struct PhotoBoardTests {
    /// The middle of the photo at `index`: two 196-point columns 8 apart, rows 80 high 8 apart.
    func photo(_ index: Int) -> Point {
        Point(x: Double(index % 2) * 204 + 98, y: Double(index / 2) * 88 + 40)
    }

    @Test("A photo dropped on another goes before it (dropDestination on the grid's items)")
    func reorderInTheGrid() async {
        let scene = HostedScene(PhotoBoardView())
        #expect(scene.shownRows() == ["Beach", "Forest", "Harbour", "Mountain", "Sunset", "Town"])
        #expect(scene.driver.press(at: photo(4)))
        scene.glide(to: photo(1))
        #expect(scene.driver.release())
        #expect(await scene.driver.settle())
        scene.host.updateIfNeeded()
        #expect(scene.shownRows() == ["Beach", "Sunset", "Forest", "Harbour", "Mountain", "Town"])
    }

    @Test("A photo dropped on the favourites is added once; isTargeted shows while it hovers")
    func favourite() async {
        let scene = HostedScene(PhotoBoardView())
        func texts() -> [String] {
            func all(_ view: PlatformView) -> [String] { view.subviews.flatMap { ($0.accessibilityLabel.map { [$0] } ?? []) + all($0) } }
            return all(scene.host)
        }
        for _ in 0..<2 {
            #expect(scene.driver.press(at: photo(0)))
            scene.glide(to: Point(x: 200, y: 450))
            #expect(texts().contains("Drop to add"))
            #expect(scene.driver.release())
            #expect(await scene.driver.settle())
            scene.host.updateIfNeeded()
        }
        #expect(texts().contains("Favourites: 1"))
        #expect(!texts().contains("Drop to add"))
        #expect(scene.shownRows().count == 6)
    }
}
