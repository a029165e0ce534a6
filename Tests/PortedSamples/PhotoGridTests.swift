import DragDrop
import DragDropTesting
import Foundation
import Testing

/// What the photo grid does on iOS: reorders a photo within and across its sections through
/// performDropWith (collection views have no moveItemAt route — SEMANTICS 37), and shows a
/// placeholder per image from another app until it loads or fails.
@MainActor
@Suite("Ported sample: photo grid (collection view, sections, placeholders)", .timeLimit(.minutes(1)))
struct PhotoGridTests {
    func makeGrid() -> (PhotoGridViewController, Scene, [Image]) {
        let images = (0..<5).map { index in try! Image(data: Scene.png() + Data([UInt8(index)])) }
        let layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        layout.headerReferenceSize = Size(width: 400, height: 30)
        let controller = PhotoGridViewController(collectionViewLayout: layout)
        controller.sections = [Array(images[0..<3]), Array(images[3..<5])]
        return (controller, Scene(controller), images)
    }

    func point(_ controller: PhotoGridViewController, _ indexPath: IndexPath, x: Double = 0.5) -> Point {
        let frame = controller.collectionView.layoutAttributesForItem(at: indexPath)!
        return Point(x: frame.minX + frame.width * x, y: frame.midY)
    }

    @Test("A photo reorders within its section and into the other one")
    func reorder() async {
        let (controller, scene, images) = makeGrid()
        scene.driver.drag(from: point(controller, IndexPath(item: 0, section: 0)),
                          to: point(controller, IndexPath(item: 2, section: 0), x: 0.9))
        #expect(await scene.driver.settle())
        #expect(controller.sections[0] == [images[1], images[2], images[0]])
        scene.driver.drag(from: point(controller, IndexPath(item: 0, section: 0)),
                          to: point(controller, IndexPath(item: 1, section: 1), x: 0.1))
        #expect(await scene.driver.settle())
        #expect(controller.sections == [[images[2], images[0]], [images[3], images[1], images[4]]])
        #expect(controller.collectionView.diagnostics.isEmpty)
    }

    @Test("Images from another app: a placeholder each, with its progress; the one that loads is inserted, the failed one removed")
    func placeholders() async {
        let (controller, scene, _) = makeGrid()
        let first = ExternalItem(types: [.png]), second = ExternalItem(types: [.png])
        _ = scene.driver.beginExternalDrag([first, second], at: point(controller, IndexPath(item: 1, section: 1), x: 0.1))
        scene.driver.release()
        let view = controller.collectionView!
        #expect(view.numberOfItems(inSection: 1) == 4)
        let placeholderCells = view.visibleCells.compactMap { $0 as? PhotoCell }.filter { $0.reuseIdentifier == "Placeholder" }
        #expect(placeholderCells.count == 2 && placeholderCells.allSatisfy { $0.progress != nil })
        second.deliver(Scene.png(), as: .png)
        first.fail(.png, with: CancellationError())
        #expect(await scene.driver.settle())
        #expect(view.numberOfItems(inSection: 1) == 3)
        #expect(controller.sections[1].count == 3)
        #expect(view.numberOfItems(inSection: 1) == 3 && view.diagnostics.isEmpty)
    }
}
