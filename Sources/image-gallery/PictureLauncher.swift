import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// Hands pictures to the rest of the desktop, as GNOME applications do: Open With… (GTK's
/// application chooser, then the chosen application launched on the file) and Show in Files
/// (the file manager's org.freedesktop.FileManager1 over D-Bus, with the picture selected;
/// without one, the folder opened by the default file manager). Each failure is said.
@MainActor
enum PictureLauncher {
    /// Asks which application opens the picture at `url` (a web picture as its exported
    /// copy), then launches it; `onError` gets what went wrong.
    static func openWith(_ url: URL, store: CachingImageStore, parent: UnsafeMutablePointer<GtkWindow>?,
                         onError: @escaping @MainActor (String) -> Void) {
        Task {
            let file: URL
            do {
                file = url.isFileURL ? url : try await store.exportedFile(for: url)
            } catch {
                return onError(tr("Could not open %@: %@", url.pictureName, GalleryDropError(describing: error).message))
            }
            guard LocalFile(file)?.exists == true else {
                return onError(tr("Could not open %@: %@", url.pictureName, tr("the file is missing")))
            }
            let gfile = g_file_new_for_uri(file.absoluteString)!
            let dialog = gtk_app_chooser_dialog_new(parent, GtkDialogFlags(rawValue: 3), gfile)!  // modal, destroyed with the parent
            gtk_window_set_title(dd_window(dialog), tr("Open With"))
            onResponse(UnsafeMutableRawPointer(dialog)) { response in
                defer {
                    gtk_window_destroy(dd_window(dialog))
                    g_object_unref(UnsafeMutableRawPointer(gfile))
                }
                guard response == GTK_RESPONSE_OK.rawValue,
                      let info = gtk_app_chooser_get_app_info(OpaquePointer(dialog)) else { return }
                defer { g_object_unref(UnsafeMutableRawPointer(info)) }
                let files = g_list_append(nil, UnsafeMutableRawPointer(gfile))
                defer { g_list_free(files) }
                var error: UnsafeMutablePointer<GError>?
                let context = gdk_display_get_app_launch_context(gdk_display_get_default())
                defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
                if g_app_info_launch(info, files, context.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GAppLaunchContext.self) }, &error) == 0 {
                    let message = error.map { String(cString: $0.pointee.message) } ?? ""
                    if let error { g_error_free(error) }
                    onError(tr("Could not open %@: %@", url.pictureName, message))
                }
            }
            gtk_window_present(dd_window(dialog))
        }
    }

    /// Shows the local files among `urls` in the file manager, selected; web pictures have no
    /// folder of their own, which is said.
    static func showInFiles(_ urls: [URL], onError: @escaping @MainActor (String) -> Void) {
        let files = urls.filter(\.isFileURL)
        guard !files.isEmpty else { return onError(tr("Pictures from the web are kept in the gallery, not in a folder of yours")) }
        if let missing = files.first(where: { LocalFile($0)?.exists != true }) {
            return onError(tr("Could not show %@: %@", missing.pictureName, tr("the file is missing")))
        }
        let uris = files.map(\.absoluteString)
        let builder = g_variant_builder_new(g_variant_type_new("as"))!
        for uri in uris { g_variant_builder_add_value(builder, g_variant_new_string(uri)) }
        let parameters = g_variant_new_tuple([g_variant_builder_end(builder), g_variant_new_string("")], 2)
        g_variant_builder_unref(builder)
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let error { g_error_free(error) }
            return openFolder(of: files[0], onError: onError)
        }
        let reply = g_dbus_connection_call_sync(bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                                                "org.freedesktop.FileManager1", "ShowItems", parameters, nil,
                                                G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
        g_object_unref(UnsafeMutableRawPointer(bus))
        if let reply { return g_variant_unref(reply) }
        if let error { g_error_free(error) }
        openFolder(of: files[0], onError: onError)
    }

    /// No file manager answers FileManager1: the folder, opened by the default application for folders.
    private static func openFolder(of file: URL, onError: @escaping @MainActor (String) -> Void) {
        var error: UnsafeMutablePointer<GError>?
        let folder = file.deletingLastPathComponent().absoluteString
        if g_app_info_launch_default_for_uri(folder, nil, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? ""
            if let error { g_error_free(error) }
            onError(tr("Could not show %@: %@", file.pictureName, message))
        }
    }
}
