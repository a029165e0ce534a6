import CDragDropGtk

/// Turns a CSS class on or off.
@MainActor
func setCSSClass(_ name: String, _ on: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
    if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
}
