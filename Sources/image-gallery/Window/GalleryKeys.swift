import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation

/// The gallery window's keys that are not the application's accelerators: those of the
/// gallery (after its keyboard path had them) and the window's Ctrl+V.
@MainActor
enum GalleryKeys {
    /// Without a drag (WCAG 2.5.7): Delete moves the selection to the trash (with Undo),
    /// Ctrl+A selects every picture, Escape clears the selection; Ctrl+C copies, Ctrl+V pastes.
    static func installOnGallery(_ widget: UnsafeMutablePointer<GtkWidget>, of window: GalleryWindow) {
        onKeyPress(widget) { [weak window] key, state in
            guard let window else { return false }
            return handleGalleryKey(key, control: dd_has_control(state) != 0, in: window)
        }
    }

    /// Ctrl+V wherever the focus is (the empty page, the sidebar, nothing yet) unless the
    /// focused widget pastes itself (a rename field): after the focused widgets.
    static func installOnWindow(_ widget: UnsafeMutablePointer<GtkWidget>, of window: GalleryWindow) {
        onKeyPress(widget) { [weak window] key, state in
            guard let window, dd_has_control(state) != 0, Int32(bitPattern: key) == GDK_KEY_v || Int32(bitPattern: key) == GDK_KEY_V,
                  window.controller != nil else { return false }
            window.actions.paste()
            return true
        }
    }

    /// Keys of the gallery: Delete, Ctrl+A, Escape (closing the find bar first), Ctrl+C,
    /// Ctrl+V; whether `key` was one.
    static func handleGalleryKey(_ key: UInt32, control: Bool, in window: GalleryWindow) -> Bool {
        guard let view = window.controller?.collectionView else { return false }
        switch Int32(bitPattern: key) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete:
            return window.actions.removeSelection()
        case GDK_KEY_a where control:
            window.actions.selectAll()
            return true
        case GDK_KEY_c where control:
            return window.actions.copySelection()
        case GDK_KEY_v where control:
            window.actions.paste()
            return true
        case GDK_KEY_Escape where window.isFinding:
            window.toggleSearch()  // the find bar closes: every picture shown again
            return true
        case GDK_KEY_Escape where !view.selectedIndexPaths.isEmpty:
            view.selectedIndexPaths = []
            return true
        default:
            return false
        }
    }
}
