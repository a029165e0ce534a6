import DemoScenes
import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Seed 001: image grid reorder", .timeLimit(.minutes(1)))
struct Seed001ImageGridTests {
    let scene = ImageGridScene(frame: Rect(x: 0, y: 0, width: 310, height: 600))

    @Test func gridGeometry() {
        let frame = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!
        #expect(abs(frame.width - 100) < 1e-6 && frame.height == 100)
        #expect(abs(frame.minX - 105) < 1e-6 && frame.minY == 105)
        #expect(scene.collectionView.visibleCells.count == 15)
    }

    @Test("Reorder forward: the item lands at the final index (SEMANTICS 23)")
    func reorderForward() {
        let harness = Harness([scene.collectionView])
        let cv = scene.collectionView
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(item: 0, section: 0), in: cv),
                     to: harness.screenPoint(ofItem: IndexPath(item: 4, section: 0), in: cv, x: 0.8))
        #expect(scene.items.prefix(6) == ["2", "3", "4", "5", "1", "6"])
        #expect(scene.items.count == 15)
        #expect(harness.app.events.contains(DragDropEvent(.didEnd(.move), view: "grid")))
        #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.content == .text("1"))
    }

    @Test("A tile dropped on the lightbox is shown there; the grid keeps it")
    func lightboxTakesATile() {
        let harness = Harness([scene.collectionView, scene.lightbox])
        let cv = scene.collectionView
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(item: 4, section: 0), in: cv),
                     to: Point(x: scene.lightbox.frame.midX, y: scene.lightbox.frame.midY))
        #expect(scene.lightboxItem == "5")
        #expect(scene.items == (1...15).map(String.init))
        #expect(harness.app.events.contains(DragDropEvent(.didEnd(.copy), view: "grid")))
    }

    @Test func reorderBackward() {
        let harness = Harness([scene.collectionView])
        let cv = scene.collectionView
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(item: 14, section: 0), in: cv),
                     to: harness.screenPoint(ofItem: IndexPath(item: 0, section: 0), in: cv, x: 0.2))
        #expect(scene.items.prefix(3) == ["15", "1", "2"])
        #expect(scene.items.last == "14")
    }

    @Test("A drop below the last cell moves the item to the end (SEMANTICS 14, 24)")
    func dropBelowLastCell() {
        let harness = Harness([scene.collectionView])
        let cv = scene.collectionView
        harness.drag(from: harness.screenPoint(ofItem: IndexPath(item: 2, section: 0), in: cv),
                     to: harness.screenPoint(Point(x: 150, y: 570), in: cv))
        #expect(scene.items.last == "3")
        #expect(scene.items == ["1", "2", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "3"])
    }

    @Test("Drops from other applications are forbidden")
    func externalDropsForbidden() {
        let harness = Harness([scene.collectionView])
        let drag = harness.driver.beginExternalDrag([ExternalItem(text: "99")],
                                                    at: harness.screenPoint(ofItem: IndexPath(item: 1, section: 0), in: scene.collectionView))
        #expect(harness.app.currentOperation == .forbidden)
        #expect(harness.app.currentBadge == .forbidden)
        harness.driver.release()
        #expect(drag.result == .cancel)
        #expect(scene.items == (1...15).map(String.init))
    }

    @Test("The gap highlight follows the pointer")
    func highlight() {
        let harness = Harness([scene.collectionView])
        let cv = scene.collectionView
        harness.driver.press(at: harness.screenPoint(ofItem: IndexPath(item: 0, section: 0), in: cv))
        harness.driver.move(to: harness.screenPoint(ofItem: IndexPath(item: 7, section: 0), in: cv, x: 0.2), steps: 4)
        guard case let .gap(path, rect)? = cv.dropHighlight else {
            Issue.record("expected a gap highlight, got \(String(describing: cv.dropHighlight))")
            return
        }
        #expect(path == IndexPath(item: 7, section: 0))
        #expect(rect.midX < cv.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))!.minX)
        #expect(cv.hasActiveDrag && cv.hasActiveDrop)
        harness.driver.cancel()
        #expect(cv.dropHighlight == nil && !cv.hasActiveDrag && !cv.hasActiveDrop)
        #expect(scene.items == (1...15).map(String.init))
    }
}
