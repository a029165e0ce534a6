import CDragDropGtk
import DemoScenes
import DragDrop
import DragDropGTK
import DragDropSwiftUI

/// SwiftUI: a page written as SwiftUI code (`PackingView`), shown by a hosting controller on
/// a ``GTKSwiftUIHost`` — its list and grid on collection hosts, its texts and colours drawn.
@MainActor
final class SwiftUIPage: DemoPage {
    let name = "swiftui"
    let title = "SwiftUI"
    let hint = PackingModel.hint
    private let model = PackingModel()
    private var host: GTKSwiftUIHost<PackingView>?

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let host = GTKSwiftUIHost.demoPage(showing: PackingView(model: model), app: app, window: window, region: region, changed: changed)
        self.host = host
        return host.widget
    }

    var state: [String: Any] {
        ["tasks": model.tasks.map(\.id), "packed": model.packed,
         "colorScheme": host.map { $0.hostingView.environment.colorScheme == .dark ? "dark" : "light" } ?? ""]
    }

    /// The page ("swiftui"), its list ("list") and its grid ("grid").
    var origins: [String: Point] {
        guard let host, let origin = host.originInWindow else { return [:] }
        var origins = ["swiftui": origin]
        for list in host.listHosts {
            origins[list.view is TableView ? "list" : "grid"] = list.originInWindow
        }
        return origins
    }

    var sizes: [String: Size] {
        guard let host else { return [:] }
        var sizes = ["swiftui": host.hostingView.frame.size]
        for list in host.listHosts { sizes[list.view is TableView ? "list" : "grid"] = list.view.frame.size }
        return sizes
    }
}
