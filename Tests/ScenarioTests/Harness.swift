import DragDrop
import DragDropTesting
import Foundation

/// One application with one window holding the given views, driven headlessly.
@MainActor
struct Harness {
    let driver: HeadlessDragDriver
    let app: DragDropSystem
    let window: Window

    init(_ views: [View], driver: HeadlessDragDriver = HeadlessDragDriver(), name: String = "app",
         windowFrame: Rect = Rect(x: 0, y: 0, width: 1200, height: 900)) {
        self.driver = driver
        app = driver.makeApplication(name)
        window = Window(identifier: name, frame: windowFrame)
        app.addWindow(window)
        views.forEach(window.addView)
    }

    /// The screen point of a point in `view`'s coordinates.
    func screenPoint(_ point: Point, in view: View) -> Point {
        Point(x: window.frame.minX + view.frame.minX + point.x, y: window.frame.minY + view.frame.minY + point.y)
    }

    /// The screen point at a fraction of the item's frame (0.5, 0.5 = its centre).
    func screenPoint(ofItem indexPath: IndexPath, in view: IndexedCollectionView, x: Double = 0.5, y: Double = 0.5) -> Point {
        view.screenPoint(ofItemAt: indexPath, x: x, y: y)!
    }

    @discardableResult
    func drag(from start: Point, to end: Point) -> Bool {
        driver.drag(from: start, to: end, steps: 6)
    }
}
