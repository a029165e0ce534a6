import DragDrop
import Foundation

/// Seed 001's grid written the iOS 9 way, as ported code brings it: a
/// UICollectionViewController subclass that implements `moveItemAt` and nothing else — no
/// drag or drop delegate. The controller's standard gesture reorders: press a tile, drag it,
/// let go (SEMANTICS 28).
@MainActor
public final class ImageGridController: CollectionViewController {
    public static let hint = "Press a tile and drag it to reorder: a UICollectionViewController's standard gesture (iOS 9), no drag and drop."
    public private(set) var items: [String]
    /// The picture of each numbered item, when the front end made them.
    public var imageURL: ((String) -> URL?)? { didSet { if isViewLoaded { collectionView.reloadData() } } }

    /// Fifteen tiles in three square columns, `width` points wide.
    public init(width: Double, count: Int = 15) {
        items = (1...count).map(String.init)
        super.init(collectionViewLayout: GridLayout(width: width, columns: 3, spacing: 5))
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
    }

    override public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        ImageGridScene.tile(items[indexPath.item], at: indexPath, in: collectionView, imageURL: imageURL)
    }

    override public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                                        to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: destinationIndexPath.item)
    }
}
