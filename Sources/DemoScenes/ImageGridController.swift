import DragDrop
import Foundation

/// Seed 001's grid written the iOS 9 way, as ported code brings it: a
/// UICollectionViewController subclass that implements `moveItemAt` and nothing else — no
/// drag or drop delegate. The controller's standard gesture reorders: press a tile, drag it,
/// let go (SEMANTICS 28).
@MainActor
package final class ImageGridController: CollectionViewController {
    package static let hint = "Press a tile and drag it to reorder: a UICollectionViewController's standard gesture (iOS 9), no drag and drop."
    package private(set) var items: [String]
    /// The picture of each numbered item, when the front end made them.
    package var imageURL: ((String) -> URL?)? { didSet { if isViewLoaded { collectionView.reloadData() } } }

    /// Fifteen tiles in three square columns, `width` points wide.
    package init(width: Double, count: Int = 15) {
        items = (1...count).map(String.init)
        super.init(collectionViewLayout: GridLayout(width: width, columns: 3, spacing: 5))
    }

    override package func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
    }

    override package func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override package func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        ImageGridScene.tile(items[indexPath.item], at: indexPath, in: collectionView, imageURL: imageURL)
    }

    override package func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                                        to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: destinationIndexPath.item)
    }
}
