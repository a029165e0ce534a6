import DragDrop
import DragDropTesting
import Testing

/// UIKit's defaults and spellings that ported code relies on (issue points 3–5), each
/// named after the behaviour.
@MainActor
@Suite("Ported iOS code: defaults and spellings", .timeLimit(.minutes(1)))
struct IOSDefaultsTests {
    /// A gallery as iOS code writes it: a flow layout sized by the delegate, which indexes
    /// its model with the path; drops go through placeholders.
    final class Gallery: CollectionViewDataSource, CollectionViewDelegateFlowLayout, CollectionViewDropDelegate {
        var ratios: [Double] = [1, 2, 0.5]
        var askedPaths: [IndexPath] = []
        var contexts: [DropPlaceholderContext] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { ratios.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Image", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionLayout,
                            sizeForItemAt indexPath: IndexPath) -> Size {
            askedPaths.append(indexPath)
            return Size(width: 100, height: 100 / ratios[indexPath.item])  // traps on a placeholder's path
        }
        func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
            for item in coordinator.items {
                let path = coordinator.destinationIndexPath ?? IndexPath(item: ratios.count, section: 0)
                contexts.append(coordinator.drop(item.dragItem, to: DropPlaceholder(insertionIndexPath: path, reuseIdentifier: "Image")))
            }
        }
    }

    @Test("SEMANTICS 5: a drop delegate without dropSessionDidUpdate copies (UIKit's tables and collections)")
    func defaultProposalCopies() {
        let gallery = Gallery()
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: FlowLayout())
        view.dataSource = gallery
        view.delegate = gallery
        view.dropDelegate = gallery
        let scene = TestSceneForPorting(view: view)
        let drag = scene.driver.beginExternalDrag([ExternalItem(types: [.png])], at: Point(x: 50, y: 50))
        #expect(scene.app.currentOperation == .copy)
        scene.driver.release()
        #expect(drag.result == .copy)
        #expect(gallery.contexts.count == 1)
    }

    @Test("SEMANTICS 34: a flow layout's sizeForItemAt gets data-source paths only: placeholders never reach it")
    func sizeDelegateNeverSeesPlaceholders() {
        let gallery = Gallery()
        let view = CollectionView(frame: .zero, collectionViewLayout: FlowLayout())
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Image")
        view.dataSource = gallery
        view.delegate = gallery
        view.dropDelegate = gallery
        view.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let scene = TestSceneForPorting(view: view)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.height == 50)
        // Three items dropped at the end: three placeholders after the model's last item.
        let items = (0..<3).map { _ in ExternalItem(types: [.png]) }
        _ = scene.driver.beginExternalDrag(items, at: Point(x: 350, y: 350))
        scene.driver.release()
        #expect(view.numberOfItems(inSection: 0) == 6)
        #expect(gallery.askedPaths.allSatisfy { $0.item < gallery.ratios.count })
        // Placeholders take the layout's itemSize.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.size == Size(width: 50, height: 50))
        // One commits: the delegate is asked for the new item by its data-source path.
        _ = gallery.contexts[1].commitInsertion { path in gallery.ratios.insert(4, at: path.item) }
        #expect(gallery.askedPaths.allSatisfy { $0.item < gallery.ratios.count })
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.height == 25)
    }

    /// A data source written for iOS: canMoveRowAt and moveRowAt, no protocol of ours.
    final class Fruits: TableViewDataSource {
        var rows = ["Apple", "Banana", "Cherry"]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
    }

    final class MovableFruits: TableViewDataSource {
        var rows = ["Apple", "Banana", "Cherry"]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    @Test("SEMANTICS 28: moveRowAt on a plain data source works in edit mode, as on iOS; canMoveRowAt hides a handle")
    func classicReorderWithTheIOSSpelling() {
        let fruits = MovableFruits()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = fruits
        let driver = HeadlessDragDriver()
        #expect(!table.showsReorderControl(at: IndexPath(row: 0, section: 0)))
        table.setEditing(true, animated: true)
        #expect(table.showsReorderControl(at: IndexPath(row: 0, section: 0)))
        #expect(driver.dragReorderHandle(of: IndexPath(row: 0, section: 0), in: table, to: Point(x: 150, y: 44 * 2 + 40)))
        #expect(fruits.rows == ["Banana", "Cherry", "Apple"])
        #expect(table.diagnostics.isEmpty)

        let partial = Fruits()
        let other = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        other.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        other.dataSource = partial
        other.isEditing = true
        #expect(!other.showsReorderControl(at: IndexPath(row: 2, section: 0)))
    }

    @Test("SEMANTICS 28, 33: a move the data source does not implement is reported and undone, never silent")
    func unimplementedMoveIsReported() {
        let fruits = Fruits()
        let table = TableView(identifier: "fruits-without-move", frame: Rect(x: 0, y: 0, width: 300, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = fruits
        table.isEditing = true
        var reported: [Diagnostic] = []
        let previous = Diagnostics.handler
        Diagnostics.handler = { if $0.view == "fruits-without-move" { reported.append($0) } }  // this test's view only: other tests run meanwhile
        defer { Diagnostics.handler = previous }
        #expect(HeadlessDragDriver().dragReorderHandle(of: IndexPath(row: 0, section: 0), in: table, to: Point(x: 150, y: 44 + 40)))
        #expect(fruits.rows == ["Apple", "Banana", "Cherry"])
        #expect(table.diagnostics.count == 1)
        #expect(table.diagnostics.first?.message.contains("moveRowAt") == true)
        #expect(reported == table.diagnostics)
        #expect(table.numberOfRows(inSection: 0) == 3)
    }
}
