// A photo grid in two sections in the shape of Apple's collection-view drag-and-drop
// samples, written for this project in UIKit's idiom (kept as iOS code, uncompiled; the
// port beside it is the same code renamed). Photos reorder within and across sections;
// images from another app get a placeholder showing the transfer's progress until they load.

import DragDrop

final class PhotoCell: CollectionViewCell {
    var photo: Image?
    var progress: Progress?
}

class PhotoGridViewController: CollectionViewController, CollectionViewDelegateFlowLayout, CollectionViewDragDelegate, CollectionViewDropDelegate {
    var sections: [[Image]] = [[], []]
    var sectionTitles = ["Favourites", "Recent"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Placeholder")
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    override func numberOfSections(in collectionView: CollectionView) -> Int {
        return sections.count
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return sections[section].count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.photo = sections[indexPath.section][indexPath.item]
        return cell
    }

    // MARK: CollectionViewDragDelegate

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let image = sections[indexPath.section][indexPath.item]
        let dragItem = DragItem(itemProvider: ItemProvider(object: image))
        dragItem.localObject = image
        return [dragItem]
    }

    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] {
        return self.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
    }

    // MARK: CollectionViewDropDelegate

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        return session.canLoadObjects(ofClass: Image.self)
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return CollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: sections[0].count, section: 0)
        switch coordinator.proposal.operation {
        case .move:
            reorderItems(coordinator: coordinator, destinationIndexPath: destinationIndexPath, collectionView: collectionView)
        case .copy:
            copyItems(coordinator: coordinator, destinationIndexPath: destinationIndexPath, collectionView: collectionView)
        default:
            return
        }
    }

    private func reorderItems(coordinator: CollectionViewDropCoordinator, destinationIndexPath: IndexPath, collectionView: CollectionView) {
        guard coordinator.items.count == 1, let item = coordinator.items.first, let sourceIndexPath = item.sourceIndexPath else { return }
        var destination = destinationIndexPath
        if destination.section == sourceIndexPath.section {
            destination.item = min(destination.item, sections[destination.section].count - 1)
        }
        collectionView.performBatchUpdates({
            let image = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            sections[destination.section].insert(image, at: destination.item)
            collectionView.deleteItems(at: [sourceIndexPath])
            collectionView.insertItems(at: [destination])
        })
        coordinator.drop(item.dragItem, toItemAt: destination)
    }

    private func copyItems(coordinator: CollectionViewDropCoordinator, destinationIndexPath: IndexPath, collectionView: CollectionView) {
        for (index, item) in coordinator.items.enumerated() {
            let indexPath = IndexPath(item: destinationIndexPath.item + index, section: destinationIndexPath.section)
            let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: "Placeholder")
            nonisolated(unsafe) var context: CollectionViewDropPlaceholderContext? // PORT: Swift 6 (same on iOS in Swift 6 mode)
            let progress = item.dragItem.itemProvider.loadObject(ofClass: Image.self) { object, error in
                DispatchQueue.main.async {
                    guard let image = object as? Image else {
                        context?.deletePlaceholder()
                        return
                    }
                    context?.commitInsertion(dataSourceUpdates: { insertionIndexPath in
                        self.sections[insertionIndexPath.section].insert(image, at: insertionIndexPath.item)
                    })
                }
            }
            placeholder.cellUpdateHandler = { cell in
                (cell as? PhotoCell)?.progress = progress
            }
            context = coordinator.drop(item.dragItem, to: placeholder)
        }
        coordinator.session.progressIndicatorStyle = .none
    }
}
