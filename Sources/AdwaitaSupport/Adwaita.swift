import CDragDropGtk
import CAdwaita
import DragDropGTK

/// The applications on libadwaita (the gallery and the demos): their windows are
/// `AdwApplicationWindow`s, and libadwaita's style manager follows the desktop's light, dark
/// and high-contrast style. Call ``adopt(_:)`` when the application activates, with
/// `followsSystemStyle` set to false before it runs. The library products stay on plain GTK.
@MainActor
package enum Adwaita {
    /// Initialises libadwaita (once; after GTK) and makes `app`'s windows libadwaita's.
    package static func adopt(_ app: GTKApplication) {
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
package func adwHeaderBar(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer { OpaquePointer(widget) }

/// A status page (libadwaita's): a large symbolic icon, a title and a line of help.
@MainActor
package func statusPage(icon: String, title: String, description: String) -> UnsafeMutablePointer<GtkWidget> {
    let page = adw_status_page_new()!
    adw_status_page_set_icon_name(OpaquePointer(page), icon)
    adw_status_page_set_title(OpaquePointer(page), title)
    adw_status_page_set_description(OpaquePointer(page), description)
    return page
}
