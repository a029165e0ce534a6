import CDragDropGtk
import CDragDropGtkShim
import CAdwaita
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// A window's notices as libadwaita toasts over its content: one at a time — a new notice
/// takes the place of the one shown, never queues behind it — for 8 seconds, with Undo when
/// the change can be undone, or with Cancel while pictures load (then it stays, and its count
/// follows). A notice with Undo goes as soon as anything is undone or redone (Ctrl+Z, the
/// header's Undo): its Undo would no longer undo what it says.
///
/// libadwaita 1.2 (Debian 12's) frees a toast dismissed during its show animation while that
/// animation still refers to it (fixed in 1.3, commit 1674ebc9). So a notice shown while a
/// toast is up reuses that toast — new title, button and timeout — and a toast is dismissed
/// only once it has fully appeared.
@MainActor
final class GalleryNotices {
    /// The toast overlay: the window's content goes inside.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The text shown, "" when none.
    private(set) var text = ""
    /// Whether the notice shown is the one about pictures still loading.
    private(set) var isLoading = false
    /// The toast up now (until libadwaita says it was dismissed), and when it appeared.
    private var toast: OpaquePointer?
    private var shownAt = ContinuousClock.now
    /// Whether the toast up now is meant to go (its dismissal waits for it to have appeared).
    private var isLeaving = false
    /// The toast's title (a label of ours, which wraps).
    private var titleLabel: UnsafeMutablePointer<GtkWidget>?
    /// What the toast's button does now.
    private var buttonAction: (() -> Void)?
    private let undo: () -> Void
    private let cancel: () -> Void
    /// Whether the notice shown offers Undo.
    private var offersUndo = false
    /// How long a toast takes to appear in libadwaita 1.2 (its longest show animation), and a margin.
    private static let appearance = Duration.milliseconds(650)

    /// Notices over `content`; their Undo and Cancel buttons call `undo` and `cancel`; a
    /// notice with Undo goes when `undoManager` undoes or redoes.
    init(content: UnsafeMutablePointer<GtkWidget>, undoManager: DragDrop.UndoManager,
         undo: @escaping () -> Void, cancel: @escaping () -> Void) {
        widget = adw_toast_overlay_new()!
        adw_toast_overlay_set_child(OpaquePointer(widget), content)
        self.undo = undo
        self.cancel = cancel
        let center = NotificationCenter.default
        let tokens = [NSNotification.Name.NSUndoManagerDidUndoChange, .NSUndoManagerDidRedoChange].map { name in
            center.addObserver(forName: name, object: undoManager, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.undoneOrRedone() }  // undo managers post on the main thread
            }
        }
        onSignal(widget, "destroy") { tokens.forEach(center.removeObserver) }
    }

    /// Something was undone or redone: a notice offering Undo goes.
    private func undoneOrRedone() {
        if offersUndo { hide() }
    }

    /// Shows `text` (in place of any notice), with Undo or Cancel, or with Details (which
    /// calls `details`).
    func show(_ text: String, offersUndo: Bool, offersCancel: Bool = false, details: (() -> Void)? = nil) {
        self.text = text
        isLoading = offersCancel
        self.offersUndo = offersUndo
        buttonAction = offersUndo ? undo : offersCancel ? cancel : details
        let label = offersUndo ? tr("Undo") : offersCancel ? tr("Cancel") : details != nil ? tr("Details") : nil
        let timeout: UInt32 = offersCancel ? 0 : 8  // 0: until the pictures arrive or Cancel
        if let toast {
            isLeaving = false
            if let titleLabel { gtk_label_set_text(dd_label(titleLabel), text) }
            adw_toast_set_button_label(toast, label)
            adw_toast_set_timeout(toast, timeout)
            // Added again, a toast that shows restarts its timeout (the overlay keeps no new reference).
            adw_toast_overlay_add_toast(OpaquePointer(widget), OpaquePointer(g_object_ref(UnsafeMutableRawPointer(toast))))
            return
        }
        let toast = adw_toast_new(text)!
        // A title that wraps: libadwaita's own is one line, ellipsized in a narrow window or
        // a longer language ("Не удалось добавить пер…").
        let title = gtk_label_new(text)!
        gtk_label_set_wrap(dd_label(title), 1)
        gtk_label_set_wrap_mode(dd_label(title), PANGO_WRAP_WORD_CHAR)
        // Its natural width is the whole text on one line (up to 60 characters): it wraps only
        // when the window is too narrow. By default a label that wraps asks for no more than its
        // minimum, its longest word, and "Deleted 1 picture" took two lines with room to spare.
        gtk_label_set_natural_wrap_mode(dd_label(title), GTK_NATURAL_WRAP_NONE)
        gtk_label_set_max_width_chars(dd_label(title), 60)
        gtk_label_set_xalign(dd_label(title), 0)
        gtk_widget_add_css_class(title, "heading")
        adw_toast_set_custom_title(toast, title)
        titleLabel = title
        self.toast = toast
        shownAt = .now
        isLeaving = false
        adw_toast_set_button_label(toast, label)
        adw_toast_set_timeout(toast, timeout)
        onSignal(UnsafeMutableRawPointer(toast), "button-clicked") { [weak self] in
            guard let self, self.toast == toast else { return }
            // libadwaita dismisses a clicked toast by itself, a moment later: what the button
            // leads to ("Stopped adding…") comes in a toast of its own.
            self.toast = nil
            titleLabel = nil
            let action = buttonAction
            forget()
            action?()
        }
        // The overlay owns the toast; it lives at least until it says "dismissed", after which
        // it is not touched again.
        onSignal(UnsafeMutableRawPointer(toast), "dismissed") { [weak self] in
            guard let self, self.toast == toast else { return }  // timed out, closed, or its button clicked
            self.toast = nil
            titleLabel = nil
            if !isLeaving { forget() }
        }
        adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
    }

    /// Takes the notice shown away (its toast as soon as it has fully appeared).
    func hide() {
        forget()
        guard let toast, !isLeaving else { return }
        isLeaving = true
        let wait = Self.appearance - (ContinuousClock.now - shownAt)
        guard wait > .zero else { return adw_toast_dismiss(toast) }
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: wait)
            guard let self, self.toast == toast, isLeaving else { return }  // gone, or shown again meanwhile
            adw_toast_dismiss(toast)
        }
    }

    private func forget() {
        text = ""
        isLoading = false
        offersUndo = false
        buttonAction = nil
    }

    /// Whether the notice's text is cut short on screen (an ellipsis), for the end-to-end tests:
    /// any label in the overlay showing the text.
    var isTextCut: Bool {
        guard !text.isEmpty else { return false }
        return descendant(of: widget) { [text] widget in
            Self.isA(widget, gtk_label_get_type()) && String(cString: gtk_label_get_text(dd_label(widget))) == text
                && pango_layout_is_ellipsized(gtk_label_get_layout(dd_label(widget))) != 0
        } != nil
    }

    /// How many lines the notice's title takes on screen (0: none shown), for the end-to-end tests.
    var titleLineCount: Int {
        guard toast != nil, !isLeaving, let titleLabel else { return 0 }
        return Int(pango_layout_get_line_count(gtk_label_get_layout(dd_label(titleLabel))))
    }

    /// The notice's Undo or Cancel button while it shows (found in the overlay's widgets, for
    /// the end-to-end tests).
    func button(labelled label: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard toast != nil, !isLeaving else { return nil }
        return descendant(of: widget) { widget in
            guard Self.isA(widget, gtk_button_get_type()), let text = gtk_button_get_label(widget.as(GtkButton.self)) else { return false }
            return String(cString: text) == label
        }
    }

    /// The first mapped widget at or below `root`, depth first, that `matches`.
    private func descendant(of root: UnsafeMutablePointer<GtkWidget>,
                            where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        if gtk_widget_get_mapped(root) != 0, matches(root) { return root }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = descendant(of: current, where: matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
}
