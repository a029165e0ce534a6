import DragDrop
import DragDropSwiftUI

/// One application of a headless driver whose window (400 by 600 points unless told) shows a
/// SwiftUI view in a `HostingController`: drive it with ``driver``; between
/// the pointer's steps ``glide(to:steps:)`` plays the main actor's turn (the view graph's
/// pending updates), as a main loop does between two events.
@MainActor
public struct HostedScene<Content: DragDropSwiftUI.View> {
    /// The driver playing the pointer and the window system.
    public let driver = HeadlessDragDriver()
    /// The application showing the window.
    public let app: DragDropSystem
    /// The window.
    public let window: Window
    /// The controller filling the window.
    public let controller: HostingController<Content>

    /// `rootView` in a window of `size`.
    public init(_ rootView: Content, size: Size = Size(width: 400, height: 600)) {
        app = driver.makeApplication("swiftui")
        window = Window(identifier: "window", frame: Rect(origin: .zero, size: size))
        app.addWindow(window)
        controller = HostingController(rootView: rootView)
        window.rootViewController = controller
    }

    /// The hosting view.
    public var host: HostingView<Content> { controller.host }

    /// Moves the pointer to `point` in `steps`, the view graph brought up to date after each.
    public func glide(to point: Point, steps: Int = 8) {
        let start = driver.pointer
        for step in 1...max(1, steps) {
            let fraction = Double(step) / Double(max(1, steps))
            driver.move(to: Point(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction))
            host.updateIfNeeded()
        }
    }

    /// The first model view of `type` in the window (depth first).
    public func first<T: PlatformView>(_ type: T.Type) -> T? {
        func find(in view: PlatformView) -> T? {
            for subview in view.subviews {
                if let found = subview as? T ?? find(in: subview) { return found }
            }
            return nil
        }
        return find(in: host)
    }

    /// The spoken labels of the cells the window's first table or collection view shows, in order.
    public func shownRows() -> [String] {
        guard let view = first(IndexedCollectionView.self) else { return [] }
        return view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0)?.accessibilityLabel }
    }
}
