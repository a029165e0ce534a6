import CDragDropGtk
import DemoScenes
import DragDrop
import DragDropGTK
import DragDropSwiftUI

/// SwiftUI stickers: a page written as SwiftUI code (`StickersView`) — a `LazyHGrid` on a
/// collection host scrolling sideways, and an album taking drops — shown by a ``GTKSwiftUIHost``.
@MainActor
final class StickersPage: DemoPage {
    let name = "stickers"
    let title = "SwiftUI Stickers"
    let hint = StickersModel.hint
    private let model = StickersModel()
    private var host: GTKSwiftUIHost<StickersView>?

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let host = GTKSwiftUIHost.page(showing: StickersView(model: model), size: Size(width: 600, height: 440), region: region,
                                       app: app, window: window, changed: changed)
        self.host = host
        return host.widget
    }

    /// The stickers in order, the album, and how far the grid is scrolled.
    var state: [String: Any] {
        ["stickers": model.stickers.map(\.id), "album": model.album,
         "scrolled": host?.listHosts.first.map { $0.view.contentOffset.x } ?? 0]
    }

    /// The page ("stickers") and its grid ("grid").
    var origins: [String: Point] {
        guard let host, let origin = host.originInWindow else { return [:] }
        var origins = ["stickers": origin]
        if let grid = host.listHosts.first { origins["grid"] = grid.originInWindow }
        return origins
    }

    var sizes: [String: Size] {
        guard let host else { return [:] }
        var sizes = ["stickers": host.hostingView.frame.size]
        if let grid = host.listHosts.first { sizes["grid"] = grid.view.frame.size }
        return sizes
    }
}
