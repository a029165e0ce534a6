import CDragDropGtk
import CAdwaita
import DragDropGTK

/// The gallery on libadwaita: its windows are `AdwApplicationWindow`s, and libadwaita's style
/// manager follows the desktop's light, dark and high-contrast style. Call ``adopt(_:)`` when
/// the application activates, with `followsSystemStyle` set to false before it runs. (The
/// demos stay on plain GTK: with libadwaita initialised, GTK 4.8 fails an assertion in the
/// grid demo's drop below the last tile — `gtk_drop_target_async_handle_event`.)
@MainActor
enum Adwaita {
    /// Initialises libadwaita (once; after GTK) and makes `app`'s windows libadwaita's.
    static func adopt(_ app: GTKApplication) {
        adw_init()
        app.windowKind = GTKWindowKind(make: { adw_application_window_new($0)! },
                                       setContent: { window, content in
                                           adw_application_window_set_content(
                                               UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), content)
                                       },
                                       hasTitlebar: false)
    }
}

/// `widget` as the header bar it is.
@MainActor
func adwHeaderBar(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer { OpaquePointer(widget) }

/// A status page (libadwaita's): a large symbolic icon, a title and a line of help.
@MainActor
func statusPage(icon: String, title: String, description: String) -> UnsafeMutablePointer<GtkWidget> {
    let page = adw_status_page_new()!
    adw_status_page_set_icon_name(OpaquePointer(page), icon)
    adw_status_page_set_title(OpaquePointer(page), title)
    adw_status_page_set_description(OpaquePointer(page), description)
    return page
}
