import DragDrop
import DragDropTesting
import Testing

// Seed 001 (an image grid reordered by drag and drop): the article's view controller and
// its extensions, ported with renames only (UICollectionView → CollectionView,
// UICollectionViewFlowLayout → FlowLayout, UIDropSession → DropSession, NSItemProvider →
// ItemProvider, NSString → String, CGSize → Size, UICollectionViewLayout → any
// CollectionLayout) and Swift 6 annotations. Drawing (gradient, corner radius, image views)
// is left out; Auto Layout constraints become the frame they describe.

@MainActor
final class ImageGridViewController {
    let view = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))

    var emoji = [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"
    ]

    lazy var collectionView: CollectionView = {
        let layout = FlowLayout()
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 5
        let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
        collection.dragInteractionEnabled = true
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "CELL")
        collection.delegate = self
        collection.dataSource = self
        collection.dragDelegate = self
        collection.dropDelegate = self
        return collection
    }()

    func viewDidLoad() {
        view.addSubview(collectionView)
        // The article's constraints: 50 from the top, 5 from either side, to the bottom.
        collectionView.frame = Rect(x: 5, y: 50, width: view.frame.width - 10, height: view.frame.height - 50)
    }

    func reorderItems(coordinator: CollectionViewDropCoordinator, destinationIndexPath: IndexPath, collectionView: CollectionView) {
        if let item = coordinator.items.first,
           let sourceIndexPath = item.sourceIndexPath {

            collectionView.performBatchUpdates({
                self.emoji.remove(at: sourceIndexPath.item)
                self.emoji.insert(item.dragItem.localObject as! String, at: destinationIndexPath.item)

                collectionView.deleteItems(at: [sourceIndexPath])
                collectionView.insertItems(at: [destinationIndexPath])
            }, completion: nil)
            coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
        }
    }
}

extension ImageGridViewController: CollectionViewDropDelegate {
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return CollectionViewDropProposal(operation: .forbidden)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        var destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let row = collectionView.numberOfItems(inSection: 0)
            destinationIndexPath = IndexPath(item: row - 1, section: 0)
        }

        if coordinator.proposal.operation == .move {
            self.reorderItems(coordinator: coordinator, destinationIndexPath: destinationIndexPath, collectionView: collectionView)
        }
    }
}

extension ImageGridViewController: CollectionViewDragDelegate {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        let item = self.emoji[indexPath.row]
        let itemProvider = ItemProvider(object: item)
        let dragItem = DragItem(itemProvider: itemProvider)
        dragItem.localObject = item
        return [dragItem]
    }
}

extension ImageGridViewController: CollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        let square = (collectionView.frame.width - 10) / 3
        return Size(width: square, height: square)
    }
}

extension ImageGridViewController: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return emoji.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CELL", for: indexPath)
        cell.textLabel?.text = self.emoji[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Ported seed 001: image grid", .timeLimit(.minutes(1)))
struct Seed001ImageGridPort {
    let controller = ImageGridViewController()
    let driver = HeadlessDragDriver()

    init() {
        controller.viewDidLoad()
        driver.makeApplication("grid").addWindow(controller.view)
    }

    var grid: CollectionView { controller.collectionView }

    func point(_ item: Int, x: Double = 0.5, y: Double = 0.5) -> Point {
        grid.screenPoint(ofItemAt: IndexPath(item: item, section: 0), x: x, y: y)!
    }

    @Test("Three square columns 5 points apart, from the delegate's sizeForItemAt, after the frame is set")
    func threeSquareColumns() {
        let first = grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        let second = grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let fourth = grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!
        #expect(first.width == (390.0 - 10) / 3)
        #expect(first.height == first.width)
        #expect(second.minX - first.maxX >= 5)
        #expect(fourth.minX == first.minX)
        #expect(fourth.minY == first.maxY + 5)
    }

    @Test("A tile dragged onto another's place moves there; the rest close up")
    func reorder() {
        #expect(driver.drag(from: point(0), to: point(4, x: 0.8)))
        #expect(controller.emoji.prefix(6) == ["2", "3", "4", "5", "1", "6"])
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.textLabel?.text == "1")
        #expect(grid.diagnostics.isEmpty)
    }

    @Test("Dropped below the last tile, a tile moves to the end")
    func belowTheLast() {
        let last = grid.layoutAttributesForItem(at: IndexPath(item: 14, section: 0))!
        #expect(driver.drag(from: point(1), to: Point(x: grid.frame.minX + 60, y: grid.frame.minY + last.maxY + 40)))
        #expect(controller.emoji.last == "2")
        #expect(controller.emoji.count == 15)
    }

    @Test("Drops from other applications are forbidden")
    func othersForbidden() {
        let drag = driver.beginExternalDrag([ExternalItem(types: [.png])], at: point(2))
        #expect(driver.applications[0].currentOperation == .forbidden)
        driver.release()
        #expect(drag.result == .cancel)
        #expect(controller.emoji.count == 15)
    }
}
