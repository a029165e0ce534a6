import Foundation

/// Every gallery of the user, as the sidebar and the windows see them, kept on disk by a
/// ``GalleryDocumentStore``: create, rename, delete into "Recently Deleted", restore,
/// delete for good, and every edit of a gallery — each saved at once and each undoable.
///
/// All changes go through one path: compute the new ``State``, write the difference to
/// disk, remember the old state for undo. When the disk refuses (a read-only directory),
/// the change stays in memory and on screen, and ``lastError`` says why: nothing shown is
/// lost. Documents this version cannot read are listed in ``unreadable`` and never touched.
@MainActor
public final class GalleryLibrary {
    /// The whole library: live galleries and those in "Recently Deleted".
    public struct State: Hashable, Sendable {
        public var galleries: [UUID: Gallery] = [:]
        public var deleted: Set<UUID> = []
    }

    /// One change, for observers: the galleries whose content or place changed.
    public struct Change: Sendable {
        public let changedGalleries: Set<UUID>
        public let actionName: String
    }

    public let store: GalleryDocumentStore
    public private(set) var state = State()
    /// Files that could not be read (damaged, or from a newer version), with the reason.
    public private(set) var unreadable: [GalleryDocumentStore.Entry] = []
    /// Why the last save failed, until a save succeeds.
    public private(set) var lastError: GalleryDocumentError?
    private var undoStack: [(state: State, actionName: String)] = []
    private var redoStack: [(state: State, actionName: String)] = []
    private var observers: [UUID: (Change) -> Void] = [:]

    /// Loads every document of `store`.
    public init(store: GalleryDocumentStore) {
        self.store = store
        for entry in store.loadAll() {
            guard let gallery = entry.gallery else {
                unreadable.append(entry)
                continue
            }
            state.galleries[gallery.id] = gallery
            if entry.isDeleted { state.deleted.insert(gallery.id) }
        }
    }

    // MARK: Reading

    /// Live galleries, by name.
    public var liveGalleries: [Gallery] { sorted(state.galleries.values.filter { !state.deleted.contains($0.id) }) }
    /// Galleries in "Recently Deleted", by name.
    public var deletedGalleries: [Gallery] { sorted(state.galleries.values.filter { state.deleted.contains($0.id) }) }
    public func gallery(_ id: UUID) -> Gallery? { state.galleries[id] }

    private func sorted(_ galleries: [Gallery]) -> [Gallery] {
        galleries.sorted { ($0.name.lowercased(), $0.id.uuidString) < ($1.name.lowercased(), $1.id.uuidString) }
    }

    // MARK: Changing

    /// Creates an empty gallery; returns its identifier.
    @discardableResult
    public func createGallery(named name: String) -> UUID {
        let gallery = Gallery(name: uniqueName(name))
        commit("New Gallery") { $0.galleries[gallery.id] = gallery }
        return gallery.id
    }

    /// Renames a gallery; an empty name is refused (returns false).
    @discardableResult
    public func rename(_ id: UUID, to name: String) -> Bool {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, let gallery = state.galleries[id], gallery.name != name else { return false }
        commit("Rename") { $0.galleries[id]?.name = name }
        return true
    }

    /// Moves a gallery into "Recently Deleted".
    public func delete(_ id: UUID) {
        guard state.galleries[id] != nil, !state.deleted.contains(id) else { return }
        commit("Delete Gallery") { $0.deleted.insert(id) }
    }

    /// Brings a gallery back from "Recently Deleted".
    public func restore(_ id: UUID) {
        guard state.deleted.contains(id) else { return }
        commit("Restore Gallery") { $0.deleted.remove(id) }
    }

    /// Deletes a gallery of "Recently Deleted" for good (undo brings it back from memory).
    public func deletePermanently(_ id: UUID) {
        guard state.deleted.contains(id) else { return }
        commit("Delete Permanently") {
            $0.galleries[id] = nil
            $0.deleted.remove(id)
        }
    }

    /// Records a new content for a gallery (a window moved, added or removed images).
    /// - Parameter undoable: false for corrections the user did not make (an image's real
    ///   aspect ratio once loaded): saved, but not an undo step.
    public func update(_ gallery: Gallery, actionName: String, undoable: Bool = true) {
        guard let current = state.galleries[gallery.id], current != gallery else { return }
        commit(actionName, undoable: undoable) { $0.galleries[gallery.id] = gallery }
    }

    // MARK: Undo

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoActionName: String? { undoStack.last?.actionName }
    public var redoActionName: String? { redoStack.last?.actionName }

    public func undo() {
        guard let (previous, name) = undoStack.popLast() else { return }
        redoStack.append((state, name))
        apply(previous, actionName: "Undo \(name)")
    }

    public func redo() {
        guard let (next, name) = redoStack.popLast() else { return }
        undoStack.append((state, name))
        apply(next, actionName: "Redo \(name)")
    }

    // MARK: Observing

    /// Calls `observer` after every change; returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (Change) -> Void) -> UUID {
        let token = UUID()
        observers[token] = observer
        return token
    }

    public func removeObserver(_ token: UUID) { observers[token] = nil }

    // MARK: The one path of every change

    private func commit(_ actionName: String, undoable: Bool = true, _ change: (inout State) -> Void) {
        var next = state
        change(&next)
        guard next != state else { return }
        if undoable {
            undoStack.append((state, actionName))
            redoStack.removeAll()
        }
        apply(next, actionName: actionName)
    }

    /// Makes `next` the state: writes what differs to disk, then tells the observers.
    private func apply(_ next: State, actionName: String) {
        let previous = state
        state = next
        var changed: Set<UUID> = []
        var failure: GalleryDocumentError?
        for id in Set(previous.galleries.keys).union(next.galleries.keys) {
            let old = previous.galleries[id], new = next.galleries[id]
            let wasDeleted = previous.deleted.contains(id), isDeleted = next.deleted.contains(id)
            guard old != new || wasDeleted != isDeleted else { continue }
            changed.insert(id)
            do { try persist(id, from: (old, wasDeleted), to: (new, isDeleted)) } catch { failure = error }
        }
        lastError = failure
        let change = Change(changedGalleries: changed, actionName: actionName)
        for observer in observers.values { observer(change) }
    }

    private func persist(_ id: UUID, from old: (Gallery?, Bool), to new: (Gallery?, Bool)) throws(GalleryDocumentError) {
        switch (old.0, new.0) {
        case (_, nil):
            // Gone (undo of a creation, or deleted for good).
            try store.remove(id, deleted: old.1)
        case let (nil, gallery?):
            try store.save(gallery, deleted: new.1)
        case let (before?, gallery?):
            if old.1 != new.1 { try new.1 ? store.moveToRecentlyDeleted(id) : store.restore(id) }
            if before != gallery { try store.save(gallery, deleted: new.1) }
        }
    }

    private func uniqueName(_ base: String) -> String {
        let names = Set(state.galleries.values.map(\.name))
        guard names.contains(base) else { return base }
        return (2...).lazy.map { "\(base) \($0)" }.first { !names.contains($0) }!
    }
}
