import CDragDropGtk
import CDragDropGtkShim
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

/// Seed 001: fifteen numbered tiles in three square columns; reorder by dragging.
@MainActor
final class ImageGridPage: DemoPage {
    let name = "grid"
    let title = "Image grid"
    let hint = ImageGridScene.hint
    private var scene: ImageGridScene?
    private var host: GTKCollectionHost?
    private var lightboxHost: GTKViewHost?
    /// Decodes the tiles (off the main thread) for the cells.
    private let textures = GTKTextureLoader(maxDimension: 256) { url in
        guard let image = try? Image(data: Data(contentsOf: url)) else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let scene = ImageGridScene(frame: Rect(origin: region.origin, size: Size(width: 310, height: 540)))
        let tiles = NumberedTiles.make(count: scene.items.count, in: FileManager.default.temporaryDirectory
            .appendingPathComponent("dragdrop-demos-tiles", isDirectory: true))
        scene.imageURL = { tiles[$0] }
        let host = GTKCollectionHost(view: scene.collectionView, system: app.system, window: window)
        host.imageSource = textures
        host.afterChange = changed
        host.onAnnouncement = announce
        gtk_widget_add_css_class(host.widget, "grid")
        gtk_widget_set_halign(host.widget, GTK_ALIGN_START)
        // The lightbox beside it: a plain view drawn by a view host, its picture the tile's.
        let lightbox = GTKViewHost(frame: scene.lightbox.frame, system: app.system, window: window) { [unowned scene] in
            [GTKViewHost.Item(text: scene.lightboxItem.map { "Image \($0)" } ?? "Drop a tile here", frame: scene.lightbox.frame,
                              cssClass: "lightbox", view: scene.lightbox, picture: scene.lightboxItem.flatMap { tiles[$0] })]
        }
        lightbox.imageSource = textures
        lightbox.afterEvent = changed
        gtk_widget_set_valign(lightbox.widget, GTK_ALIGN_START)
        let row = gtk_grid_new()!
        let grid = row.as(GtkGrid.self)
        gtk_grid_set_column_spacing(grid, 20)
        gtk_grid_attach(grid, host.widget, 0, 0, 1, 1)
        gtk_grid_attach(grid, lightbox.widget, 1, 0, 1, 1)
        self.scene = scene
        self.host = host
        lightboxHost = lightbox
        return row
    }

    var state: [String: Any] { ["items": scene?.items ?? [], "lightbox": scene?.lightboxItem ?? ""] }
    var origins: [String: Point] {
        var origins: [String: Point] = [:]
        if let origin = host?.originInWindow { origins["grid"] = origin }
        if let origin = lightboxHost?.originInWindow { origins["lightbox"] = origin }
        return origins
    }
    var sizes: [String: Size] { host.map { ["grid": $0.view.frame.size] } ?? [:] }
}
