import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Moving items (SEMANTICS 23–28)", .timeLimit(.minutes(1)))
struct MoveSemanticsTests {
    func moved(_ text: String, _ offsets: IndexSet, _ destination: Int) -> String {
        var characters = Array(text)
        characters.move(fromOffsets: offsets, toOffset: destination)
        return String(characters)
    }

    @Test("SEMANTICS 26: move(fromOffsets:toOffset:) cases")
    func moveFromOffsets() {
        #expect(moved("ABCDE", [0], 5) == "BCDEA")
        #expect(moved("ABCDE", [0], 1) == "ABCDE")
        #expect(moved("ABCDE", [0], 2) == "BACDE")
        #expect(moved("ABCDE", [4], 0) == "EABCD")
        #expect(moved("ABCDE", [1, 3], 5) == "ACEBD")
        #expect(moved("ABCDE", [1, 3], 2) == "ABDCE")
        let text = "ABcDefgHIJKlmNO"
        let lowercase = IndexSet(text.enumerated().filter { $0.element.isLowercase }.map(\.offset))
        #expect(moved(text, lowercase, 2) == "ABcefglmDHIJKNO")
        #expect(moved(text, lowercase, 15) == "ABDHIJKNOcefglm")
        #expect(moved("ABC", [7], 1) == "ABC")  // out of range: ignored
        var list = ["a", "b", "c", "d"]
        list.remove(atOffsets: [0, 2, 9])
        #expect(list == ["b", "d"])
    }

    @Test("SEMANTICS 25: a multi-item plan equals move(fromOffsets:toOffset:) within a section")
    func planEqualsMove() {
        var generator = SeededRandomNumberGenerator(seed: 25)
        for _ in 0..<500 {
            let count = Int(generator.next() % 12) + 1
            let original = (0..<count).map { "i\($0)" }
            let offsets = IndexSet((0..<count).filter { _ in generator.next() % 3 == 0 })
            guard !offsets.isEmpty else { continue }
            let destination = Int(generator.next() % UInt64(count + 1))
            var expected = original
            expected.move(fromOffsets: offsets, toOffset: destination)
            let plan = ReorderPlan(sources: offsets.map { IndexPath(item: $0, section: 0) },
                                   destination: IndexPath(item: destination, section: 0))
            var sections = [original]
            plan.apply(to: &sections)
            #expect(sections[0] == expected)
            #expect(plan.finalIndexPaths.map { sections[0][$0.item] } == offsets.map { original[$0] })
        }
    }

    @Test("SEMANTICS 25: across sections, d' counts only sources before d in its section")
    func acrossSections() {
        let plan = ReorderPlan(sources: [IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)],
                               destination: IndexPath(item: 2, section: 1))
        var sections = [["a0", "a1"], ["b0", "b1", "b2", "b3"]]
        plan.apply(to: &sections)
        #expect(plan.adjustedDestination == IndexPath(item: 1, section: 1))
        #expect(sections == [["a1"], ["b0", "b3", "a0", "b1", "b2"]])
    }

    @Test("SEMANTICS 27: UIKit final index ↔ SwiftUI offset")
    func offsets() {
        for source in 0..<5 {
            for final in 0..<5 {
                var uikit = Array("ABCDE")
                uikit.insert(uikit.remove(at: source), at: final)
                var swiftUI = Array("ABCDE")
                swiftUI.move(fromOffsets: [source], toOffset: MoveOffsets.swiftUIOffset(forFinalIndex: final, from: source))
                #expect(uikit == swiftUI)
                #expect(MoveOffsets.finalIndex(forSwiftUIOffset: MoveOffsets.swiftUIOffset(forFinalIndex: final, from: source),
                                               from: source) == final)
            }
        }
    }

    @Test("SEMANTICS 23, 24: a single local drag reports the final index; dropping at the end stays in range")
    func singleLocalMove() {
        for (target, x, expected) in [(3, 0.9, ["B", "C", "D", "A"]), (2, 0.2, ["B", "A", "C", "D"]), (0, 0.1, ["A", "B", "C", "D"])] {
            let fixture = ListFixture([["A", "B", "C", "D"]], frame: Rect(x: 0, y: 0, width: 400, height: 400),
                                      layout: GridLayout(width: 400, columns: 4))
            fixture.onDrop = { coordinator in
                guard let source = coordinator.items[0].sourceIndexPath, let destination = coordinator.destinationIndexPath else { return }
                // UIKit's sample code, unchanged: remove, insert at the destination.
                fixture.collectionView.performBatchUpdates {
                    let value = fixture.sections[0].remove(at: source.item)
                    fixture.sections[0].insert(value, at: destination.item)
                    fixture.collectionView.deleteItems(at: [source])
                    fixture.collectionView.insertItems(at: [destination])
                }
                coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
            }
            let scene = TestScene()
            scene.window.addView(fixture.collectionView)
            scene.driver.drag(from: fixture.point(IndexPath(item: 0, section: 0)), to: fixture.point(IndexPath(item: target, section: 0), x: x))
            #expect(fixture.sections[0] == expected)
            #expect(fixture.coordinators.first?.insertionIndexPath?.item == (x > 0.5 ? target + 1 : target))
        }
    }

    @Test("SEMANTICS 25: after a selection is moved, exactly the moved items' cells look selected")
    func movedSelectionLooksSelectedWhereItIs() {
        // The gallery's defect: pictures 6–9 dragged before picture 1 left the outline on
        // five other cells while Delete took the four moved ones.
        let letters = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }
        let fixture = ListFixture([letters], frame: Rect(x: 0, y: 0, width: 400, height: 300),
                                  layout: GridLayout(width: 400, columns: 4))
        fixture.moveOnDrop()
        let view = fixture.collectionView
        let scene = TestScene()
        scene.window.addView(view)
        view.select(IndexPath(item: 4, section: 0), gesture: .replace)
        view.select(IndexPath(item: 5, section: 0), gesture: .toggle)
        view.select(IndexPath(item: 8, section: 0), gesture: .extend)
        #expect(view.selectedIndexPaths.map(\.item) == [5, 6, 7, 8])
        scene.driver.drag(from: fixture.point(IndexPath(item: 8, section: 0)), to: fixture.point(IndexPath(item: 0, section: 0), x: 0.1))
        #expect(fixture.sections[0].prefix(4) == ["F", "G", "H", "I"])
        #expect(view.selectedIndexPaths.map(\.item).sorted() == [0, 1, 2, 3])
        let looksSelected = view.visibleCells.filter(\.isSelected).compactMap { view.indexPath(for: $0)?.item }.sorted()
        #expect(looksSelected == [0, 1, 2, 3])
    }

    @Test("SEMANTICS 23, 25: a move that reads the insertion point as the final index lands one off, and is told")
    func offByOneMoveIsTold() {
        let fixture = ListFixture([["A", "B", "C", "D"]], frame: Rect(x: 0, y: 0, width: 400, height: 400),
                                  layout: GridLayout(width: 400, columns: 4))
        fixture.onDrop = { coordinator in
            guard let item = coordinator.items.first, let source = item.sourceIndexPath,
                  let insertion = coordinator.insertionIndexPath else { return }
            // The misreading: remove, then insert at the gap counted before removal.
            fixture.collectionView.performBatchUpdates {
                let value = fixture.sections[0].remove(at: source.item)
                fixture.sections[0].insert(value, at: min(insertion.item, fixture.sections[0].count))
                fixture.collectionView.deleteItems(at: [source])
                fixture.collectionView.insertItems(at: [IndexPath(item: min(insertion.item, fixture.sections[0].count - 1), section: 0)])
            }
            coordinator.drop(item.dragItem, toItemAt: insertion)
        }
        let scene = TestScene()
        scene.window.addView(fixture.collectionView)
        // A dropped between C and D: the gap is 3, the final index 2.
        scene.driver.drag(from: fixture.point(IndexPath(item: 0, section: 0)), to: fixture.point(IndexPath(item: 2, section: 0), x: 0.9))
        #expect(fixture.sections[0] == ["B", "C", "D", "A"])  // one place off: right of D, not between C and D
        #expect(fixture.collectionView.diagnostics.contains { $0.message.contains("destinationIndexPath") })
    }

    @Test("SEMANTICS 16: a drop animated to an item the view does not have is said, once, with the counts")
    func dropToAMissingItemIsTold() {
        let fixture = ListFixture([["A", "B", "C"]])
        fixture.onDrop = { coordinator in
            // The misreading: no batch update, then an animation to a row that does not exist.
            if let item = coordinator.items.first { coordinator.drop(item.dragItem, toItemAt: IndexPath(item: 7, section: 0)) }
        }
        let scene = TestScene()
        scene.window.addView(fixture.collectionView)
        scene.driver.drag(from: fixture.point(IndexPath(item: 0, section: 0)), to: fixture.point(IndexPath(item: 2, section: 0), x: 0.9))
        let told = fixture.collectionView.diagnostics.filter { $0.message.contains("which the view does not have") }
        #expect(told.count == 1)
        #expect(told.first?.message.contains("[0, 7]") == true && told.first?.message.contains("items per section: 3") == true)
        #expect(fixture.sections[0] == ["A", "B", "C"])
    }

    @Test("The item pressed is the grabbed one (the drag image), while the selection travels in list order")
    func grabbedItemIsThePressedOne() {
        let fixture = ListFixture([["A", "B", "C", "D"]])
        fixture.moveOnDrop()
        let view = fixture.collectionView
        let scene = TestScene()
        scene.window.addView(view)
        view.selectedIndexPaths = [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]
        #expect(scene.driver.press(at: fixture.point(IndexPath(item: 2, section: 0))))
        scene.driver.move(to: fixture.point(IndexPath(item: 3, section: 0)), steps: 4)
        let items = scene.app.dragSession?.items ?? []
        #expect(items.count == 2)
        #expect(items.map { view.sourceIndexPath(of: $0)?.item } == [0, 2])  // list order
        #expect(view.grabbedDragItem === items.last)  // C, pressed
        scene.driver.cancel()
        #expect(view.grabbedDragItem == nil)
    }

    @Test("SEMANTICS 25 through the view: a selection dragged into another section")
    func selectionAcrossSections() {
        let fixture = ListFixture([["A", "B", "C"], ["x", "y"]])
        fixture.moveOnDrop()
        fixture.collectionView.selectedIndexPaths = [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)]
        let scene = TestScene()
        scene.window.addView(fixture.collectionView)
        scene.driver.drag(from: fixture.point(IndexPath(item: 2, section: 0)), to: fixture.point(IndexPath(item: 1, section: 1), y: 0.1))
        // The items travel in list order (A, C), whichever was pressed; the selection follows them.
        #expect(fixture.sections == [["B"], ["x", "A", "C", "y"]])
        #expect(Set(fixture.collectionView.selectedIndexPaths) == [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
    }

    @Test("SEMANTICS 28: the classic move is not called for the same place; handles follow canMove")
    func classicSamePlace() throws {
        final class Reorderable: CollectionViewReorderingDataSource {
            var moves: [(IndexPath, IndexPath)] = []
            var items = ["A", "B", "C"]
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 2 }
            func collectionView(_ collectionView: CollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
                moves.append((source, destination))
                items.insert(items.remove(at: source.item), at: destination.item)
            }
        }
        let source = Reorderable()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: ListLayout(width: 300, fixedRowHeight: 40))
        cv.dataSource = source
        cv.reloadData()
        #expect(cv.showsReorderControl(at: IndexPath(item: 0, section: 0)))
        #expect(!cv.showsReorderControl(at: IndexPath(item: 2, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 10, y: 10))
        cv.endInteractiveMovement()
        #expect(source.moves.isEmpty)
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(Point(x: 10, y: 115))
        cv.endInteractiveMovement()
        #expect(source.items == ["B", "C", "A"])
        #expect(source.moves.count == 1)
        let plain = ListFixture([["A"]])
        #expect(!plain.collectionView.showsReorderControl(at: IndexPath(item: 0, section: 0)))
    }
}
