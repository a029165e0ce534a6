import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// The tables and collection views an application put inside the visible cells of a host —
/// a Kanban board's columns, each a table in a cell of a collection view. Each is shown by a
/// host of its own, put on the outer host's canvas where the core has it: its cell's frame
/// plus its place in the cell, at its frame's size. GTK so draws it where the core hit-tests
/// it (SEMANTICS 47), and it scrolls with its cell. The host of a view in no visible cell (a
/// cell scrolled out, or reused without it) is hidden and kept for when the view shows again.
@MainActor
final class NestedCollectionHosts {
    /// The outer host's canvas, in whose content coordinates the nested hosts are placed.
    private let canvas: UnsafeMutablePointer<GtkWidget>
    private var hosts: [ObjectIdentifier: GTKCollectionHost] = [:]
    /// Where each shown host is, in the canvas's content coordinates.
    private var shownFrames: [ObjectIdentifier: Rect] = [:]

    init(on canvas: UnsafeMutablePointer<GtkWidget>) {
        self.canvas = canvas
    }

    /// Shows a host for each table or collection view inside `cells` (not hidden), where the
    /// core has it, and hides the others; a view met for the first time gets a new host
    /// connected to `system` and `window`.
    /// - Complexity: O(views inside the cells), nothing for cells with no subviews.
    func show(inside cells: some Sequence<CollectionViewCell>, system: DragDropSystem, window: DragDrop.Window) {
        var shown = Set<ObjectIdentifier>()
        for cell in cells {
            for (view, origin) in Self.collections(in: cell, at: .zero) {
                let id = ObjectIdentifier(view)
                let host = hosts[id] ?? makeHost(for: view, system: system, window: window)
                let frame = Rect(x: cell.frame.minX + origin.x, y: cell.frame.minY + origin.y,
                                 width: view.frame.width, height: view.frame.height)
                place(host.widget, in: canvas, at: frame)
                shownFrames[id] = frame
                if gtk_widget_get_visible(host.widget) == 0 { gtk_widget_set_visible(host.widget, 1) }
                shown.insert(id)
            }
        }
        for (id, host) in hosts where !shown.contains(id) && gtk_widget_get_visible(host.widget) != 0 {
            gtk_widget_set_visible(host.widget, 0)
        }
        shownFrames = shownFrames.filter { shown.contains($0.key) }
    }

    /// Whether a shown nested host is at `point` (content coordinates): a click there is its
    /// own — it selects in that table — and not one on the cell around it.
    /// - Complexity: O(shown hosts).
    func covers(_ point: Point) -> Bool {
        shownFrames.values.contains { $0.contains(point) }
    }

    /// The hosts shown now.
    var shown: [GTKCollectionHost] { hosts.values.filter { gtk_widget_get_visible($0.widget) != 0 } }

    private func makeHost(for view: IndexedCollectionView, system: DragDropSystem, window: DragDrop.Window) -> GTKCollectionHost {
        let host = GTKCollectionHost(view: view, system: system, window: window)
        // Its size is its frame's, set where it is placed: no request of its own to outgrow.
        gtk_widget_set_size_request(host.widget, -1, -1)
        dd_canvas_put(canvas, host.widget)
        hosts[ObjectIdentifier(view)] = host
        return host
    }

    /// The tables and collection views in `view`'s subtree (not inside one another: a nested
    /// host shows its own), each with its origin in the coordinates of `view`, which is at
    /// `origin`; hidden views and what they hold are left out.
    private static func collections(in view: View, at origin: Point) -> [(IndexedCollectionView, Point)] {
        view.subviews.flatMap { subview -> [(IndexedCollectionView, Point)] in
            guard !subview.isHidden else { return [] }
            let place = Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY)
            if let collection = subview as? IndexedCollectionView { return [(collection, place)] }
            return collections(in: subview, at: place)
        }
    }
}
