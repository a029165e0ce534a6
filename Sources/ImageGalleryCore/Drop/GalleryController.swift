import DragDrop
import Foundation

/// Seed 004's gallery view: a flow of images of one width, each as tall as its aspect
/// ratio says, that takes images dropped from other applications (through placeholders),
/// reorders by dragging, copies between galleries and gives images to other applications.
@MainActor
package final class GalleryController: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
    package static let placeholderReuseIdentifier = "DropPlaceholderCell"
    package static let imageReuseIdentifier = "ImageCell"
    /// The cells of pictures whose local original is missing (``PictureTileState/missing(name:)``):
    /// the front end draws them with the file's name and Locate….
    package static let missingReuseIdentifier = "MissingPictureCell"
    /// The action name of ``correctAspectRatio(of:to:)``: a correction, not a user's edit.
    package static let aspectRatioCorrection = "Correct Aspect Ratio"

    package internal(set) var gallery: Gallery {
        didSet { if shownIDs != nil { shownPlaces = Self.places(of: shownIDs, in: gallery.images) } }
    }
    /// The pictures a filtered view shows (``filter(by:searchText:)``); nil: every picture.
    var shownIDs: Set<UUID>?
    /// The shown pictures' indices in ``gallery``, ascending (kept while filtered).
    var shownPlaces: [Int] = []
    /// What the view is filtered by ("" when it shows every picture).
    package internal(set) var filterQuery = ""
    package let collectionView: CollectionView
    package let store: any GalleryImageStore
    /// Called after every change of the gallery (to save it).
    package var onChange: ((Gallery) -> Void)?
    /// Messages about pictures that could not be added, newest last ("page.html: Not a
    /// picture", "Timed out after 30 s").
    package private(set) var failures: [String] = []
    /// Called once per action — a drop, a paste, Add Pictures…, the command line — that could
    /// not add every picture, with a message per picture that failed ("name: reason"): one
    /// message to show per action, never one per picture.
    package var onProblems: (([String]) -> Void)?
    /// What the last change was ("Move Images", "Add Image"…), for undo menus.
    package private(set) var lastActionName = ""
    /// The zoom: in the flow, the width every cell has (heights follow the aspect ratios);
    /// in justified rows, the height rows aim at is three quarters of it.
    package var cellWidth: Double {
        didSet {
            configure(collectionView.layout)
            collectionView.reloadData()
        }
    }
    /// How pictures are arranged; changing it lays the gallery out again.
    package var layoutStyle: GalleryLayoutStyle {
        didSet {
            guard layoutStyle != oldValue else { return }
            collectionView.layout = makeLayout(width: collectionView.frame.width)
            collectionView.reloadData()
        }
    }
    /// Whether a local original is at its address (a picture's tile says it is missing when
    /// not); asked as tiles are made, and again by ``reloadPictures(at:)``.
    package var originalExists: (URL) -> Bool = PictureTileState.fileExists
    /// Limits on loading dropped data.
    package var loadLimits = ItemProvider.LoadLimits(timeout: .seconds(30), maximumSize: 50_000_000)

    /// A controller showing `gallery` in a view of `frame`, arranged as `layoutStyle` says
    /// (seed 004's flow unless told otherwise).
    package init(gallery: Gallery, frame: Rect, store: any GalleryImageStore, cellWidth: Double = 200,
                layoutStyle: GalleryLayoutStyle = .flow) {
        self.gallery = gallery
        self.store = store
        self.cellWidth = cellWidth
        self.layoutStyle = layoutStyle
        let placeholder = FlowLayout(width: frame.width)
        collectionView = CollectionView(identifier: "gallery", frame: frame, collectionViewLayout: placeholder)
        collectionView.layout = makeLayout(width: frame.width)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.imageReuseIdentifier)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.missingReuseIdentifier)
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.onPlaceholderTimeout = { [weak self] _, error in self?.report([GalleryDropError(describing: error).message]) }
        collectionView.reloadData()
    }

    /// Replaces the gallery (another window changed it, or an undo); nothing happens when
    /// it is the same. Returns whether it was replaced.
    @discardableResult
    package func replaceGallery(_ new: Gallery) -> Bool {
        guard new != gallery else { return false }
        gallery = new
        collectionView.reloadData()
        return true
    }

    /// Fixes an image's stored aspect ratio (after a real load).
    package func correctAspectRatio(of id: UUID, to ratio: Double) {
        correctAspectRatios([id: ratio])
    }

    /// Fixes several stored aspect ratios at once: one layout pass, one change (one save).
    /// - Complexity: O(*n*) in the gallery's pictures.
    package func correctAspectRatios(_ ratios: [UUID: Double]) {
        var corrections: [Int: Double] = [:]
        for (index, image) in gallery.images.enumerated() {
            if let ratio = ratios[image.id] { corrections[index] = ratio }
        }
        correctAspectRatios(atGalleryIndices: corrections)
    }

    /// Sets the aspect ratio of the pictures at these gallery indices: one layout pass (of
    /// their rows), one change (one save).
    /// - Complexity: O(*k*) in the corrections, plus their rows' layout.
    func correctAspectRatios(atGalleryIndices ratios: [Int: Double]) {
        var paths: [IndexPath] = []
        for (index, ratio) in ratios.sorted(by: { $0.key < $1.key }) where gallery.images.indices.contains(index) {
            guard gallery.images[index].aspectRatio != ratio else { continue }
            gallery.images[index].aspectRatio = ratio
            if let item = item(ofGalleryIndex: index) { paths.append(IndexPath(item: item, section: 0)) }
        }
        guard !paths.isEmpty else { return }
        // The layout first (only the rows of these pictures are measured again; the rows
        // below shift), so the reload shows the cells at their new frames.
        let presented = paths.map { collectionView.presentationIndexPath(forDataSourceIndexPath: $0)?.item ?? $0.item }
        collectionView.layout.resizeItems(presented, inSection: 0, itemCounts: [collectionView.numberOfItems(inSection: 0)])
        collectionView.reloadItems(at: paths)
        changed(Self.aspectRatioCorrection)
    }

    /// The layout of ``layoutStyle``, sized by the pictures' aspect ratios (by data-source
    /// index path; placeholders are square).
    private func makeLayout(width: Double) -> RowLayout {
        let ratio: (IndexPath) -> Double = { [unowned self] path in
            return max(self.aspectRatio(atItem: path.item) ?? 1, 0.01)
        }
        let layout: RowLayout
        switch layoutStyle {
        case .flow:
            layout = FlowLayout(width: width, sizeForItem: { [unowned self] path in
                Size(width: self.cellWidth, height: self.cellWidth / ratio(path))
            }, interitemSpacing: 8, lineSpacing: 8, sectionInset: EdgeInsets(all: 8))
        case .justified:
            layout = JustifiedLayout(width: width, spacing: 8, sectionInset: EdgeInsets(all: 8), aspectRatio: ratio)
        }
        configure(layout)
        return layout
    }

    /// Gives the layout the zoom.
    private func configure(_ layout: any CollectionLayout) {
        (layout as? FlowLayout)?.itemSize = Size(width: cellWidth, height: cellWidth)
        (layout as? JustifiedLayout)?.rowHeight = cellWidth * 0.75
    }

    func changed(_ actionName: String) {
        lastActionName = actionName
        onChange?(gallery)
    }

    func report(_ problems: [String]) {
        guard !problems.isEmpty else { return }
        failures.append(contentsOf: problems)
        onProblems?(problems)
    }

    /// The message of a picture that failed: named by its error, else by `name`.
    static func problem(_ error: any Error, name: String?) -> String {
        GalleryDropError(describing: error).naming(name).message
    }

    // MARK: Data source

    package func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        shownCount
    }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let image = gallery.images[galleryIndex(ofItem: indexPath.item)]
        switch tileState(of: image) {
        case .picture:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.imageReuseIdentifier, for: indexPath)
            cell.content = .image(image.url, accessibilityLabel: image.url.pictureName)
            return cell
        case let .missing(name):
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.missingReuseIdentifier, for: indexPath)
            cell.content = .text(name, detail: tr("Original missing"))
            // TRANSLATORS: a picture whose file was moved or deleted, for screen readers ("IMG_0042.jpg, original missing").
            cell.accessibilityLabel = tr("%@, original missing", name)
            return cell
        }
    }

    /// What the tile of `image` shows: the picture, or that its original is missing.
    package func tileState(of image: GalleryImage) -> PictureTileState {
        PictureTileState(of: image, originalExists: originalExists)
    }

    /// Makes the tiles of the pictures at `url` again: their original went, came back or
    /// changed, so a tile may change between the picture and the missing state.
    package func reloadPictures(at url: URL) {
        let paths = gallery.images.indices.filter { gallery.images[$0].url == url }.compactMap(item(ofGalleryIndex:))
            .map { IndexPath(item: $0, section: 0) }
        if !paths.isEmpty { collectionView.reloadItems(at: paths) }
    }

    // MARK: Drag out: the image (PNG or its own format), its URL, and a reference for this app

    package func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession,
                               at indexPath: IndexPath) -> [DragItem] {
        session.localContext = collectionView
        return dragItems(at: indexPath)
    }

    package func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession,
                               at indexPath: IndexPath, point: Point) -> [DragItem] {
        dragItems(at: indexPath)
    }

    /// The items a copy of these pictures puts on the clipboard: what a drag of them offers
    /// (PNG, the file, the address, and the picture itself for this application).
    package func itemsForCopying(_ indexPaths: [IndexPath]) -> [DragItem] {
        indexPaths.sorted().flatMap(dragItems(at:))
    }

    private func dragItems(at indexPath: IndexPath) -> [DragItem] {
        guard let image = image(atItem: indexPath.item) else { return [] }
        let provider = Self.itemProvider(for: image.url, store: store)
        let item = DragItem(itemProvider: provider)
        item.localObject = GalleryImageReference(galleryID: gallery.id, image: image)
        return [item]
    }

    /// What a picture at `url` offers when dragged or copied, produced only when a destination
    /// asks: PNG bytes (fetched or converted then); the picture as a file (text/uri-list, what
    /// file managers and browsers take as a file); its web address (Mozilla's URL type, plain
    /// text). Not `_NETSCAPE_URL`: Qt 5 asks for it under a name GTK does not serve and
    /// receives nothing.
    package static func itemProvider(for url: URL, store: any GalleryImageStore) -> ItemProvider {
        let provider = ItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: .png) { try await store.pngData(for: url) }
        provider.registerDataRepresentation(forTypeIdentifier: .fileURL) {
            Data((try await store.exportedFile(for: url).absoluteString + "\r\n").utf8)
        }
        provider.registerDataRepresentation(forTypeIdentifier: .mozillaURL) {
            // UTF-16 "URL\nTitle", as browsers write it.
            Data((url.absoluteString + "\n" + url.lastPathComponent).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
        provider.registerObject(url)
        provider.suggestedName = url.deletingPathExtension().lastPathComponent
        return provider
    }

    // MARK: Drop in

    /// From this app: gallery images. From elsewhere: anything that is an image, a URL, or
    /// HTML (a browser selection with pictures).
    package func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        if session.localDragSession != nil, session.items.contains(where: { $0.localObject is GalleryImageReference }) {
            return true
        }
        return session.items.allSatisfy { item in
            item.itemProvider.canLoadObject(ofClass: Image.self) || item.itemProvider.canLoadObject(ofClass: URL.self)
                || item.itemProvider.hasItemConformingToTypeIdentifier(.html)
        }
    }

    package func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        let isSelf = (session.localDragSession?.localContext as? CollectionView) === collectionView
        return CollectionViewDropProposal(operation: isSelf ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    package func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        // Over no picture (an empty gallery, or outside the layout): at the end, where a
        // desktop user expects it (the seed inserts at the start).
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: shownCount, section: 0)
        let moving = coordinator.items.filter { $0.sourceIndexPath != nil }
        if !moving.isEmpty { move(moving, coordinator: coordinator, destination: destination) }
        let arriving = coordinator.items.filter { $0.sourceIndexPath == nil && !($0.dragItem.localObject is GalleryImageReference) }
        let tally = ProblemTally(count: arriving.count) { [weak self] in self?.report($0) }
        var offset = 0, number = 0
        for item in coordinator.items where item.sourceIndexPath == nil {
            if let reference = item.dragItem.localObject as? GalleryImageReference {
                copy(reference, item: item.dragItem, to: destination.item + offset, coordinator: coordinator)
            } else {
                number += 1
                let name = item.dragItem.itemProvider.suggestedName
                    ?? (arriving.count > 1 ? tr("dropped item %ld", number) : tr("the dropped item"))
                if item.dragItem.itemProvider.hasItemConformingToTypeIdentifier(.folder) {
                    receiveFolder(item.dragItem, at: destination.item + offset, tally: tally, name: name)
                } else {
                    receive(item.dragItem, at: IndexPath(item: destination.item + offset, section: 0), coordinator: coordinator,
                            tally: tally, name: name)
                }
            }
            offset += 1
        }
    }

    /// Reorders within this gallery: one image (UIKit's final index) or a selection
    /// (SEMANTICS 25).
    private func move(_ items: [IndexedDropItem], coordinator: CollectionViewDropCoordinator, destination: IndexPath) {
        let sources = items.compactMap(\.sourceIndexPath)
        // The coordinator's insertion point is before removal, as the plan wants; without
        // one (a drop over empty space) a single item goes to the final `destination`.
        let insertion = coordinator.insertionIndexPath ?? IndexPath(
            item: MoveOffsets.swiftUIOffset(forFinalIndex: destination.item, from: sources[0].item), section: 0)
        let plan = ReorderPlan(sources: sources, destination: insertion)
        guard plan.isValid(forCounts: [shownCount]) else { return }
        do {
            try collectionView.apply(plan.batchUpdates) {
                var sections = [(0..<shownCount).map { gallery.images[galleryIndex(ofItem: $0)] }]
                plan.apply(to: &sections)
                gallery.images = Self.placing(shownInOrder: sections[0], moved: Set(plan.finalIndexPaths.map { sections[0][$0.item].id }),
                                              in: gallery.images)
            }
            for (item, final) in zip(items, plan.finalIndexPaths) { coordinator.drop(item.dragItem, toItemAt: final) }
            changed(items.count == 1 ? "Move Image" : "Move Images")
        } catch {
            collectionView.reloadData()
        }
    }

    /// Copies an image from another gallery: its data is already known.
    private func copy(_ reference: GalleryImageReference, item: DragItem, to index: Int,
                      coordinator: CollectionViewDropCoordinator) {
        let target = IndexPath(item: min(index, shownCount), section: 0)
        let image = GalleryImage(url: reference.image.url, aspectRatio: reference.image.aspectRatio)
        // An inconsistent batch would be reported and the view reloaded from the model.
        collectionView.performBatchUpdates {
            shownIDs?.insert(image.id)
            gallery.images.insert(image, at: galleryInsertionIndex(forItem: target.item))
            collectionView.insertItems(at: [target])
        }
        coordinator.drop(item, toItemAt: target)
        changed("Copy Image")
    }

    /// Drops from other applications whose data is still on its way: their placeholders
    /// and the tasks waiting for them.
    private var pendingLoads: [UUID: (context: DropPlaceholderContext, task: Task<Void, Never>)] = [:]
    /// How many dropped items are still loading (each shows a placeholder).
    package var pendingLoadCount: Int { pendingLoads.count }
    /// Called with ``pendingLoadCount`` whenever it changes.
    package var onPendingLoadsChange: ((Int) -> Void)?
    /// The imports running (``add(_:names:at:problems:)``), each cancellable.
    var imports: [UUID: Task<Void, Never>] = [:]
    /// How many pictures the running imports have settled (added, refused or repeated) of
    /// how many; (0, 0) when none runs.
    package internal(set) var importProgress = (done: 0, total: 0) {
        didSet { onImportProgress?(importProgress.done, importProgress.total) }
    }
    /// Called whenever ``importProgress`` changes (with 0, 0 when the last import ended).
    package var onImportProgress: ((_ done: Int, _ total: Int) -> Void)?

    /// Stops every drop still loading: the placeholders go at once, and nothing is added (nor
    /// reported) when their data arrives. Returns how many were stopped.
    @discardableResult
    package func cancelPendingLoads() -> Int {
        let stopped = pendingLoads.count
        for (_, load) in pendingLoads {
            load.task.cancel()
            load.context.deletePlaceholder()
        }
        pendingLoads.removeAll()
        if stopped > 0 { onPendingLoadsChange?(0) }
        return stopped
    }

    /// An item from another application: a placeholder until its image arrives; `tally`
    /// hears how it settled (named `name` if its error names nothing).
    private func receive(_ item: DragItem, at path: IndexPath, coordinator: CollectionViewDropCoordinator,
                         tally: ProblemTally, name: String) {
        let placeholder = DropPlaceholder(insertionIndexPath: path, reuseIdentifier: Self.placeholderReuseIdentifier)
        placeholder.cellUpdateHandler = { $0.content = .spinner }
        let context = coordinator.drop(item, to: placeholder)
        let loads = Self.startLoading(item.itemProvider, limits: loadLimits)
        let store = self.store
        let id = UUID()
        let work = LoadCensus.Work()  // test support's settle() waits for the picture to be in
        let task = Task { await work.run {
            var problem: String?
            defer {
                if pendingLoads.removeValue(forKey: id) != nil { onPendingLoadsChange?(pendingLoads.count) }
                tally.settle(problem)
            }
            do {
                let images = try await Self.finish(loads, store: store)
                guard !Task.isCancelled else { return }
                var committed: IndexPath?
                context.commitInsertion { insertion in
                    let image = GalleryImage(url: images[0].1, aspectRatio: images[0].0.aspectRatio)
                    shownIDs?.insert(image.id)
                    gallery.images.insert(image, at: galleryInsertionIndex(forItem: insertion.item))
                    committed = insertion
                }
                guard let committed else { return }  // the placeholder went meanwhile (cancelled, timed out)
                // A selection of several pictures: the others follow the first, in order.
                if images.count > 1 { insert(images.dropFirst(), at: committed.item + 1) }
                changed(images.count == 1 ? "Add Image" : "Add Images")
            } catch {
                if !Task.isCancelled, context.deletePlaceholder() { problem = Self.problem(error, name: name) }
            }
        } }
        pendingLoads[id] = (context, task)
        onPendingLoadsChange?(pendingLoads.count)
    }

    /// A folder from a file manager: the pictures in it and its subfolders are added at
    /// `index`, as Import Folder… adds a folder's (the same checks, in path order, a picture
    /// already there not again); `tally` hears of them once the last has settled, with those
    /// that could not be added, or of a folder that holds none or cannot be read.
    private func receiveFolder(_ item: DragItem, at index: Int, tally: ProblemTally, name: String) {
        let work = LoadCensus.Work()  // test support's settle() waits for the folder's walk
        Task { await work.run {
            let (files, problem) = await picturesOfFolder(item.itemProvider, name: name)
            if let problem { return tally.settle(problem) }
            add(files.compactMap(ItemProvider.init(contentsOf:)), names: files.map(\.pictureName), at: index,
                whenSettled: { tally.settle($0) })
        } }
    }

    /// Inserts pictures at item `start` of the view (of the whole gallery's, when filtered:
    /// ``galleryInsertionIndex(forItem:)``); they stay shown while filtered.
    func insert(_ images: ArraySlice<(Image, URL)>, at start: Int) {
        let start = min(start, shownCount)
        let paths = images.indices.map { IndexPath(item: start + $0 - images.startIndex, section: 0) }
        let added = images.map { GalleryImage(url: $0.1, aspectRatio: $0.0.aspectRatio) }
        collectionView.performBatchUpdates {
            shownIDs?.formUnion(added.map(\.id))
            gallery.images.insert(contentsOf: added, at: galleryInsertionIndex(forItem: start))
            collectionView.insertItems(at: paths)
        }
    }

    /// The loads of one dropped item, started while the drop performs (SEMANTICS 8): its
    /// URL and its image, whichever it offers, or the HTML of a browser's selection.
    struct DroppedItemLoads: Sendable {
        let url: StartedLoad<URL>?
        let image: StartedLoad<Image>?
        let html: StartedLoad<Data>?
        /// Plain text, to name an item that turned out to be neither a picture nor a link.
        let text: StartedLoad<String>?
    }

    nonisolated static func startLoading(_ provider: ItemProvider, limits: ItemProvider.LoadLimits) -> DroppedItemLoads {
        let url: StartedLoad<URL>? = provider.canLoadObject(ofClass: URL.self) ? .object(URL.self, from: provider, limits: limits) : nil
        let image: StartedLoad<Image>? = provider.hasItemConformingToTypeIdentifier(.image)
            ? .object(Image.self, from: provider, limits: limits) : nil
        let html: StartedLoad<Data>? = image == nil && provider.hasItemConformingToTypeIdentifier(.html)
            ? .data(.html, from: provider, limits: limits) : nil
        let text: StartedLoad<String>? = image == nil && html == nil && provider.hasItemConformingToTypeIdentifier(.plainText)
            ? .object(String.self, from: provider, limits: limits) : nil
        return DroppedItemLoads(url: url, image: image, html: html, text: text)
    }

    /// The images and their URLs from a dropped item, whichever it offers: an image and
    /// its URL (a browser), a URL to fetch (a link, a file), bytes to keep (raw image data),
    /// or a browser selection's HTML with several pictures (each fetched; order kept).
    /// Image-search URLs that wrap the real one (`imgurl=`) are unwrapped.
    ///
    /// A failure names the item when it can: "notes.txt: Not an image", "“Selection: …”: not a
    /// picture or a link".
    nonisolated static func finish(_ loads: DroppedItemLoads, store: any GalleryImageStore) async throws -> [(Image, URL)] {
        var url: URL?
        var urlError: (any Error)?
        do { url = try await loads.url?.value().unwrappingImageSearch() } catch { urlError = error }
        do {
            return try await finish(loads, url: url, urlError: urlError, store: store)
        } catch {
            let failure = GalleryDropError(describing: error)
            if let url { throw failure.naming(url.pictureName) }
            // Text that was not a link (the text load exists only without image or HTML).
            if let text = try? await loads.text?.value(), URL.absoluteURL(text) == nil {
                let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
                let shown = line.count > 40 ? line.prefix(40) + "…" : Substring(line)
                throw GalleryDropError(tr("not a picture or a link"), subject: "“\(shown)”")
            }
            throw failure
        }
    }

    nonisolated private static func finish(_ loads: DroppedItemLoads, url: URL?, urlError: (any Error)?,
                                           store: any GalleryImageStore) async throws -> [(Image, URL)] {
        if let load = loads.image {
            // Dropped bytes pass the same checks as a download (pixels, size, format).
            let image = try store.validated(try await load.value())
            // A web address names where the bytes came from. A local path is the picture only
            // when the file holds exactly the dropped bytes (a file the user dropped);
            // otherwise the dropped bytes are kept, never the file's current contents. A
            // `data:` URL is the bytes themselves: they are kept, not the address.
            if let url, !DataURL.isDataURL(url), !url.isFileURL || Self.file(url, holds: image.data) { return [(image, url)] }
            return [(image, try await store.save(image))]
        }
        if let url, DataURL.isDataURL(url) {
            let image = try await store.image(at: url)
            return [(image, try await store.save(image))]
        }
        if let url { return [(try await store.image(at: url), url)] }
        guard let htmlLoad = loads.html else { throw urlError ?? GalleryDropError(tr("Not a picture")) }
        let sources = HTMLImageSources.urls(inHTMLData: try await htmlLoad.value())
        guard !sources.isEmpty else { throw GalleryDropError(tr("Not a picture (no pictures in the dropped selection)")) }
        var images: [(Image, URL)] = []
        var firstError: (any Error)?
        for source in sources {
            do { images.append((try await store.image(at: source), source)) } catch { firstError = firstError ?? error }
        }
        guard !images.isEmpty else { throw firstError ?? GalleryDropError(tr("Not a picture")) }
        return images
    }
}

extension GalleryController {
    /// Whether the local file at `url` holds exactly `data` (its size is compared first).
    nonisolated static func file(_ url: URL, holds data: Data) -> Bool {
        guard let file = LocalFile(url), (try? file.status().size) == data.count else { return false }
        return (try? file.read(maximumSize: data.count)) == data
    }
}

extension URL {
    /// The real image behind an image-search result URL (`…?imgurl=<real URL>&…`), else itself.
    package func unwrappingImageSearch() -> URL {
        guard let components = URLComponents(url: self, resolvingAgainstBaseURL: false),
              let wrapped = components.queryItems?.first(where: { $0.name.lowercased() == "imgurl" })?.value,
              let real = URL(string: wrapped), real.scheme != nil else { return self }
        return real
    }
}
