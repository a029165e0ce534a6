import CDragDropGtk
import CDragDropGtkShim
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

/// A Kanban board: a collection view of columns, each cell holding a table of cards in its
/// content (as iOS boards are built). The board's host draws each table where the core has it,
/// in its cell; cards move between the tables. A narrow window wraps the columns into rows.
@MainActor
final class KanbanPage: DemoPage {
    let name = "kanban"
    let title = "Kanban"
    let hint = KanbanScene.hint
    private var scene: KanbanScene?
    private var board: GTKCollectionHost?

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let scene = KanbanScene(frame: Rect(origin: region.origin, size: Size(width: 640, height: 480)),
                                columnSize: Size(width: 270, height: 300))
        self.scene = scene
        scene.onMove = { _, _ in changed() }
        scene.onColumnMove = changed
        let host = GTKCollectionHost(view: scene.board, system: app.system, window: window)
        host.onAnnouncement = announce
        // The column's title at the top of its cell; its table fills the rest.
        host.register(GTKCellFactory(
            setup: {
                let label = gtk_label_new(nil)!
                gtk_widget_set_valign(label, GTK_ALIGN_START)
                gtk_widget_add_css_class(label, "heading")
                return label
            },
            bind: { label, cell, _ in gtk_label_set_text(dd_label(label), cell.spokenLabel) }
        ), forReuseIdentifier: "Column")
        // As small as one column: a narrower window wraps the columns into rows.
        gtk_widget_set_size_request(host.widget, 220, 240)
        gtk_widget_set_hexpand(host.widget, 1)
        gtk_widget_set_vexpand(host.widget, 1)
        // A resize, a scroll or a column's gap opening moves the tables: the state says where,
        // once GTK has placed them.
        let draw = scene.board.onChange
        scene.board.onChange = { [weak self] change in
            draw?(change)
            switch change {
            case .scrolled, .highlight: self?.save(after: 0.3, changed)
            default: break
            }
        }
        board = host
        return host.widget
    }

    private var saveScheduled = false

    /// Calls `save` once, `delay` seconds from now, however many times it is asked meanwhile.
    private func save(after delay: Double, _ save: @escaping () -> Void) {
        guard !saveScheduled else { return }
        saveScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated {
                self?.saveScheduled = false
                save()
            }
        }
    }

    var state: [String: Any] {
        ["columns": scene?.columns.map(\.cards) ?? [], "columnNames": scene?.columns.map(\.name) ?? [],
         "boardWidth": scene?.board.frame.width ?? 0, "boardGap": scene?.board.openDropGap.map { $0.item } ?? -1,
         // Where the core hit-tests each column's table (window coordinates): GTK draws it at "origins".
         "tableOrigins": Dictionary(uniqueKeysWithValues: (board?.nestedHosts ?? []).map {
             ($0.view.identifier, [$0.view.frameInWindow.minX, $0.view.frameInWindow.minY])
         })]
    }

    /// The board, and each column's table by its name ("to do", "doing", "done") where GTK draws it.
    var origins: [String: Point] {
        var origins: [String: Point] = [:]
        if let board { origins["board"] = board.originInWindow }
        for table in board?.nestedHosts ?? [] { origins[table.view.identifier] = table.originInWindow }
        return origins
    }

    var sizes: [String: Size] {
        var sizes: [String: Size] = [:]
        if let board { sizes["board"] = board.view.frame.size }
        for table in board?.nestedHosts ?? [] { sizes[table.view.identifier] = table.view.frame.size }
        return sizes
    }
}
