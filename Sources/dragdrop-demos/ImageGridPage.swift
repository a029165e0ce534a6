import CDragDropGtk
import CDragDropGtkShim
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

/// Seed 001: fifteen numbered tiles in three square columns; reorder by dragging. The
/// `controller` variant is the same grid written the iOS 9 way (``ImageGridController``:
/// moveItemAt and the controller's standard gesture, no drag and drop, no lightbox).
@MainActor
final class ImageGridPage: DemoPage {
    /// How the grid is written.
    enum Variant: String {
        case dragAndDrop, controller
    }

    let name = "grid"
    let title = "Image grid"
    let variant: Variant
    var hint: String { variant == .controller ? ImageGridController.hint : ImageGridScene.hint }
    private var scene: ImageGridScene?
    private var controller: ImageGridController?
    private var host: GTKCollectionHost?
    private var lightboxHost: GTKViewHost?
    /// Decodes the tiles (off the main thread) for the cells.
    private let textures = GTKTextureLoader(maxDimension: 256) { url in
        guard let image = try? Image(data: Data(contentsOf: url)) else { throw CocoaError(.fileReadCorruptFile) }
        return image
    }

    init(variant: Variant = .dragAndDrop) {
        self.variant = variant
    }

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        if variant == .controller { return makeControllerContent(app: app, window: window, region: region, changed: changed, announce: announce) }
        let scene = ImageGridScene(frame: Rect(origin: region.origin, size: Size(width: 310, height: 540)))
        let tiles = Self.tiles(scene.items.count)
        scene.imageURL = { tiles[$0] }
        let host = makeHost(scene.collectionView, app: app, window: window, changed: changed, announce: announce)
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

    private func makeControllerContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                                       changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let controller = ImageGridController(width: 310)
        let tiles = Self.tiles(controller.items.count)
        controller.imageURL = { tiles[$0] }
        controller.collectionView.frame = Rect(origin: region.origin, size: Size(width: 310, height: 540))
        let host = makeHost(controller.collectionView, app: app, window: window, changed: changed, announce: announce)
        self.controller = controller
        self.host = host
        return host.widget
    }

    /// The numbered tiles' pictures, made once in the temporary folder.
    private static func tiles(_ count: Int) -> [String: URL] {
        NumberedTiles.make(count: count, in: FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-demos-tiles", isDirectory: true))
    }

    /// The grid's host: its pictures from the page's loader, left-aligned.
    private func makeHost(_ view: CollectionView, app: GTKApplication, window: DragDrop.Window,
                          changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> GTKCollectionHost {
        let host = GTKCollectionHost(view: view, system: app.system, window: window)
        host.imageSource = textures
        host.afterChange = changed
        host.onAnnouncement = announce
        gtk_widget_add_css_class(host.widget, "grid")
        gtk_widget_set_halign(host.widget, GTK_ALIGN_START)
        return host
    }

    var state: [String: Any] {
        if let controller { return ["items": controller.items] }
        return ["items": scene?.items ?? [], "lightbox": scene?.lightboxItem ?? ""]
    }
    var origins: [String: Point] {
        var origins: [String: Point] = [:]
        if let origin = host?.originInWindow { origins["grid"] = origin }
        if let origin = lightboxHost?.originInWindow { origins["lightbox"] = origin }
        return origins
    }
    var sizes: [String: Size] { host.map { ["grid": $0.view.frame.size] } ?? [:] }
}
