import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// One "− 100 % +" control, as in Loupe and GNOME Text Editor: Zoom Out, the zoom in per
/// cent (a click goes back to 100 %, or what ``init(resetTooltip:zoomOut:reset:zoomIn:)``'s
/// `reset` does) and Zoom In, linked together with the symbolic icons. The gallery window
/// and the viewer each have one, in the same place of their header bars.
@MainActor
final class ZoomControl {
    /// The linked box of the three buttons, for a header bar.
    let widget: UnsafeMutablePointer<GtkWidget>
    let zoomOutButton: UnsafeMutablePointer<GtkWidget>
    /// The per cent shown, a flat button.
    let percentButton: UnsafeMutablePointer<GtkWidget>
    let zoomInButton: UnsafeMutablePointer<GtkWidget>

    /// A control whose buttons call `zoomOut`, `reset` (the per cent clicked: `resetTooltip`
    /// says what it does) and `zoomIn`.
    init(resetTooltip: String, zoomOut: @escaping @MainActor () -> Void, reset: @escaping @MainActor () -> Void,
         zoomIn: @escaping @MainActor () -> Void) {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(widget, "linked")
        zoomOutButton = gtk_button_new_from_icon_name("zoom-out-symbolic")!
        percentButton = gtk_button_new_with_label("100 %")!
        zoomInButton = gtk_button_new_from_icon_name("zoom-in-symbolic")!
        // The per cent keeps one width from 5 % to 800 % (the buttons beside it stay put), as
        // narrow as "100 %": the header bar must fit a window narrow enough to fold its sidebar.
        if let label = gtk_button_get_child(dd_button(percentButton)) {
            gtk_label_set_width_chars(dd_label(label), 5)
            gtk_widget_add_css_class(label, "numeric")
        }
        gtk_widget_add_css_class(percentButton, "zoom-percent")  // less padding (the application's style)
        for (button, tooltip, name, action) in [(zoomOutButton, tr("Zoom Out (Ctrl+−)"), tr("Zoom Out"), zoomOut),
                                                (percentButton, resetTooltip, resetTooltip, reset),
                                                (zoomInButton, tr("Zoom In (Ctrl++)"), tr("Zoom In"), zoomIn)] {
            gtk_widget_set_tooltip_text(button, tooltip)
            dd_accessible_set_label(button, name)
            onSignal(button, "clicked", action)
            gtk_box_append(dd_box(widget), button)
        }
    }

    /// Shows the zoom, `zoom` 1 being 100 %.
    func show(zoom: Double) {
        gtk_button_set_label(dd_button(percentButton), "\(Int((zoom * 100).rounded())) %")
    }

    /// The per cent shown ("100 %").
    var percent: String { String(cString: gtk_button_get_label(dd_button(percentButton))) }

    /// The three parts as drawn, for the end-to-end tests: each one's icon (nil for the per
    /// cent) or label, and its frame in its window.
    var report: [[String: Any]] {
        [(zoomOutButton, "zoom-out-symbolic"), (percentButton, nil), (zoomInButton, "zoom-in-symbolic")].compactMap { button, icon in
            guard let origin = windowOrigin(of: button) else { return nil }
            return ["icon": icon.map { $0 as Any } ?? NSNull(), "label": icon == nil ? percent : "", "x": origin.x, "y": origin.y,
                    "width": Int(gtk_widget_get_width(button)), "height": Int(gtk_widget_get_height(button))]
        }
    }
}
