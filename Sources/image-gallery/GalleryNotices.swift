import CDragDropGtk
import CImageGalleryAdwaita
import DragDropGTK
import Foundation
import ImageGalleryCore

/// A window's notices as libadwaita toasts over its content: one at a time — a new notice
/// replaces the one shown, never queues behind it — for 8 seconds, with Undo when the change
/// can be undone, or with Cancel while pictures load (then it stays, and its count follows).
@MainActor
final class GalleryNotices {
    /// The toast overlay: the window's content goes inside.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The text shown, "" when none.
    private(set) var text = ""
    /// Whether the notice shown is the one about pictures still loading.
    private(set) var isLoading = false
    private var toast: OpaquePointer?
    private let undo: () -> Void
    private let cancel: () -> Void

    /// Notices over `content`; their Undo and Cancel buttons call `undo` and `cancel`.
    init(content: UnsafeMutablePointer<GtkWidget>, undo: @escaping () -> Void, cancel: @escaping () -> Void) {
        widget = adw_toast_overlay_new()!
        adw_toast_overlay_set_child(OpaquePointer(widget), content)
        self.undo = undo
        self.cancel = cancel
    }

    /// Shows `text` (replacing any notice), with Undo or Cancel.
    func show(_ text: String, offersUndo: Bool, offersCancel: Bool = false) {
        if offersCancel, isLoading, let toast {  // the loading notice counts on
            self.text = text
            adw_toast_set_title(toast, text)
            return
        }
        hide()
        let toast = adw_toast_new(text)!
        self.toast = toast
        self.text = text
        isLoading = offersCancel
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        adw_toast_set_timeout(toast, offersCancel ? 0 : 8)  // 0: until the pictures arrive or Cancel
        if offersUndo || offersCancel {
            adw_toast_set_button_label(toast, offersUndo ? tr("Undo") : tr("Cancel"))
            let action = offersUndo ? undo : cancel
            onSignal(UnsafeMutableRawPointer(toast), "button-clicked") { action() }
        }
        onSignal(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in
            guard let self, self.toast == toast else { return }  // timed out, closed, or its button clicked
            self.forget()
            // Not now: a click dismisses the toast before it says "button-clicked".
            Task { @MainActor in g_object_unref(UnsafeMutableRawPointer(toast)) }
        }
        g_object_ref(UnsafeMutableRawPointer(toast))  // the overlay takes one reference; this one is ours
        adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
    }

    /// Takes the notice shown away.
    func hide() {
        guard let toast else { return }
        forget()
        adw_toast_dismiss(toast)
        Task { @MainActor in g_object_unref(UnsafeMutableRawPointer(toast)) }
    }

    private func forget() {
        text = ""
        isLoading = false
        toast = nil
    }

    /// The notice's Undo or Cancel button while it shows (found in the overlay's widgets, for
    /// the end-to-end tests).
    func button(labelled label: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard toast != nil else { return nil }
        func search(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if gtk_widget_get_mapped(widget) != 0, g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                                                               gtk_button_get_type()) != 0,
               let text = gtk_button_get_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)),
               String(cString: text) == label {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = search(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return search(widget)
    }
}

