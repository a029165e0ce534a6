import DragDrop
import DragDropTesting
import Foundation
import Testing

/// What the iOS 9 reordering tutorials do: a UICollectionViewController subclass with only
/// `moveItemAt` reorders by press-and-drag (UIKit's standard gesture); one without it does
/// nothing; drag and drop, when offered, wins (SEMANTICS 28).
@MainActor
@Suite("Ported sample: reorder grid (the controller's standard move gesture)", .timeLimit(.minutes(1)))
struct ReorderGridTests {
    /// 100-point swatches, four to a row.
    static func layout() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    func point(_ controller: CollectionViewController, _ item: Int, x: Double = 0.5) -> Point {
        let frame = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
        return Point(x: frame.minX + frame.width * x, y: frame.midY)
    }

    @Test("Press a swatch, drag it past another, let go: moveItemAt moves it, the view follows")
    func pressAndDragReorders() {
        let controller = ReorderGridViewController(collectionViewLayout: Self.layout())
        let scene = Scene(controller)
        #expect(scene.driver.drag(from: point(controller, 0), to: point(controller, 2, x: 0.9)))
        #expect(controller.swatches == ["Orange", "Yellow", "Red", "Green", "Blue", "Indigo", "Violet", "Grey"])
        // The first call is how the view learns that moveItemAt is implemented: a move to
        // where the swatch is, which changes nothing.
        #expect(controller.moves.map { [$0.from.item, $0.to.item] } == [[0, 0], [0, 2]])
        // Into the second row, and back.
        #expect(scene.driver.drag(from: point(controller, 2), to: point(controller, 5, x: 0.9)))
        #expect(controller.swatches == ["Orange", "Yellow", "Green", "Blue", "Indigo", "Red", "Violet", "Grey"])
        #expect(scene.driver.drag(from: point(controller, 5), to: point(controller, 0, x: 0.1)))
        #expect(controller.swatches.first == "Red" && controller.moves.count == 4)
        let shown = (0..<8).map { (controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? SwatchCell)?.swatch }
        #expect(shown == controller.swatches.map(Optional.some))
        #expect(controller.collectionView.diagnostics.isEmpty)
    }

    @Test("Without moveItemAt the gesture does nothing, silently, as on iOS")
    func withoutMoveItemAt() {
        let controller = StillGridViewController(collectionViewLayout: Self.layout())
        let scene = Scene(controller)
        #expect(!scene.driver.drag(from: point(controller, 0), to: point(controller, 2, x: 0.9)))
        #expect(controller.swatches == ["Red", "Orange", "Yellow", "Green"])
        #expect(controller.collectionView.diagnostics.isEmpty)
    }

    @Test("installsStandardGestureForInteractiveMovement = false: no move, moveItemAt never asked")
    func gestureNotInstalled() {
        let controller = ReorderGridViewController(collectionViewLayout: Self.layout())
        controller.installsStandardGestureForInteractiveMovement = false
        let scene = Scene(controller)
        #expect(!scene.driver.drag(from: point(controller, 0), to: point(controller, 2, x: 0.9)))
        #expect(controller.moves.isEmpty && controller.swatches.first == "Red")
    }

    @Test("Issue 42.5: what a data source implements is learnt again when the data source changes")
    func newDataSourceIsAskedAgain() {
        let controller = ReorderGridViewController(collectionViewLayout: Self.layout())
        _ = Scene(controller)
        let content = point(controller, 0)
        #expect(controller.collectionView.itemMovedByPressAndDrag(at: content) == IndexPath(item: 0, section: 0))
        // The view handed to another controller, which shows it and has no moveItemAt.
        let view: CollectionView = controller.collectionView
        let still = StillGridViewController(collectionViewLayout: Self.layout())
        still.collectionView = view
        view.dataSource = still
        #expect(view.itemMovedByPressAndDrag(at: content) == nil, "the new data source has no moveItemAt")
        controller.collectionView = view
        view.dataSource = controller
        #expect(view.itemMovedByPressAndDrag(at: content) == IndexPath(item: 0, section: 0))
    }

    /// The same grid, declaring that it implements moveItemAt (issue 42.5): ours, not a port.
    final class DeclaredGridViewController: ReorderGridViewController, CollectionViewMovingDataSource {}

    /// The moves asked of `controller`'s model that move nothing: the probes.
    func probes(_ controller: ReorderGridViewController) -> Int { controller.moves.filter { $0.from == $0.to }.count }

    @Test("Issue 42.5: a controller that declares moveItemAt is known at assignment; its move is called only for the real moves")
    func declaredMoveIsNeverProbed() {
        let controller = DeclaredGridViewController(collectionViewLayout: Self.layout())
        let scene = Scene(controller)
        #expect(controller.collectionView.itemMovedByPressAndDrag(at: point(controller, 0)) == IndexPath(item: 0, section: 0))
        #expect(controller.moves.isEmpty, "known without a call into the model")
        #expect(scene.driver.drag(from: point(controller, 0), to: point(controller, 2, x: 0.9)))
        #expect(scene.driver.drag(from: point(controller, 2), to: point(controller, 5, x: 0.9)))
        #expect(controller.moves.map { [$0.from.item, $0.to.item] } == [[0, 2], [2, 5]])
        #expect(controller.swatches == ["Orange", "Yellow", "Green", "Blue", "Indigo", "Red", "Violet", "Grey"])
        #expect(controller.collectionView.diagnostics.isEmpty)
    }

    @Test("Issue 42.5: without a declaration the probe runs at most once per assignment, and a declaring data source is never probed")
    func probeRunsOncePerAssignment() {
        let controller = ReorderGridViewController(collectionViewLayout: Self.layout())
        let scene = Scene(controller)
        let view: CollectionView = controller.collectionView
        for _ in 0..<3 { #expect(view.itemMovedByPressAndDrag(at: point(controller, 0)) != nil) }
        #expect(scene.driver.drag(from: point(controller, 0), to: point(controller, 2, x: 0.9)))
        #expect(probes(controller) == 1)
        // Assigned again: asked again, once.
        view.dataSource = controller
        for _ in 0..<3 { #expect(view.itemMovedByPressAndDrag(at: point(controller, 0)) != nil) }
        #expect(probes(controller) == 2)
        // A declaring controller takes the view over: no probe, and none inherited either way.
        let declared = DeclaredGridViewController(collectionViewLayout: Self.layout())
        declared.collectionView = view
        view.dataSource = declared
        view.reloadData()
        #expect(view.itemMovedByPressAndDrag(at: point(declared, 0)) == IndexPath(item: 0, section: 0))
        #expect(probes(declared) == 0 && probes(controller) == 2)
    }

    /// Declares moveItemAt and leaves it to the default: a misuse.
    final class FalselyDeclaredGridViewController: StillGridViewController, CollectionViewMovingDataSource {}

    @Test("Issue 42.5: a data source that declares moveItemAt but keeps the default gets a diagnostic that says so; the move is undone")
    func falseDeclarationIsReported() {
        let controller = FalselyDeclaredGridViewController(collectionViewLayout: Self.layout())
        let scene = Scene(controller)
        scene.driver.drag(from: point(controller, 0), to: point(controller, 2, x: 0.9))
        #expect(controller.swatches == ["Red", "Orange", "Yellow", "Green"])
        #expect(controller.collectionView.diagnostics.map(\.message).contains { $0.contains("declares that it moves items") })
    }

    final class Dragger: CollectionViewDragDelegate {
        func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: "swatch" as NSString))]
        }
    }

    @Test("A drag delegate makes the press a drag and drop, which wins, as on iPad; with drags disabled the gesture is back")
    func dragAndDropWins() {
        let controller = ReorderGridViewController(collectionViewLayout: Self.layout())
        let dragger = Dragger()
        let scene = Scene(controller)
        controller.collectionView.dragDelegate = dragger
        let content = point(controller, 0)
        #expect(controller.collectionView.itemMovedByPressAndDrag(at: content) == nil)
        #expect(scene.driver.press(at: content))  // a drag source
        scene.driver.cancel()
        #expect(controller.moves.isEmpty)
        controller.collectionView.dragInteractionEnabled = false
        #expect(controller.collectionView.itemMovedByPressAndDrag(at: content) == IndexPath(item: 0, section: 0))
    }
}
