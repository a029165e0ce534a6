import CDragDropGtk
import CImageGalleryAdwaita
import DragDropGTK

/// The gallery on libadwaita: its windows are `AdwApplicationWindow`s, and its style manager
/// follows the desktop's light, dark and high-contrast style.
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
