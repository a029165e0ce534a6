import CDragDropGtk
import DemoScenes
import DragDrop
import DragDropGTK
import DragDropSwiftUI

/// Seed 000's SwiftUI Teams code as written for SwiftUI (``DemoScenes/TeamsViewScene``): a
/// `List` of division `Section`s whose rows re-sort live under a drag, shown by a hosting
/// controller on a ``GTKSwiftUIHost``.
@MainActor
final class SwiftUITeamsPage: DemoPage {
    let name = "swiftuiteams"
    let title = "Teams in SwiftUI"
    let hint = TeamsViewScene.hint
    private var host: GTKSwiftUIHost<AnyView>?

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let host = GTKSwiftUIHost.page(showing: TeamsViewScene.makeView(), size: Size(width: 420, height: 420), region: region,
                                       app: app, window: window, changed: changed)
        self.host = host
        return host.widget
    }

    /// The teams in the order the list shows them (its cells' labels), and the selected ones.
    var state: [String: Any] {
        guard let table = host?.listHosts.first?.view else { return ["teams": [], "selected": []] }
        let shown = table.indexPathsForVisibleItems.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        func label(_ indexPath: IndexPath) -> String? { table.cellForItem(at: indexPath)?.accessibilityLabel }
        return ["teams": shown.compactMap(label), "selected": table.selectedIndexPaths.sorted().compactMap(label)]
    }

    /// The page ("swiftuiteams") and its list ("list").
    var origins: [String: Point] {
        guard let host, let origin = host.originInWindow else { return [:] }
        var origins = ["swiftuiteams": origin]
        if let list = host.listHosts.first { origins["list"] = list.originInWindow }
        return origins
    }

    var sizes: [String: Size] {
        guard let host else { return [:] }
        return ["swiftuiteams": host.hostingView.frame.size]
    }
}
