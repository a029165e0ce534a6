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

    /// For the end-to-end tests: each open chooser dialog's title and the texts of its labels
    /// shown cut short (ellipsized) — GTK's own dialog must look as GTK draws it, untouched by
    /// the application's style sheet (its places sidebar has the classes `sidebar` and
    /// `sidebar-row` too, and took the gallery sidebar's padding: "Othe…", "Дом…").
    static var report: [[String: Any]] {
        let toplevels = gtk_window_get_toplevels()!
        var dialogs: [[String: Any]] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let object = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(object) }
            guard isA(object, gtk_file_chooser_dialog_get_type()) else { continue }
            let window = object.assumingMemoryBound(to: GtkWindow.self)
            guard gtk_widget_get_mapped(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)) != 0 else { continue }
            var cut: [String] = []
            collectCutLabels(under: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), into: &cut)
            dialogs.append(["title": gtk_window_get_title(window).map { String(cString: $0) } ?? "", "cutLabels": cut])
        }
        return dialogs
    }

    private static func isA(_ object: UnsafeMutableRawPointer, _ type: GType) -> Bool {
        g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// The shown labels under `widget` whose text is ellipsized.
    private static func collectCutLabels(under widget: UnsafeMutablePointer<GtkWidget>, into cut: inout [String]) {
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        if isA(UnsafeMutableRawPointer(widget), gtk_label_get_type()), let layout = gtk_label_get_layout(dd_label(widget)),
           pango_layout_is_ellipsized(layout) != 0 {
            cut.append(String(cString: gtk_label_get_text(dd_label(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectCutLabels(under: current, into: &cut)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
