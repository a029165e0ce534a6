import DragDrop
import DragDropTesting
import Foundation

/// A collection view over a sectioned array of strings with delegates the test configures.
@MainActor
final class ListFixture: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
    var sections: [[String]]
    let collectionView: CollectionView
    var proposal: (DropSession, IndexPath?) -> CollectionViewDropProposal = { _, _ in
        CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    var onDrop: (CollectionViewDropCoordinator) -> Void = { _ in }
    /// What `dragPreviewParametersForItemAt` answers (nil: the default, the whole cell).
    var previewParameters: ((IndexPath) -> DragPreviewParameters?) = { _ in nil }
    private(set) var coordinators: [CollectionViewDropCoordinator] = []
    private(set) var offeredDestinations: [IndexPath?] = []
    private(set) var dragEnds = 0
    private(set) var dragBegins = 0
    /// Items whose drag the delegate refuses (`itemsForBeginning` answers []).
    var undraggable: Set<String> = []

    init(_ sections: [[String]], identifier: String = "list", frame: Rect = Rect(x: 0, y: 0, width: 300, height: 600),
         layout: (any CollectionLayout)? = nil) {
        self.sections = sections
        collectionView = CollectionView(identifier: identifier, frame: frame,
                                        collectionViewLayout: layout ?? ListLayout(width: frame.width, fixedRowHeight: 40))
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.reloadData()
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.content = .text(sections[indexPath.section][indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        undraggable.contains(sections[indexPath.section][indexPath.item]) ? [] : item(at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                        point: Point) -> [DragItem] {
        item(at: indexPath)
    }

    private func item(at indexPath: IndexPath) -> [DragItem] {
        let text = sections[indexPath.section][indexPath.item]
        let item = DragItem(itemProvider: ItemProvider(object: text))
        item.localObject = text
        return [item]
    }

    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        previewParameters(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) { dragBegins += 1 }
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) { dragEnds += 1 }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        offeredDestinations.append(destinationIndexPath)
        return proposal(session, destinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        coordinators.append(coordinator)
        onDrop(coordinator)
    }

    /// The standard local move handler: SEMANTICS 23 for one item, 25 for several.
    func moveOnDrop() {
        onDrop = { [unowned self] coordinator in
            let sources = coordinator.items.compactMap(\.sourceIndexPath)
            guard !sources.isEmpty, let insertion = coordinator.insertionIndexPath else { return }
            let plan = ReorderPlan(sources: sources, destination: insertion)
            _ = try? collectionView.apply(plan.batchUpdates) { plan.apply(to: &sections) }
            for (item, path) in zip(coordinator.items, plan.finalIndexPaths) { coordinator.drop(item.dragItem, toItemAt: path) }
        }
    }

    /// Where the pointer should go for an item, as a screen point (the window is at the origin).
    func point(_ indexPath: IndexPath, x: Double = 0.5, y: Double = 0.5) -> Point {
        let frame = collectionView.layoutAttributesForItem(at: indexPath)!
        return Point(x: collectionView.frame.minX + frame.minX + frame.width * x - collectionView.contentOffset.x,
                     y: collectionView.frame.minY + frame.minY + frame.height * y - collectionView.contentOffset.y)
    }
}
