// A grid of colour swatches in the shape of the iOS 9 reordering tutorials (before drag and
// drop), written for this project in UIKit's idiom (kept as iOS code, uncompiled; the port
// beside it is the same code renamed). A CollectionViewController subclass implements
// moveItemAt and nothing else: the controller's standard gesture
// (installsStandardGestureForInteractiveMovement, on by default) does the rest — press a
// swatch, drag it, let go.

import DragDrop

class SwatchCell: CollectionViewCell {
    var swatch = ""
}

class ReorderGridViewController: CollectionViewController {
    var swatches = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet", "Grey"]
    var moves: [(from: IndexPath, to: IndexPath)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "Swatch")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return swatches.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! SwatchCell
        cell.swatch = swatches[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let swatch = swatches.remove(at: sourceIndexPath.item)
        swatches.insert(swatch, at: destinationIndexPath.item)
    }
}

/// The same grid without moveItemAt: the gesture does nothing.
class StillGridViewController: CollectionViewController {
    var swatches = ["Red", "Orange", "Yellow", "Green"]

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return swatches.count
    }
}
