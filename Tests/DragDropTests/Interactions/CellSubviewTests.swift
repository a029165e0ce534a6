import DragDrop
import DragDropTesting
import Foundation
import Testing

/// SEMANTICS 47 for views inside cells: a view the application puts in a cell's `contentView`
/// is in the window while its cell is visible — hit-tested where the cell is drawn, scrolled
/// and clipped with it, its interactions called — and leaves it when the cell is reused.
@MainActor
@Suite("Views inside cells", .timeLimit(.minutes(1)))
struct CellSubviewTests {
    /// A cell with a label view in its content that takes drops and starts drags.
    final class LabelCell: CollectionViewCell {
        let label = View(identifier: "label", frame: Rect(x: 10, y: 10, width: 80, height: 20))
        var target: TestDropTarget?
        var source: TestDragSource?

        required init(identifier: String = "", frame: Rect = .zero, zIndex: Int = 0) {
            super.init(identifier: identifier, frame: frame, zIndex: zIndex)
            contentView.addSubview(label)
        }

        /// Gives the label a drop interaction and a drag interaction of its own, once.
        func makeInteractive(text: String) {
            guard target == nil else { return }
            let target = TestDropTarget(), source = TestDragSource(text: text)
            label.addInteraction(DropInteraction(delegate: target))
            label.addInteraction(DragInteraction(delegate: source))
            self.target = target
            self.source = source
        }
    }

    final class Labels: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
            (cell as? LabelCell)?.makeInteractive(text: "item \(indexPath.item)")
            cell.content = .text("item \(indexPath.item)")
            return cell
        }
    }

    /// A 100-point-wide column of 100 × 50 cells, 200 points tall, at (100, 100) in the window.
    func labelsScene(_ labels: Labels) -> (TestScene, CollectionView) {
        let scene = TestScene()
        let view = CollectionView(identifier: "labels", frame: Rect(x: 100, y: 100, width: 100, height: 200),
                                  collectionViewLayout: ListLayout(width: 100, fixedRowHeight: 50))
        view.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        view.dataSource = labels
        scene.window.addView(view)
        return (scene, view)
    }

    /// Records the content view's size each time the data source fills a cell.
    final class SizeRecorder: CollectionViewDataSource {
        var contentSizes: [Size] = []
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Column", for: indexPath)
            contentSizes.append(cell.contentView.bounds.size)
            // A board's column: a table as large as the cell's content, as UIKit code writes it.
            if cell.contentView.subviews.isEmpty {
                cell.contentView.addSubview(TableView(frame: cell.contentView.bounds))
            }
            return cell
        }
    }

    @Test("A dequeued cell already has its item's size, so a table made from contentView.bounds fills it (as in UIKit)")
    func dequeuedCellHasItsItemsSize() throws {
        // A newcomer's board: the tables made in cellForItemAt were 0 × 0, the cell's content
        // view having no size yet, and drags on them began nowhere.
        let scene = TestScene()
        let recorder = SizeRecorder()
        let board = CollectionView(identifier: "board", frame: Rect(x: 0, y: 0, width: 700, height: 400),
                                   collectionViewLayout: FlowLayout(width: 700, itemSize: Size(width: 200, height: 300)))
        board.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Column")
        board.dataSource = recorder
        scene.window.addView(board)
        _ = board.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(recorder.contentSizes.count == 3)
        #expect(recorder.contentSizes.allSatisfy { $0 == Size(width: 200, height: 300) }, "\(recorder.contentSizes)")
        let table = try #require(board.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView.subviews.first)
        #expect(table.frame.size == Size(width: 200, height: 300))
    }

    @Test("A label view inside a cell takes drops and starts drags where its cell is drawn, and scrolls with it (SEMANTICS 47)")
    func labelInsideACellTakesInteractions() throws {
        let labels = Labels()
        let (scene, view) = labelsScene(labels)
        let card = TestDragSource(text: "card")
        let sourceView = scene.addSource("source", frame: Rect(x: 600, y: 0, width: 50, height: 50), delegate: card)
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell)
        #expect(second.label.window === scene.window, "a subview of a visible cell's content is in the window")
        #expect(second.label.frameInWindow == Rect(x: 110, y: 160, width: 80, height: 20))
        scene.driver.drag(from: sourceView.frame.center, to: Point(x: 130, y: 170))
        #expect(second.target?.callsCollapsed.contains("performDrop") == true, "the label in the second cell took the drop")
        // Scrolled by 50 points: the second cell is drawn at the top now, and so is its label.
        view.contentOffset = Point(x: 0, y: 50)
        #expect(second.label.frameInWindow == Rect(x: 110, y: 110, width: 80, height: 20))
        scene.driver.drag(from: Point(x: 130, y: 118), to: Point(x: 400, y: 400))
        #expect(second.source?.willBeginCount == 1, "a drag from the label, drawn at its scrolled place, begins at the label")
        withExtendedLifetime(card) {}
    }

    @Test("A cell scrolled out leaves the window with its subviews; reused, they come back where the new item is (SEMANTICS 47)")
    func reusedCellsSubviewsFollowIt() throws {
        let labels = Labels()
        let (scene, view) = labelsScene(labels)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        view.contentOffset = Point(x: 0, y: 1000)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let shownAgain = view.visibleCells.contains { $0 === first }
        if shownAgain {
            let path = try #require(view.indexPath(for: first))
            let frame = try #require(view.layoutAttributesForItem(at: path))
            #expect(first.label.frameInWindow.origin == Point(x: 100 + frame.minX + 10, y: 100 + frame.minY - 1000 + 10))
        } else {
            #expect(first.label.window == nil, "a spare cell's subviews take no drags")
        }
        #expect(view.visibleCells.allSatisfy { ($0 as? LabelCell)?.label.window === scene.window })
        #expect(view.subviews.count == 1 && view.subviews[0].subviews.count == view.visibleCells.count,
                "only the visible cells are in the view")
    }

    @Test("A visible cell the application took out of its view is put back at the next layout, with its subviews")
    func cellTakenOutComesBack() throws {
        let labels = Labels()
        let (scene, view) = labelsScene(labels)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)
        first.removeFromSuperview()
        #expect(first.label.window == nil)
        view.contentOffset = Point(x: 0, y: 10)
        #expect(first.label.window === scene.window)
        #expect(first.label.frameInWindow.origin == Point(x: 110, y: 100))
    }

    @Test("SEMANTICS 47: the views in a cell only the application draws: plain views, not the tables inside, their containers or hidden views")
    func viewsOnlyTheApplicationDraws() {
        let cell = CollectionViewCell(identifier: "cell", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(cell.viewsOnlyTheApplicationDraws.isEmpty, "the contentView is the cell's own")
        let label = View(identifier: "label", frame: Rect(x: 10, y: 10, width: 80, height: 20))
        label.addSubview(View(identifier: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        let hidden = View(identifier: "hidden", frame: Rect(x: 0, y: 40, width: 10, height: 10))
        hidden.isHidden = true
        let stack = View(identifier: "stack", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        stack.addSubview(TableView(identifier: "cards", frame: Rect(x: 0, y: 0, width: 100, height: 100), rowHeight: 20))
        for view in [label, hidden, stack] { cell.contentView.addSubview(view) }
        cell.addSubview(View(identifier: "direct", frame: Rect(x: 0, y: 90, width: 10, height: 10)))
        #expect(cell.viewsOnlyTheApplicationDraws.map(\.identifier) == ["label", "badge", "direct"])
    }

}
