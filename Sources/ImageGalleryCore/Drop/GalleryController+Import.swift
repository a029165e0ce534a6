import DragDrop
import Foundation

extension GalleryController {
    /// Pictures read at once by an import: enough to keep disks and servers busy, few enough
    /// that a folder of thousands is never in memory at once.
    nonisolated static let importWidth = 4

    /// Adds the pictures `providers` stand for — files and URLs from the command line, the
    /// clipboard, a file chooser, a folder — as a drop's items are added (same checks, same
    /// messages), in order, at `index` (default: the end). Returns at once; each picture
    /// appears when its data is there, read ``importWidth`` at a time, and
    /// ``importProgress`` counts them. With `skippingDuplicates` (an import), a picture the
    /// gallery already has — the same address, or the same bytes — is not added again (a
    /// paste is a copy the user asked for, as in Files: it is added). What fails or repeats — with `problems` found
    /// before (a missing file) — is reported once, when the last has settled
    /// (``onProblems``), each named by its entry in `names` when its error does not name it.
    /// ``cancelImports()`` stops it. The first picture to arrive is scrolled into view, as
    /// Files shows what was pasted; once per import, so a long one does not pull the view away
    /// from where the user has scrolled since. With `whenSettled` (a folder that is one item of
    /// a drop), the problems go to it instead, when the last picture has settled (none: empty),
    /// so the drop's one notice comes after its folder's pictures, not under their progress.
    /// - Complexity: O(*n*) for the gallery's *n* pictures to index them (sizes only), then
    ///   per picture its load; bytes are hashed only for a picture whose size another has.
    package func add(_ providers: [ItemProvider], names: [String]? = nil, at index: Int? = nil, problems: [String] = [],
                    skippingDuplicates: Bool = true, whenSettled: (@MainActor ([String]) -> Void)? = nil) {
        let store = self.store, limits = loadLimits
        let existing = skippingDuplicates ? gallery.images.map(\.url) : []
        let tally = ProblemTally(count: providers.count, problems: problems) { [weak self] problems in
            if let whenSettled { whenSettled(problems) } else { self?.report(problems) }
        }
        let id = UUID()
        importProgress.total += providers.count
        // A picture's name in messages: the one given, the provider's, else its address's.
        let name = { (number: Int, url: URL?) in
            names.flatMap { $0.indices.contains(number) ? $0[number] : nil } ?? providers[number].suggestedName
                ?? url?.pictureName ?? tr("picture %ld", number + 1)
        }
        let work = LoadCensus.Work()  // test support's settle() waits for the import's end
        imports[id] = Task { await work.run {
            var duplicates = await Task.detached { DuplicatePictures(existing, store: store) }.value
            var position = index ?? shownCount
            var added = 0, settled = 0
            var next = 0
            var running: [Int: Task<[(Image, URL)], any Error>] = [:]
            func startMore() {
                while next < providers.count && running.count < Self.importWidth {
                    let load = Self.startLoading(providers[next], limits: limits)
                    running[next] = Task.detached { try await Self.finish(load, store: store) }
                    next += 1
                }
            }
            startMore()
            for number in providers.indices {
                guard let load = running[number] else { break }
                let result = await withTaskCancellationHandler { await load.result } onCancel: { load.cancel() }
                running[number] = nil
                guard !Task.isCancelled else { break }
                startMore()
                settled += 1
                // Counted once it is in (the window's count and empty page follow the progress),
                // and before its tally settles: the last settling tells the action's problems,
                // a notice that a later progress step would replace.
                switch result {
                case let .success(images):
                    var fresh: [(Image, URL)] = []
                    var repeated: URL?
                    for (image, url) in images {
                        if skippingDuplicates, let original = duplicates.original(of: image, at: url, store: store) {
                            repeated = original
                        } else {
                            duplicates.insert(image, at: url)
                            fresh.append((image, url))
                        }
                    }
                    let start = min(position, shownCount)
                    insert(fresh[...], at: start)
                    if added == 0, !fresh.isEmpty { reveal(IndexPath(item: start, section: 0)) }
                    position = start + fresh.count
                    added += fresh.count
                    importProgress.done += 1
                    tally.settle(fresh.isEmpty ? Self.alreadyThere(name(number, images.first?.1), original: repeated) : nil)
                case let .failure(error):
                    importProgress.done += 1
                    tally.settle(Self.problem(error, name: name(number, nil)))
                }
            }
            for (_, load) in running { load.cancel() }
            // Cancelled: what did not arrive is not reported, but the drop waiting on it still tells its own.
            if settled < providers.count { whenSettled?([]) }
            if added > 0 { changed(added == 1 ? "Add Image" : "Add Images") }
            finishImport(id, unsettled: providers.count - settled)
        } }
    }

    /// A paste (Ctrl+V): the pictures `providers` stand for, added at `index` (default: the
    /// end) as a copy asked for — a picture already there is added again; a folder among them
    /// (a file manager's copy) stands for the pictures in it and its subfolders, in path
    /// order, as a dropped one does, and one without pictures is named in the paste's notice.
    package func paste(_ providers: [ItemProvider], at index: Int? = nil) {
        guard providers.contains(where: { $0.hasItemConformingToTypeIdentifier(.folder) }) else {
            return add(providers, at: index, skippingDuplicates: false)
        }
        let work = LoadCensus.Work()  // test support's settle() waits for the folders' walk
        Task { await work.run {
            var pictures: [ItemProvider] = [], problems: [String] = []
            for (number, provider) in providers.enumerated() {
                guard provider.hasItemConformingToTypeIdentifier(.folder) else {
                    pictures.append(provider)
                    continue
                }
                let (files, problem) = await picturesOfFolder(provider, name: provider.suggestedName ?? tr("picture %ld", number + 1))
                pictures += files.compactMap(ItemProvider.init(contentsOf:))
                if let problem { problems.append(problem) }
            }
            add(pictures, at: index, problems: problems, skippingDuplicates: false)
        } }
    }

    /// The pictures of the folder `provider` stands for (a file manager's drop or copy), in it
    /// and its subfolders, walked off the main thread; or, when there are none, why (named
    /// by the folder, else by `name`).
    func picturesOfFolder(_ provider: ItemProvider, name: String) async -> (pictures: [URL], problem: String?) {
        let folder = StartedLoad.object(URL.self, from: provider, limits: loadLimits)
        do {
            let url = try await folder.value()
            let files = await Task.detached { LocalFile(url).map { PictureFolder.pictures(in: $0).map(\.url) } ?? [] }.value
            guard !files.isEmpty else { return ([], GalleryDropError(tr("no pictures in this folder"), subject: url.pictureName).message) }
            return (files, nil)
        } catch {
            return ([], Self.problem(error, name: name))
        }
    }

    /// Scrolls as little as shows the picture at a data-source index path (UIKit's idiom).
    private func reveal(_ indexPath: IndexPath) {
        guard let shown = collectionView.presentationIndexPath(forDataSourceIndexPath: indexPath),
              let frame = collectionView.layoutAttributesForItem(at: shown) else { return }
        collectionView.scrollRectToVisible(frame, animated: true)
    }

    /// Stops every import: what is not there yet is not added (nor reported). Returns how
    /// many pictures were left out.
    @discardableResult
    package func cancelImports() -> Int {
        let left = importProgress.total - importProgress.done
        for task in imports.values { task.cancel() }
        return left
    }

    /// The message of a picture the gallery already has: "b.png: already in the gallery (as a.png)".
    private static func alreadyThere(_ name: String, original: URL?) -> String {
        let other = original?.pictureName
        if let other, other != name {
            return GalleryDropError(tr("already in the gallery, as %@", other), subject: name).message
        }
        return GalleryDropError(tr("already in the gallery"), subject: name).message
    }

    /// An import ended (done or cancelled): its unsettled pictures leave the count; the count
    /// is (0, 0) once none runs.
    private func finishImport(_ id: UUID, unsettled: Int) {
        imports[id] = nil
        if imports.isEmpty {
            importProgress = (0, 0)
        } else if unsettled > 0 {
            importProgress.total -= unsettled
        }
    }
}
