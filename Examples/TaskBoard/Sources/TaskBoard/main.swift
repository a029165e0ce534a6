import DragDrop
import DragDropGTK
import Foundation
import TaskBoardCore

// TaskBoard: three columns of cards and a trash, on DragDrop from a package of its own.
// Cards move between columns by drag or by keyboard (Space, Ctrl+Right, Space); text dragged
// in from other applications becomes cards, picture files cards with the picture attached;
// cards dragged out are their titles.
// `--state-file PATH` writes the columns, the trash's count, the last announcement, each
// column's answer to a hovering drag and where each part is in the window, as JSON four times a second (for the end-to-end test).
let arguments = CommandLine.arguments
let stateFile = arguments.firstIndex(of: "--state-file").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }

/// The tag colours (libadwaita's palette): bug red, feature blue, chore green.
let tagColours: [Card.Tag: String] = [.bug: "#e01b24", .feature: "#1c71d8", .chore: "#26a269"]

@MainActor final class Report {
    var hosts: [GTKCollectionHost] = []
    var trashHost: GTKViewHost?
    var announcement = ""

    func write(_ board: Board, _ trash: Trash) {
        guard let stateFile else { return }
        var origins: [String: [Double]] = [:]
        for (index, host) in hosts.enumerated() { if let origin = host.originInWindow { origins["column\(index)"] = [origin.x, origin.y] } }
        if let origin = trashHost?.originInWindow { origins["trash"] = [origin.x, origin.y] }
        let state: [String: Any] = [
            "columns": board.columns.map { $0.map(\.title) },
            "pictures": board.columns.map { $0.map { $0.picture?.path ?? "" } },
            "trashed": trash.deleted,
            "announcement": announcement,
            "origins": origins,
            // Each column's answer to the drag hovering over it ("" when it takes no part).
            "proposals": board.tables.map { $0.currentDropProposal.map { "\($0.operation)" } ?? "" },
        ]
        if let data = try? JSONSerialization.data(withJSONObject: state) {
            try? data.write(to: URL(fileURLWithPath: stateFile), options: .atomic)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
            MainActor.assumeIsolated { self?.write(board, trash) }
        }
    }
}

let status = MainActor.assumeIsolated {
    let board = Board()
    // Attached pictures, read and scaled off the main thread.
    let pictures = GTKTextureLoader(maxDimension: 160) { url in try Image(data: Data(contentsOf: url)) }
    let trashView = View(identifier: "trash", frame: Rect(x: 0, y: 500, width: 880, height: 56))
    let trash = Trash(view: trashView, board: board)
    let report = Report()
    let app = GTKApplication(identifier: "org.dragdrop.examples.task-board") { app in
        app.addStyle("""
            .dragdrop-highlight { background: @accent_bg_color; }
            .board-trash { border: 2px dashed alpha(currentColor, 0.4); border-radius: 8px; padding: 12px; }
            """)
        app.openWindow(title: "Task board", size: Size(width: 900, height: 600)) { window in
            window.addView(trashView)
            // The columns take the window's height; the trash stays under them.
            let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 20)!
            gtk_widget_set_vexpand(columns, 1)
            for table in board.tables {
                let host = GTKCollectionHost(view: table, system: app.system, window: window)
                // Cards as drawn by the library from what they say: no GTK pointer here.
                host.register(.content { cell, _ in
                    guard let card = (cell as? CardCell)?.card else { return GTKCellContent(title: "") }
                    return GTKCellContent(title: card.title, picture: card.picture,
                                          tag: .init(card.tag.rawValue.capitalized, color: tagColours[card.tag] ?? "gray"))
                }, forReuseIdentifier: "Card")
                host.imageSource = pictures
                // The column's header: its name, and how many cards it holds as a tag.
                host.registerHeaders { [unowned board] _ in
                    let index = board.tables.firstIndex { $0 === table } ?? 0
                    return GTKCellContent(title: Board.columnNames[index], tag: .init("\(board.columns[index].count)", color: "#77767b"),
                                          cssClasses: ["heading"])
                }
                // Under the cards, a hint with an icon, from the same kind of content.
                host.registerFooters { _ in GTKCellContent(title: Board.footerHint, icon: "list-add-symbolic") }
                host.onAnnouncement = { report.announcement = $0 }
                gtk_widget_set_size_request(host.widget, 280, 480)
                gtk_box_append(columns.as(GtkBox.self), host.widget)
                report.hosts.append(host)
            }
            let trashHost = GTKViewHost(frame: trashView.frame, system: app.system, window: window) {
                [GTKViewHost.Item(text: "Trash — drop cards here", frame: trashView.frame, cssClass: "board-trash", view: trashView)]
            }
            report.trashHost = trashHost
            gtk_widget_set_size_request(trashHost.widget, 880, 56)
            let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            for part in [columns, trashHost.widget] {
                gtk_box_append(page.as(GtkBox.self), part)
            }
            return page
        }
        report.write(board, trash)
    }
    return app.run()
}
exit(status)
