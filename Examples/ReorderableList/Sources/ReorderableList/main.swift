import DragDrop
import DragDropGTK
import Foundation

// ReorderableList: the library used from another package, with custom GTK cells.
// `--state-file PATH` writes, four times a second, a `GTKStateReport`: the items, what the
// visible cell widgets show and how many were made, and where the list and each visible row
// are in the window (for the end-to-end test).
@MainActor func state(of list: ShoppingList, _ rows: ItemRows) -> [String: Any] {
    [
        "items": list.items.map(\.name),
        "proposal": list.tableView.currentDropProposal.map { "\($0.operation)" } ?? "",
        "bought": list.items.filter(\.bought).map(\.name),
        "shown": rows.shown.map { [$0.name, $0.checked] as [Any] },
        "setups": rows.setups,
    ]
}

/// The state hook, kept for the application's life.
var report: GTKStateReport?

let status = MainActor.assumeIsolated {
    let list = ShoppingList(frame: Rect(x: 0, y: 0, width: 320, height: 400))
    let rows = ItemRows(list: list)
    let app = GTKApplication(identifier: "org.dragdrop.examples.reorderable-list") { app in
        // The drop gap in libadwaita's accent colour: defined even without libadwaita.
        app.addStyle(".dragdrop-highlight { background: @accent_bg_color; }")
        var host: GTKCollectionHost?
        app.openWindow(title: "Shopping list", size: Size(width: 320, height: 400)) { window in
            // Only the widget is kept by GTK: it keeps its host, and with it drag and drop, alive.
            let made = GTKCollectionHost(view: list.tableView, system: app.system, window: window)
            made.register(rows.factory, forReuseIdentifier: "Item")
            host = made
            return made.widget
        }
        report = GTKStateReport { state(of: list, rows) }
        if let host { report?.add(host, named: "list") }
    }
    return app.run()
}
exit(status)
