import CDragDropGtk
import CDragDropGtkShim
import DemoScenes
import DragDrop
import DragDropGTK

/// Seed 002: "Left" and "Right" lists, titled and framed, sharing the page's width; dragging
/// rows copies their text to the other list.
@MainActor
final class TwoListsPage: DemoPage {
    let name = "twolists"
    let title = "Two lists"
    let hint = TwoListsScene.hint
    private var scene: TwoListsScene?
    private var hosts: [String: GTKCollectionHost] = [:]

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let scene = TwoListsScene(frame: Rect(origin: region.origin, size: Size(width: 600, height: 480)))
        self.scene = scene
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_box_set_homogeneous(dd_box(box), 1)  // the two lists share the width
        for (name, title, list) in [("left", "Left List", scene.left), ("right", "Right List", scene.right)] {
            let host = GTKCollectionHost(view: list.tableView, system: app.system, window: window)
            host.afterChange = changed
            host.onAnnouncement = announce
            list.onFailure = { message in
                announce(message)
                changed()
            }
            hosts[name] = host
            gtk_widget_add_css_class(host.widget, "list")
            // As small as a list can usefully be: the window's width and height are the lists'.
            gtk_widget_set_size_request(host.widget, 200, 240)
            gtk_box_append(dd_box(box), TitledList.make(title: title, content: host.widget))
        }
        return box
    }

    var state: [String: Any] { ["left": scene?.left.rows ?? [], "right": scene?.right.rows ?? []] }
    var origins: [String: Point] { hosts.compactMapValues(\.originInWindow) }
    var sizes: [String: Size] { hosts.mapValues(\.view.frame.size) }
}
