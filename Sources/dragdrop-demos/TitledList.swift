import CDragDropGtk
import CDragDropGtkShim

/// A list as GNOME applications show one (libadwaita's boxed list): its title above it, and
/// the list in a rounded card (the `card` style, whose corners clip the rows) that takes the
/// room it is given.
@MainActor
enum TitledList {
    /// `content` under `title`, framed; the column grows both ways.
    static func make(title: String, content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(column, "titled-list")
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(dd_label(heading), 0)
        gtk_box_append(dd_box(column), heading)
        let card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(card, "card")
        gtk_widget_set_overflow(card, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(content, 1)
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(dd_box(card), content)
        gtk_box_append(dd_box(column), card)
        gtk_widget_set_hexpand(column, 1)
        gtk_widget_set_vexpand(column, 1)
        return column
    }

    /// The titles of the titled lists inside `widget` that are on screen, in order.
    static func titles(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard gtk_widget_get_mapped(widget) != 0 else { return [] }
        if gtk_widget_has_css_class(widget, "titled-list") != 0, let heading = gtk_widget_get_first_child(widget) {
            return [String(cString: gtk_label_get_text(dd_label(heading)))]
        }
        var titles: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            titles += Self.titles(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return titles
    }
}
