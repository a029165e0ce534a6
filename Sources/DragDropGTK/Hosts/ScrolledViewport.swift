import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// The GtkScrolledWindow a view is shown in, bound to the core view's viewport: its scroll
/// position is the view's `contentOffset`, its page size the view's `frame.size`, so the core
/// hit-tests, virtualises and auto-scrolls over exactly what is on screen.
@MainActor
final class ScrolledViewport {
    /// The GtkScrolledWindow.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Its vertical adjustment (what scrolls).
    let vertical: UnsafeMutablePointer<GtkAdjustment>

    /// A scrolled window showing `content`, which scrolls itself (a GtkScrollable), bound to `view`.
    init(showing content: UnsafeMutablePointer<GtkWidget>, for view: IndexedCollectionView) {
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(dd_scrolled(widget), content)
        vertical = gtk_scrolled_window_get_vadjustment(dd_scrolled(widget))!
        let horizontal = gtk_scrolled_window_get_hadjustment(dd_scrolled(widget))!
        let scrolled: VoidHandler = { [vertical, weak view] in
            view?.contentOffset = Point(x: 0, y: gtk_adjustment_get_value(vertical))
        }
        connect(vertical, "value-changed", box: scrolled, callback: unsafeBitCast(voidCallback, to: GCallback.self))
        let resized: VoidHandler = { [vertical, weak view] in
            guard let view else { return }
            let size = Size(width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical))
            guard size.width > 1, size.height > 1, size != view.frame.size else { return }
            // GTK is allocating sizes now: widgets may change only after it is done.
            DispatchQueue.main.async { [weak view] in
                MainActor.assumeIsolated { view?.frame.size = size }
            }
        }
        connect(vertical, "changed", box: resized, callback: unsafeBitCast(voidCallback, to: GCallback.self))
        connect(horizontal, "changed", box: resized, callback: unsafeBitCast(voidCallback, to: GCallback.self))
    }

    /// Scrolls as little as needed for `frame` (content coordinates) to be in view.
    func scrollIntoView(_ frame: Rect) {
        let top = gtk_adjustment_get_value(vertical), height = gtk_adjustment_get_page_size(vertical)
        if frame.minY < top { gtk_adjustment_set_value(vertical, frame.minY) }
        else if frame.maxY > top + height { gtk_adjustment_set_value(vertical, frame.maxY - height) }
    }
}
