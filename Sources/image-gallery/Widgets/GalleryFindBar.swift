import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// Ctrl+F: a search bar above the gallery (from its template, ``template``). It says what is
/// typed (``onChange``), Enter (``onActivate``) and Escape or its close button (``onStop``);
/// the window decides what a search does.
@MainActor
final class GalleryFindBar {
    /// The search bar.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkWidget>
    /// The text changed (trimmed of spaces at both ends).
    var onChange: (@MainActor (String) -> Void)?
    /// Enter in the entry.
    var onActivate: (@MainActor () -> Void)?
    /// The bar closed by Escape (the focus should go back to the gallery).
    var onStop: (@MainActor () -> Void)?

    init() {
        let template = UITemplate(Self.template, strings: [
            "placeholder": tr("Find by name, camera or date"), "label": tr("Find Pictures"),
        ])
        entry = template.widget("entry")
        widget = template.takeRoot("bar")
        gtk_search_bar_connect_entry(OpaquePointer(widget), OpaquePointer(entry))
        onSignal(entry, "search-changed") { [unowned self] in onChange?(text) }
        onSignal(entry, "activate") { [unowned self] in onActivate?() }
        onSignal(entry, "stop-search") { [unowned self] in
            isShown = false
            onStop?()
        }
    }

    /// What is typed, trimmed of spaces at both ends.
    var text: String {
        String(cString: gtk_editable_get_text(OpaquePointer(entry))).trimmingCharacters(in: .whitespaces)
    }

    /// Whether the bar shows.
    var isShown: Bool {
        get { gtk_search_bar_get_search_mode(OpaquePointer(widget)) != 0 }
        set { gtk_search_bar_set_search_mode(OpaquePointer(widget), newValue ? 1 : 0) }
    }

    /// The focus in the entry.
    func focusEntry() { gtk_widget_grab_focus(entry) }

    /// Marks the entry as finding nothing (the error style), or not.
    func showsNoMatch(_ noMatch: Bool) {
        if noMatch { gtk_widget_add_css_class(entry, "error") } else { gtk_widget_remove_css_class(entry, "error") }
    }
}
