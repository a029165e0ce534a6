import AdwaitaSupport
import CDragDropGtk
import CDragDropGtkShim
import CAdwaita
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// One window: a sidebar of galleries, the gallery shown (a flow of images, drag and drop
/// every way), a header bar with undo, zoom and the trash, and notices as toasts. It holds
/// its parts — one widget each (`Widgets/`: ``GalleryHeaderBar``, ``GallerySidebar``,
/// ``GalleryPage`` with its ``GalleryFindBar``, ``GalleryLeaflet``, ``GalleryContextMenu``) —
/// and the gallery shown; what can be done is ``GalleryActions``, the keys ``GalleryKeys``,
/// and what the end-to-end tests read ``GalleryWindowReport``.
@MainActor
final class GalleryWindow {
    unowned let app: GalleryApp
    private let gtk: GTKApplication
    private(set) var controller: GalleryController?
    private var binding: GalleryBinding?
    private(set) var host: GTKCollectionHost?
    let header: GalleryHeaderBar
    private(set) var page: GalleryPage?
    private(set) var leaflet: GalleryLeaflet?
    private(set) var sidebar: GallerySidebar?
    private(set) var notices: GalleryNotices?
    private(set) var progress: GalleryProgressNotices?
    let contextMenu = GalleryContextMenu()
    private(set) lazy var actions = GalleryActions(window: self)
    /// The tiles of the gallery's pictures whose original is missing.
    private(set) var missingTiles: MissingPictureTile?
    private var coreWindow: DragDrop.Window?
    private var gtkWindow: UnsafeMutablePointer<GtkWidget>?
    /// The notice shown ("" when none).
    var notice: String { notices?.text ?? "" }
    private(set) var cellWidth = 200.0
    /// The window width the unfolded header was found to need, more than the window had (0: none).
    private var headerUnfoldedWidth: Int32 = 0
    /// How this window arranges pictures (the app's choice, from the menu).
    var layoutStyle: GalleryLayoutStyle = .justified {
        didSet { controller?.layoutStyle = layoutStyle }
    }

    init(app: GalleryApp, gtk: GTKApplication, galleryID: UUID?, size: Size, cellWidth: Double) {
        self.app = app
        self.gtk = gtk
        self.cellWidth = cellWidth
        layoutStyle = app.windowState.layoutStyle
        header = GalleryHeaderBar()
        header.connect(addPictures: { [unowned self] in chooseAndAddPictures() },
                       newGallery: { [unowned self] in app.newGallery(in: self) },
                       showGalleries: { [unowned self] in leaflet?.showSidebar() },
                       zoom: { [unowned self] in zoom(by: $0) },
                       resetZoom: { [unowned self] in zoom(toCellWidth: Self.actualCellWidth) })
        header.zoomControl?.show(zoom: cellWidth / Self.actualCellWidth)
        let trashRegion = Rect(x: 50_000, y: 0, width: 96, height: 34)
        coreWindow = gtk.openWindow(title: tr("Image Gallery"), size: size, titlebar: header.widget,
                                    onClose: { [weak self] _ in
                                        guard let self else { return }
                                        self.app.windowClosed(self)
                                    }) { window in
            // The window's views undo on the library's manager, as iOS views on their document's.
            window.undoManager = app.library.undoManager
            header.attachTrash(makeTrash(region: trashRegion, window: window))
            return buildBody(window: window)
        }
        gtkWindow = gtk_widget_get_ancestor(header.widget, gtk_window_get_type())
        show(galleryID: galleryID)
        if let gtkWindow {
            gtk_widget_set_size_request(gtkWindow, Self.leastWidth, -1)
            for property in ["default-width", "default-height"] {
                onPropertyChange(UnsafeMutableRawPointer(gtkWindow), property) { [weak self] in
                    self?.stateChanged()
                    self?.foldToWindowWidth()
                }
            }
            foldToWindowWidth()
            header.onShownChange = { [weak self] in self?.foldToWindowWidth() }
            GalleryKeys.installOnWindow(gtkWindow, of: self)
        }
    }

    /// How narrow the window can be made, in points, folded or not (as libadwaita's adaptive
    /// windows): its parts' own least widths are less — the header leaves out what does not
    /// fit (``GalleryHeaderBar/widget``), the gallery's column has no least width of its own.
    static let leastWidth: Int32 = 360

    /// Tells the app what to restore next time: this window's size, zoom and gallery.
    private func stateChanged() {
        var width: Int32 = 0, height: Int32 = 0
        if let gtkWindow { gtk_window_get_default_size(dd_window(gtkWindow), &width, &height) }
        let previous = app.windowState
        app.windowStateChanged(WindowState(width: width > 0 ? Double(width) : previous.width,
                                           height: height > 0 ? Double(height) : previous.height,
                                           cellWidth: cellWidth, galleryID: controller?.gallery.id, layout: layoutStyle))
    }

    /// The gallery's widget (nil in the empty state).
    var galleryWidget: UnsafeMutablePointer<GtkWidget>? { host?.widget }

    var isActive: Bool { gtkWindow.map { gtk_window_is_active(dd_window($0)) != 0 } ?? false }

    /// The GTK window (for dialogs transient for it).
    var window: UnsafeMutablePointer<GtkWindow>? { gtkWindow.flatMap { dd_window($0) } }

    /// Where things are and what is shown, for the end-to-end tests (``GalleryWindowReport``).
    var report: [String: Any] { GalleryWindowReport(window: self).json }

    // MARK: Building

    /// The header bar's Trash: pictures dropped on it leave their galleries (with Undo); pressed,
    /// it removes the selection as Delete does.
    private func makeTrash(region: Rect, window: DragDrop.Window) -> TrashDropTarget {
        TrashDropTarget(region: region, system: gtk.system, window: window, remove: { [unowned self] references in
            let count = app.deleteImages(references)
            showNotice(GalleryActions.removedNotice(count), offersUndo: true)
            return count
        }, press: { [unowned self] in _ = GalleryKeys.handleGalleryKey(UInt32(GDK_KEY_Delete), control: false, in: self) })
    }

    /// The sidebar and the gallery's page in a leaflet, under the notices.
    private func buildBody(window: DragDrop.Window) -> UnsafeMutablePointer<GtkWidget> {
        let sidebar = GallerySidebar(app: app, system: gtk.system, window: window,
                                     open: { [unowned self] id in
                                         show(galleryID: id)
                                         self.leaflet?.showContent()
                                     },
                                     notify: { [unowned self] text, undo in showNotice(text, offersUndo: undo) },
                                     focusContent: { [unowned self] in
                                         host?.grabFocus()
                                     })
        self.sidebar = sidebar
        let page = GalleryPage(addPictures: { [unowned self] in chooseAndAddPictures() })
        page.findBar.onChange = { [unowned self] text in filterPictures(by: text) }
        page.findBar.onActivate = { [unowned self] in
            if controller?.image(atItem: 0) != nil { host?.onActivateItem?(IndexPath(item: 0, section: 0)) }
        }
        page.findBar.onStop = { [unowned self] in
            filterPictures(by: "")
            host?.grabFocus()
        }
        self.page = page
        let leaflet = GalleryLeaflet(sidebar: sidebar.widget, content: page.widget)
        leaflet.onFoldChange = { [unowned self] folded in
            header.showsGalleriesButton = folded
            header.isCompact = folded  // the buttons left out are in the primary menu
        }
        self.leaflet = leaflet
        // The notices float over the whole window, not inside the gallery's column: a long
        // toast must not widen that column (the leaflet would fold the sidebar away).
        let notices = GalleryNotices(content: leaflet.widget, undoManager: app.library.undoManager, undo: { [unowned self] in
            app.library.undo()
            self.notices?.hide()
        }, cancel: { [unowned self] in
            let stopped = (controller?.cancelPendingLoads() ?? 0) + (controller?.cancelImports() ?? 0)
            showNotice(stopped == 1 ? tr("Stopped adding a picture") : trn("Stopped adding %ld picture", "Stopped adding %ld pictures", stopped),
                       offersUndo: false)
        })
        self.notices = notices
        progress = GalleryProgressNotices(notices: notices, parent: { [weak self] in self?.window })
        gtk_widget_set_hexpand(notices.widget, 1)
        return notices.widget
    }

    /// The leaflet folds to the window's width (``GalleryLeaflet/fold(toWindowWidth:unfoldedWidth:)``),
    /// and below the width the unfolded header needs: unfolded, a header left out for want of
    /// room (large text) says how wide the window must be to unfold.
    private func foldToWindowWidth() {
        guard let gtkWindow, let leaflet else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(dd_window(gtkWindow), &width, &height)
        let titlebarWidth = gtk_widget_get_width(header.widget)  // 0: not laid out yet
        if !leaflet.isFolded, titlebarWidth > 0 {
            // (The window's frame, X11's without a compositor, is drawn inside its width.)
            headerUnfoldedWidth = header.isShown ? 0 : header.leastWidth + max(0, width - titlebarWidth)
        }
        leaflet.fold(toWindowWidth: width, unfoldedWidth: headerUnfoldedWidth)
    }

    /// Which status page shows: "No Gallery" without one, "No Pictures" over an empty one
    /// (placeholders of pictures still loading count as pictures), "No Results Found" over a
    /// find that shows none.
    private func updateEmptyState() {
        guard let controller else { page?.show(.noGallery); return }
        guard controller.collectionView.numberOfItems(inSection: 0) == 0 else { page?.show(.none); return }
        page?.show(controller.isFiltered ? .noResults : .emptyGallery)
    }

    /// The header's title and counts, after the gallery, its pictures or the selection changed.
    private func updateTitle() {
        header.showCounts(of: controller?.gallery.name, pictures: controller?.gallery.images.count ?? 0,
                          selected: controller?.collectionView.selectedIndexPaths.count ?? 0)
    }

    // MARK: The gallery shown

    /// Shows a gallery (nil: the empty state).
    func show(galleryID: UUID?) {
        guard let coreWindow else { return }
        if let controller, controller.gallery.id == galleryID { return }
        if host != nil, let controller {
            coreWindow.remove(controller.collectionView)
            page?.setGallery(nil)
        }
        binding?.unbind()
        binding = nil
        host = nil
        controller = nil
        defer {
            sidebar?.reload(current: controller?.gallery.id)
            updateEmptyState()
            updateTitle()
        }
        guard let galleryID, let gallery = app.library.gallery(galleryID), !app.library.state.deleted.contains(galleryID) else {
            return
        }
        let controller = GalleryController(gallery: gallery, frame: Rect(origin: .zero, size: Self.initialGallerySize), store: app.store,
                                           cellWidth: cellWidth, layoutStyle: layoutStyle)
        controller.loadLimits = ItemProvider.LoadLimits(timeout: app.downloadTimeout, maximumSize: app.store.limits.maximumBytes)
        let binding = GalleryBinding(library: app.library, controller: controller)
        binding.onGalleryGone = { [weak self] in
            guard let self else { return }
            show(galleryID: app.library.liveGalleries.first?.id)
        }
        binding.onGalleryReplaced = { [weak self, weak controller] _ in
            guard let self, let controller else { return }
            app.applyKnownAspectRatios(to: controller)
        }
        binding.onGalleryChanged = { [weak self] gallery in
            guard let self else { return }
            if let gtkWindow { gtk_window_set_title(dd_window(gtkWindow), tr("%@ — Image Gallery", gallery.name)) }
            updateTitle()
            // Here, once the view holds the gallery as it is now: ``libraryChanged(_:)`` runs
            // before the binding follows a change made elsewhere (another process, an undo,
            // another window), when the view still has the pictures of before.
            updateEmptyState()
        }
        self.binding = binding
        controller.onProblems = { [weak self] problems in self?.showProblems(problems) }
        var loading = 0
        controller.onPendingLoadsChange = { [weak self] count in
            self?.pendingLoadsChanged(count, previous: loading)
            loading = count
        }
        controller.onImportProgress = { [weak self] done, total in self?.importProgressed(done: done, of: total) }
        let host = GTKCollectionHost(view: controller.collectionView, system: gtk.system, window: coreWindow)
        host.imageSource = app.textures
        // A thumbnail beside the pointer: the Trash and the gallery row it is aimed at stay in view.
        host.dragImageLimit = 96
        // TRANSLATORS: a picture's place in the gallery, for screen readers ("3 of 12").
        host.describePosition = { tr("%ld of %ld", $0, $1) }
        host.onActivateItem = { [weak self, weak controller] path in
            guard let self, let controller, let image = controller.image(atItem: path.item) else { return }
            // A local original that was moved or deleted: say so, and offer Locate… or Remove.
            if controller.tileState(of: image) != .picture { return actions.askAboutMissing(image) }
            app.openViewer(showing: path.item, of: controller.shownImages.map(\.url), galleryID: controller.gallery.id)
        }
        let missingTiles = MissingPictureTile(image: { [weak controller] item in
            controller?.image(atItem: item)
        }, locate: { [weak self] image in self?.actions.locate(image) }, shown: { [weak app] url in app?.watchOriginal(url) })
        host.register(missingTiles.factory, forReuseIdentifier: GalleryController.missingReuseIdentifier)
        self.missingTiles = missingTiles
        host.onSelectionChange = { [weak self] _ in self?.updateTitle() }
        host.onContextMenu = { [weak self, weak host] path, point in
            guard let self, let host else { return }
            contextMenu.show(in: host.widget, at: point, onPicture: path != nil)
        }
        onZoomGesture(host.widget) { [weak self] factor in self?.zoom(by: factor) }
        GalleryKeys.installOnGallery(host.widget, of: self)
        gtk_widget_set_size_request(host.widget, 200, 200)
        gtk_widget_set_hexpand(host.widget, 1)
        gtk_widget_set_vexpand(host.widget, 1)
        page?.setGallery(host.widget)
        self.controller = controller
        self.host = host
        app.applyKnownAspectRatios(to: controller)
        updateTitle()
        if let gtkWindow {
            gtk_window_set_title(dd_window(gtkWindow), tr("%@ — Image Gallery", gallery.name))
            stateChanged()  // the gallery shown is remembered (not while the window is being made)
        }
    }

    // MARK: Find

    /// Shows the find bar with the focus in its entry (or hides it). What is typed filters the
    /// gallery's view to the pictures whose name holds it (case and accents aside), as Files and
    /// Shotwell do; Enter opens the first; Escape closes the bar and shows every picture again.
    func toggleSearch() {
        guard let findBar = page?.findBar else { return }
        let shown = findBar.isShown
        findBar.isShown = !shown
        if shown {
            filterPictures(by: "")
            host?.grabFocus()
        } else {
            findBar.focusEntry()
            filterPictures(by: findBar.text)
            readSearchTexts()
        }
    }

    /// What Find searches beside each picture's name, by address: its camera and date, read
    /// off the main thread when the find bar opens (``PictureProperties/searchText``).
    private var searchTexts: [URL: String] = [:]

    /// Reads the camera and date of the pictures not read yet, then filters again by what is
    /// typed (a picture is found by its name meanwhile).
    private func readSearchTexts() {
        guard let controller else { return }
        let urls = Set(controller.gallery.images.map(\.url)).subtracting(searchTexts.keys), store = app.store
        guard !urls.isEmpty else { return }
        Task { [weak self] in
            let texts = await Task.detached {
                var texts: [URL: String] = [:]
                for url in urls {
                    texts[url] = (try? await store.image(at: url)).map { PictureProperties(of: $0, at: url).searchText } ?? ""
                }
                return texts
            }.value
            guard let self else { return }
            searchTexts.merge(texts) { _, new in new }
            if let findBar = page?.findBar, findBar.isShown { filterPictures(by: findBar.text, again: true) }
        }
    }

    /// Whether the find bar is open.
    var isFinding: Bool { page?.findBar.isShown ?? false }

    /// Shows only the pictures whose name, camera or date holds `text`
    /// (``GalleryController/filter(by:searchText:)``); an empty text shows them all. Drops and
    /// moves in the filtered view land in the whole gallery where the view showed them. `again`:
    /// filters anew by the same text (what Find searches is known for more pictures).
    private func filterPictures(by text: String, again: Bool = false) {
        guard let controller else { return }
        guard again || text != controller.filterQuery else { return }
        let searchTexts = self.searchTexts
        controller.filter(by: text) { image in image.url.pictureName + " " + (searchTexts[image.url] ?? "") }
        page?.findBar.showsNoMatch(!text.isEmpty && controller.shownCount == 0)
        host?.sync()
        updateEmptyState()
    }

    // MARK: The pictures

    /// Draws the pictures again (one whose file changed is asked for anew).
    func refreshPictures() { host?.sync() }

    /// A local original went, came back or changed: its tiles are made again (missing, or
    /// the picture) and drawn.
    func originalChanged(_ url: URL) {
        controller?.reloadPictures(at: url)
        host?.sync()
    }

    /// The selected picture opened in the viewer (the context menu's Open).
    func openFirstSelectedPicture() {
        guard let first = selectedItems.first else { return }
        host?.onActivateItem?(IndexPath(item: first, section: 0))
    }

    /// The selected pictures' places in the gallery, in gallery order (a selected place the
    /// gallery no longer has is left out).
    var selectedItems: [Int] {
        guard let controller else { return [] }
        return controller.collectionView.selectedIndexPaths.map(\.item).filter { controller.image(atItem: $0) != nil }.sorted()
    }

    /// The selected pictures' addresses, in gallery order.
    var selectedPictureURLs: [URL] {
        guard let controller else { return [] }
        return selectedItems.compactMap { controller.image(atItem: $0)?.url }
    }

    /// The gallery's size until GTK lays it out; from then on the host keeps the core's
    /// view at its viewport's size (the flow re-wraps when the window changes).
    private static let initialGallerySize = Size(width: 780, height: 640)

    /// The cells' width at 100 % (the zoom control's per cent): a new window's.
    static let actualCellWidth = WindowState().cellWidth

    /// Changes the width of every cell (images per row).
    func zoom(by factor: Double) { zoom(toCellWidth: cellWidth * factor) }

    /// Every cell `width` points wide (60 to 800).
    private func zoom(toCellWidth width: Double) {
        cellWidth = min(800, max(60, width))
        controller?.cellWidth = cellWidth
        header.zoomControl?.show(zoom: cellWidth / Self.actualCellWidth)
        stateChanged()
    }

    /// The sidebar follows every library change; the gallery follows through its binding (the
    /// Undo and Redo buttons follow the undo manager).
    func libraryChanged(_ change: GalleryLibrary.Change) {
        if controller == nil, let first = app.library.liveGalleries.first { show(galleryID: first.id) }
        sidebar?.reload(current: controller?.gallery.id)
        updateEmptyState()
    }

    // MARK: Actions (``GalleryActions``)

    /// Sort by Name / Sort by Date.
    func sortGallery(by order: GallerySortOrder) { actions.sortGallery(by: order) }
    /// "Add Pictures…" (Ctrl+O).
    func chooseAndAddPictures() { actions.chooseAndAddPictures() }
    /// "Import Folder…" (Ctrl+Shift+O).
    func chooseAndImportFolder() { actions.chooseAndImportFolder() }
    /// "Export Pictures…" (Ctrl+E).
    func chooseFolderAndExport() { actions.chooseFolderAndExport() }

    // MARK: Notices

    /// Shows a toast for 8 seconds, with an Undo button when it helps (Cancel while pictures load).
    func showNotice(_ text: String, offersUndo: Bool, offersCancel: Bool = false) {
        notices?.show(text, offersUndo: offersUndo, offersCancel: offersCancel)
    }

    /// One notice for an action's pictures that could not be added (``GalleryProgressNotices``).
    func showProblems(_ problems: [String]) { progress?.showProblems(problems) }

    /// Pictures set aside, with Try Again (``GalleryProgressNotices``).
    func showSetAside(_ pictures: [String], tryAgain: @escaping @MainActor () -> Void) {
        progress?.showSetAside(pictures, tryAgain: tryAgain)
    }

    /// Pictures dropped from other applications are loading (`count`, 0 when done).
    private func pendingLoadsChanged(_ count: Int, previous: Int) {
        updateEmptyState()
        progress?.pendingLoadsChanged(count, previous: previous)
    }

    /// An import went on: the pictures arrive one by one, the library hears of them at the
    /// end, so the empty page goes with the first and the count follows.
    private func importProgressed(done: Int, of total: Int) {
        updateEmptyState()
        updateTitle()
        progress?.importProgressed(done: done, of: total) { [weak self] in
            guard let progress = self?.controller?.importProgress else { return false }
            return progress == (0, 1)
        }
    }
}
