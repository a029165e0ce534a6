import AdwaitaSupport
import CDragDropGtk
import CDragDropGtkShim
import CAdwaita
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// One window: a sidebar of galleries, the gallery shown (a flow of images, drag and drop
/// every way), a header bar with undo, zoom and the trash, and notices as toasts.
@MainActor
final class GalleryWindow {
    private unowned let app: GalleryApp
    private let gtk: GTKApplication
    private(set) var controller: GalleryController?
    private var binding: GalleryBinding?
    private var host: GTKCollectionHost?
    /// The header's title: the gallery's name and its counts ("3 of 12 pictures selected").
    private var titleWidget: OpaquePointer?

    /// The header's title and counts, after the gallery, its pictures or the selection changed.
    private func updateTitle() {
        guard let titleWidget else { return }
        guard let controller else {
            adw_window_title_set_title(titleWidget, tr("Image Gallery"))
            return adw_window_title_set_subtitle(titleWidget, "")
        }
        let count = controller.gallery.images.count, selected = controller.collectionView.selectedIndexPaths.count
        adw_window_title_set_title(titleWidget, controller.gallery.name)
        adw_window_title_set_subtitle(titleWidget, selected > 0
            // TRANSLATORS: "3 of 12 pictures selected": %2$ld is how many are selected, %1$ld of how many.
            ? trn("%2$ld of %1$ld picture selected", "%2$ld of %1$ld pictures selected", count, selected)
            : trn("%ld picture", "%ld pictures", count))
    }

    /// The context menu shown now (parented to the gallery's widget until it closes).
    private var contextMenu: UnsafeMutablePointer<GtkWidget>?
    /// The header bar's Trash.
    private var trashTarget: TrashDropTarget?
    /// The tiles of the gallery's pictures whose original is missing.
    private var missingTiles: MissingPictureTile?
    /// The sidebar and the gallery, folding in a narrow window.
    private var leaflet: UnsafeMutablePointer<GtkWidget>?
    /// The leaflet's second child: the gallery and its status pages.
    private var mainColumn: UnsafeMutablePointer<GtkWidget>?
    /// The header's button to the sidebar, shown while folded.
    private var galleriesButton: UnsafeMutablePointer<GtkWidget>?
    /// "Add Pictures…" on the empty page.
    private var emptyAddButton: UnsafeMutablePointer<GtkWidget>?
    private var sidebar: GallerySidebar?
    private var coreWindow: DragDrop.Window?
    private var gtkWindow: UnsafeMutablePointer<GtkWidget>?
    /// The problems of the last action that could not add every picture (for the report).
    private var lastProblems: [String] = []
    /// Sorts the gallery shown (the main menu's Sort by Name / Sort by Date); dates are read
    /// off the main thread first (EXIF, else the file's), and a gallery already in order says so.
    func sortGallery(by order: GallerySortOrder) {
        guard let controller else { return }
        let urls = controller.gallery.images.map(\.url), store = app.store
        Task { [weak self] in
            var dates: [URL: Date] = [:]
            if order == .date {
                dates = await Task.detached {
                    var dates: [URL: Date] = [:]
                    for url in Set(urls) {
                        if let image = try? await store.image(at: url), let date = PictureProperties(of: image, at: url).date { dates[url] = date }
                    }
                    return dates
                }.value
            }
            guard let self, let controller = self.controller, controller.gallery.images.map(\.url) == urls else { return }
            if !controller.sortImages(by: order, dates: dates) {
                showNotice(order == .name ? tr("Already sorted by name") : tr("Already sorted by date"), offersUndo: false)
            }
        }
    }

    // MARK: Search

    private var searchBar: UnsafeMutablePointer<GtkWidget>?
    private var searchEntry: UnsafeMutablePointer<GtkWidget>?

    /// Ctrl+F: a search bar above the gallery. What is typed selects the pictures whose name
    /// holds it (case and accents aside) and brings the first into view, as Files' search in
    /// a folder does; Enter opens the first match; Escape closes the bar, the matches stay selected.
    private func buildSearchBar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_search_bar_new()!
        let entry = gtk_search_entry_new()!
        gtk_widget_set_hexpand(entry, 1)
        gtk_widget_set_size_request(entry, 280, -1)
        dd_accessible_set_label(entry, tr("Find Pictures by Name"))
        dd_object_set_string(entry, "placeholder-text", tr("Find pictures by name"))
        gtk_search_bar_set_child(OpaquePointer(bar), entry)
        gtk_search_bar_connect_entry(OpaquePointer(bar), OpaquePointer(entry))
        gtk_search_bar_set_show_close_button(OpaquePointer(bar), 1)
        onSignal(entry, "search-changed") { [unowned self] in selectMatches() }
        onSignal(entry, "activate") { [unowned self] in openFirstSelectedPicture() }
        onSignal(entry, "stop-search") { [unowned self] in
            gtk_search_bar_set_search_mode(OpaquePointer(bar), 0)
            host?.grabFocus()
        }
        searchBar = bar
        searchEntry = entry
        return bar
    }

    /// Shows the search bar with the focus in its entry (or hides it).
    func toggleSearch() {
        guard let searchBar, let searchEntry else { return }
        let shown = gtk_search_bar_get_search_mode(OpaquePointer(searchBar)) != 0
        gtk_search_bar_set_search_mode(OpaquePointer(searchBar), shown ? 0 : 1)
        if shown { host?.grabFocus() } else { gtk_widget_grab_focus(searchEntry) }
    }

    /// Selects the pictures whose name holds the entry's text; an empty text selects nothing.
    private func selectMatches() {
        guard let controller, let searchEntry else { return }
        let text = String(cString: gtk_editable_get_text(OpaquePointer(searchEntry))).trimmingCharacters(in: .whitespaces)
        let names = controller.gallery.images.map(\.url.pictureName)
        let matches = text.isEmpty ? [] : names.indices.filter {
            names[$0].range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
        controller.collectionView.selectedIndexPaths = matches.map { IndexPath(item: $0, section: 0) }
        if let first = matches.first { host?.focusItem(at: IndexPath(item: first, section: 0)) }
        if !text.isEmpty && matches.isEmpty { gtk_widget_add_css_class(searchEntry, "error") } else { gtk_widget_remove_css_class(searchEntry, "error") }
        host?.sync()
    }

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

    /// The menu of a secondary click or the Menu key: what can be done with the selected
    /// pictures (over empty space, adding pictures and sorting the gallery).
    private func showContextMenu(in widget: UnsafeMutablePointer<GtkWidget>, at point: Point, onPicture: Bool) {
        let menu = g_menu_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
        func section(_ items: [(String, String)]) {
            let section = g_menu_new()!
            for (label, action) in items { g_menu_append(section, label, action) }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        if onPicture {
            section([(tr("Open"), "app.open-picture"), (tr("Open With…"), "app.open-with"), (tr("Show in Files"), "app.show-in-files")])
            section([(tr("Rotate Right"), "app.rotate-clockwise"), (tr("Rotate Left"), "app.rotate-counterclockwise"),
                     (tr("Flip Horizontally"), "app.flip-horizontally")])
            section([(tr("Properties"), "app.properties")])
        } else {
            section([(tr("Add Pictures…"), "app.add-pictures")])
            section([(tr("Sort by Name"), "app.sort-by-name"), (tr("Sort by Date"), "app.sort-by-date")])
        }
        contextMenu.map { gtk_widget_unparent($0) }
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        gtk_widget_set_parent(popover, widget)
        gtk_popover_set_has_arrow(dd_popover(popover), 0)
        var rect = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
        gtk_popover_set_pointing_to(dd_popover(popover), &rect)
        onSignal(UnsafeMutableRawPointer(popover), "closed") { [weak self] in
            // Unparented after the action it ran (GTK emits closed before activating the item).
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard self?.contextMenu == popover else { return }
                    gtk_widget_unparent(popover)
                    self?.contextMenu = nil
                }
            }
        }
        contextMenu = popover
        gtk_popover_popup(dd_popover(popover))
    }

    /// The selected pictures' places in the gallery, in gallery order (a selected place the
    /// gallery no longer has is left out).
    private var selectedItems: [Int] {
        guard let controller else { return [] }
        return controller.collectionView.selectedIndexPaths.map(\.item).filter(controller.gallery.images.indices.contains).sorted()
    }

    /// The selected pictures' addresses, in gallery order.
    var selectedPictureURLs: [URL] {
        guard let images = controller?.gallery.images else { return [] }
        return selectedItems.map { images[$0].url }
    }

    /// The GTK window (for dialogs transient for it).
    var window: UnsafeMutablePointer<GtkWindow>? { gtkWindow.flatMap { dd_window($0) } }
    /// "No Gallery" (none to show) and "No Pictures" (the gallery shown is empty) — status
    /// pages; the second lies over the gallery without taking the pointer, so drops reach it.
    private var noGalleryStatus: UnsafeMutablePointer<GtkWidget>?
    private var noPicturesStatus: UnsafeMutablePointer<GtkWidget>?
    private var galleryOverlay: UnsafeMutablePointer<GtkWidget>?
    private var notices: GalleryNotices?
    private var undoButton: UnsafeMutablePointer<GtkWidget>?
    private var newGalleryButton: UnsafeMutablePointer<GtkWidget>?
    private var redoButton: UnsafeMutablePointer<GtkWidget>?
    /// The notice shown ("" when none).
    var notice: String { notices?.text ?? "" }
    private var cellWidth = 200.0
    /// How this window arranges pictures (the app's choice, from the menu).
    var layoutStyle: GalleryLayoutStyle = .justified {
        didSet { controller?.layoutStyle = layoutStyle }
    }

    init(app: GalleryApp, gtk: GTKApplication, galleryID: UUID?, size: Size, cellWidth: Double) {
        self.app = app
        self.gtk = gtk
        self.cellWidth = cellWidth
        layoutStyle = app.windowState.layoutStyle
        let header = adw_header_bar_new()!
        let trashRegion = Rect(x: 50_000, y: 0, width: 96, height: 34)
        coreWindow = gtk.openWindow(title: tr("Image Gallery"), size: size, titlebar: header,
                                    onClose: { [weak self] _ in
                                        guard let self else { return }
                                        self.app.windowClosed(self)
                                    }) { window in
            // The window's views undo on the library's manager, as iOS views on their document's.
            window.undoManager = app.library.undoManager
            buildHeader(header, trashRegion: trashRegion, window: window)
            return buildBody(window: window)
        }
        gtkWindow = gtk_widget_get_ancestor(header, gtk_window_get_type())
        show(galleryID: galleryID)
        if let gtkWindow {
            for property in ["default-width", "default-height"] {
                onPropertyChange(UnsafeMutableRawPointer(gtkWindow), property) { [weak self] in
                    self?.stateChanged()
                    self?.foldToWindowWidth()
                }
            }
            foldToWindowWidth()
            // Ctrl+V wherever the focus is (the empty page, the sidebar, nothing yet) unless
            // the focused widget pastes itself (a rename field): after the focused widgets.
            onKeyPress(gtkWindow) { [weak self] key, state in
                guard let self, dd_has_control(state) != 0, Int32(bitPattern: key) == GDK_KEY_v || Int32(bitPattern: key) == GDK_KEY_V,
                      controller != nil else { return false }
                paste()
                return true
            }
        }
    }

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

    // MARK: Building

    private func buildHeader(_ header: UnsafeMutablePointer<GtkWidget>, trashRegion: Rect, window: DragDrop.Window) {
        let newGallery = iconButton("folder-new-symbolic", tr("New Gallery (Ctrl+Shift+N)"), name: tr("New Gallery")) { [unowned self] in
            app.newGallery(in: self)
        }
        newGalleryButton = newGallery
        // The application's undo and redo (the library's undo manager): greyed out while there is nothing to do.
        let undo = iconButton("edit-undo-symbolic", tr("Undo (Ctrl+Z)"), name: tr("Undo"), appAction: "undo")
        let redo = iconButton("edit-redo-symbolic", tr("Redo (Ctrl+Shift+Z)"), name: tr("Redo"), appAction: "redo")
        undoButton = undo
        redoButton = redo
        let add = iconButton("list-add-symbolic", tr("Add Pictures (Ctrl+O)"), name: tr("Add Pictures")) { [unowned self] in
            chooseAndAddPictures()
        }
        let galleries = iconButton("sidebar-show-symbolic", tr("Galleries"), name: tr("Galleries")) { [unowned self] in showGalleries() }
        gtk_widget_set_visible(galleries, 0)  // only while the window is too narrow for the sidebar
        galleriesButton = galleries
        for widget in [galleries, add, newGallery, undo, redo] { adw_header_bar_pack_start(adwHeaderBar(header), widget) }
        // The gallery's name, and under it how many pictures it has and how many are selected.
        let title = adw_window_title_new(tr("Image Gallery"), "")!
        adw_header_bar_set_title_widget(adwHeaderBar(header), title)
        titleWidget = OpaquePointer(title)
        // The Trash: a drop target that looks like one, and a button.
        let trash = TrashDropTarget(region: trashRegion, system: gtk.system, window: window, remove: { [unowned self] references in
            let count = app.deleteImages(references)
            showNotice(Self.removedNotice(count), offersUndo: true)
            return count
        }, press: { [unowned self] in _ = handleGalleryKey(UInt32(GDK_KEY_Delete), control: false) })
        trashTarget = trash
        adw_header_bar_pack_end(adwHeaderBar(header), trash.button)
        // The primary menu.
        let menu = g_menu_new()!
        for (label, action) in [(tr("Add Pictures…"), "app.add-pictures"), (tr("Export Pictures…"), "app.export-pictures"),
                                (tr("New Window"), "app.new-window"), (tr("New Gallery"), "app.new-gallery"),
                                (tr("Undo"), "app.undo"), (tr("Redo"), "app.redo")] {
            g_menu_append(menu, label, action)
        }
        let sorting = g_menu_new()!
        g_menu_append(sorting, tr("Sort by Name"), "app.sort-by-name")
        g_menu_append(sorting, tr("Sort by Date"), "app.sort-by-date")
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(sorting))
        g_object_unref(UnsafeMutableRawPointer(sorting))
        let arrangement = g_menu_new()!
        g_menu_append(arrangement, tr("Justified Rows"), "app.justified-rows")  // a check item: off is the flow of one width
        g_menu_append_section(menu, tr("Layout"), UnsafeMutablePointer<GMenuModel>(arrangement))
        g_object_unref(UnsafeMutableRawPointer(arrangement))
        let help = g_menu_new()!
        g_menu_append(help, tr("Preferences"), "app.preferences")
        g_menu_append(help, tr("Keyboard Shortcuts"), "app.shortcuts")
        g_menu_append(help, tr("About Image Gallery"), "app.about")
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(help))
        g_object_unref(UnsafeMutableRawPointer(help))
        let menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_widget_set_tooltip_text(menuButton, tr("Main Menu"))
        dd_accessible_set_label(menuButton, tr("Main Menu"))
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), UnsafeMutablePointer<GMenuModel>(menu))
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)  // F10 opens it
        g_object_unref(UnsafeMutableRawPointer(menu))
        adw_header_bar_pack_end(adwHeaderBar(header), menuButton)
        let zoomIn = iconButton("zoom-in-symbolic", tr("Zoom In (Ctrl++)"), name: tr("Zoom In")) { [unowned self] in zoom(by: 1.25) }
        let zoomOut = iconButton("zoom-out-symbolic", tr("Zoom Out (Ctrl+−)"), name: tr("Zoom Out")) { [unowned self] in zoom(by: 0.8) }
        for widget in [zoomIn, zoomOut] { adw_header_bar_pack_end(adwHeaderBar(header), widget) }
    }

    /// The sidebar and the gallery side by side, or — in a window too narrow for both (the
    /// sidebar and 360 points of gallery) — one at a time, as libadwaita's leaflet folds: the gallery, and the
    /// header's Galleries button for the sidebar; opening a gallery there comes back.
    private func buildBody(window: DragDrop.Window) -> UnsafeMutablePointer<GtkWidget> {
        let root = adw_leaflet_new()!
        let leaflet = OpaquePointer(root)  // AdwLeaflet is a final (opaque) type
        adw_leaflet_set_can_navigate_back(leaflet, 1)
        adw_leaflet_set_fold_threshold_policy(leaflet, ADW_FOLD_THRESHOLD_POLICY_MINIMUM)
        adw_leaflet_set_mode_transition_duration(leaflet, 0)  // folds at once: pictures never drawn mid-slide
        self.leaflet = root
        let sidebar = GallerySidebar(app: app, system: gtk.system, window: window,
                                     open: { [unowned self] id in
                                         show(galleryID: id)
                                         showGallery()
                                     },
                                     notify: { [unowned self] text, undo in showNotice(text, offersUndo: undo) },
                                     focusContent: { [unowned self] in
                                         host?.grabFocus()
                                     })
        self.sidebar = sidebar
        _ = adw_leaflet_append(leaflet, sidebar.widget)
        let main = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        // Folds when the sidebar (GallerySidebar.width) and 360
        // points of gallery do not fit side by side.
        gtk_widget_set_size_request(main, 360, -1)
        gtk_widget_set_hexpand(main, 1)
        gtk_box_append(dd_box(main), buildSearchBar())
        let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_vexpand(container, 1)
        gtk_box_append(dd_box(main), container)
        let noGallery = statusPage(icon: "folder-pictures-symbolic", title: tr("No Gallery"),
                                   description: tr("Create one with New Gallery (Ctrl+Shift+N)."))
        gtk_widget_set_vexpand(noGallery, 1)
        noGalleryStatus = noGallery
        gtk_box_append(dd_box(container), noGallery)
        let overlay = gtk_overlay_new()!
        gtk_widget_set_vexpand(overlay, 1)
        gtk_widget_set_hexpand(overlay, 1)
        let noPictures = statusPage(icon: "image-x-generic-symbolic", title: tr("No Pictures"),
                                    description: tr("Drag pictures here from a browser or a file manager, paste them (Ctrl+V) or add them with Add Pictures… (Ctrl+O)."))
        gtk_widget_set_can_target(noPictures, 0)  // drops go through to the gallery beneath
        gtk_overlay_add_overlay(OpaquePointer(overlay), noPictures)
        noPicturesStatus = noPictures
        // Its action, below the text: a button of its own (the page takes no pointer, so
        // that a drop anywhere else on it reaches the gallery beneath).
        let addButton = gtk_button_new_with_mnemonic(tr("_Add Pictures…"))!
        for cssClass in ["pill", "suggested-action"] { gtk_widget_add_css_class(addButton, cssClass) }
        gtk_overlay_add_overlay(OpaquePointer(overlay), addButton)
        // Below the page's text, wherever the window's size puts it.
        dd_overlay_place_below_text(OpaquePointer(overlay), addButton, noPictures, 18)
        onSignal(addButton, "clicked") { [unowned self] in chooseAndAddPictures() }
        emptyAddButton = addButton
        galleryOverlay = overlay
        gtk_box_append(dd_box(container), overlay)
        // The notices float over the whole window, not inside the gallery's column: a long
        // toast must not widen that column (the leaflet would fold the sidebar away).
        _ = adw_leaflet_append(leaflet, main)
        adw_leaflet_set_visible_child(leaflet, main)
        self.mainColumn = main
        let notices = GalleryNotices(content: root, undoManager: app.library.undoManager, undo: { [unowned self] in
            app.library.undo()
            hideNotice()
        }, cancel: { [unowned self] in
            let stopped = (controller?.cancelPendingLoads() ?? 0) + (controller?.cancelImports() ?? 0)
            showNotice(stopped == 1 ? tr("Stopped adding a picture") : trn("Stopped adding %ld picture", "Stopped adding %ld pictures", stopped),
                       offersUndo: false)
        })
        self.notices = notices
        gtk_widget_set_hexpand(notices.widget, 1)
        onPropertyChange(UnsafeMutableRawPointer(root), "folded") { [weak self] in self?.foldChanged() }
        return notices.widget
    }

    /// Below 700 points of window the sidebar folds away whatever fits (the header bar alone
    /// keeps the window at least about 630 wide, where both would still squeeze in).
    private func foldToWindowWidth() {
        guard let gtkWindow, let leaflet else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(dd_window(gtkWindow), &width, &height)
        let canUnfold: Int32 = width <= 0 || width >= 700 ? 1 : 0
        if adw_leaflet_get_can_unfold(OpaquePointer(leaflet)) != canUnfold { adw_leaflet_set_can_unfold(OpaquePointer(leaflet), canUnfold) }
    }

    /// Whether the window is too narrow for the sidebar beside the gallery.
    private var isFolded: Bool {
        leaflet.map { adw_leaflet_get_folded(OpaquePointer($0)) != 0 } ?? false
    }

    private func foldChanged() {
        if let galleriesButton { gtk_widget_set_visible(galleriesButton, isFolded ? 1 : 0) }
        if isFolded { showGallery() }
    }

    /// Folded, the gallery in view (after a gallery was chosen in the sidebar).
    private func showGallery() {
        guard let leaflet, let mainColumn else { return }
        adw_leaflet_set_visible_child(OpaquePointer(leaflet), mainColumn)
    }

    /// Folded, the sidebar in view (the header's Galleries button).
    private func showGalleries() {
        guard let leaflet, let sidebar else { return }
        adw_leaflet_set_visible_child(OpaquePointer(leaflet), sidebar.widget)
    }

    /// Which status page shows: "No Gallery" without one, "No Pictures" over an empty one
    /// (placeholders of pictures still loading count as pictures).
    private func updateEmptyState() {
        let state = emptyState
        if let noGalleryStatus { gtk_widget_set_visible(noGalleryStatus, state == "none" ? 1 : 0) }
        if let galleryOverlay { gtk_widget_set_visible(galleryOverlay, state == "none" ? 0 : 1) }
        if let noPicturesStatus { gtk_widget_set_visible(noPicturesStatus, state == "gallery" ? 1 : 0) }
        if let emptyAddButton { gtk_widget_set_visible(emptyAddButton, state == "gallery" ? 1 : 0) }
    }

    /// What the window shows instead of pictures: "gallery" (an empty one), "none" (no gallery), or "".
    private var emptyState: String {
        guard let controller else { return "none" }
        return controller.collectionView.numberOfItems(inSection: 0) == 0 ? "gallery" : ""
    }

    /// The status page on screen, as ``emptyState`` names it: what the user sees, which lags
    /// behind the gallery when a change forgot to update the page.
    private var shownEmptyState: String {
        if let noGalleryStatus, gtk_widget_get_visible(noGalleryStatus) != 0 { return "none" }
        if let noPicturesStatus, gtk_widget_get_visible(noPicturesStatus) != 0 { return "gallery" }
        return ""
    }

    /// A header-bar button with a symbolic icon, a tooltip (with its shortcut) and an
    /// accessible name.
    /// A header button that calls `action`, or activates the application's action `app.<appAction>`
    /// (then it is greyed out while that action is disabled).
    private func iconButton(_ icon: String, _ tooltip: String, name: String, appAction: String? = nil,
                            action: (@MainActor () -> Void)? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(button, tooltip)
        dd_accessible_set_label(button, name)
        if let action { onSignal(button, "clicked", action) }
        if let appAction { gtk_actionable_set_action_name(OpaquePointer(button), "app.\(appAction)") }
        return button
    }

    // MARK: The gallery shown

    /// Shows a gallery (nil: the empty state).
    func show(galleryID: UUID?) {
        guard let coreWindow else { return }
        if let controller, controller.gallery.id == galleryID { return }
        if host != nil, let controller {
            coreWindow.remove(controller.collectionView)
            if let galleryOverlay { gtk_overlay_set_child(OpaquePointer(galleryOverlay), nil) }
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
        binding.onGalleryChanged = { [weak self, weak controller] gallery in
            guard let self, let controller else { return }
            app.applyKnownAspectRatios(to: controller)
            if let gtkWindow { gtk_window_set_title(dd_window(gtkWindow), tr("%@ — Image Gallery", gallery.name)) }
            updateTitle()
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
            guard let self, let controller, controller.gallery.images.indices.contains(path.item) else { return }
            let image = controller.gallery.images[path.item]
            // A local original that was moved or deleted: say so, and offer Locate… or Remove.
            if controller.tileState(of: image) != .picture { return askAboutMissing(image) }
            app.openViewer(showing: path.item, of: controller.gallery.images.map(\.url))
        }
        let missingTiles = MissingPictureTile(image: { [weak controller] item in
            controller.flatMap { $0.gallery.images.indices.contains(item) ? $0.gallery.images[item] : nil }
        }, locate: { [weak self] image in self?.locate(image) }, shown: { [weak app] url in app?.watchOriginal(url) })
        host.register(missingTiles.factory, forReuseIdentifier: GalleryController.missingReuseIdentifier)
        self.missingTiles = missingTiles
        host.onSelectionChange = { [weak self] _ in self?.updateTitle() }
        host.onContextMenu = { [weak self, weak host] path, point in
            guard let self, let host else { return }
            showContextMenu(in: host.widget, at: point, onPicture: path != nil)
        }
        onZoomGesture(host.widget) { [weak self] factor in self?.zoom(by: factor) }
        // Without a drag (WCAG 2.5.7): Delete moves the selection to the trash (with Undo),
        // Ctrl+A selects every picture, Escape clears the selection.
        onKeyPress(host.widget) { [weak self] key, state in
            self?.handleGalleryKey(key, control: dd_has_control(state) != 0) ?? false
        }
        gtk_widget_set_size_request(host.widget, 200, 200)
        gtk_widget_set_hexpand(host.widget, 1)
        gtk_widget_set_vexpand(host.widget, 1)
        if let galleryOverlay { gtk_overlay_set_child(OpaquePointer(galleryOverlay), host.widget) }
        self.controller = controller
        self.host = host
        app.applyKnownAspectRatios(to: controller)
        updateTitle()
        if let gtkWindow {
            gtk_window_set_title(dd_window(gtkWindow), tr("%@ — Image Gallery", gallery.name))
            stateChanged()  // the gallery shown is remembered (not while the window is being made)
        }
    }

    /// Keys of the gallery (after its keyboard path had them): Delete, Ctrl+A, Escape, Ctrl+C,
    /// Ctrl+V.
    private func handleGalleryKey(_ key: UInt32, control: Bool) -> Bool {
        guard let controller else { return false }
        let view = controller.collectionView
        switch Int32(bitPattern: key) {
        case GDK_KEY_Delete, GDK_KEY_KP_Delete:
            let images = controller.gallery.images
            let selected = selectedItems
            guard !selected.isEmpty else { return false }
            let count = controller.removeImages(withIDs: Set(selected.map { images[$0].id }))
            view.selectedIndexPaths = []
            showNotice(Self.removedNotice(count), offersUndo: true)
            return true
        case GDK_KEY_a where control:
            view.selectedIndexPaths = (0..<view.dataSourceItemCount(inSection: 0)).map { IndexPath(item: $0, section: 0) }
            return true
        case GDK_KEY_c where control:
            let items = controller.itemsForCopying(view.selectedIndexPaths)
            guard !items.isEmpty else { return false }
            GTKClipboard.copy(items)
            showNotice(trn("Copied %ld picture", "Copied %ld pictures", items.count), offersUndo: false)
            return true
        case GDK_KEY_v where control:
            paste()
            return true
        case GDK_KEY_Escape where !view.selectedIndexPaths.isEmpty:
            view.selectedIndexPaths = []
            return true
        default:
            return false
        }
    }

    /// A picture whose local original is gone: a dialog says which and where it was, and
    /// offers Locate… (choose the file where it is now) or Remove (with Undo).
    private func askAboutMissing(_ image: GalleryImage) {
        let name = image.url.pictureName
        let dialog = adw_message_dialog_new(window, tr("“%@” is missing", name),
                                            tr("Its original was moved or deleted: %@. Locate it where it is now, or remove it from the gallery.",
                                               LocalFile.displayName(LocalFile(image.url)?.pathBytes ?? [])))!
        let message = dialog.as(AdwMessageDialog.self)
        adw_message_dialog_add_response(message, "cancel", tr("_Cancel"))
        adw_message_dialog_add_response(message, "remove", tr("_Remove"))
        adw_message_dialog_add_response(message, "locate", tr("_Locate…"))
        adw_message_dialog_set_response_appearance(message, "remove", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_response_appearance(message, "locate", ADW_RESPONSE_SUGGESTED)
        adw_message_dialog_set_default_response(message, "locate")
        adw_message_dialog_set_close_response(message, "cancel")
        onNamedResponse(UnsafeMutableRawPointer(dialog), "remove") { [weak self] in
            guard let self, let controller else { return }
            controller.removeImages(withIDs: [image.id])
            showNotice(Self.removedNotice(1), offersUndo: true)
        }
        onNamedResponse(UnsafeMutableRawPointer(dialog), "locate") { [weak self] in self?.locate(image) }
        gtk_window_present(dd_window(dialog))
    }

    /// Locate…: a file chooser for where a missing picture's original is now; the file chosen
    /// becomes the picture (saved, so the next start shows it too).
    private func locate(_ image: GalleryImage) {
        chooseFiles(title: tr("Locate “%@”", image.url.pictureName), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Choose"),
                    picturesOnly: true) { [weak self] urls in
            guard let self, let controller, let url = urls.first else { return }
            app.textures.forget(image.url)
            controller.relocateImage(withID: image.id, to: url)
        }
    }

    /// What the notice says when pictures leave the gallery (the Trash, Delete, Remove): they
    /// are removed from the gallery, their files stay where they are.
    static func removedNotice(_ count: Int) -> String {
        trn("Removed %ld picture from the gallery", "Removed %ld pictures from the gallery", count)
    }

    /// Ctrl+V: what the clipboard holds is added after the selection, or at the end.
    private func paste() {
        Task { @MainActor [weak self] in
            let items = await GTKClipboard.paste()
            guard let self, let controller else { return }
            if items.isEmpty { showNotice(tr("Nothing to paste"), offersUndo: false) }
            let after = controller.collectionView.selectedIndexPaths.map(\.item).max().map { $0 + 1 }
            controller.add(items.map(\.itemProvider), at: after, skippingDuplicates: false)
        }
    }

    /// The gallery's size until GTK lays it out; from then on the host keeps the core's
    /// view at its viewport's size (the flow re-wraps when the window changes).
    private static let initialGallerySize = Size(width: 780, height: 640)

    /// Changes the width of every cell (images per row).
    /// "Add Pictures…" (Ctrl+O): a file chooser for pictures, several at once; the chosen
    /// ones are added at the end of the gallery shown, as pictures given on the command line.
    func chooseAndAddPictures() {
        guard controller != nil else { return }
        chooseFiles(title: tr("Add Pictures"), action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Add"), picturesOnly: true) { [weak self] urls in
            guard let self else { return }
            app.add(urls, to: self)
        }
    }

    /// "Export Pictures…" (Ctrl+E): the selected pictures, or the whole gallery when none is
    /// selected, copied into a folder the user chooses; a notice says how many went where,
    /// and names those that could not.
    func chooseFolderAndExport() {
        guard let controller else { return }
        let all = controller.gallery.images
        let images = controller.collectionView.selectedIndexPaths.isEmpty ? all : selectedItems.map { all[$0] }
        guard !images.isEmpty else { return showNotice(tr("No pictures to export"), offersUndo: false) }
        let exporter = GalleryExporter(store: app.store)
        chooseFiles(title: tr("Export Pictures"), action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: tr("_Export"), picturesOnly: false) { [weak self] urls in
            guard let folder = urls.first else { return }
            Task { @MainActor in
                let outcome = await exporter.export(images, to: folder)
                let count = outcome.written.count
                var text = trn("Exported %ld picture to %@", "Exported %ld pictures to %@", count, folder.lastPathComponent)
                if !outcome.failures.isEmpty { text += tr(" — not exported: %@", outcome.failures.joined(separator: "; ")) }
                self?.showNotice(text, offersUndo: false)
            }
        }
    }

    /// Runs GTK's file chooser (or the desktop's, through the portal) over this window and
    /// hands the chosen files or folder to `chosen` (not called when cancelled).
    private func chooseFiles(title: String, action: GtkFileChooserAction, accept: String, picturesOnly: Bool,
                             chosen: @escaping @MainActor ([URL]) -> Void) {
        guard let window else { return }
        let chooser = gtk_file_chooser_native_new(title, window, action, accept, tr("_Cancel"))!
        gtk_file_chooser_set_select_multiple(chooser, action == GTK_FILE_CHOOSER_ACTION_OPEN ? 1 : 0)
        if picturesOnly {
            let pictures = gtk_file_filter_new()!
            gtk_file_filter_set_name(pictures, tr("Pictures"))
            // Exactly what the gallery shows: formats it reads with an installed decoder.
            for format in PixbufCodec.loadableFormats {
                for mime in format.typeIdentifier.mimeTypes { gtk_file_filter_add_mime_type(pictures, mime) }
                for suffix in format.typeIdentifier.filenameExtensions { gtk_file_filter_add_suffix(pictures, suffix) }
            }
            gtk_file_chooser_add_filter(chooser, pictures)
        }
        onResponse(UnsafeMutableRawPointer(chooser)) { response in
            defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue else { return }
            var urls: [URL] = []
            if let files = gtk_file_chooser_get_files(chooser) {
                for index in 0..<g_list_model_get_n_items(files) {
                    guard let file = g_list_model_get_item(files, index) else { continue }
                    // By its URI: its bytes percent-encoded, so a name that is not UTF-8 stays whole.
                    if let uri = g_file_get_uri(OpaquePointer(file)) {
                        if let url = URL(string: String(cString: uri)) { urls.append(url) }
                        g_free(uri)
                    }
                    g_object_unref(file)
                }
                g_object_unref(UnsafeMutableRawPointer(files))
            }
            chosen(urls)
        }
        gtk_native_dialog_show(UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self))
    }

    func zoom(by factor: Double) {
        cellWidth = min(800, max(60, cellWidth * factor))
        controller?.cellWidth = cellWidth
        stateChanged()
    }

    /// The sidebar follows every library change; the gallery follows through its binding (the
    /// Undo and Redo buttons follow the undo manager).
    func libraryChanged(_ change: GalleryLibrary.Change) {
        if controller == nil, let first = app.library.liveGalleries.first { show(galleryID: first.id) }
        sidebar?.reload(current: controller?.gallery.id)
        updateEmptyState()
    }

    // MARK: Notices

    /// Shows a toast for 8 seconds, with an Undo button when it helps (Cancel while pictures load).
    func showNotice(_ text: String, offersUndo: Bool, offersCancel: Bool = false) {
        notices?.show(text, offersUndo: offersUndo, offersCancel: offersCancel)
    }

    /// One notice for an action's pictures that could not be added ("name: reason" each):
    /// one named in full, several counted with Details listing each.
    func showProblems(_ problems: [String]) {
        guard let first = problems.first else { return }
        guard problems.count > 1 else { return showNotice(tr("Could not add %@", first), offersUndo: false) }
        let title = trn("%ld picture could not be added", "%ld pictures could not be added", problems.count)
        lastProblems = problems
        notices?.show(title, offersUndo: false, details: { [weak self] in
            GalleryDialogs.showProblems(problems, title: title, for: self?.window)
        })
    }

    /// Pictures set aside: the last run died reading them, or gave up on them ("name: reason" each):
    /// one notice, Details listing each, with Try Again (`tryAgain`).
    func showSetAside(_ pictures: [String], tryAgain: @escaping @MainActor () -> Void) {
        guard let first = pictures.first else { return }
        let title = pictures.count == 1 ? first
            : trn("%ld picture is set aside", "%ld pictures are set aside", pictures.count)
        lastProblems = pictures
        notices?.show(title, offersUndo: false, details: { [weak self] in
            GalleryDialogs.showProblems(pictures, title: title, tryAgain: tryAgain, for: self?.window)
        })
    }

    /// Pictures dropped from other applications are loading (`count`, 0 when done): a new
    /// drop says so with Cancel; the count follows; the notice goes when the last arrives,
    /// unless another message replaced it meanwhile.
    private func pendingLoadsChanged(_ count: Int, previous: Int) {
        updateEmptyState()
        let text = count == 1 ? tr("Adding a picture…") : trn("Adding %ld picture…", "Adding %ld pictures…", count)
        let loading = notices?.isLoading ?? false
        if count > previous || (loading && count > 0) {
            showNotice(text, offersUndo: false, offersCancel: true)
        } else if count == 0, loading {
            hideNotice()
        }
    }

    /// An import (Add Pictures…, a folder, a paste, the command line) of several pictures
    /// says how far it is, "Adding pictures… 12 of 300", with Cancel; an import of one picture
    /// says "Adding a picture…", with Cancel, once it has taken ``slowImportDelay`` (most
    /// arrive at once, and a notice that flashes by says nothing). The notice goes when the
    /// import ends, unless another message replaced it meanwhile.
    private func importProgressed(done: Int, of total: Int) {
        // The pictures arrive one by one, the library hears of them at the end: the empty
        // page goes with the first, and the count follows.
        updateEmptyState()
        updateTitle()
        if total == 0 {
            if notices?.isLoading ?? false { hideNotice() }
            return
        }
        guard total > 1 else {
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: Self.slowImportDelay)
                guard let self, let progress = controller?.importProgress, progress == (0, 1) else { return }
                showNotice(tr("Adding a picture…"), offersUndo: false, offersCancel: true)
            }
            return
        }
        // TRANSLATORS: an import's progress, "Adding pictures… 12 of 300".
        showNotice(tr("Adding pictures… %ld of %ld", done, total), offersUndo: false, offersCancel: true)
    }

    /// How long an import of one picture runs before a notice says it is on its way.
    private static let slowImportDelay = Duration.milliseconds(600)

    private func hideNotice() {
        notices?.hide()
    }

    // MARK: Report

    /// Where things are (window coordinates) and what is shown, for the end-to-end tests.
    var report: [String: Any] {
        var origins: [String: [Double]] = [:]
        var focus = ""
        let focused = window.flatMap { gtk_window_get_focus($0) }
        func add(_ name: String, _ widget: UnsafeMutablePointer<GtkWidget>?) {
            if let widget, let point = windowOrigin(of: widget) { origins[name] = [point.x, point.y] }
            if let widget, let focused, focus.isEmpty, focused == widget || gtk_widget_is_ancestor(focused, widget) != 0 { focus = name }
        }
        add("gallery", host?.widget)
        add("trash", trashTarget?.host.widget)
        add("trashButton", trashTarget?.button)
        add("galleriesButton", galleriesButton.flatMap { gtk_widget_get_visible($0) != 0 ? $0 : nil })
        if let emptyAddButton, gtk_widget_get_visible(emptyAddButton) != 0 { add("emptyAdd", emptyAddButton) }
        add("undo", undoButton)
        add("newGallery", newGalleryButton)
        add("noticeUndo", notices?.button(labelled: tr("Undo")))
        add("noticeCancel", notices?.button(labelled: tr("Cancel")))
        add("noticeDetails", notices?.button(labelled: tr("Details")))
        add("sidebar", sidebar?.widget)
        var cells: [[Double]] = [], shownCells: [[Double]] = []
        if let controller {
            let view = controller.collectionView
            let gap = host?.openGap
            func visible(_ frame: Rect) -> [Double] {
                [frame.minX - view.contentOffset.x, frame.minY - view.contentOffset.y, frame.width, frame.height]
            }
            for item in 0..<view.numberOfItems(inSection: 0) {
                let path = IndexPath(item: item, section: 0)
                guard let frame = view.layoutAttributesForItem(at: path) else { continue }
                cells.append(visible(frame))
                // Where the canvas draws it: laid out again around an open drop gap.
                shownCells.append(visible(gap.flatMap { view.frame(ofItemAt: path, withGapAt: $0) } ?? frame))
            }
        }
        var surfaceX = 0.0, surfaceY = 0.0
        var width: Int32 = 0, height: Int32 = 0
        if let gtkWindow {
            gtk_native_get_surface_transform(OpaquePointer(gtkWindow), &surfaceX, &surfaceY)
            gtk_window_get_default_size(dd_window(gtkWindow), &width, &height)
        }
        return [
            "surfaceOffset": [surfaceX, surfaceY],
            "windowSize": [Int(width), Int(height)],
            "cellWidth": cellWidth,
            "layout": layoutStyle.rawValue,
            "placeholders": controller.map { $0.collectionView.numberOfItems(inSection: 0) - $0.gallery.images.count } ?? 0,
            "gallery": controller?.gallery.id.uuidString.lowercased() ?? "",
            "name": controller?.gallery.name ?? "",
            "origins": origins,
            "cells": cells,
            "shownCells": shownCells,
            "openGap": host?.openGap.map { $0.item } ?? -1,
            "contentWidth": controller?.collectionView.contentSize.width ?? 0,
            "notice": notice,
            "problems": lastProblems,
            "focus": focus,
            "folded": isFolded,
            "subtitle": titleWidget.map { String(cString: adw_window_title_get_subtitle($0)) } ?? "",
            "noticeCut": notices?.isTextCut ?? false,
            "sidebarWidth": sidebar.map { Int(gtk_widget_get_width($0.widget)) } ?? 0,
            "searching": searchBar.map { gtk_search_bar_get_search_mode(OpaquePointer($0)) != 0 } ?? false,
            "contextMenu": contextMenu.map { gtk_widget_get_visible($0) != 0 } ?? false,
            "selection": controller?.collectionView.selectedIndexPaths.map(\.item).sorted() ?? [],


            "emptyState": shownEmptyState,
            "sidebarRows": sidebar?.rowOrigins ?? [:],
            "sidebarFocus": sidebar?.focusedGallery ?? "",
            "sidebarMenu": sidebar?.showsRowMenu ?? false,
            "trashLit": trashTarget?.isLit ?? false,
            "tiles": controller.map { controller in
                controller.gallery.images.map { image -> [String: String] in
                    switch controller.tileState(of: image) {
                    case .picture: ["state": "picture"]
                    case let .missing(name): ["state": "missing", "name": name]
                    }
                }
            } ?? [],
            "tileControls": missingTiles?.locateButtonOrigins ?? [:],
            "sidebarHighlights": sidebar?.rowHighlights ?? [:],
            "nothingDeleted": sidebar?.showsNothingDeleted ?? false,
            "sidebarDeleteButtons": sidebar?.deleteButtonOrigins ?? [:],
            "canUndo": app.library.canUndo,
            "canRedo": app.library.canRedo,
            "undoButtonEnabled": undoButton.map { gtk_widget_is_sensitive($0) != 0 } ?? false,
            "redoButtonEnabled": redoButton.map { gtk_widget_is_sensitive($0) != 0 } ?? false,
            "noticeLines": notices?.titleLineCount ?? 0,
            "pendingLoads": controller?.pendingLoadCount ?? 0,
            "importProgress": [controller?.importProgress.done ?? 0, controller?.importProgress.total ?? 0],
        ]
    }
}
