import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The menu of a secondary click or the Menu key in the gallery (its models from the
/// template, ``template``): what can be done with the selected pictures, or, over empty
/// space, adding pictures and sorting the gallery. One is shown at a time, parented to the
/// gallery's widget until it closes.
@MainActor
final class GalleryContextMenu {
    /// The menu shown now.
    private var popover: UnsafeMutablePointer<GtkWidget>?

    /// Pops the menu up over `widget` at `point`: the pictures' menu `onPicture`, else the
    /// empty space's.
    func show(in widget: UnsafeMutablePointer<GtkWidget>, at point: Point, onPicture: Bool) {
        let template = UITemplate(Self.template, strings: [
            "open": tr("Open"), "open-with": tr("Open With…"), "show-in-files": tr("Show in Files"),
            "rotate-right": tr("Rotate Right"), "rotate-left": tr("Rotate Left"), "flip": tr("Flip Horizontally"),
            "properties": tr("Properties"), "add-pictures": tr("Add Pictures…"),
            "sort-by-name": tr("Sort by Name"), "sort-by-date": tr("Sort by Date"),
        ])
        let model = template.object(onPicture ? "picture-menu" : "background-menu").assumingMemoryBound(to: GMenuModel.self)
        popover.map { gtk_widget_unparent($0) }
        let popover = gtk_popover_menu_new_from_model(model)!  // holds the model past the template
        template.release()
        gtk_widget_set_parent(popover, widget)
        gtk_popover_set_has_arrow(dd_popover(popover), 0)
        var rect = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
        gtk_popover_set_pointing_to(dd_popover(popover), &rect)
        onSignal(UnsafeMutableRawPointer(popover), "closed") { [weak self] in
            // Unparented after the action it ran (GTK emits closed before activating the item).
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard self?.popover == popover else { return }
                    gtk_widget_unparent(popover)
                    self?.popover = nil
                }
            }
        }
        self.popover = popover
        gtk_popover_popup(dd_popover(popover))
    }

    /// Whether a menu shows now.
    var isShown: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }
}
