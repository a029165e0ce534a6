import DragDrop
import Foundation

/// Seed 001: fifteen numbered images in three square columns with 5-point spacing.
/// Reorder by dragging; drops from elsewhere are forbidden; a drop below the last cell
/// moves the item to the end. Beside the grid, a lightbox — a plain view with a drop
/// interaction — shows the tile dropped on it, large.
@MainActor
package final class ImageGridScene: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate,
    DropInteractionDelegate {
    package static let hint = "Drag a tile to reorder it, or onto the lightbox to see it large; drop below the last tile to move it to the end."
    package private(set) var items: [String]
    package let collectionView: CollectionView
    /// The lightbox: a plain view that takes a tile of this grid.
    package let lightbox: View
    /// The tile the lightbox shows, if any.
    package private(set) var lightboxItem: String?
    /// The picture of each numbered item, when the front end made them (cells show the
    /// number as text otherwise).
    package var imageURL: ((String) -> URL?)? { didSet { collectionView.reloadData() } }

    package init(frame: Rect, count: Int = 15) {
        items = (1...count).map(String.init)
        let layout = GridLayout(width: frame.width, columns: 3, spacing: 5)
        collectionView = CollectionView(identifier: "grid", frame: frame, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        lightbox = View(identifier: "lightbox", frame: Rect(x: frame.maxX + 20, y: frame.minY, width: 220, height: 220))
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.reloadData()
        lightbox.addInteraction(DropInteraction(delegate: self))
    }

    // MARK: The lightbox: a tile dropped on it is shown there (copied, the grid keeps it)

    package func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.items.contains { $0.localObject is String }
    }

    package func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }

    package func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        lightboxItem = session.items.compactMap { $0.localObject as? String }.first
    }

    // MARK: Data source

    package func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        Self.tile(items[indexPath.item], at: indexPath, in: collectionView, imageURL: imageURL)
    }

    /// The cell of a numbered tile: its picture when the front end made one, else its number.
    static func tile(_ item: String, at indexPath: IndexPath, in collectionView: CollectionView,
                     imageURL: ((String) -> URL?)?) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        if let url = imageURL?(item) {
            cell.content = .image(url, accessibilityLabel: "Image \(item)")
        } else {
            cell.content = .text(item)
        }
        return cell
    }

    // MARK: Drag: the tile's number, as text for other applications and as the local object

    package func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                               at indexPath: IndexPath) -> [DragItem] {
        let number = items[indexPath.item]
        let item = DragItem(itemProvider: ItemProvider(object: number))
        item.localObject = number
        return [item]
    }

    // MARK: Drop: only moves from this grid

    package func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        collectionView.hasActiveDrag
            ? CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : CollectionViewDropProposal(operation: .forbidden)
    }

    package func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count - 1, section: 0)
        guard coordinator.proposal.operation == .move else { return }
        for dropItem in coordinator.items {
            guard let source = dropItem.sourceIndexPath, let number = dropItem.dragItem.localObject as? String else { continue }
            collectionView.performBatchUpdates {
                items.remove(at: source.item)
                items.insert(number, at: destination.item)
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [destination])
            }
            coordinator.drop(dropItem.dragItem, toItemAt: destination)
        }
    }
}
