import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// The GtkScrolledWindow a view is shown in, bound to the core view's viewport both ways: its
/// scroll position is the view's `contentOffset` (a scroll by the user sets it; one by the
/// application or the keyboard, through the core's `scrollRectToVisible`, `scrollToItem`…, is
/// followed: ``follow(_:)``), its page size the view's `frame.size`, so the core hit-tests,
/// virtualises and auto-scrolls over exactly what is on screen.
@MainActor
final class ScrolledViewport {
    /// The GtkScrolledWindow.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Its vertical adjustment (what scrolls).
    let vertical: UnsafeMutablePointer<GtkAdjustment>
    /// Its horizontal adjustment (the content is as wide as the view: it stays at 0).
    private let horizontal: UnsafeMutablePointer<GtkAdjustment>

    /// A scrolled window showing `content`, which scrolls itself (a GtkScrollable), bound to `view`.
    init(showing content: UnsafeMutablePointer<GtkWidget>, for view: IndexedCollectionView) {
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(dd_scrolled(widget), content)
        vertical = gtk_scrolled_window_get_vadjustment(dd_scrolled(widget))!
        horizontal = gtk_scrolled_window_get_hadjustment(dd_scrolled(widget))!
        let scrolled: VoidHandler = { [vertical, horizontal, weak view] in
            view?.contentOffset = Point(x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical))
        }
        for adjustment in [vertical, horizontal] {
            connect(adjustment, .valueChanged, scrolled)
        }
        let resized: VoidHandler = { [vertical, horizontal, weak view] in
            guard let view else { return }
            let size = Size(width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical))
            guard size.width > 1, size.height > 1, size != view.frame.size else { return }
            // GTK is allocating sizes now: widgets may change only after it is done.
            DispatchQueue.main.async { [weak view] in
                MainActor.assumeIsolated { view?.frame.size = size }
            }
        }
        connect(vertical, .adjustmentChanged, resized)
        connect(horizontal, .adjustmentChanged, resized)
    }

    /// Brings GTK's scroll position to the view's `contentOffset` when something other than
    /// GTK moved it. The range first grows to the core's content size (GTK learns it only when
    /// it next lays the canvas out), so an offset set right after items were added is not cut
    /// short; what GTK still cannot show — past the content's end — it clamps, and the view is
    /// told where it really is, so the core and the screen never disagree.
    func follow(_ view: IndexedCollectionView) {
        let content = view.contentSize
        for (adjustment, offset, length) in [(vertical, view.contentOffset.y, content.height), (horizontal, view.contentOffset.x, content.width)]
        where abs(gtk_adjustment_get_value(adjustment) - offset) >= 0.5 {
            if gtk_adjustment_get_upper(adjustment) < length { gtk_adjustment_set_upper(adjustment, length) }
            gtk_adjustment_set_value(adjustment, offset)
        }
        let shown = Point(x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical))
        if abs(shown.x - view.contentOffset.x) >= 0.5 || abs(shown.y - view.contentOffset.y) >= 0.5 { view.contentOffset = shown }
    }
}
