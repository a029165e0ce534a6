import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The header bar's Trash, a drop target that looks like one (GNOME HIG): a card with the
/// trash icon and its name, lit in the destructive colour while pictures are dragged over it.
/// It is a button too — reached by Tab, pressed by Enter, Space or a click — which removes the
/// selected pictures from the gallery. Drops land on the core's trash view inside it
/// (``GalleryTrash``), drawn by a view host under the card's icon and name.
@MainActor
final class TrashDropTarget {
    /// The button to put in the header bar.
    let button: UnsafeMutablePointer<GtkWidget>
    /// The drop target inside it (where drags are routed to the core).
    let host: GTKViewHost
    let trash: GalleryTrash
    /// The card's name ("Trash"), left out in a narrow window (``showsName``).
    private let name: UnsafeMutablePointer<GtkWidget>
    /// The core's trash view, as wide as the card is drawn.
    private let view: View
    /// The card's width with its name.
    private let wideWidth: Double
    /// The card's width with its icon alone.
    private static let iconWidth = 40.0

    /// A Trash over `region` of the core window `window`: `remove` takes the pictures dropped
    /// on it out of their galleries (returning how many went), `press` runs for a press of the button.
    init(region: Rect, system: DragDropSystem, window: DragDrop.Window, remove: @escaping ([GalleryImageReference]) -> Int,
         press: @escaping @MainActor () -> Void) {
        let view = View(identifier: "trash", frame: region, zIndex: 1)
        self.view = view
        wideWidth = region.width
        trash = GalleryTrash(view: view, deleteImages: remove)
        window.addView(view)
        // The view host draws nothing of its own: the card's icon and name lie over it.
        host = GTKViewHost(frame: region, system: system, window: window) {
            [GTKViewHost.Item(text: "", frame: region, cssClass: "trash-drop-area", view: view)]
        }
        gtk_widget_set_can_target(host.widget, 1)
        let card = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_halign(card, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(card, GTK_ALIGN_CENTER)
        gtk_widget_set_can_target(card, 0)  // drops and clicks go to the drop target beneath
        let icon = gtk_image_new_from_icon_name("user-trash-symbolic")!
        let label = gtk_label_new(tr("Trash"))!
        name = label
        gtk_box_append(dd_box(card), icon)
        gtk_box_append(dd_box(card), label)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), host.widget)
        gtk_overlay_add_overlay(OpaquePointer(overlay), card)
        button = gtk_button_new()!
        gtk_button_set_child(dd_button(button), overlay)
        gtk_widget_add_css_class(button, "trash")
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(button, tr("Trash: drop pictures here, or press it, to remove them from the gallery (Delete); their files stay"))
        dd_accessible_set_label(button, tr("Trash"))
        onSignal(button, "clicked", press)
        trash.onTargetedChange = { [button] lit in
            if lit { gtk_widget_add_css_class(button, "drop-target") } else { gtk_widget_remove_css_class(button, "drop-target") }
        }
    }

    /// Whether the card shows its name beside the icon (a narrow window shows the icon alone,
    /// and the card — the drop target, in GTK and in the core alike — is as narrow; the
    /// tooltip and the accessible label still say "Trash").
    var showsName: Bool {
        get { gtk_widget_get_visible(name) != 0 }
        set {
            gtk_widget_set_visible(name, newValue ? 1 : 0)
            let width = newValue ? wideWidth : Self.iconWidth
            view.frame = Rect(origin: view.frame.origin, size: Size(width: width, height: view.frame.height))
            gtk_widget_set_size_request(host.widget, Int32(width), Int32(view.frame.height))
        }
    }

    /// Whether a drag lights the Trash up now (for the end-to-end tests).
    var isLit: Bool { gtk_widget_has_css_class(button, "drop-target") != 0 }
}
