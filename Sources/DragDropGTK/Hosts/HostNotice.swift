import CDragDropGtk
import CDragDropGtkShim
import Foundation

/// A host's own message label over its view, for messages no application takes (a dropped
/// item that never arrived): shown for 6 seconds, a newer message replacing it and its time.
/// It lets drags and clicks through to the view.
@MainActor
final class HostNotice {
    /// The label, to add over the view (an overlay's child).
    let label: UnsafeMutablePointer<GtkWidget>
    /// Bumped by every message: an older message's timer leaves a newer one shown.
    private var generation = 0

    init() {
        label = gtk_label_new(nil)
        gtk_label_set_wrap(dd_label(label), 1)
        gtk_widget_add_css_class(label, "dragdrop-notice")
        gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(label, GTK_ALIGN_END)
        gtk_widget_set_can_target(label, 0)  // drags and clicks go through to the view
        gtk_widget_set_visible(label, 0)
    }

    /// Shows `message` for 6 seconds.
    func show(_ message: String) {
        gtk_label_set_text(dd_label(label), message)
        gtk_widget_set_visible(label, 1)
        generation += 1
        let shown = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + 6) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == shown else { return }
                gtk_widget_set_visible(self.label, 0)
            }
        }
    }
}
