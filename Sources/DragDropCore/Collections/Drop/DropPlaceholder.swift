import Foundation

/// A cell shown where dropped data will appear once it has loaded (UIKit's
/// `UICollectionViewDropPlaceholder` / `UITableViewDropPlaceholder`; SEMANTICS 17).
@MainActor
public final class DropPlaceholder {
    /// Where to show it, in the view's presentation coordinates.
    public let insertionIndexPath: IndexPath
    /// The cell to dequeue for it (e.g. "DropPlaceholderCell").
    public let reuseIdentifier: String
    /// A table row's height; nil uses the layout's.
    public var rowHeight: Double?
    /// Configures the placeholder cell; called again by `setNeedsCellUpdate()`.
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?
    /// The preview parameters for the dropped item flying into it.
    public var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?

    /// A placeholder shown at `insertionIndexPath` with a cell dequeued for `reuseIdentifier`,
    /// `rowHeight` high in a table (nil: the layout's).
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: Double? = nil) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

/// UIKit's `UICollectionViewDropPlaceholder`.
public typealias CollectionViewDropPlaceholder = DropPlaceholder
/// UIKit's `UITableViewDropPlaceholder`.
public typealias TableViewDropPlaceholder = DropPlaceholder

/// Why a placeholder went away without its data.
public struct PlaceholderTimeoutError: Error, Equatable, CustomStringConvertible {
    /// How long the placeholder waited.
    public let timeout: Duration

    /// The error of a placeholder that waited `timeout` for nothing.
    public init(timeout: Duration) {
        self.timeout = timeout
    }

    public var description: String { "The dropped item's data did not arrive within \(timeout.secondsDescription)" }
}

/// The handle of a placeholder in the view (UIKit's `UICollectionViewDropPlaceholderContext`).
/// Keep it until the data arrives, then commit; or delete it on failure (SEMANTICS 19–21).
@MainActor
public final class DropPlaceholderContext {
    /// The dragged item the placeholder waits for.
    public let dragItem: DragItem
    let placeholder: DropPlaceholder
    weak var view: IndexedCollectionView?
    let id: Int
    /// Set when the placeholder was removed without a commit (failure, timeout, reload).
    public internal(set) var removalReason: (any Error)?

    init(dragItem: DragItem, placeholder: DropPlaceholder, view: IndexedCollectionView, id: Int) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.view = view
        self.id = id
    }

    /// Whether the placeholder is still shown.
    public var isActive: Bool { view?.placeholders.position(of: id) != nil }

    /// The placeholder's current position in the view (it moves as the data source changes).
    public var currentIndexPath: IndexPath? { view?.placeholders.position(of: id) }

    /// Replaces the placeholder by a real item: `dataSourceUpdates` receives the data-source
    /// index path to insert at — the placeholder's *current* one (SEMANTICS 19) — and must
    /// insert exactly one item there in the model. Returns whether it committed; false when
    /// the placeholder is gone (deleted, timed out, reloadData — SEMANTICS 21) or the model
    /// did not gain exactly one item.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        view?.placeholders.commit(id, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    /// Removes the placeholder (on load failure). Returns false when it was already gone.
    /// Nothing is said: the application tells the user (or use ``deletePlaceholder(failure:)``).
    @discardableResult
    public func deletePlaceholder() -> Bool {
        view?.placeholders.remove(id, reason: nil) ?? false
    }

    /// Removes the placeholder because its data failed, and has the view say so — a
    /// diagnostic and a ``IndexedCollectionView/Change/droppedItemLost(_:)`` the front end
    /// shows — so a failed drop is never lost without a word. Returns false when it was
    /// already gone (then nothing is said).
    @discardableResult
    public func deletePlaceholder(failure: any Error) -> Bool {
        guard let view, view.placeholders.remove(id, reason: failure) else { return false }
        view.announceLostDrop("A dropped item could not be added: \(failure)")
        return true
    }

    /// Calls the placeholder's cell update handler again (e.g. to show progress).
    public func setNeedsCellUpdate() {
        view?.placeholders.updateCell(id)
    }
}

/// UIKit's `UICollectionViewDropPlaceholderContext`.
public typealias CollectionViewDropPlaceholderContext = DropPlaceholderContext
/// UIKit's `UITableViewDropPlaceholderContext`.
public typealias TableViewDropPlaceholderContext = DropPlaceholderContext
