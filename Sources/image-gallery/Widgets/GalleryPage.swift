import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The window's second column (from its template, ``template``): the find bar, then the
/// gallery — or "No Gallery" when there is none to show, "No Pictures" over an empty one, and
/// "No Results Found" over a find that matches nothing. Those two lie over the gallery without
/// taking the pointer, so drops reach the gallery beneath; Add Pictures… is a button of its
/// own below the page's text.
@MainActor
final class GalleryPage {
    /// What the page shows instead of pictures.
    enum EmptyState: String {
        /// Pictures (or placeholders of pictures still loading).
        case none = ""
        /// "No Pictures": the gallery shown is empty.
        case emptyGallery = "gallery"
        /// "No Gallery": there is none to show.
        case noGallery = "none"
        /// "No Results Found": a find matches none of the gallery's pictures.
        case noResults = "results"
    }

    /// The column (as narrow as the window: the sidebar folds away below 700 points).
    let widget: UnsafeMutablePointer<GtkWidget>
    let findBar = GalleryFindBar()
    /// "Add Pictures…" on the empty page.
    let addButton: UnsafeMutablePointer<GtkWidget>
    private let noGallery: UnsafeMutablePointer<GtkWidget>
    private let noPictures: UnsafeMutablePointer<GtkWidget>
    private let noResults: UnsafeMutablePointer<GtkWidget>
    private let overlay: OpaquePointer

    /// A page whose Add Pictures… button calls `addPictures`.
    init(addPictures: @escaping @MainActor () -> Void) {
        let template = UITemplate(Self.template, strings: [
            "no-gallery": tr("No Gallery"), "no-gallery-help": tr("Create one with New Gallery (Ctrl+Shift+N)."),
            "no-pictures": tr("No Pictures"),
            "no-pictures-help": tr("Drag pictures here from a browser or a file manager, paste them (Ctrl+V) or add them with Add Pictures… (Ctrl+O)."),
            "add": tr("_Add Pictures…"),
            "no-results": tr("No Results Found"), "no-results-help": tr("Try a different search."),
        ])
        noGallery = template.widget("no-gallery")
        noPictures = template.widget("no-pictures")
        noResults = template.widget("no-results")
        addButton = template.widget("add")
        overlay = OpaquePointer(template.widget("overlay"))
        widget = template.takeRoot("page")
        gtk_box_prepend(dd_box(widget), findBar.widget)
        // Below the page's text, wherever the window's size puts it.
        dd_overlay_place_below_text(overlay, addButton, noPictures, 18)
        onSignal(addButton, "clicked", addPictures)
    }

    /// Puts the gallery's widget on the page (nil: takes it off).
    func setGallery(_ gallery: UnsafeMutablePointer<GtkWidget>?) {
        gtk_overlay_set_child(overlay, gallery)
    }

    /// Shows the status page `state` names (or none).
    func show(_ state: EmptyState) {
        gtk_widget_set_visible(noGallery, state == .noGallery ? 1 : 0)
        gtk_widget_set_visible(UnsafeMutablePointer(overlay), state == .noGallery ? 0 : 1)
        gtk_widget_set_visible(noPictures, state == .emptyGallery ? 1 : 0)
        gtk_widget_set_visible(noResults, state == .noResults ? 1 : 0)
        gtk_widget_set_visible(addButton, state == .emptyGallery ? 1 : 0)
    }

    /// The status page on screen: what the user sees, which lags behind the gallery when a
    /// change forgot to update the page.
    var shownState: EmptyState {
        if gtk_widget_get_visible(noGallery) != 0 { return .noGallery }
        if gtk_widget_get_visible(noPictures) != 0 { return .emptyGallery }
        if gtk_widget_get_visible(noResults) != 0 { return .noResults }
        return .none
    }
}
