import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// Preferences (the main menu, Ctrl+comma), libadwaita's preferences window. It holds the
/// cache: what it is — copies made to drag pictures out, pictures held in memory — and that
/// clearing it never removes a picture or touches a file (pictures from the web are kept
/// apart, for good), with Clear. A button under the galleries once did this with words that
/// read like "delete my pictures".
@MainActor
final class GalleryPreferences {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let clearButton: UnsafeMutablePointer<GtkWidget>
    /// What the window says, in order (for the end-to-end tests).
    private let texts: [String]

    init(store: CachingImageStore, parent: UnsafeMutablePointer<GtkWindow>?, application: UnsafeMutablePointer<GtkApplication>?,
         onClose: @escaping @MainActor (GalleryPreferences) -> Void) {
        window = adw_preferences_window_new()!
        let preferences = window.as(AdwPreferencesWindow.self)
        if let application { gtk_window_set_application(dd_window(window), application) }
        gtk_window_set_transient_for(dd_window(window), parent)
        gtk_window_set_destroy_with_parent(dd_window(window), 1)
        gtk_window_set_title(dd_window(window), tr("Preferences"))
        adw_preferences_window_set_search_enabled(preferences, 0)
        let groupTitle = tr("Cache")
        let groupDescription = tr("Clearing the cache never removes a picture from a gallery and never touches your files: pictures from the web are kept apart, for good.")
        let rowTitle = tr("Temporary Copies")
        let rowSubtitle = tr("Copies of pictures made to drag them into other applications, and pictures held in memory to show them faster. They are made again when needed.")
        texts = [groupTitle, groupDescription, rowTitle, rowSubtitle]
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(row.as(AdwPreferencesRow.self), rowTitle)
        adw_action_row_set_subtitle(row.as(AdwActionRow.self), rowSubtitle)
        clearButton = gtk_button_new_with_mnemonic(tr("_Clear"))!
        gtk_widget_set_valign(clearButton, GTK_ALIGN_CENTER)
        dd_accessible_set_label(clearButton, tr("Clear the Cache"))
        adw_action_row_add_suffix(row.as(AdwActionRow.self), clearButton)
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(group.as(AdwPreferencesGroup.self), groupTitle)
        adw_preferences_group_set_description(group.as(AdwPreferencesGroup.self), groupDescription)
        adw_preferences_group_add(group.as(AdwPreferencesGroup.self), row)
        let page = adw_preferences_page_new()!
        adw_preferences_page_set_title(page.as(AdwPreferencesPage.self), tr("General"))
        adw_preferences_page_set_icon_name(page.as(AdwPreferencesPage.self), "preferences-system-symbolic")
        adw_preferences_page_add(page.as(AdwPreferencesPage.self), group.as(AdwPreferencesGroup.self))
        adw_preferences_window_add(preferences, page.as(AdwPreferencesPage.self))
        onSignal(clearButton, "clicked") {
            store.clearCaches()
            adw_preferences_window_add_toast(preferences, adw_toast_new(tr("Cache cleared; no picture was removed")))
        }
        onSignal(UnsafeMutableRawPointer(window), "destroy") { [self] in onClose(self) }
        gtk_window_present(dd_window(window))
    }

    /// Brings the window to the front (asked for again while it is open).
    func present() { gtk_window_present(dd_window(window)) }

    /// What the window says and which control has the focus (for the end-to-end tests).
    var report: [String: Any] {
        let focused = gtk_window_get_focus(dd_window(window))
        return ["texts": texts, "focus": focused == clearButton ? "clearCache" : ""]
    }
}
