import DragDrop
import DragDropGTK
import Foundation

// ReorderableList: the library used from another package, with custom GTK cells.
// `--state-file PATH` writes the items, what the visible cell widgets show, how many were
// made, and where the list is in its window, as JSON four times a second (for the
// end-to-end test).
let arguments = CommandLine.arguments
let stateFile = arguments.firstIndex(of: "--state-file").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }

@MainActor func report(_ list: ShoppingList, _ rows: ItemRows, _ host: GTKCollectionHost?) {
    guard let stateFile else { return }
    var state: [String: Any] = [
        "items": list.items.map(\.name),
        "proposal": list.tableView.currentDropProposal.map { "\($0.operation)" } ?? "",
        "bought": list.items.filter(\.bought).map(\.name),
        "shown": rows.shown.map { [$0.name, $0.checked] as [Any] },
        "setups": rows.setups,
    ]
    if let origin = host?.originInWindow { state["origins"] = ["list": [origin.x, origin.y]] }
    if let data = try? JSONSerialization.data(withJSONObject: state) {
        try? data.write(to: URL(fileURLWithPath: stateFile), options: .atomic)
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak host] in
        MainActor.assumeIsolated { report(list, rows, host) }
    }
}

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
        report(list, rows, host)
    }
    return app.run()
}
exit(status)
