import DragDropGTK

/// The list's custom cells: a GTK row of a check button ("bought") and the item's name,
/// made by a ``GTKCellFactory`` — set up once per widget, bound to whichever item a reused
/// widget shows now.
@MainActor
final class ItemRows {
    private unowned let list: ShoppingList
    /// The row each widget shows now, by widget.
    private var boundRows: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
    /// Set while a widget is filled, so its check button's "toggled" is not the user's.
    private var binding = false
    /// How many widgets were ever made (virtualisation: about as many as fit on screen).
    private(set) var setups = 0

    init(list: ShoppingList) {
        self.list = list
    }

    var factory: GTKCellFactory {
        GTKCellFactory(
            setup: { [unowned self] in makeRow() },
            bind: { [unowned self] row, cell, path in bind(row, to: cell, at: path) },
            unbind: { [unowned self] row, _ in boundRows[row] = nil })
    }

    /// What the visible widgets show, top to bottom: (name, checked) — read back from GTK.
    var shown: [(name: String, checked: Bool)] {
        boundRows.sorted { $0.value < $1.value }.map { row, _ in
            let (check, label) = parts(of: row)
            return (String(cString: gtk_label_get_text(OpaquePointer(label))), gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0)
        }
    }

    private func makeRow() -> UnsafeMutablePointer<GtkWidget> {
        setups += 1
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_margin_start(row, 8)
        let check = gtk_check_button_new()!
        let label = gtk_label_new(nil)!
        gtk_widget_set_hexpand(label, 1)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_box_append(row.as(GtkBox.self), check)
        gtk_box_append(row.as(GtkBox.self), label)
        onSignal(UnsafeMutableRawPointer(check), "toggled") { [unowned self] in
            guard !binding, let index = boundRows[row] else { return }
            list.setBought(gtk_check_button_get_active(check.as(GtkCheckButton.self)) != 0, at: index)
        }
        return row
    }

    private func bind(_ row: UnsafeMutablePointer<GtkWidget>, to cell: CollectionViewCell, at path: IndexPath) {
        guard let item = (cell as? ItemCell)?.item else { return }
        let (check, label) = parts(of: row)
        binding = true
        defer { binding = false }
        boundRows[row] = path.row
        gtk_check_button_set_active(check.as(GtkCheckButton.self), item.bought ? 1 : 0)
        gtk_label_set_text(OpaquePointer(label), item.name)
        if item.bought { gtk_widget_add_css_class(label, "dim-label") } else { gtk_widget_remove_css_class(label, "dim-label") }
    }

    private func parts(of row: UnsafeMutablePointer<GtkWidget>) -> (check: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>) {
        let check = gtk_widget_get_first_child(row)!
        return (check, gtk_widget_get_next_sibling(check)!)
    }
}
