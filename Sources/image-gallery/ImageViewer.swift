import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The pictures of a gallery in their own window, one at a time, scrollable and zoomable:
/// Ctrl + scroll, a pinch, the header's "− 100 % +", or the keys — plus / minus (with or without
/// Ctrl) zoom, Ctrl+0 fits; 100 % is one picture pixel per screen pixel (at scale 2 too, as
/// in Loupe). Home / End go to the first / last picture, Ctrl+C copies it, Delete removes it
/// from the gallery (a toast with Undo; the next picture shows, or the viewer closes when none
/// is left); the primary menu (F10) has Open With…, Show in Files, Copy and Properties; Left / Right and the header's arrows go to the previous / next
/// picture, F11 toggles full screen, F5 a slideshow, Ctrl+R and Ctrl+Shift+R turn the picture, F9 or Alt+Return shows the picture's properties beside it, Escape or Ctrl+W close. The header says which picture of
/// how many and the zoom ("3 of 16 — 100 %"). Zoom keeps the point of the picture under the
/// pointer (the fingers, or the window's centre for keys and buttons) where it is.
/// Decoded off the main thread at the size the window shows it, and again with more detail
/// (up to the picture's own size) when a zoom needs more pixels than were decoded.
@MainActor
final class ImageViewer {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let picture: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    /// The header's title: the picture's name, and "3 of 16 — 100 %" under it.
    private let title: OpaquePointer
    private let previous: UnsafeMutablePointer<GtkWidget>
    private let next: UnsafeMutablePointer<GtkWidget>
    /// The picture's point (in its own pixels) to keep at a place of the window (in the
    /// scrolled window's coordinates) while a zoom is laid out.
    private var anchor: (picture: Point, window: Point)?
    private var anchorGeneration = 0
    /// The picture's own size in pixels (its header's, upright and turned as shown), whatever
    /// size it was decoded at: zooms are against it.
    private var size = Size(width: 0, height: 0)
    /// The size the picture shown was decoded at (its texture's).
    private var decodedSize = Size(width: 0, height: 0)
    /// The longer side asked of the decoder for the picture shown, or of the decode under way.
    private var decodedDimension = 0
    /// Bumped per decode asked, so an older zoom's decode is not shown over a newer one's.
    private var detailGeneration = 0
    /// The image shown (its bytes), kept to decode it again at a zoom's size.
    private var shownImage: Image?
    private var zoom = 1.0
    private var texture: OpaquePointer?
    /// The texture at the zoomed size (DDSizedPaintable): the picture is exactly as large as
    /// the zoom says, where GtkPicture would give the texture's full size if there is room.
    private var zoomed: OpaquePointer?
    /// The gallery's pictures, in order, as ``pictures`` last gave them.
    private var urls: [URL]
    /// The gallery's pictures now (nil once the gallery is gone): read again after each change.
    private let pictures: @MainActor () -> [URL]?
    /// Removes a picture from the gallery (Delete), an undoable step; false if it was not there.
    private let remove: @MainActor (URL) -> Bool
    /// Shows an undoable notice in the gallery's window (the viewer closing with its last picture).
    private let noticeInGallery: @MainActor (String) -> Void
    /// The picture Delete removed last, shown again when an undo brings it back.
    private var removed: URL?
    /// The viewer's toasts ("Removed 1 picture from the gallery — Undo").
    private var notices: GalleryNotices?
    /// "− 100 % +".
    private var zoomControl: ZoomControl?
    /// The primary menu's button (F10) and the labels of its items, in order.
    private let menuButton: UnsafeMutablePointer<GtkWidget>
    private var menuLabels: [String] = []
    private let store: CachingImageStore
    private let quarantine: PictureQuarantine
    private var index: Int
    /// Bumped per picture shown, so a slow decode of a picture left behind is not shown.
    private var generation = 0
    /// The side pane of the picture's properties (F9, Alt+Return or the header's button).
    private let properties = PicturePropertiesView()
    /// The pane beside the picture holding ``properties`` (hidden until asked for).
    private let pane: UnsafeMutablePointer<GtkWidget>
    private let propertiesButton: UnsafeMutablePointer<GtkWidget>

    /// How the user turned each picture (the library's Rotate and Flip).
    private let orientation: (URL) -> ImageOrientation
    /// The orientation the picture shown was decoded in.
    private var shownOrientation = ImageOrientation.up
    /// The slideshow's timer while it runs (F5): the next picture every few seconds, full screen.
    private var slideshow: Task<Void, Never>?
    private let slideshowButton: UnsafeMutablePointer<GtkWidget>
    /// Seconds each picture of a slideshow stays.
    static let slideshowInterval = 3.0

    /// A viewer of `urls` (a gallery's pictures, re-read with `pictures` after each change)
    /// showing the one at `index`; Delete calls `remove` (and `noticeInGallery` when that
    /// leaves nothing to show); the toast's Undo and Ctrl+Z undo on
    /// `undoManager` (the library's).
    init(urls: [URL], index: Int, store: CachingImageStore, quarantine: PictureQuarantine, application: UnsafeMutablePointer<GtkApplication>?,
         undoManager: DragDrop.UndoManager, pictures: @escaping @MainActor () -> [URL]?, remove: @escaping @MainActor (URL) -> Bool,
         noticeInGallery: @escaping @MainActor (String) -> Void,
         orientation: @escaping (URL) -> ImageOrientation, onClose: @escaping @MainActor (ImageViewer) -> Void) {
        self.urls = urls
        self.pictures = pictures
        self.remove = remove
        self.noticeInGallery = noticeInGallery
        self.store = store
        self.quarantine = quarantine
        self.orientation = orientation
        self.index = max(0, min(index, urls.count - 1))
        window = gtk_window_new()
        propertiesButton = gtk_toggle_button_new()!
        slideshowButton = gtk_toggle_button_new()!
        pane = gtk_scrolled_window_new()!
        menuButton = gtk_menu_button_new()!
        if let application { gtk_window_set_application(dd_window(window), application) }
        gtk_window_set_default_size(dd_window(window), 900, 700)
        picture = gtk_picture_new()
        gtk_picture_set_can_shrink(OpaquePointer(picture), 1)  // its size is the zoom's (the size request), above or below the natural size
        gtk_widget_set_halign(picture, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(picture, GTK_ALIGN_CENTER)
        status = gtk_label_new(tr("Loading…"))
        scrolled = gtk_scrolled_window_new()!
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), picture)
        gtk_overlay_add_overlay(OpaquePointer(overlay), status)
        gtk_scrolled_window_set_child(dd_scrolled(scrolled), overlay)
        gtk_widget_set_vexpand(scrolled, 1)
        let header = gtk_header_bar_new()!
        title = OpaquePointer(adw_window_title_new("", ""))
        gtk_header_bar_set_title_widget(OpaquePointer(header), UnsafeMutablePointer(title))
        previous = gtk_button_new_from_icon_name("go-previous-symbolic")!
        next = gtk_button_new_from_icon_name("go-next-symbolic")!
        for (button, tooltip, name, step) in [(previous, tr("Previous Picture (Left)"), tr("Previous Picture"), -1),
                                              (next, tr("Next Picture (Right)"), tr("Next Picture"), 1)] {
            gtk_widget_set_tooltip_text(button, tooltip)
            dd_accessible_set_label(button, name)
            onSignal(button, "clicked") { [unowned self] in go(by: step) }
            gtk_header_bar_pack_start(OpaquePointer(header), button)
        }
        installMenu(in: header)
        let zoomControl = ZoomControl(resetTooltip: tr("Zoom to 100 %, or fit the window (Ctrl+0)"),
                                      zoomOut: { [unowned self] in zoomByUser(zoom * 0.8) },
                                      reset: { [unowned self] in if zoom == 1 { fit() } else { zoomByUser(1) } },
                                      zoomIn: { [unowned self] in zoomByUser(zoom * 1.25) })
        gtk_header_bar_pack_end(OpaquePointer(header), zoomControl.widget)
        self.zoomControl = zoomControl
        onKeyPress(window) { [unowned self] key, state in
            handleKey(key, control: dd_has_control(state) != 0, shift: dd_has_shift(state) != 0)
        }
        for (icon, tooltip, name, action) in [("object-rotate-left-symbolic", tr("Rotate Left (Ctrl+Shift+R)"), tr("Rotate Left"), "app.rotate-counterclockwise"),
                                              ("object-rotate-right-symbolic", tr("Rotate Right (Ctrl+R)"), tr("Rotate Right"), "app.rotate-clockwise"),
                                              ("object-flip-horizontal-symbolic", tr("Flip Horizontally"), tr("Flip Horizontally"), "app.flip-horizontally")] {
            let button = gtk_button_new_from_icon_name(icon)!
            gtk_widget_set_tooltip_text(button, tooltip)
            dd_accessible_set_label(button, name)
            gtk_actionable_set_action_name(OpaquePointer(button), action)
            gtk_header_bar_pack_start(OpaquePointer(header), button)
        }
        gtk_button_set_icon_name(dd_button(slideshowButton), "media-playback-start-symbolic")
        gtk_widget_set_tooltip_text(slideshowButton, tr("Slideshow (F5)"))
        dd_accessible_set_label(slideshowButton, tr("Slideshow"))
        gtk_header_bar_pack_end(OpaquePointer(header), slideshowButton)
        onSignal(slideshowButton, "toggled") { [unowned self] in
            runSlideshow(gtk_toggle_button_get_active(dd_toggle_button(slideshowButton)) != 0)
        }
        gtk_button_set_icon_name(dd_button(propertiesButton), "document-properties-symbolic")
        gtk_widget_set_tooltip_text(propertiesButton, tr("Properties (F9)"))
        dd_accessible_set_label(propertiesButton, tr("Properties"))
        gtk_header_bar_pack_end(OpaquePointer(header), propertiesButton)
        // A sidebar of one width (its page scrolls itself; long values never widen it).
        gtk_scrolled_window_set_policy(dd_scrolled(pane), GTK_POLICY_NEVER, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_child(dd_scrolled(pane), properties.widget)
        gtk_widget_set_size_request(pane, 340, -1)
        gtk_widget_set_hexpand(pane, 0)
        gtk_widget_set_visible(pane, 0)
        gtk_widget_add_css_class(pane, "gallery-sidebar")
        gtk_widget_set_hexpand(scrolled, 1)
        let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(dd_box(body), scrolled)
        gtk_box_append(dd_box(body), pane)
        onSignal(propertiesButton, "toggled") { [unowned self] in
            let shown = gtk_toggle_button_get_active(dd_toggle_button(propertiesButton)) != 0
            gtk_widget_set_visible(pane, shown ? 1 : 0)
            if shown { properties.show(urls[index], store: store) }
            // The picture fits the room left once the pane is laid out.
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
                MainActor.assumeIsolated { if self?.isFitted == true { self?.fit() } }
            }
        }
        gtk_window_set_titlebar(dd_window(window), header)
        let notices = GalleryNotices(content: body, undoManager: undoManager, undo: { [weak self] in
            undoManager.undo()
            self?.notices?.hide()
        }, cancel: {})
        self.notices = notices
        gtk_window_set_child(dd_window(window), notices.widget)
        onZoomGesture(scrolled, about: { [weak self] factor, point in
            guard let self else { return }
            zoomByUser(zoom * factor, about: point)
        })
        // The scroll range follows the new size a frame later: the anchor is applied then.
        for adjustment in [gtk_scrolled_window_get_hadjustment(dd_scrolled(scrolled)), gtk_scrolled_window_get_vadjustment(dd_scrolled(scrolled))] {
            if let adjustment { onSignal(UnsafeMutableRawPointer(adjustment), "changed") { [weak self] in self?.applyAnchor() } }
        }
        // Moved to a screen of another scale: 100 % stays one picture pixel per screen pixel.
        onPropertyChange(UnsafeMutableRawPointer(window), "scale-factor") { [weak self] in
            guard let self else { return }
            if isFitted { fit() } else { setZoom(zoom) }
        }
        onSignal(UnsafeMutableRawPointer(window), "destroy") { [self] in
            slideshow?.cancel()
            releasePicture()
            onClose(self)
        }
        gtk_window_present(dd_window(window))
        load()
    }

    /// Shows the picture at `index`: its name in the title, "Loading…" until decoded.
    private func load() {
        guard urls.indices.contains(index) else { return }
        let url = urls[index], store = store, quarantine = quarantine, turn = orientation(url)
        shownOrientation = turn
        generation += 1
        let shown = generation
        gtk_window_set_title(dd_window(window), url.pictureName)
        adw_window_title_set_title(title, url.pictureName)
        updatePlace()
        if arePropertiesShown { properties.show(url, store: store) }
        gtk_label_set_text(dd_label(status), tr("Loading…"))
        gtk_widget_set_visible(status, 1)
        shownImage = nil
        let dimension = windowDimension
        decodedDimension = dimension
        Task.detached {
            do {
                let image = try await store.image(at: url)
                let decoded = try await PixbufCodec.offTheCooperativePool {
                    let read = try quarantine.beginReading(url, stage: .fullPixels)
                    defer { read.end() }
                    return try PixbufCodec.decode(image, maxDimension: dimension, orientation: turn)
                }
                await self.show(decoded, of: image, generation: shown)
            } catch {
                await self.fail(GalleryDropError(describing: error).message, generation: shown)
            }
        }
    }

    /// The longer side, in screen pixels, of the window's room for the picture (a little
    /// margin over it): a picture fitted to the window needs no more.
    private var windowDimension: Int {
        let width = gtk_widget_get_width(scrolled), height = gtk_widget_get_height(scrolled)
        let points = width > 100 && height > 100 ? Int(max(width, height)) : 900
        return (points * Int(displayScale)) * 9 / 8
    }

    /// Decodes the picture shown again at `dimension` pixels on its longer side (a zoom needs
    /// them), off the main thread; the coarser picture stays shown meanwhile.
    private func decodeDetail(_ dimension: Int) {
        guard let image = shownImage, let url = currentURL else { return }
        let quarantine = quarantine, turn = shownOrientation, shown = generation
        decodedDimension = dimension
        detailGeneration += 1
        let detail = detailGeneration
        Task.detached {
            do {
                let decoded = try await PixbufCodec.offTheCooperativePool {
                    let read = try quarantine.beginReading(url, stage: .fullPixels)
                    defer { read.end() }
                    return try PixbufCodec.decode(image, maxDimension: dimension, orientation: turn)
                }
                await self.showDetail(decoded, generation: shown, detail: detail)
            } catch {
                await self.fail(GalleryDropError(describing: error).message, generation: shown)
            }
        }
    }

    /// The arrows (greyed out at the ends) and the subtitle follow the picture's place.
    private func updatePlace() {
        gtk_widget_set_sensitive(previous, index > 0 ? 1 : 0)
        gtk_widget_set_sensitive(next, index + 1 < urls.count ? 1 : 0)
        updateSubtitle()
    }

    /// The primary menu at the header's end, as Loupe's: Open With…, Show in Files, Copy,
    /// Properties — the application's actions where it has them (they act on the viewer in
    /// front), the viewer's own Copy. F10 opens it.
    private func installMenu(in header: UnsafeMutablePointer<GtkWidget>) {
        insertActions([("copy", { [weak self] in self?.copyPicture() })], into: window, as: "viewer")
        let menu = g_menu_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
        let items = [(tr("Open With…"), "app.open-with"), (tr("Show in Files"), "app.show-in-files"),
                     (tr("Copy"), "viewer.copy"), (tr("Properties"), "app.properties")]
        for (label, action) in items { g_menu_append(menu, label, action) }
        menuLabels = items.map(\.0)
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), UnsafeMutablePointer<GMenuModel>(menu))
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, tr("Main Menu"))
        dd_accessible_set_label(menuButton, tr("Main Menu"))
        gtk_header_bar_pack_end(OpaquePointer(header), menuButton)
    }

    /// Whether the primary menu is open.
    private var isMenuShown: Bool {
        gtk_widget_get_visible(UnsafeMutableRawPointer(gtk_menu_button_get_popover(OpaquePointer(menuButton))).assumingMemoryBound(to: GtkWidget.self)) != 0
    }

    /// Ctrl+C and the menu's Copy: the picture shown, as the gallery's Ctrl+C offers it (PNG
    /// data, the file, the address).
    private func copyPicture() {
        guard let url = currentURL else { return }
        GTKClipboard.copy([DragItem(itemProvider: GalleryController.itemProvider(for: url, store: store))])
    }

    /// Delete: the picture shown out of the gallery (its file stays), with Undo in a toast;
    /// the next picture shows, the one before at the end, and the viewer closes with the last.
    private func removePicture() {
        guard let url = currentURL, remove(url) else { return }
        removed = url
        picturesChanged()
        // With nothing left to show the viewer has closed, and its toast with it: the notice
        // and its Undo go to the gallery's window instead.
        if urls.isEmpty {
            noticeInGallery(GalleryActions.removedNotice(1))
        } else {
            notices?.show(GalleryActions.removedNotice(1), offersUndo: true)
        }
    }

    /// The gallery changed (a picture removed, an undo, a move in the gallery window): the
    /// viewer follows — the picture shown stays shown at its new place; one removed gives way
    /// to the next (or the one before, at the end); one an undo brings back is shown again;
    /// without pictures the viewer closes.
    func picturesChanged() {
        guard let fresh = pictures(), fresh != urls else { return }
        let old = urls, shown = currentURL
        urls = fresh
        guard !fresh.isEmpty else { return gtk_window_destroy(dd_window(window)) }
        if let removed, !old.contains(removed), let back = fresh.firstIndex(of: removed) {
            self.removed = nil
            index = back
            return load()
        }
        if let shown, let place = fresh.firstIndex(of: shown) {
            index = place
            return updatePlace()
        }
        index = min(index, fresh.count - 1)
        load()
    }

    /// The viewer's window (for dialogs over it).
    var gtkWindow: UnsafeMutablePointer<GtkWindow> { dd_window(window) }

    /// A notice in the viewer's toast (Open With… or Show in Files could not do it).
    func showNotice(_ text: String) { notices?.show(text, offersUndo: false) }

    /// The address of the picture shown.
    var currentURL: URL? { urls.indices.contains(index) ? urls[index] : nil }

    /// Shows the picture again when it was turned (Rotate, Flip, or an undo of them).
    func reloadIfTurned() {
        if let url = currentURL, orientation(url) != shownOrientation { load() }
    }

    /// Starts or stops the slideshow (F5, Escape): through its header button, whose signal
    /// does it (``runSlideshow(_:)``).
    private func setSlideshow(_ on: Bool) {
        gtk_toggle_button_set_active(dd_toggle_button(slideshowButton), on ? 1 : 0)
    }

    /// Runs the slideshow, or stops it: full screen, the next picture every
    /// ``slideshowInterval`` seconds, from the last back to the first.
    private func runSlideshow(_ on: Bool) {
        slideshow?.cancel()
        slideshow = nil
        gtk_button_set_icon_name(dd_button(slideshowButton), on ? "media-playback-pause-symbolic" : "media-playback-start-symbolic")
        guard on else { return gtk_window_unfullscreen(dd_window(window)) }
        gtk_window_fullscreen(dd_window(window))
        slideshow = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(Self.slideshowInterval))
                guard !Task.isCancelled, let self else { return }
                index = (index + 1) % urls.count
                load()
            }
        }
    }

    /// Whether the properties pane is shown.
    private var arePropertiesShown: Bool { gtk_toggle_button_get_active(dd_toggle_button(propertiesButton)) != 0 }

    /// Shows or hides the properties pane (F9, Alt+Return, the application's Properties).
    func toggleProperties() {
        gtk_toggle_button_set_active(dd_toggle_button(propertiesButton), arePropertiesShown ? 0 : 1)
    }

    /// Whether `window` is this viewer's (the application routes its zoom keys here then).
    func owns(_ window: UnsafeMutablePointer<GtkWindow>?) -> Bool { window == dd_window(self.window) }

    /// What the end-to-end tests read: the picture shown, the header's subtitle, the zoom, the error.
    var report: [String: Any] {
        ["index": index, "zoom": zoom, "subtitle": String(cString: adw_window_title_get_subtitle(title)),
         "shown": texture != nil, "pictureSize": [Int(gtk_widget_get_width(picture)), Int(gtk_widget_get_height(picture))],
         "imageSize": [Int(size.width), Int(size.height)], "decodedSize": [Int(decodedSize.width), Int(decodedSize.height)], "framesShown": texture.map(AnimatedPictures.framesShown(by:)) ?? 0, "slideshow": slideshow != nil, "orientation": shownOrientation.rawValue, "url": currentURL?.absoluteString ?? "",
         "properties": arePropertiesShown ? properties.report : [:], "status": gtk_widget_get_visible(status) != 0 ? String(cString: gtk_label_get_text(dd_label(status))) : "",
         "notice": notices?.text ?? "", "noticeOffersUndo": notices?.button(labelled: tr("Undo")) != nil,
         "menu": menuLabels, "menuShown": isMenuShown, "zoomControl": zoomControl?.report ?? [],
         "scale": Int(gtk_widget_get_scale_factor(window)), "active": gtk_window_is_active(dd_window(window)) != 0]
    }

    /// Zooms by `factor` about the window's centre (the application's Ctrl+plus / Ctrl+minus).
    func zoom(by factor: Double) { zoomByUser(zoom * factor) }

    private func handleKey(_ key: UInt32, control: Bool, shift: Bool) -> Bool {
        switch Int32(bitPattern: key) {
        case GDK_KEY_r where control, GDK_KEY_R where control:
            // The application's Ctrl+R / Ctrl+Shift+R, for a keymap whose shifted r is no R
            // (the application's accelerators then never see Ctrl+Shift+R).
            gtk_widget_activate_action_variant(window, shift ? "app.rotate-counterclockwise" : "app.rotate-clockwise", nil)
        case GDK_KEY_Escape where slideshow != nil:
            setSlideshow(false)
        case GDK_KEY_F5:
            setSlideshow(slideshow == nil)
        case GDK_KEY_Escape:
            if gtk_window_is_fullscreen(dd_window(window)) != 0 { gtk_window_unfullscreen(dd_window(window)) } else { gtk_window_destroy(dd_window(window)) }
        case GDK_KEY_w where control:
            gtk_window_destroy(dd_window(window))
        case GDK_KEY_F9:
            toggleProperties()
        case GDK_KEY_F11:
            if gtk_window_is_fullscreen(dd_window(window)) != 0 { gtk_window_unfullscreen(dd_window(window)) } else { gtk_window_fullscreen(dd_window(window)) }
        case GDK_KEY_0 where control, GDK_KEY_KP_0 where control:
            fit()
        case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add:
            zoomByUser(zoom * 1.25)
        case GDK_KEY_minus, GDK_KEY_KP_Subtract:
            zoomByUser(zoom * 0.8)
        case GDK_KEY_Left where index > 0, GDK_KEY_Right where index + 1 < urls.count:
            go(by: Int32(bitPattern: key) == GDK_KEY_Left ? -1 : 1)
        case GDK_KEY_c where control, GDK_KEY_C where control:
            copyPicture()
        case GDK_KEY_Delete, GDK_KEY_KP_Delete:
            removePicture()
        case GDK_KEY_Home where index > 0, GDK_KEY_KP_Home where index > 0:
            go(by: -index)  // the first picture
        case GDK_KEY_End where index + 1 < urls.count, GDK_KEY_KP_End where index + 1 < urls.count:
            go(by: urls.count - 1 - index)  // the last picture
        default:
            return false
        }
        return true
    }

    /// The previous (-1) or next (1) picture, if there is one.
    private func go(by step: Int) {
        guard urls.indices.contains(index + step) else { return }
        index += step
        load()
    }

    /// "3 of 16 — 100 %" (the zoom once the picture is shown).
    private func updateSubtitle() {
        // TRANSLATORS: the viewer's place in the gallery, "3 of 16".
        let place = tr("%ld of %ld", index + 1, urls.count)
        adw_window_title_set_subtitle(title, texture == nil ? place : "\(place) — \(Int((zoom * 100).rounded())) %")
        zoomControl?.show(zoom: zoom)
    }

    private func show(_ decoded: PixbufCodec.Decoded, of image: Image, generation shown: Int) {
        guard shown == generation else { return decoded.discard() }
        releasePicture()
        let texture = decoded.makePaintable()
        self.texture = texture
        zoomed = dd_sized_paintable_new(texture, Int32(decoded.width), Int32(decoded.height))
        decodedSize = Size(width: Double(decoded.width), height: Double(decoded.height))
        let own = image.pixelSize
        // An animation is decoded frame by frame at the size it is shown: its size is the decoder's.
        size = decoded.isAnimated ? decodedSize
            : decoded.isQuarterTurned ? Size(width: Double(own.height), height: Double(own.width)) : Size(width: Double(own.width), height: Double(own.height))
        shownImage = decoded.isAnimated ? nil : image
        gtk_picture_set_paintable(OpaquePointer(picture), zoomed)
        gtk_widget_set_visible(status, 0)
        fit()
    }

    /// The picture shown decoded again with more detail: it replaces the coarser one at the
    /// same place and zoom, unless a newer picture or decode came since.
    private func showDetail(_ decoded: PixbufCodec.Decoded, generation shown: Int, detail: Int) {
        guard shown == generation, detail == detailGeneration, texture != nil else { return decoded.discard() }
        releasePicture()
        let texture = decoded.makePaintable()
        self.texture = texture
        let points = shownSize(zoom: zoom)
        zoomed = dd_sized_paintable_new(texture, Int32(points.width.rounded()), Int32(points.height.rounded()))
        decodedSize = Size(width: Double(decoded.width), height: Double(decoded.height))
        gtk_picture_set_paintable(OpaquePointer(picture), zoomed)
    }

    /// Lets go of the picture shown (its texture and the zoomed paintable over it).
    private func releasePicture() {
        if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        if let zoomed { g_object_unref(UnsafeMutableRawPointer(zoomed)) }
        texture = nil
        zoomed = nil
    }

    /// The picture could not be shown: the reason, over nothing (never over the picture before).
    private func fail(_ message: String, generation shown: Int) {
        guard shown == generation else { return }
        gtk_picture_set_paintable(OpaquePointer(picture), nil)
        releasePicture()
        size = Size(width: 0, height: 0)
        decodedSize = size
        shownImage = nil
        updateSubtitle()
        gtk_label_set_text(dd_label(status), tr("Cannot show this picture: %@", message))
    }

    /// Whether the zoom is the fit's (not the user's): a pane shown or hidden fits again.
    private var isFitted = true

    /// Screen pixels per point (2 on a HiDPI screen): a zoom is picture pixels per screen
    /// pixel, so 100 % shows the picture's own pixels, as Loupe does.
    private var displayScale: Double { Double(max(1, gtk_widget_get_scale_factor(window))) }

    /// The picture's size in points at `zoom`.
    private func shownSize(zoom: Double) -> Size {
        Size(width: size.width * zoom / displayScale, height: size.height * zoom / displayScale)
    }

    /// The whole image in the part of the window it has (never enlarged past 100 %).
    private func fit() {
        guard size.width > 0 else { return }
        let width = gtk_widget_get_width(scrolled), height = gtk_widget_get_height(scrolled)
        let room = width > 100 && height > 100 ? Size(width: Double(width) - 40, height: Double(height) - 40) : Size(width: 860, height: 620)
        let natural = shownSize(zoom: 1)
        setZoom(min(1, min(room.width / natural.width, room.height / natural.height)))
        isFitted = true
    }

    /// A zoom the user asked for (keys, buttons, pinch, Ctrl+scroll): no longer the fit's.
    private func zoomByUser(_ value: Double, about point: Point? = nil) {
        isFitted = false
        setZoom(value, about: point)
    }

    private func setZoom(_ value: Double, about point: Point? = nil) {
        guard size.width > 0, let horizontal = gtk_scrolled_window_get_hadjustment(dd_scrolled(scrolled)),
              let vertical = gtk_scrolled_window_get_vadjustment(dd_scrolled(scrolled)) else { return }
        let old = zoom
        zoom = min(8, max(0.05, value))
        let page = Size(width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical))
        let place = point ?? Point(x: page.width / 2, y: page.height / 2)
        let origin = pictureOrigin(zoom: old, page: page), pointsPerPixel = old / displayScale
        anchor = (Point(x: (gtk_adjustment_get_value(horizontal) + place.x - origin.x) / pointsPerPixel,
                        y: (gtk_adjustment_get_value(vertical) + place.y - origin.y) / pointsPerPixel), place)
        anchorGeneration += 1
        let generation = anchorGeneration
        let shown = shownSize(zoom: zoom)
        gtk_widget_set_size_request(picture, Int32(shown.width.rounded()), Int32(shown.height.rounded()))
        if let zoomed { dd_sized_paintable_set_size(zoomed, Int32(shown.width.rounded()), Int32(shown.height.rounded())) }
        // More pixels than were decoded: decode again at the zoom's size (the picture's own at most).
        let needed = min(Int(max(size.width, size.height)), Int((max(shown.width, shown.height) * displayScale).rounded(.up)))
        if shownImage != nil, needed > decodedDimension {
            decodeDetail(needed)
        }
        updateSubtitle()
        applyAnchor()
        // Kept for the relayout that follows, then forgotten (later scrolling is the user's).
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            MainActor.assumeIsolated { if self?.anchorGeneration == generation { self?.anchor = nil } }
        }
    }

    /// Where the picture's top-left corner is in the scrolled content: centred while it is
    /// smaller than the window.
    private func pictureOrigin(zoom: Double, page: Size) -> Point {
        let shown = shownSize(zoom: zoom)
        return Point(x: max(0, (page.width - shown.width) / 2), y: max(0, (page.height - shown.height) / 2))
    }

    /// Scrolls so that the anchored point of the picture is at its place in the window.
    private func applyAnchor() {
        guard let anchor, let horizontal = gtk_scrolled_window_get_hadjustment(dd_scrolled(scrolled)),
              let vertical = gtk_scrolled_window_get_vadjustment(dd_scrolled(scrolled)) else { return }
        let page = Size(width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical))
        let origin = pictureOrigin(zoom: zoom, page: page)
        let pointsPerPixel = zoom / displayScale
        gtk_adjustment_set_value(horizontal, origin.x + anchor.picture.x * pointsPerPixel - anchor.window.x)
        gtk_adjustment_set_value(vertical, origin.y + anchor.picture.y * pointsPerPixel - anchor.window.y)
    }
}
