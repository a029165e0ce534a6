import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// GTK's file chooser (or the desktop's, through the portal) for the gallery's windows.
@MainActor
enum GalleryFileChooser {
    /// Runs the chooser over `parent` and hands the chosen files or folder to `chosen` (not
    /// called when cancelled). `picturesOnly` offers exactly what the gallery shows: formats
    /// it reads with an installed decoder.
    static func choose(title: String, action: GtkFileChooserAction, accept: String, picturesOnly: Bool,
                       over parent: UnsafeMutablePointer<GtkWindow>, chosen: @escaping @MainActor ([URL]) -> Void) {
        let chooser = gtk_file_chooser_native_new(title, parent, action, accept, tr("_Cancel"))!
        gtk_file_chooser_set_select_multiple(chooser, action == GTK_FILE_CHOOSER_ACTION_OPEN ? 1 : 0)
        if picturesOnly {
            let pictures = gtk_file_filter_new()!
            gtk_file_filter_set_name(pictures, tr("Pictures"))
            for format in PixbufCodec.loadableFormats {
                for mime in format.typeIdentifier.mimeTypes { gtk_file_filter_add_mime_type(pictures, mime) }
                for suffix in format.typeIdentifier.filenameExtensions { gtk_file_filter_add_suffix(pictures, suffix) }
            }
            gtk_file_chooser_add_filter(chooser, pictures)
        }
        onResponse(UnsafeMutableRawPointer(chooser)) { response in
            defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue else { return }
            var urls: [URL] = []
            if let files = gtk_file_chooser_get_files(chooser) {
                for index in 0..<g_list_model_get_n_items(files) {
                    guard let file = g_list_model_get_item(files, index) else { continue }
                    // By its URI: its bytes percent-encoded, so a name that is not UTF-8 stays whole.
                    if let uri = g_file_get_uri(OpaquePointer(file)) {
                        if let url = URL(string: String(cString: uri)) { urls.append(url) }
                        g_free(uri)
                    }
                    g_object_unref(file)
                }
                g_object_unref(UnsafeMutableRawPointer(files))
            }
            chosen(urls)
        }
        gtk_native_dialog_show(UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self))
    }
}
