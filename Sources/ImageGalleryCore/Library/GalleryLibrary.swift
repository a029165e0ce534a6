import DragDrop
import Foundation

/// Every gallery of the user, as the sidebar and the windows see them, kept on disk by a
/// ``GalleryDocumentStore``: create, rename, delete into "Recently Deleted", restore,
/// delete for good, and every edit of a gallery — each saved and each undoable.
///
/// All changes go through one path: compute the new ``State``, hand the difference to the
/// ``GalleryDocumentWriter`` (which writes off the main thread, coalesced, merging with other
/// processes' changes), register the way back to the old state with ``undoManager``. When the disk refuses (a read-only
/// directory), the change stays in memory and on screen, and ``lastError`` says why: nothing
/// shown is lost. Documents this version cannot read are listed in ``unreadable`` and never
/// touched. Changes other processes make reach the library, and its observers, through
/// ``reloadExternalChanges()``, which the application calls when a file monitor sees the folder change.
@MainActor
package final class GalleryLibrary {
    /// The whole library: live galleries and those in "Recently Deleted".
    package struct State: Hashable, Sendable {
        package var galleries: [UUID: Gallery] = [:]
        package var deleted: Set<UUID> = []
    }

    /// One change, for observers: the galleries whose content or place changed.
    package struct Change: Sendable {
        package let changedGalleries: Set<UUID>
        package let actionName: String
    }

    package let store: GalleryDocumentStore
    package private(set) var state = State() {
        didSet { orientations = Self.turnedPictures(in: state) }
    }
    /// How each turned picture of the library is turned (upright ones are left out), kept
    /// with every change of the state: the textures of every window ask for it.
    package private(set) var orientations: [URL: ImageOrientation] = [:]
    /// Files that could not be read (damaged, or from a newer version), with the reason.
    package private(set) var unreadable: [GalleryDocumentStore.Entry] = []
    /// Why the last save failed, until a save succeeds.
    package private(set) var lastError: GalleryDocumentError?
    /// Where every undoable change is registered, one step each (UIDocument's manager): the
    /// windows' Undo and Redo act on it.
    package let undoManager = UndoManager()
    private var observers: [UUID: (Change) -> Void] = [:]
    /// Writes the documents (off the main thread).
    package private(set) var writer: GalleryDocumentWriter!

    /// Loads every document of `store`. `correctionMaximumDelay`: how long the ``writer`` lets a
    /// burst of corrections wait at most (``GalleryDocumentWriter/correctionMaximumDelay``).
    package convenience init(store: GalleryDocumentStore,
                            correctionMaximumDelay: Duration = GalleryDocumentWriter.defaultCorrectionMaximumDelay) {
        self.init(store: store, snapshot: store.snapshot(), correctionMaximumDelay: correctionMaximumDelay)
    }

    /// The library of the documents of `store` as `snapshot` read them (on another thread,
    /// say, while the application started up).
    package init(store: GalleryDocumentStore, snapshot: GalleryDocumentStore.Snapshot,
                correctionMaximumDelay: Duration = GalleryDocumentWriter.defaultCorrectionMaximumDelay) {
        self.store = store
        var known: [UUID: SavedGallery] = [:]
        var stamps: [UUID: DocumentStamp] = [:]
        let fingerprint = snapshot.fingerprint
        for entry in snapshot.entries {
            guard let gallery = entry.gallery else {
                unreadable.append(entry)
                continue
            }
            state.galleries[gallery.id] = gallery
            if entry.isDeleted { state.deleted.insert(gallery.id) }
            known[gallery.id] = SavedGallery(gallery: gallery, deleted: entry.isDeleted)
            stamps[gallery.id] = entry.stamp
        }
        orientations = Self.turnedPictures(in: state)
        writer = GalleryDocumentWriter(store: store, known: known, fingerprint: fingerprint, stamps: stamps,
                                       correctionMaximumDelay: correctionMaximumDelay) { [weak self] in
            Task { @MainActor in self?.deliverOutcomes() }
        }
    }

    // MARK: Reading

    /// Live galleries, by name.
    package var liveGalleries: [Gallery] { sorted(state.galleries.values.filter { !state.deleted.contains($0.id) }) }
    /// Galleries in "Recently Deleted", by name.
    package var deletedGalleries: [Gallery] { sorted(state.galleries.values.filter { state.deleted.contains($0.id) }) }
    package func gallery(_ id: UUID) -> Gallery? { state.galleries[id] }

    private func sorted(_ galleries: [Gallery]) -> [Gallery] {
        galleries.sorted { ($0.name.lowercased(), $0.id.uuidString) < ($1.name.lowercased(), $1.id.uuidString) }
    }

    // MARK: Changing

    /// Creates an empty gallery; returns its identifier.
    @discardableResult
    package func createGallery(named name: String) -> UUID {
        let gallery = Gallery(name: uniqueName(name))
        commit("New Gallery") { $0.galleries[gallery.id] = gallery }
        return gallery.id
    }

    /// On first launch (no gallery at all, none deleted or unreadable): an empty gallery named
    /// `name` to start with. Not an undo step — undoing the first thing the user does must
    /// not take away the gallery they started in. Returns its identifier, or nil.
    @discardableResult
    package func createStarterGalleryIfEmpty(named name: String) -> UUID? {
        guard state.galleries.isEmpty, unreadable.isEmpty else { return nil }
        let gallery = Gallery(name: name)
        commit("New Gallery", undoable: false) { $0.galleries[gallery.id] = gallery }
        return gallery.id
    }

    /// Renames a gallery; an empty name is refused (returns false).
    @discardableResult
    package func rename(_ id: UUID, to name: String) -> Bool {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, let gallery = state.galleries[id], gallery.name != name else { return false }
        commit("Rename") { $0.galleries[id]?.name = name }
        return true
    }

    /// Moves a gallery into "Recently Deleted".
    package func delete(_ id: UUID) {
        guard state.galleries[id] != nil, !state.deleted.contains(id) else { return }
        commit("Delete Gallery") { $0.deleted.insert(id) }
    }

    /// Brings a gallery back from "Recently Deleted".
    package func restore(_ id: UUID) {
        guard state.deleted.contains(id) else { return }
        commit("Restore Gallery") { $0.deleted.remove(id) }
    }

    /// Deletes a gallery of "Recently Deleted" for good (undo brings it back from memory).
    package func deletePermanently(_ id: UUID) {
        guard state.deleted.contains(id) else { return }
        commit("Delete Permanently") {
            $0.galleries[id] = nil
            $0.deleted.remove(id)
        }
    }

    /// Records a new content for a gallery (a window moved, added or removed images).
    /// - Parameter undoable: false for corrections the user did not make (an image's real
    ///   aspect ratio once loaded): saved, but not an undo step.
    package func update(_ gallery: Gallery, actionName: String, undoable: Bool = true) {
        guard let current = state.galleries[gallery.id], current != gallery else { return }
        commit(actionName, undoable: undoable) { $0.galleries[gallery.id] = gallery }
    }

    // MARK: Undo

    package var canUndo: Bool { undoManager.canUndo }
    package var canRedo: Bool { undoManager.canRedo }
    package var undoActionName: String? { canUndo ? undoManager.undoActionName : nil }
    package var redoActionName: String? { canRedo ? undoManager.redoActionName : nil }

    /// Undoes the last step (``undoManager``'s); observers hear "Undo" and its name.
    package func undo() { undoManager.undo() }

    /// Redoes the last step undone; observers hear "Redo" and its name.
    package func redo() { undoManager.redo() }

    /// Registers the way back to `previous` as one step named `actionName`.
    private func registerReturn(to previous: State, actionName: String) {
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { $0.returnTo(previous, actionName: actionName) }
        undoManager.setActionName(actionName)
        undoManager.endUndoGrouping()
    }

    /// An undo or redo: goes back to `state`, registering the way forth again.
    private func returnTo(_ previous: State, actionName: String) {
        let verb = undoManager.isUndoing ? "Undo" : "Redo"
        registerReturn(to: state, actionName: actionName)
        apply(previous, actionName: "\(verb) \(actionName)")
    }

    // MARK: Observing

    /// Calls `observer` after every change; returns a token for ``removeObserver(_:)``.
    @discardableResult
    package func addObserver(_ observer: @escaping (Change) -> Void) -> UUID {
        let token = UUID()
        observers[token] = observer
        return token
    }

    package func removeObserver(_ token: UUID) { observers[token] = nil }

    // MARK: The one path of every change

    func commit(_ actionName: String, undoable: Bool = true, _ change: (inout State) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        if undoable { registerReturn(to: state, actionName: actionName) }
        apply(next, actionName: actionName, urgent: undoable)
    }

    /// Makes `next` the state: hands what differs to the writer, then tells the observers.
    /// - Parameter urgent: false for corrections, which the writer coalesces over a burst.
    private func apply(_ next: State, actionName: String, urgent: Bool = true) {
        let previous = state
        state = next
        var changed: [UUID: SavedGallery?] = [:]
        for id in Set(previous.galleries.keys).union(next.galleries.keys) {
            let old = previous.saved(id), new = next.saved(id)
            if old != new { changed[id] = new }
        }
        writer.schedule(changed, urgent: urgent)
        notify(Change(changedGalleries: Set(changed.keys), actionName: actionName))
    }

    private func notify(_ change: Change) {
        for observer in observers.values { observer(change) }
    }

    private func deliverOutcomes() {
        for outcome in writer.takeOutcomes() { written(outcome) }
    }

    /// A batch of writes finished: failures become ``lastError``; a merge with another
    /// process's changes becomes the state (not an undo step).
    private func written(_ outcome: GalleryDocumentWriter.Outcome) {
        var changed = Set<UUID>()
        for (id, merged) in outcome.merged where state.saved(id) != merged {
            state.set(merged, for: id)
            changed.insert(id)
        }
        let previousError = lastError
        if let error = outcome.errors.values.first {
            lastError = error
        } else if !outcome.saved.isEmpty {
            lastError = nil
        }
        guard !changed.isEmpty || lastError != previousError else { return }
        notify(Change(changedGalleries: changed, actionName: changed.isEmpty ? "Save" : "Merge Changes"))
    }

    // MARK: Other processes

    /// Reads what other processes changed on disk since this one last read or wrote it and
    /// merges it into the state (their pictures are never dropped; ours neither); observers
    /// hear about it. Not an undo step.
    package func reloadExternalChanges() async {
        let (changes, unreadableNow) = await writer.externalChanges()
        var changed = Set<UUID>()
        var rewrite: [UUID: SavedGallery?] = [:]
        for change in changes {
            let ours = state.saved(change.id)
            let merged = GalleryMerge.merge(base: change.base, ours: ours, theirs: change.current)
            if merged != ours {
                state.set(merged, for: change.id)
                changed.insert(change.id)
            }
            if merged == change.current { writer.acknowledge(merged, for: change.id) } else { rewrite[change.id] = merged }
        }
        writer.schedule(rewrite, urgent: true)
        let unreadableChanged = !changes.isEmpty && Set(unreadableNow.map(\.fileURL)) != Set(unreadable.map(\.fileURL))
        if unreadableChanged { unreadable = unreadableNow }
        if !changed.isEmpty || unreadableChanged { notify(Change(changedGalleries: changed, actionName: "Changes Elsewhere")) }
    }

    /// Returns once every change so far is on disk.
    package func flush() async {
        await writer.flush()
        deliverOutcomes()
    }

    private func uniqueName(_ base: String) -> String {
        let names = Set(state.galleries.values.map(\.name))
        guard names.contains(base) else { return base }
        return (2...).lazy.map { "\(base) \($0)" }.first { !names.contains($0) }!
    }
}

extension GalleryLibrary.State {
    /// One gallery as saved (nil: none).
    func saved(_ id: UUID) -> SavedGallery? {
        galleries[id].map { SavedGallery(gallery: $0, deleted: deleted.contains(id)) }
    }

    mutating func set(_ saved: SavedGallery?, for id: UUID) {
        galleries[id] = saved?.gallery
        if saved?.deleted == true { deleted.insert(id) } else { deleted.remove(id) }
    }
}
