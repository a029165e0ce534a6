import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// One image in its own window, scrollable and zoomable: Ctrl + scroll, a pinch, or the
/// − / Fit / + buttons. Decoded off the main thread at up to 4096 pixels on its longer side.
@MainActor
final class ImageViewer {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private var size = Size(width: 0, height: 0)
    private var zoom = 1.0
    private var texture: OpaquePointer?

    init(url: URL, store: CachingImageStore, application: UnsafeMutablePointer<GtkApplication>?,
         onClose: @escaping @MainActor (ImageViewer) -> Void) {
        window = gtk_window_new()
        if let application { gtk_window_set_application(dd_window(window), application) }
        gtk_window_set_title(dd_window(window), url.lastPathComponent)
        gtk_window_set_default_size(dd_window(window), 900, 700)
        picture = gtk_picture_new()
        gtk_picture_set_can_shrink(OpaquePointer(picture), 0)
        gtk_widget_set_halign(picture, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(picture, GTK_ALIGN_CENTER)
        status = gtk_label_new("Loading…")
        let scrolled = gtk_scrolled_window_new()!
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), picture)
        gtk_overlay_add_overlay(OpaquePointer(overlay), status)
        gtk_scrolled_window_set_child(dd_scrolled(scrolled), overlay)
        gtk_widget_set_vexpand(scrolled, 1)
        let header = gtk_header_bar_new()!
        for (title, factor) in [("−", 0.8), ("Fit", 0.0), ("+", 1.25)] {
            let button = gtk_button_new_with_label(title)!
            onSignal(button, "clicked") { [unowned self] in
                if factor == 0 { fit() } else { setZoom(zoom * factor) }
            }
            gtk_header_bar_pack_start(OpaquePointer(header), button)
        }
        gtk_window_set_titlebar(dd_window(window), header)
        gtk_window_set_child(dd_window(window), scrolled)
        onZoomGesture(scrolled) { [weak self] factor in
            guard let self else { return }
            setZoom(zoom * factor)
        }
        onSignal(UnsafeMutableRawPointer(window), "destroy") { [self] in
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            texture = nil
            onClose(self)
        }
        gtk_window_present(dd_window(window))
        Task.detached {
            do {
                let decoded = try PixbufCodec.decode(try await store.image(at: url), maxDimension: 4096)
                await self.show(decoded)
            } catch {
                await self.fail(GalleryDropError(describing: error).message)
            }
        }
    }

    private func show(_ decoded: PixbufCodec.Decoded) {
        texture = decoded.makeTexture()
        size = Size(width: Double(decoded.width), height: Double(decoded.height))
        gtk_picture_set_paintable(OpaquePointer(picture), texture)
        gtk_widget_set_visible(status, 0)
        fit()
    }

    private func fail(_ message: String) {
        gtk_label_set_text(dd_label(status), "Error ☹ \(message)")
    }

    /// The whole image in the window (never enlarged past its own size).
    private func fit() {
        guard size.width > 0 else { return }
        setZoom(min(1, min(860 / size.width, 620 / size.height)))
    }

    private func setZoom(_ value: Double) {
        guard size.width > 0 else { return }
        zoom = min(8, max(0.05, value))
        gtk_widget_set_size_request(picture, Int32(size.width * zoom), Int32(size.height * zoom))
    }
}
