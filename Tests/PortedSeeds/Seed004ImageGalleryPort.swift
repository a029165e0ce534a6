import DragDrop
import DragDropTesting
import Testing

// Seed 004 (CS193P's Image Gallery, as the article walks through it): its drag and drop
// code — drag delegate with localContext, canHandle/isSelf, move or copy proposals, local
// reorder by batch updates, placeholders filled by two loads (the image for its aspect
// ratio, the URL), a flow layout sized from the model, a trash drop interaction — ported
// with renames (UICollectionView → CollectionView, UIImage → Image, NSURL → URL,
// UIDropInteraction → DropInteraction, CGSize → Size…). The stored article keeps its code
// in pictures; it is written here from the article's steps. One Swift 6 change: the two
// loads' results meet in a main-actor object instead of captured `var`s.

struct ImageModel: Hashable, Sendable {
    var url: URL
    var aspectRatio: Double
}

struct ImageGallery: Sendable {
    var images: [ImageModel] = []
}

/// The gallery's cell: it shows one image once fetched.
final class ImageCell: CollectionViewCell {
    var image: Image?
}

@MainActor
final class ImageGalleryViewController: CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDragDelegate, CollectionViewDropDelegate, DropInteractionDelegate {
    var imageGallery = ImageGallery()
    /// Images already fetched, by URL (the lecture's cells fetch them; here the test does).
    var fetched: [URL: Image] = [:]
    let view = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
    let trashView = View(identifier: "trash", frame: Rect(x: 900, y: 0, width: 80, height: 60), zIndex: 1)
    var imageGalleryCollectionView = CollectionView(frame: .zero, collectionViewLayout: FlowLayout())
    var scale = 1.0
    var width: Double { 300 * scale }

    func viewDidLoad() {
        imageGalleryCollectionView.frame = Rect(x: 0, y: 60, width: 1000, height: 740)
        imageGalleryCollectionView.register(ImageCell.self, forCellWithReuseIdentifier: "ImageCell")
        imageGalleryCollectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "DropPlaceholderCell")
        imageGalleryCollectionView.dataSource = self
        imageGalleryCollectionView.delegate = self
        imageGalleryCollectionView.dragDelegate = self
        imageGalleryCollectionView.dropDelegate = self
        trashView.addInteraction(DropInteraction(delegate: self))
        view.addSubview(imageGalleryCollectionView)
        view.addSubview(trashView)
    }

    // MARK: Data source and flow layout

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        return imageGallery.images.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ImageCell", for: indexPath)
        if let imageCell = cell as? ImageCell {
            imageCell.image = fetched[imageGallery.images[indexPath.item].url]
        }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size {
        let aspectRatio = imageGallery.images[indexPath.item].aspectRatio
        return Size(width: width, height: width / aspectRatio)
    }

    // MARK: Drag

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        session.localContext = collectionView
        return dragItems(at: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                        point: Point) -> [DragItem] {
        return dragItems(at: indexPath)
    }

    private func dragItems(at indexPath: IndexPath) -> [DragItem] {
        if let image = (imageGalleryCollectionView.cellForItem(at: indexPath) as? ImageCell)?.image {
            let dragItem = DragItem(itemProvider: ItemProvider(object: image))
            dragItem.localObject = indexPath
            return [dragItem]
        } else {
            return []
        }
    }

    // MARK: Drop

    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        let isSelf = (session.localDragSession?.localContext as? CollectionView) == collectionView
        if isSelf {
            return session.canLoadObjects(ofClass: Image.self)
        } else {
            return session.canLoadObjects(ofClass: URL.self) && session.canLoadObjects(ofClass: Image.self)
        }
    }

    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        let isSelf = (session.localDragSession?.localContext as? CollectionView) == collectionView
        return CollectionViewDropProposal(operation: isSelf ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
        for item in coordinator.items {
            if let sourceIndexPath = item.sourceIndexPath {
                let imageInfo = imageGallery.images[sourceIndexPath.item]
                collectionView.performBatchUpdates({
                    imageGallery.images.remove(at: sourceIndexPath.item)
                    imageGallery.images.insert(imageInfo, at: destinationIndexPath.item)
                    collectionView.deleteItems(at: [sourceIndexPath])
                    collectionView.insertItems(at: [destinationIndexPath])
                })
                coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
            } else {
                let placeholderContext = coordinator.drop(
                    item.dragItem,
                    to: CollectionViewDropPlaceholder(insertionIndexPath: destinationIndexPath, reuseIdentifier: "DropPlaceholderCell"))
                let loaded = LoadedImage()  // Swift 6: instead of two captured vars
                item.dragItem.itemProvider.loadObject(ofClass: Image.self) { (provider, error) in
                    DispatchQueue.main.async {
                        if let image = provider as? Image {
                            loaded.aspectRatio = Double(image.size.width / image.size.height)
                            loaded.image = image
                        }
                    }
                }
                item.dragItem.itemProvider.loadObject(ofClass: URL.self) { (provider, error) in
                    DispatchQueue.main.async {
                        if let url = provider {
                            loaded.imageURL = url
                        }
                        if let imageURL = loaded.imageURL, let aspectRatio = loaded.aspectRatio {
                            self.fetched[imageURL] = loaded.image
                            placeholderContext.commitInsertion(dataSourceUpdates: { insertionIndexPath in
                                self.imageGallery.images.insert(ImageModel(url: imageURL, aspectRatio: aspectRatio), at: insertionIndexPath.item)
                            })
                        } else {
                            placeholderContext.deletePlaceholder()
                        }
                    }
                }
            }
        }
    }

    // MARK: Trash

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        return session.canLoadObjects(ofClass: Image.self)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        return DropProposal(operation: session.localDragSession != nil ? .copy : .forbidden)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        let indexPaths = session.items.compactMap { $0.localObject as? IndexPath }.sorted(by: >)
        imageGalleryCollectionView.performBatchUpdates({
            for indexPath in indexPaths { imageGallery.images.remove(at: indexPath.item) }
            imageGalleryCollectionView.deleteItems(at: indexPaths)
        })
    }
}

/// Where the two loads of a dropped item meet, on the main actor.
@MainActor
final class LoadedImage {
    var image: Image?
    var aspectRatio: Double?
    var imageURL: URL?
}

@MainActor
@Suite("Ported seed 004: image gallery", .timeLimit(.minutes(1)))
struct Seed004ImageGalleryPort {
    let controller = ImageGalleryViewController()
    let driver = HeadlessDragDriver()
    var gallery: CollectionView { controller.imageGalleryCollectionView }

    init() {
        let pictures = (1...3).map { URL(string: "https://example.org/photo\($0).png")! }
        controller.imageGallery.images = pictures.map { ImageModel(url: $0, aspectRatio: 1.5) }
        for url in pictures { controller.fetched[url] = png(300, 200) }
        controller.viewDidLoad()
        driver.makeApplication("gallery").addWindow(controller.view)
    }

    func png(_ width: UInt32, _ height: UInt32) -> Image {
        try! Image(data: TestPictures.png(width: width, height: height))
    }

    func point(_ item: Int, x: Double = 0.5) -> Point {
        gallery.screenPoint(ofItemAt: IndexPath(item: item, section: 0), x: x)!
    }

    @Test("A picture from a browser: a placeholder at the drop, sized apart from the model, then the picture with its aspect ratio")
    func dropFromBrowser() async {
        let item = ExternalItem(types: [.png, .url])
        let drag = driver.beginExternalDrag([item], at: point(1, x: 0.2))
        #expect(driver.applications[0].currentOperation == .copy)
        driver.release()
        #expect(drag.result == .copy)
        #expect(gallery.numberOfItems(inSection: 0) == 4)  // sizeForItemAt never saw the placeholder
        // The article's code commits when the URL arrives and the image already has (its two
        // loads race; on iOS too): deliver them in that order.
        item.deliver(png(400, 800).data, as: .png)
        #expect(await driver.settle())
        item.deliver(Data("https://example.org/new.png".utf8), as: .url)
        #expect(await driver.settle())
        #expect(controller.imageGallery.images.count == 4)
        #expect(controller.imageGallery.images[1] == ImageModel(url: URL(string: "https://example.org/new.png")!, aspectRatio: 0.5))
        #expect(gallery.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.height == 600)
        #expect(gallery.diagnostics.isEmpty)
    }

    @Test("A picture whose data never makes sense is removed with its placeholder")
    func failedDrop() async {
        let item = ExternalItem(types: [.png, .url])
        _ = driver.beginExternalDrag([item], at: point(0, x: 0.2))
        driver.release()
        item.fail(.png, with: CancellationError())
        item.deliver(Data("https://example.org/x.png".utf8), as: .url)
        #expect(await driver.settle())
        #expect(gallery.numberOfItems(inSection: 0) == 3)
        #expect(controller.imageGallery.images.count == 3)
    }

    @Test("Reordering inside the gallery moves; the trash deletes a dragged picture")
    func reorderAndTrash() {
        let first = controller.imageGallery.images[0]
        #expect(driver.drag(from: point(0), to: point(2, x: 0.8)))
        #expect(controller.imageGallery.images[2] == first)
        #expect(driver.drag(from: point(0), to: Point(x: 940, y: 30)))
        #expect(controller.imageGallery.images.count == 2)
        #expect(gallery.numberOfItems(inSection: 0) == 2)
    }
}
