import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// A picture's properties in a window of their own, beside the gallery (Alt+Return, as in
/// GNOME Files): not modal, closed with Escape or Ctrl+W.
@MainActor
final class PropertiesWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let view = PicturePropertiesView()

    init(url: URL, store: CachingImageStore, parent: UnsafeMutablePointer<GtkWindow>?,
         application: UnsafeMutablePointer<GtkApplication>?, onClose: @escaping @MainActor (PropertiesWindow) -> Void) {
        window = gtk_window_new()
        if let application { gtk_window_set_application(dd_window(window), application) }
        gtk_window_set_transient_for(dd_window(window), parent)
        gtk_window_set_destroy_with_parent(dd_window(window), 1)
        gtk_window_set_title(dd_window(window), tr("Properties"))
        gtk_window_set_default_size(dd_window(window), 420, 560)
        gtk_window_set_titlebar(dd_window(window), gtk_header_bar_new())
        gtk_window_set_child(dd_window(window), view.widget)
        onKeyPress(window) { [unowned self] key, _ in
            guard Int32(bitPattern: key) == GDK_KEY_Escape else { return false }
            gtk_window_destroy(dd_window(window))
            return true
        }
        onSignal(UnsafeMutableRawPointer(window), "destroy") { [self] in onClose(self) }
        view.show(url, store: store)
        gtk_window_present(dd_window(window))
    }

    /// Whether `window` is this one.
    func owns(_ window: UnsafeMutablePointer<GtkWindow>?) -> Bool { window == dd_window(self.window) }

    var report: [String: String] { view.report }
}
