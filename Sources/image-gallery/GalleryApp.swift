import AdwaitaSupport
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The application: one library of galleries, one image store and texture cache, and any
/// number of windows, each showing one gallery. Undo and redo are the library's.
@MainActor
final class GalleryApp {
    /// The library of galleries. Its documents are read on another thread from the moment the
    /// app is made, while GTK starts up; it is made when first asked for (the first window).
    var library: GalleryLibrary {
        if let loadedLibrary { return loadedLibrary }
        let library = GalleryLibrary(store: documentStore, snapshot: documentsRead.value)
        loadedLibrary = library
        library.addObserver { [weak self] change in self?.libraryChanged(change) }
        return library
    }
    /// The ``library`` once made (nil when no window was ever shown).
    private(set) var loadedLibrary: GalleryLibrary?
    private let documentStore: GalleryDocumentStore
    private let documentsRead: BackgroundValue<GalleryDocumentStore.Snapshot>
    let store: CachingImageStore
    let textures: GTKTextureLoader
    /// Pictures that crashed or hung their readers, set aside so that they cannot lock the
    /// gallery out (reported at the start after).
    let quarantine: PictureQuarantine
    /// What the quarantine set aside from the last run, told once the first window shows.
    private var setAsideAtStart: [QuarantinedPicture]
    private let reportFile: URL?
    private(set) var windows: [GalleryWindow] = []
    private(set) var application: GTKApplication?

    let downloadTimeout: Duration
    /// Pictures that could not be shown, with why (their tiles say it too).
    private(set) var unshownPictures: [URL: String] = [:]

    init(dataDirectory: URL, cacheDirectory: URL, downloadTimeout: Duration, readTimeout: Duration, reportFile: URL?) {
        let (timeouts, timedOut) = AsyncStream<URL>.makeStream()
        let quarantine = PictureQuarantine(directory: dataDirectory, readTimeout: readTimeout) { timedOut.yield($0) }
        self.quarantine = quarantine
        // Before anything is read: the picture the last run died reading must not be read again.
        setAsideAtStart = quarantine.recoverInterruptedReads()
        let documentStore = GalleryDocumentStore(directory: dataDirectory)
        self.documentStore = documentStore
        documentsRead = BackgroundValue { documentStore.snapshot() }
        windowStateStore = WindowStateStore(directory: dataDirectory)
        windowState = windowStateStore.load()
        var limits = CachingImageStore.Limits()
        limits.timeout = downloadTimeout
        self.downloadTimeout = downloadTimeout
        let store = CachingImageStore(diskCache: DiskCache(directory: cacheDirectory),
                                      kept: KeptPictures(directory: dataDirectory.appendingPathComponent("pictures", isDirectory: true)),
                                      limits: limits, pngEncoder: { try PixbufCodec.pngData(from: $0) })
        self.store = store
        // A local picture's bytes are read and its header parsed in the fetch, its pixels in
        // the decoding: both are journalled (a web picture's download has its own timeout).
        textures = GTKTextureLoader(fetch: { url in
            guard url.isFileURL else { return try await store.image(at: url) }
            let read = try quarantine.beginReading(url, stage: .header)
            defer { read.end() }
            return try await store.image(at: url)
        })
        textures.decodeObserver = { url in
            let read = try quarantine.beginReading(url, stage: .pixels)
            return { read.end() }
        }
        self.reportFile = reportFile
        // A loaded picture's real shape corrects the stored one; a failed load changes
        // nothing stored (offline now does not mean a different picture).
        // Each local picture shown, or that failed to show, has its folder watched.
        textures.onLoaded = { [weak self] url, size in
            self?.originals?.watch(url)
            self?.correctAspectRatios(of: url, to: Double(size.width) / Double(size.height))
        }
        textures.onFailed = { [weak self] url, reason in
            self?.originals?.watch(url)
            self?.unshownPictures[url] = reason
        }
        textures.orientation = { [weak self] url in self?.library.orientation(of: url) ?? .up }
        // Other processes on the same data directory: their changes reach every window as
        // soon as the folder's monitor sees them.
        documentsMonitor = DirectoryMonitor(directory: dataDirectory) { [weak self] _ in self?.scheduleExternalReload() }
        originals = OriginalsWatcher { [weak self] url in self?.originalChanged(url) }
        Task { [weak self] in
            for await url in timeouts { self?.readTookTooLong(url) }
        }
    }

    /// A picture's reading passed the read timeout: it is set aside, its tiles say so, and the
    /// window in front tells the user (the reader may still be stuck; nothing waits for it).
    private func readTookTooLong(_ url: URL) {
        let message = quarantine.quarantined(url)?.message ?? tr("set aside: reading it took too long")
        textures.abandon(url, reason: message)
        activeWindow?.showNotice(GalleryDropError(message, subject: url.lastPathComponent).message, offersUndo: false)
    }

    /// Tells, once a window shows, the gallery's pictures that are set aside (those the last
    /// run died reading, and any set aside before whose file has not changed), with Try Again:
    /// each start offers the way back.
    private func tellSetAsidePictures() {
        let candidates = quarantine.pictures.filter { quarantine.quarantined($0.address) != nil }
        // The library's addresses only when some picture is set aside (the usual start has none).
        let inLibrary = candidates.isEmpty ? [] : Set(library.state.galleries.values.flatMap { $0.images.map(\.url) })
        var pictures = setAsideAtStart
        for picture in candidates where inLibrary.contains(picture.address) && !pictures.contains(where: { $0.address == picture.address }) {
            pictures.append(picture)
        }
        setAsideAtStart = []
        guard !pictures.isEmpty, let window = activeWindow else { return }
        window.showSetAside(pictures.map { GalleryDropError($0.message, subject: $0.address.lastPathComponent).message }) { [weak self] in
            guard let self else { return }
            for picture in pictures {
                quarantine.release(picture.address)
                textures.forget(picture.address)
                unshownPictures[picture.address] = nil
            }
            for window in windows { window.refreshPictures() }
        }
    }

    /// Watches the documents' folder (nil when it cannot be watched: changes elsewhere then
    /// show at the next start).
    private var documentsMonitor: DirectoryMonitor?
    private var originals: OriginalsWatcher?
    private var reloadScheduled = false

    /// Reads what another process wrote, once a burst of file events is over (a document is
    /// written as a temporary file renamed over the old one: several events).
    private func scheduleExternalReload() {
        guard !reloadScheduled else { return }
        reloadScheduled = true
        Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(50))
            guard let self else { return }
            reloadScheduled = false
            await library.reloadExternalChanges()
        }
    }

    /// A local picture's file was deleted, moved, changed or came back: every window shows
    /// it as it is now (missing, with the reason, or the new picture).
    private func originalChanged(_ url: URL) {
        store.forget(url)
        textures.forget(url)
        unshownPictures[url] = nil
        for window in windows { window.originalChanged(url) }
    }

    /// Watches the folder of a local picture shown (its tile follows the file going and coming back).
    func watchOriginal(_ url: URL) { originals?.watch(url) }

    /// Starts the application (first activation) or, when it already runs — a second launch
    /// handed over by GApplication — opens another window.
    func start(in app: GTKApplication) {
        guard application == nil else { return openWindow() }
        application = app
        Adwaita.adopt(app)
        // Logging out or Ctrl+C ends the app as Ctrl+Q does: what is scheduled is written, and no
        // picture being read counts as one the app died reading.
        dd_application_quit_on_termination_signals(dd_gapplication(app.application))
        app.addStyle(Self.style)
        app.installUndoActions { [weak self] in self?.library.undoManager }
        app.addAction("new-window", accelerators: ["<Control>n"]) { [weak self] in self?.openWindow() }
        app.addAction("new-gallery", accelerators: ["<Control><Shift>n"]) { [weak self] in self?.newGallery() }
        app.addAction("zoom-in", accelerators: ["<Control>plus", "<Control>equal", "<Control>KP_Add"]) { [weak self] in
            self?.zoomActiveWindow(by: 1.25)
        }
        app.addAction("zoom-out", accelerators: ["<Control>minus", "<Control>KP_Subtract"]) { [weak self] in
            self?.zoomActiveWindow(by: 0.8)
        }
        app.addAction("rotate-clockwise", accelerators: ["<Control>r"]) { [weak self] in
            self?.turnPictures(actionName: "Rotate") { $0.rotatedClockwise() }
        }
        app.addAction("rotate-counterclockwise", accelerators: ["<Control><Shift>r"]) { [weak self] in
            self?.turnPictures(actionName: "Rotate") { $0.rotatedCounterclockwise() }
        }
        app.addAction("flip-horizontally", accelerators: []) { [weak self] in
            self?.turnPictures(actionName: "Flip") { $0.flippedHorizontally() }
        }
        app.addAction("find", accelerators: ["<Control>f"]) { [weak self] in self?.activeWindow?.toggleSearch() }
        app.addAction("sort-by-name") { [weak self] in self?.activeWindow?.sortGallery(by: .name) }
        app.addAction("sort-by-date") { [weak self] in self?.activeWindow?.sortGallery(by: .date) }
        app.addAction("open-picture") { [weak self] in self?.activeWindow?.openFirstSelectedPicture() }
        app.addAction("open-with") { [weak self] in self?.openSelectedPictureWith() }
        app.addAction("show-in-files") { [weak self] in
            if let viewer = self?.frontViewer {
                return PictureLauncher.showInFiles(viewer.currentURL.map { [$0] } ?? []) { [weak viewer] in viewer?.showNotice($0) }
            }
            guard let window = self?.activeWindow else { return }
            PictureLauncher.showInFiles(window.selectedPictureURLs) { [weak window] in window?.showNotice($0, offersUndo: false) }
        }
        app.addAction("properties", accelerators: ["<Alt>Return", "<Alt>KP_Enter"]) { [weak self] in self?.showProperties() }
        app.addAction("close-window", accelerators: ["<Control>w"]) { [weak self] in self?.closeActiveWindow() }
        app.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.quit() }
        app.addAction("preferences", accelerators: ["<Control>comma"]) { [weak self] in self?.showPreferences() }
        app.addAction("add-pictures", accelerators: ["<Control>o"]) { [weak self] in self?.activeWindow?.chooseAndAddPictures() }
        app.addAction("import-folder", accelerators: ["<Control><Shift>o"]) { [weak self] in self?.activeWindow?.chooseAndImportFolder() }
        app.addAction("export-pictures", accelerators: ["<Control>e"]) { [weak self] in self?.activeWindow?.chooseFolderAndExport() }
        app.addAction("shortcuts", accelerators: ["<Control>question"]) { [weak self] in
            GalleryDialogs.showShortcuts(for: self?.activeWindow?.window)
        }
        app.addAction("about") { [weak self] in
            guard let self else { return }
            GalleryDialogs.showAbout(for: activeWindow?.window, kept: store.kept)
        }
        app.addToggleAction("justified-rows", isOn: windowState.layoutStyle == .justified, accelerators: ["<Control>j"]) { [weak self] on in
            self?.setLayoutStyle(on ? .justified : .flow)
        }
        library.createStarterGalleryIfEmpty(named: tr("My Gallery"))
        keepCachedPictures()
        openWindow()
        watchHandOvers()
        tellSetAsidePictures()
        if reportFile != nil { scheduleReport() }
    }

    /// Galleries made by earlier versions referenced web pictures whose bytes lived only in
    /// the evictable disk cache: what it still holds moves into the kept pictures, off the
    /// main thread (the rest is fetched and kept when first shown).
    private func keepCachedPictures() {
        // The galleries are values: they are looked through off the main thread, before the first frame.
        let galleries = Array(library.state.galleries.values)
        let store = store
        Task.detached(priority: .utility) {
            let addresses = galleries.flatMap { $0.images.lazy.map(\.url).filter { !$0.isFileURL } }
            if !addresses.isEmpty { store.keepCachedPictures(of: addresses) }
        }
    }

    // MARK: Launches handed over without a session bus (LaunchHandOver)

    /// This process's hold on the library, kept while it runs.
    private var owner: LibraryOwner?
    /// Where later launches on the library leave their pictures.
    private var handOvers: HandOverInbox?
    private var handOversMonitor: DirectoryMonitor?

    /// Makes this process the one later launches without a session bus hand their pictures
    /// to (taken once the first window shows, then as they come).
    func receiveHandOvers(as owner: LibraryOwner, through inbox: HandOverInbox) {
        self.owner = owner
        handOvers = inbox
    }

    /// Takes what was handed over before the first window showed, then watches for more.
    private func watchHandOvers() {
        guard let inbox = handOvers else { return }
        do {
            try FileManager.default.createDirectory(at: inbox.directory, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data((tr("image-gallery: later launches cannot hand pictures over: %@", error.localizedDescription) + "\n").utf8))
        }
        handOversMonitor = DirectoryMonitor(directory: inbox.directory) { [weak self] _ in self?.takeHandOvers() }
        takeHandOvers()
    }

    /// Each launch handed over, oldest first, as GApplication's remote activation would be:
    /// its pictures added to the gallery shown, or a new window when it had none.
    private func takeHandOvers() {
        guard let inbox = handOvers, let application else { return }
        for urls in inbox.take() {
            if urls.isEmpty { openWindow() } else { open(urls, in: application) }
        }
    }

    /// Pictures and web addresses from the command line (here, or from a second launch):
    /// added to the gallery shown, the way dropped ones are; what is neither is named in a
    /// notice.
    func open(_ urls: [URL], in app: GTKApplication) {
        if application == nil { start(in: app) }
        guard let window = activeWindow else { return }
        add(urls, to: window)
    }

    /// Adds pictures (files, the pictures of folders and their subfolders) and web addresses
    /// to the gallery `window` shows, at its end. What cannot be added — a missing file,
    /// something neither a picture nor an address, a picture that fails to load — is told in
    /// one notice for the whole action.
    func add(_ urls: [URL], to window: GalleryWindow) {
        // Folders are walked off the main thread (a tree of thousands takes a while).
        Task { [weak window] in
            let (files, problems) = await Task.detached { Self.expand(urls) }.value
            guard let controller = window?.controller else { return }
            var providers: [ItemProvider] = [], names: [String] = []
            for url in files {
                providers.append(ItemProvider(contentsOf: url) ?? ItemProvider(object: url))
                names.append(url.pictureName)
            }
            controller.add(providers, names: names, problems: problems)
        }
    }

    /// The files (folders replaced by their pictures) and web addresses among `urls`, in
    /// order, and a problem for each of the others (a missing file, a folder without pictures,
    /// another kind of address).
    /// Files are reached through their paths' bytes: a name that is not UTF-8 is found.
    nonisolated private static func expand(_ urls: [URL]) -> (files: [URL], problems: [String]) {
        var files: [URL] = [], problems: [String] = []
        for url in urls {
            if let file = LocalFile(url) {
                switch Result(catching: { () throws(LocalFile.Error) in try file.status() }) {
                case let .success(status) where status.kind == .directory:
                    let pictures = PictureFolder.pictures(in: file).map(\.url)
                    if pictures.isEmpty {  // named, as a dropped folder without pictures is
                        problems.append(GalleryDropError(tr("no pictures in this folder"), subject: url.pictureName).message)
                    }
                    files += pictures
                case .success:
                    files.append(url)  // what is not a regular file is refused by its type when added
                case let .failure(error):  // "No such file"
                    problems.append(GalleryDropError(describing: error).naming(file.name).message)
                }
            } else if ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
                files.append(url)
            } else {
                problems.append(GalleryDropError(tr("not a picture or a web address"), subject: url.absoluteString).message)
            }
        }
        return (files, problems)
    }

    /// Opens a window showing `galleryID` (or, for the first window, the gallery, size and
    /// zoom of the last session; else the first gallery).
    func openWindow(showing galleryID: UUID? = nil) {
        guard let application else { return }
        let restored = windows.isEmpty ? windowState : WindowState(cellWidth: windowState.cellWidth)
        let lastShown = restored.galleryID.flatMap { id in library.liveGalleries.contains { $0.id == id } ? id : nil }
        let window = GalleryWindow(app: self, gtk: application, galleryID: galleryID ?? lastShown ?? library.liveGalleries.first?.id,
                                   size: Size(width: restored.width, height: restored.height), cellWidth: restored.cellWidth)
        windows.append(window)
    }

    /// Where the window state is kept, and what it is.
    private let windowStateStore: WindowStateStore
    private(set) var windowState: WindowState
    private var windowStateSaveScheduled = false

    /// Arranges the pictures of every window as `style` says, and remembers it.
    func setLayoutStyle(_ style: GalleryLayoutStyle) {
        var state = windowState
        state.layout = style
        windowStateChanged(state)
        for window in windows { window.layoutStyle = style }
    }

    /// A window was resized, zoomed or shows another gallery: remembered for the next start
    /// (written a moment later, once per burst of changes).
    func windowStateChanged(_ state: WindowState) {
        windowState = state
        guard !windowStateSaveScheduled else { return }
        windowStateSaveScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.windowStateSaveScheduled else { return }
                self.windowStateSaveScheduled = false
                self.windowStateStore.save(self.windowState)
            }
        }
    }

    private var viewers: [ImageViewer] = []
    private var propertiesWindows: [PropertiesWindow] = []

    /// The GTK window with the keyboard focus: a gallery window or a viewer.
    private var focusedGTKWindow: UnsafeMutablePointer<GtkWindow>? {
        application.flatMap { gtk_application_get_active_window($0.application) }
    }

    /// The viewer with the keyboard focus, if a viewer has it: keys and actions go to it.
    private var frontViewer: ImageViewer? { viewers.first { $0.owns(focusedGTKWindow) } }

    /// Ctrl+plus / Ctrl+minus: the viewer in front zooms its picture; a gallery window its cells.
    private func zoomActiveWindow(by factor: Double) {
        if let viewer = frontViewer { return viewer.zoom(by: factor) }
        activeWindow?.zoom(by: factor)
    }

    /// Alt+Return: the viewer in front shows or hides its properties pane; a gallery window
    /// opens the properties of its (first) selected picture, or says to select one.
    private func showProperties() {
        if let viewer = frontViewer { return viewer.toggleProperties() }
        guard let window = activeWindow else { return }
        guard let url = window.selectedPictureURLs.first else {
            return window.showNotice(tr("Select a picture to see its properties"), offersUndo: false)
        }
        propertiesWindows.append(PropertiesWindow(url: url, store: store, parent: window.window, application: application?.application) { [weak self] closed in
            self?.propertiesWindows.removeAll { $0 === closed }
        })
    }

    /// Open With…: the picture of the viewer in front, or the selected picture, handed to the
    /// application the user picks.
    private func openSelectedPictureWith() {
        if let viewer = frontViewer, let url = viewer.currentURL {
            return PictureLauncher.openWith(url, store: store, parent: viewer.gtkWindow) { [weak viewer] in viewer?.showNotice($0) }
        }
        guard let window = activeWindow else { return }
        guard let url = window.selectedPictureURLs.first else {
            return window.showNotice(tr("Select a picture to open"), offersUndo: false)
        }
        PictureLauncher.openWith(url, store: store, parent: window.window) { [weak window] in window?.showNotice($0, offersUndo: false) }
    }

    /// Ctrl+W: the window in front closes (a viewer, or a gallery window).
    private func closeActiveWindow() {
        if let window = focusedGTKWindow { gtk_window_close(window) }
    }

    /// Ctrl+Q: every window closes (each saves what it shows), and the application ends.
    private func quit() {
        for window in application.map({ gtk_application_get_windows($0.application) }).map(Self.windows(in:)) ?? [] {
            gtk_window_close(window)
        }
    }

    private static func windows(in list: UnsafeMutablePointer<GList>?) -> [UnsafeMutablePointer<GtkWindow>] {
        var result: [UnsafeMutablePointer<GtkWindow>] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(data.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        return result
    }

    /// Opens the picture at `index` of `urls` (the pictures the gallery `galleryID` shows) in
    /// its own zoomable window, which follows that gallery's changes and removes from it.
    func openViewer(showing index: Int, of urls: [URL], galleryID: UUID) {
        // The gallery's pictures as its window shows them (a find's matches), else all of them.
        let pictures: @MainActor () -> [URL]? = { [weak self] in
            guard let self else { return nil }
            if let controller = windows.lazy.compactMap(\.controller).first(where: { $0.gallery.id == galleryID }) {
                return controller.shownImages.map(\.url)
            }
            return library.gallery(galleryID)?.images.map(\.url)
        }
        let remove: @MainActor (URL) -> Bool = { [weak self] url in
            guard let self, let image = library.gallery(galleryID)?.images.first(where: { $0.url == url }) else { return false }
            return removeImages(withIDs: [image.id], fromGallery: galleryID) > 0
        }
        viewers.append(ImageViewer(urls: urls, index: index, store: store, quarantine: quarantine, application: application?.application,
                                   undoManager: library.undoManager, pictures: pictures, remove: remove,
                                   noticeInGallery: { [weak self] text in
                                       guard let self else { return }
                                       let window = windows.first { $0.controller?.gallery.id == galleryID } ?? activeWindow
                                       window?.showNotice(text, offersUndo: true)
                                   },
                                   orientation: { [weak library] in library?.orientation(of: $0) ?? .up }) { [weak self] viewer in
            self?.viewers.removeAll { $0 === viewer }
        })
    }

    /// The preferences window, while it is open.
    private var preferences: GalleryPreferences?

    /// Preferences (Ctrl+comma): one window, brought to the front when asked for again.
    private func showPreferences() {
        if let preferences { return preferences.present() }
        preferences = GalleryPreferences(store: store, parent: activeWindow?.window, application: application?.application) { [weak self] _ in
            self?.preferences = nil
        }
    }

    func windowClosed(_ window: GalleryWindow) {
        windows.removeAll { $0 === window }
        if windowStateSaveScheduled { windowStateStore.save(windowState) }  // the app may quit before the timer
    }

    /// The window that has the keyboard focus (the newest when none has).
    private var activeWindow: GalleryWindow? { windows.first { $0.isActive } ?? windows.last }

    /// Creates a gallery and shows it in `window` (the active window when nil).
    func newGallery(in window: GalleryWindow? = nil) {
        let id = library.createGallery(named: tr("New Gallery"))
        (window ?? activeWindow)?.show(galleryID: id)
    }

    // MARK: Changes from anywhere

    private func libraryChanged(_ change: GalleryLibrary.Change) {
        for viewer in viewers { viewer.reloadIfTurned() }
        for window in windows { window.libraryChanged(change) }
        // Once every observer of the library (the windows' bindings too) has followed the change.
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { for viewer in self?.viewers ?? [] { viewer.picturesChanged() } }
        }
        if let error = library.lastError { activeWindow?.showNotice(error.description, offersUndo: false) }
    }

    /// The trash of any window: removes the images from their galleries in one batch each.
    func deleteImages(_ references: [GalleryImageReference]) -> Int {
        Dictionary(grouping: references, by: \.galleryID).reduce(0) { deleted, group in
            deleted + removeImages(withIDs: Set(group.value.map(\.image.id)), fromGallery: group.key)
        }
    }

    /// Removes the images `ids` from the gallery `galleryID` in one undoable step (through the
    /// window showing it, if one does); returns how many went.
    private func removeImages(withIDs ids: Set<UUID>, fromGallery galleryID: UUID) -> Int {
        if let controller = windows.lazy.compactMap({ $0.controller }).first(where: { $0.gallery.id == galleryID }) {
            return controller.removeImages(withIDs: ids)
        }
        guard var gallery = library.gallery(galleryID) else { return 0 }
        let before = gallery.images.count
        gallery.images.removeAll { ids.contains($0.id) }
        library.update(gallery, actionName: "Delete Images")
        return before - gallery.images.count
    }

    /// The real shapes of the images loaded so far, upright (1 for those that failed).
    private var knownAspectRatios: [URL: Double] = [:]

    /// Rotate / Flip (Ctrl+R, Ctrl+Shift+R, the viewer's buttons): the viewer in front turns
    /// its picture; a gallery window its selected pictures, or says to select one. One undo step.
    private func turnPictures(actionName: String, _ turn: (ImageOrientation) -> ImageOrientation) {
        let urls: [URL]
        if let viewer = frontViewer {
            urls = viewer.currentURL.map { [$0] } ?? []
        } else {
            urls = activeWindow?.selectedPictureURLs ?? []
            if urls.isEmpty { return (activeWindow?.showNotice(tr("Select the pictures to turn"), offersUndo: false)) ?? () }
        }
        library.reorient(urls, actionName: actionName, turn)
    }

    private var correctionsScheduled = false
    /// The shapes loaded since the corrections were last applied.
    private var newAspectRatios: [URL: Double] = [:]

    /// A loaded image's real shape becomes the stored aspect ratio. The corrections of one
    /// turn of the main loop are applied together (one change, not one per picture), looked
    /// for near the screen first (``GalleryController/correctAspectRatios(toLoaded:everywhere:)``).
    private func correctAspectRatios(of url: URL, to ratio: Double) {
        knownAspectRatios[url] = ratio
        newAspectRatios[url] = ratio
        guard !correctionsScheduled else { return }
        correctionsScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.correctionsScheduled = false
                let loaded = self.newAspectRatios
                self.newAspectRatios = [:]
                for controller in self.windows.compactMap(\.controller) { controller.correctAspectRatios(toLoaded: loaded) }
            }
        }
    }

    /// Corrects the stored shapes that differ from the real ones (also after an undo brings
    /// back an older gallery).
    func applyKnownAspectRatios(to controller: GalleryController) {
        controller.correctAspectRatios(toLoaded: knownAspectRatios, everywhere: true)
    }

    // MARK: Report for the end-to-end tests

    private func scheduleReport() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.writeReport()
                self.scheduleReport()
            }
        }
    }

    private func writeReport() {
        guard let reportFile else { return }
        let report: [String: Any] = [
            "windows": windows.map(\.report),
            "unreadable": library.unreadable.map { ["file": $0.fileURL.lastPathComponent, "error": "\($0.content)"] },
            "lastError": library.lastError?.description ?? "",
            "animationsPaused": AnimatedPictures.isPaused,
            "memory": ["textureBytes": textures.textureBytes, "cachedTextureBytes": textures.cachedTextureBytes, "storeBytes": store.memoryCacheBytes,
                       "diskCacheBytes": store.diskCache.totalSize, "rss_kb": ProcessMemory.residentKB],
            "keptPictures": store.kept.usage.pictures,
            "viewers": viewers.map(\.report),
            "propertiesWindows": propertiesWindows.map(\.report),
            "shortcuts": GalleryDialogs.shortcutsReport,
            "fileChoosers": GalleryFileChooser.report,
            "preferences": preferences?.report ?? [:],
            "unshownPictures": Dictionary(unshownPictures.map { ($0.key.pictureName, $0.value) }, uniquingKeysWith: { first, _ in first }),
            "setAside": quarantine.pictures.map { ["file": $0.address.pictureName, "reason": $0.reason.rawValue] },
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]) else { return }
        try? data.write(to: reportFile, options: .atomic)
    }

    /// The app's look, from the theme's named colours only, so it follows the light, dark and
    /// high-contrast styles. Its classes are the gallery's own (`gallery-sidebar`, not
    /// `sidebar`): the sheet applies to every window of the app, GTK's file chooser included,
    /// whose places sidebar has `sidebar` and `sidebar-row` and was cut short by their padding.
    static let style = """
        .gallery-sidebar { background: @theme_bg_color; color: @theme_fg_color; border-right: 1px solid alpha(@theme_fg_color, 0.12); }
        .gallery-sidebar-row { padding: 6px 10px; }
        .zoom-percent { padding-left: 4px; padding-right: 4px; }
        .gallery-sidebar-row:focus-visible { outline: 2px solid @theme_selected_bg_color; outline-offset: -2px; }
        .gallery-sidebar-row.current { background: alpha(@theme_selected_bg_color, 0.25); font-weight: bold; }
        .gallery-sidebar-row.drop-target { background: alpha(@theme_selected_bg_color, 0.55); outline: 2px solid @theme_selected_bg_color;
                                   outline-offset: -2px; }
        .gallery-sidebar-row.spring-loading { animation: spring-flash 0.25s ease-in-out 3 alternate; }
        @keyframes spring-flash { from { background: alpha(@theme_selected_bg_color, 0.2); }
                                  to { background: alpha(@theme_selected_bg_color, 0.9); } }
        .gallery-sidebar-section { padding: 10px 10px 2px 10px; color: alpha(@theme_fg_color, 0.65); font-size: 11px; font-weight: bold; }
        .recently-deleted-empty { opacity: 0.8; }
        .recently-deleted-empty image { -gtk-icon-size: 32px; }
        .recently-deleted-empty .title { font-size: 13px; }
        .gallery-sidebar-error { padding: 4px 10px; color: @error_color; font-size: 11px; }
        .dragdrop-collection { background: @theme_base_color; }
        .dragdrop-cell { background: alpha(@theme_fg_color, 0.07); color: @theme_fg_color; border-radius: 4px;
                         box-shadow: 0 0 0 1px alpha(@theme_fg_color, 0.15), 0 1px 3px alpha(black, 0.18); }
        .dragdrop-cell.error { background: alpha(@error_color, 0.18); font-size: 18px; }
        .dragdrop-cell.moving { box-shadow: 0 3px 10px alpha(black, 0.35); }
        .dragdrop-cell.focused { outline: 2px solid @accent_bg_color; outline-offset: 1px; }
        .dragdrop-cell.selected { outline: 4px solid @accent_bg_color; outline-offset: -4px;
                                  box-shadow: 0 0 0 2px @accent_bg_color, 0 1px 3px alpha(black, 0.18); }
        .dragdrop-cell.selected.focused { box-shadow: 0 0 0 2px @accent_bg_color, 0 0 0 5px alpha(@accent_bg_color, 0.4); }
        .dragdrop-highlight { background: alpha(@theme_selected_bg_color, 0.8); border-radius: 2px; }
        .dragdrop-drag-preview { background: @theme_bg_color; color: @theme_fg_color; }
        .dragdrop-badge { background: @success_color; color: @theme_selected_fg_color; border-radius: 12px; padding: 2px 8px;
                          font-weight: bold; margin: 2px; }
        .dragdrop-badge.delete { background: @error_color; color: white; }
        .trash .dragdrop-view-host { background: none; }
        .trash { padding: 0; border: 1px dashed alpha(currentColor, 0.35); border-radius: 8px; background: alpha(currentColor, 0.05); }
        .trash:hover { background: alpha(currentColor, 0.1); }
        .trash.drop-target { background: alpha(@error_color, 0.25); border: 2px solid @error_color; color: @error_color; }
        .tile-missing { background: alpha(@theme_fg_color, 0.04); border: 1px dashed alpha(@theme_fg_color, 0.3); border-radius: 4px;
                        color: @theme_fg_color; }
        .tile-missing image { opacity: 0.6; }
        """
}
