import CGtk
import CGtkShim
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

// The article demos on GTK 4: `--demo grid` (seed 001, the default) or `--demo twolists`
// (seed 002). `--state-file PATH` writes the demo's model as JSON after every change (the
// end-to-end tests read it).

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let stateFile = option("--state-file")
let demo = option("--demo") ?? "grid"

/// The objects drags leave alive and the resident memory, for the leak check.
@MainActor
func resourceUsage() -> [String: Any] {
    ["objects": LiveObjects.snapshot, "rss_kb": ProcessMemory.residentKB]
}

/// Writes the model atomically, so a reader never sees half a file.
@MainActor
func writeState(_ object: [String: Any]) {
    var object = object
    if ProcessInfo.processInfo.environment["DRAGDROP_REPORT_USAGE"] != nil { object["usage"] = resourceUsage() }
    guard let stateFile, let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    try? data.write(to: URL(fileURLWithPath: stateFile), options: .atomic)
}

@MainActor
final class Demos {
    var hosts: [GTKCollectionHost] = []
    var grid: ImageGridScene?
    var lists: TwoListsScene?
    /// How the last drag that started here ended, as the source saw it ("copy", "cancel"…).
    var lastDragEnd = "none"
    var saveState: (() -> Void)?

    func open(in app: GTKApplication) {
        app.system.onEvent = { [weak self] event in
            guard let self, case let .didEnd(operation) = event.kind else { return }
            lastDragEnd = operation.description
            saveState?()
        }
        app.addStyle("""
            .dragdrop-collection { background: linear-gradient(160deg, #2b5876, #4e4376); }
            .dragdrop-cell { background: #fdfdfd; color: #222; border-radius: 8px; }
            .grid .dragdrop-cell { font-size: 28px; font-weight: bold; }
            .list .dragdrop-collection { background: #f4f4f4; }
            .list .dragdrop-cell { border-radius: 0; border-bottom: 1px solid #ddd; }
            .dragdrop-cell.selected { background: #cde; }
            .dragdrop-drag-preview { font-size: 20px; box-shadow: 0 4px 12px rgba(0,0,0,0.4); }
            .dragdrop-drag-preview.rounded { border-radius: 12px; margin: 5px; }
            .dragdrop-badge { background: #2a7; color: white; border-radius: 12px; padding: 2px 8px; font-weight: bold; margin: 2px; }
            .dragdrop-highlight { background: rgba(40, 120, 255, 0.55); border-radius: 3px; }
            """)
        switch demo {
        case "twolists": openTwoLists(in: app)
        default: openGrid(in: app)
        }
    }

    private func openGrid(in app: GTKApplication) {
        let scene = ImageGridScene(frame: Rect(x: 0, y: 0, width: 310, height: 560))
        grid = scene
        let save = { [unowned self] in writeState(["demo": "grid", "items": scene.items, "lastDragEnd": lastDragEnd]) }
        app.openWindow(title: "Image grid — \(ImageGridScene.hint)", size: Size(width: 310, height: 560)) { window in
            let host = GTKCollectionHost(view: scene.collectionView, system: app.system, window: window)
            host.afterChange = save
            hosts.append(host)
            gtk_widget_add_css_class(host.widget, "grid")
            saveState = save
            save()
            return host.widget
        }
    }

    private func openTwoLists(in app: GTKApplication) {
        let size = Size(width: 600, height: 500)
        let scene = TwoListsScene(frame: Rect(origin: .zero, size: size))
        lists = scene
        let save = { [unowned self] in
            writeState(["demo": "twolists", "left": scene.left.rows, "right": scene.right.rows, "lastDragEnd": lastDragEnd])
        }
        app.openWindow(title: "Two lists — \(TwoListsScene.hint)", size: size) { window in
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 10)!
            for list in [scene.left, scene.right] {
                let host = GTKCollectionHost(view: list.tableView, system: app.system, window: window)
                host.afterChange = save
                hosts.append(host)
                gtk_widget_add_css_class(host.widget, "list")
                gtk_box_append(dd_box(box), host.widget)
            }
            saveState = save
            save()
            return box
        }
    }
}

let status = MainActor.assumeIsolated {
    let demos = Demos()
    let app = GTKApplication(identifier: "org.dragdrop.demos") { app in demos.open(in: app) }
    return withExtendedLifetime(demos) { app.run() }
}
exit(status)
