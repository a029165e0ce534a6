import DragDrop
import DragDropTesting
import Foundation

/// One application whose window shows `controller`, as on iOS.
@MainActor
struct Scene {
    let driver = HeadlessDragDriver()
    let app: DragDropSystem
    let window = Window(identifier: "window", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let clock = ManualClock()

    init(_ controller: ViewController) {
        app = driver.makeApplication("sample")
        app.clock = clock
        app.addWindow(window)
        window.rootViewController = controller
    }

    /// The middle of a table row (44-point rows from the top), `fraction` down it.
    func row(_ row: Int, _ fraction: Double = 0.5) -> Point { Point(x: 200, y: (Double(row) + fraction) * 44) }

    /// Lets the spring-loading timers run out while the pointer holds still.
    func holdForSpringLoading() async {
        for _ in 0..<2 {
            await clock.waitForSleepers(1)
            clock.advance(by: .milliseconds(400))
        }
    }

    /// A small PNG (its header: an image of 4 by 3 pixels).
    static func png() -> Data {
        TestPictures.png(width: 4, height: 3)
    }
}
