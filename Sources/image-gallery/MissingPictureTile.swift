import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The tiles of pictures whose local original is missing (``PictureTileState/missing(name:)``),
/// a state of their own: a missing-picture icon, the file's name (ellipsized in the middle, so
/// that its number and extension stay), "Original missing", and Locate…, which asks where the
/// file is now. Neutral, unlike the error look of a picture that cannot be decoded: nothing
/// is wrong with the picture, it is elsewhere. Made by the gallery's host as cells of
/// ``GalleryController/missingReuseIdentifier`` scroll into view.
@MainActor
final class MissingPictureTile {
    /// One tile's widgets, and the picture it shows now.
    private struct Tile {
        let name: UnsafeMutablePointer<GtkWidget>
        let locate: UnsafeMutablePointer<GtkWidget>
        var image: GalleryImage?
        var item = 0
    }

    private var tiles: [UnsafeMutablePointer<GtkWidget>: Tile] = [:]
    /// The picture at a data-source item of the gallery shown.
    private let image: (Int) -> GalleryImage?
    /// Asks where the picture's original is now (Locate…).
    private let locate: (GalleryImage) -> Void
    /// Called for each picture a tile shows: its folder is watched, so the tile goes when the
    /// file comes back.
    private let shown: (URL) -> Void

    init(image: @escaping (Int) -> GalleryImage?, locate: @escaping (GalleryImage) -> Void, shown: @escaping (URL) -> Void) {
        self.image = image
        self.locate = locate
        self.shown = shown
    }

    /// The cell factory of the tiles (held weakly: the gallery's host may outlive this
    /// object by a moment when another gallery is shown).
    var factory: GTKCellFactory {
        GTKCellFactory(setup: { [weak self] in self?.make() ?? gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)! },
                       bind: { [weak self] widget, _, path in self?.bind(widget, item: path.item) },
                       unbind: { [weak self] widget, _ in self?.tiles[widget]?.image = nil })
    }

    private func make() -> UnsafeMutablePointer<GtkWidget> {
        let tile = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_add_css_class(tile, "tile-missing")
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_widget_set_valign(content, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(content, 1)
        gtk_widget_set_margin_start(content, 8)
        gtk_widget_set_margin_end(content, 8)
        let icon = gtk_image_new_from_icon_name("image-missing-symbolic")!
        gtk_image_set_pixel_size(dd_image(icon), 32)
        let name = gtk_label_new(nil)!
        gtk_label_set_ellipsize(dd_label(name), PANGO_ELLIPSIZE_MIDDLE)
        gtk_widget_add_css_class(name, "heading")
        let note = gtk_label_new(tr("Original missing"))!
        gtk_label_set_ellipsize(dd_label(note), PANGO_ELLIPSIZE_END)
        for cssClass in ["dim-label", "caption"] { gtk_widget_add_css_class(note, cssClass) }
        let locate = gtk_button_new_with_mnemonic(tr("_Locate…"))!
        gtk_widget_set_halign(locate, GTK_ALIGN_CENTER)
        gtk_widget_add_css_class(locate, "pill")
        for widget in [icon, name, note, locate] { gtk_box_append(dd_box(content), widget) }
        gtk_box_append(dd_box(tile), content)
        onSignal(locate, "clicked") { [weak self] in
            if let self, let image = tiles[tile]?.image { self.locate(image) }
        }
        tiles[tile] = Tile(name: name, locate: locate)
        return tile
    }

    private func bind(_ widget: UnsafeMutablePointer<GtkWidget>, item: Int) {
        guard var tile = tiles[widget], let image = image(item) else { return }
        let name = image.url.pictureName
        gtk_label_set_text(dd_label(tile.name), name)
        gtk_widget_set_tooltip_text(tile.name, name)
        dd_accessible_set_label(tile.locate, tr("Locate “%@”…", name))
        tile.image = image
        tile.item = item
        tiles[widget] = tile
        shown(image.url)
    }

    /// Where each shown tile's Locate… button is in the window, by item (for the end-to-end tests).
    var locateButtonOrigins: [String: [String: [Double]]] {
        tiles.values.reduce(into: [:]) { result, tile in
            guard tile.image != nil, gtk_widget_get_mapped(tile.locate) != 0, let point = windowOrigin(of: tile.locate) else { return }
            result[String(tile.item)] = ["locate": [point.x, point.y]]
        }
    }
}
