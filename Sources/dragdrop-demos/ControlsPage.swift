import CDragDropGtk
import DemoScenes
import DragDrop
import DragDropGTK
import DragDropSwiftUI

/// SwiftUI controls: a page written as SwiftUI code (`ControlsView`) — a button, a toggle, a
/// text field and shapes — shown by a ``GTKSwiftUIHost``.
@MainActor
final class ControlsPage: DemoPage {
    let name = "controls"
    let title = "SwiftUI Controls"
    let hint = ControlsModel.hint
    private let model = ControlsModel()
    private var host: GTKSwiftUIHost<ControlsView>?

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let host = GTKSwiftUIHost.page(showing: ControlsView(model: model), size: Size(width: 600, height: 440), region: region,
                                       app: app, window: window, changed: changed)
        self.host = host
        return host.widget
    }

    var state: [String: Any] {
        ["stickers": model.stickers, "fragile": model.fragile, "label": model.label]
    }

    /// The page ("controls") and, by kind, the first button, switch, text field, and each
    /// shape ("shape0", …) in the window.
    var origins: [String: Point] {
        guard let host, let origin = host.originInWindow else { return [:] }
        var origins = ["controls": origin]
        for (name, frame) in (host.drawnParts) {
            origins[name] = Point(x: origin.x + frame.minX, y: origin.y + frame.minY)
        }
        return origins
    }

    var sizes: [String: Size] {
        guard let host else { return [:] }
        var sizes = ["controls": host.hostingView.frame.size]
        for (name, frame) in (host.drawnParts) { sizes[name] = frame.size }
        return sizes
    }
}
