import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Intent and destination (SEMANTICS 12–16)", .timeLimit(.minutes(1)))
struct IntentTests {
    func hover(_ fixture: ListFixture, from source: Point, to target: Point) -> TestScene {
        let scene = TestScene()
        scene.window.addView(fixture.collectionView)
        scene.driver.press(at: source)
        scene.driver.move(to: target, steps: 4)
        return scene
    }

    @Test("SEMANTICS 12: each intent's highlight", arguments: [DropIntent.unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath])
    func highlights(intent: DropIntent) {
        let fixture = ListFixture([["A", "B", "C", "D"]])
        fixture.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: intent) }
        let scene = hover(fixture, from: fixture.point(IndexPath(item: 0, section: 0)), to: fixture.point(IndexPath(item: 2, section: 0), y: 0.4))
        switch (intent, fixture.collectionView.dropHighlight) {
        case let (.unspecified, .section(section, rect)?):  // issue 39: the section shows
            #expect(section == 0)
            #expect(rect == Rect(x: 0, y: 0, width: 300, height: 160))
        case let (.insertAtDestinationIndexPath, .gap(path, rect)?):
            #expect(path == IndexPath(item: 2, section: 0))
            #expect(abs(rect.midY - 80) < 1e-9)
        case let (.insertIntoDestinationIndexPath, .item(path, rect)?):
            #expect(path == IndexPath(item: 2, section: 0))
            #expect(rect == Rect(x: 0, y: 80, width: 300, height: 40))
        default:
            Issue.record("intent \(intent) gave \(String(describing: fixture.collectionView.dropHighlight))")
        }
        scene.driver.cancel()
        #expect(fixture.collectionView.dropHighlight == nil)
    }

    @Test("SEMANTICS 13: automatic = into over the middle half, before/after in the outer quarters",
          arguments: [(0.1, DropIntent.insertAtDestinationIndexPath, 2), (0.3, .insertIntoDestinationIndexPath, 2),
                      (0.7, .insertIntoDestinationIndexPath, 2), (0.9, .insertAtDestinationIndexPath, 3)])
    func automatic(y: Double, intent: DropIntent, insertion: Int) {
        let fixture = ListFixture([["A", "B", "C", "D"]])
        fixture.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: .automatic) }
        let scene = hover(fixture, from: fixture.point(IndexPath(item: 0, section: 0)), to: fixture.point(IndexPath(item: 2, section: 0), y: y))
        scene.driver.release()
        let coordinator = fixture.coordinators.first
        #expect(coordinator?.proposal.intent == intent)
        if intent == .insertIntoDestinationIndexPath {
            #expect(coordinator?.destinationIndexPath == IndexPath(item: 2, section: 0))
        } else {
            #expect(coordinator?.insertionIndexPath == IndexPath(item: insertion, section: 0))
            // A single item dragged from before the gap: final coordinates (SEMANTICS 23).
            #expect(coordinator?.destinationIndexPath == IndexPath(item: insertion - 1, section: 0))
        }
    }

    @Test("SEMANTICS 14: the end over empty space below the last item (issue 39); (section, count) past the last item")
    func emptySpace() {
        let fixture = ListFixture([["A", "B"]], frame: Rect(x: 0, y: 0, width: 300, height: 600))
        fixture.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let external = TestScene()
        external.window.addView(fixture.collectionView)
        _ = external.driver.beginExternalDrag([ExternalItem(text: "z")], at: Point(x: 100, y: 500))
        #expect(fixture.offeredDestinations.last == .some(IndexPath(item: 2, section: 0)))
        #expect(fixture.collectionView.currentDropProposal?.intent == .insertAtDestinationIndexPath)
        #expect(fixture.collectionView.dropHighlight?.rect == fixture.collectionView.layout.gapRect(at: IndexPath(item: 2, section: 0)))
        external.driver.release()
        #expect(fixture.coordinators.first?.destinationIndexPath == IndexPath(item: 2, section: 0))

        let grid = ListFixture([["A", "B"]], layout: GridLayout(width: 300, columns: 3))
        grid.proposal = { _, _ in CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath) }
        let second = TestScene()
        second.window.addView(grid.collectionView)
        _ = second.driver.beginExternalDrag([ExternalItem(text: "z")], at: Point(x: 250, y: 50))  // the empty third column
        second.driver.release()
        #expect(grid.coordinators.first?.destinationIndexPath == IndexPath(item: 2, section: 0))
    }

    @Test("SEMANTICS 15: sourceIndexPath only from this same view, and not after a reload")
    func sourceIndexPath() {
        let left = ListFixture([["A", "B"]], identifier: "left")
        let right = ListFixture([["x"]], identifier: "right", frame: Rect(x: 400, y: 0, width: 300, height: 600))
        let scene = TestScene()
        scene.window.addView(left.collectionView)
        scene.window.addView(right.collectionView)
        scene.driver.drag(from: left.point(IndexPath(item: 1, section: 0)), to: right.point(IndexPath(item: 0, section: 0)))
        #expect(right.coordinators.first?.items.first?.sourceIndexPath == nil)
        scene.driver.drag(from: left.point(IndexPath(item: 1, section: 0)), to: left.point(IndexPath(item: 0, section: 0), y: 0.1))
        #expect(left.coordinators.last?.items.first?.sourceIndexPath == IndexPath(item: 1, section: 0))
        scene.driver.press(at: left.point(IndexPath(item: 0, section: 0)))
        scene.driver.move(to: left.point(IndexPath(item: 1, section: 0), y: 0.9), steps: 3)
        left.collectionView.reloadData()
        scene.driver.release()
        #expect(left.coordinators.count == 2)
        #expect(left.coordinators.last?.items.first?.sourceIndexPath == nil)
        #expect(left.dragBegins == left.dragEnds)  // balanced (SEMANTICS 6)
    }

    @Test("SEMANTICS 16: a drop the delegate ignores leaves the view as it was; an item drop previews into its cell")
    func ignoredDrop() {
        let fixture = ListFixture([["A", "B", "C"]])
        let scene = hover(fixture, from: fixture.point(IndexPath(item: 0, section: 0)), to: fixture.point(IndexPath(item: 2, section: 0), y: 0.9))
        scene.driver.release()
        #expect(fixture.sections == [["A", "B", "C"]])
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)

        let moving = ListFixture([["A", "B", "C"]])
        moving.moveOnDrop()
        let second = hover(moving, from: moving.point(IndexPath(item: 0, section: 0)), to: moving.point(IndexPath(item: 2, section: 0), y: 0.9))
        second.driver.release()
        #expect(moving.sections == [["B", "C", "A"]])
        let preview = second.app.dropPreviews.first ?? nil
        #expect(preview?.view === moving.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(preview?.target.center == Point(x: 150, y: 100))
    }

    @Test("Lift preview parameters come from the drag delegate")
    func liftParameters() {
        let fixture = ListFixture([["A"]])
        let scene = hover(fixture, from: fixture.point(IndexPath(item: 0, section: 0)), to: Point(x: 700, y: 700))
        #expect(scene.app.liftPreviews.first?.view === fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        scene.driver.cancel()
        #expect(scene.app.cancelPreviews.first??.view === fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test("The drag icon keeps the point where the item was grabbed (its hotspot), not its corner")
    func hotspotIsTheGrabPoint() {
        let fixture = ListFixture([["A", "B"]])
        let frame = fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let scene = hover(fixture, from: fixture.point(IndexPath(item: 1, section: 0), x: 0.3, y: 0.7), to: Point(x: 700, y: 700))
        let hotspot = scene.app.dragIconHotspot
        #expect(hotspot != nil)
        #expect(abs((hotspot?.x ?? 0) - frame.width * 0.3) < 1e-6)
        #expect(abs((hotspot?.y ?? 0) - frame.height * 0.7) < 1e-6)
        scene.driver.cancel()
        #expect(scene.app.dragIconHotspot == nil)
    }

    @Test("The drag icon shows the preview parameters' visible path (the articles' rounded rectangle inset 5), its hotspot counted from it")
    func iconShowsTheVisiblePath() {
        let fixture = ListFixture([["A", "B"]])
        let frame = fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        fixture.previewParameters = { _ in .roundedRect(Rect(origin: .zero, size: frame.size), inset: 5, cornerRadius: 12) }
        let scene = hover(fixture, from: fixture.point(IndexPath(item: 1, section: 0), x: 0.5, y: 0.5), to: Point(x: 700, y: 700))
        let visible = scene.app.dragIconVisiblePath
        #expect(visible?.bounds == Rect(x: 5, y: 5, width: frame.width - 10, height: frame.height - 10))
        #expect(visible?.cornerRadius == 12)
        #expect(scene.app.dragIconHotspot == Point(x: frame.width / 2 - 5, y: frame.height / 2 - 5))
        scene.driver.cancel()
        // A path larger than the cell is kept inside it; none shows the whole cell.
        fixture.previewParameters = { _ in DragPreviewParameters(visiblePath: BezierPath(roundedRect: Rect(x: -20, y: 0, width: 1000, height: 1000),
                                                                                        cornerRadius: 500)) }
        let again = hover(fixture, from: fixture.point(IndexPath(item: 1, section: 0)), to: Point(x: 700, y: 700))
        #expect(again.app.dragIconVisiblePath?.bounds == Rect(origin: .zero, size: frame.size))
        #expect(again.app.dragIconVisiblePath?.cornerRadius == frame.height / 2)
    }
}
