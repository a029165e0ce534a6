import DragDropSwiftUI
import DragDropTesting
import Foundation

/// One application whose 400 by 600 window shows a SwiftUI view in a hosting controller,
/// driven headless. Between the pointer's steps the main actor's turn is played: pending
/// updates of the view graph are applied, as the main loop would between two events.
@MainActor
struct Scene<Content: DragDropSwiftUI.View> {
    let driver = HeadlessDragDriver()
    let app: DragDropSystem
    let window = Window(identifier: "window", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let controller: HostingController<Content>

    init(_ rootView: Content) {
        app = driver.makeApplication("sample")
        app.addWindow(window)
        controller = HostingController(rootView: rootView)
        window.rootViewController = controller
    }

    /// Moves the pointer to `point` in `steps`, the view graph brought up to date after each.
    func glide(to point: Point, steps: Int = 8) {
        let start = driver.pointer
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            driver.move(to: Point(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction))
            controller.host.updateIfNeeded()
        }
    }

    /// The texts the table or collection view of the window shows, in order.
    func shownTexts() -> [String] {
        func indexed(in view: PlatformView) -> IndexedCollectionView? {
            if let view = view as? IndexedCollectionView { return view }
            return view.subviews.lazy.compactMap(indexed(in:)).first
        }
        guard let view = indexed(in: controller.host) else { return [] }
        return view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0)?.accessibilityLabel }
    }
}
