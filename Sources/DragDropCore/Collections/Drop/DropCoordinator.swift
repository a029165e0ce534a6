import Foundation

/// One dropped item as an indexed view sees it (UIKit's `UICollectionViewDropItem`).
@MainActor
public struct IndexedDropItem {
    /// The dragged item.
    public let dragItem: DragItem
    /// Where it came from, only when dragged from this same view and the view was not
    /// reloaded since (SEMANTICS 15); data-source coordinates.
    public let sourceIndexPath: IndexPath?
    /// The size of its drag preview.
    public let previewSize: Size
}

/// UIKit's `UICollectionViewDropItem`.
public typealias CollectionViewDropItem = IndexedDropItem
/// UIKit's `UITableViewDropItem`.
public typealias TableViewDropItem = IndexedDropItem

/// How a dropped item is animated, as recorded by the coordinator.
public enum DropItemAnimation: Sendable {
    /// Into the cell at this presentation index path (SEMANTICS 16: it must be there already).
    case toItem(IndexPath)
    /// Into a rectangle of the cell at this index path.
    case intoItem(IndexPath, rect: Rect)
    /// Anywhere.
    case toTarget(center: Point, transform: Transform2D)
    /// Into a placeholder cell.
    case toPlaceholder(id: Int)
}

/// Everything a drop delegate needs in `performDropWith` (UIKit's
/// `UICollectionViewDropCoordinator` / `UITableViewDropCoordinator`).
@MainActor
public final class IndexedDropCoordinator {
    /// The dropped items, in session order.
    public let items: [IndexedDropItem]
    /// Where the drop goes, for the resolved intent: the target item for insertInto; the
    /// insertion point otherwise, in *final* coordinates for a single item moved within one
    /// section of this view (UIKit's rule, so `remove(source); insert(at: destination)`
    /// works — SEMANTICS 23). nil over empty space (SEMANTICS 14).
    public let destinationIndexPath: IndexPath?
    /// The insertion point before any removal (SEMANTICS 25's d), whatever the items.
    public let insertionIndexPath: IndexPath?
    /// The proposal with its concrete intent (automatic resolved — SEMANTICS 13).
    public let proposal: IndexedDropProposal
    /// The drop session: load the items' data through it.
    public let session: DropSession
    private let view: IndexedCollectionView
    private let dropID: Int
    /// How each item (by identity) will be animated; the view reads it for the drop previews.
    private(set) var animations: [ObjectIdentifier: DropItemAnimation] = [:]

    init(items: [IndexedDropItem], destinationIndexPath: IndexPath?, insertionIndexPath: IndexPath?,
         proposal: IndexedDropProposal, session: DropSession, view: IndexedCollectionView, dropID: Int) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.insertionIndexPath = insertionIndexPath
        self.proposal = proposal
        self.session = session
        self.view = view
        self.dropID = dropID
    }

    /// Animates `dragItem` into the item at `indexPath` (presentation), which the batch
    /// update inside performDrop must already have inserted (SEMANTICS 16).
    @discardableResult
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DropItemAnimation {
        reportMissingItem(indexPath, in: "drop(_:toItemAt:)")
        reportLikelyOffByOne(dragItem, droppedAt: indexPath)
        return record(.toItem(indexPath), for: dragItem)
    }

    /// An index path the view does not show: the item was not inserted (or was inserted
    /// elsewhere) before the call, and the drop animates to nothing. Said once.
    private func reportMissingItem(_ indexPath: IndexPath, in call: String) {
        guard indexPath.count == 2, indexPath.section >= view.numberOfSections
                || indexPath.item < 0 || indexPath.item >= view.numberOfItems(inSection: indexPath.section) else { return }
        let counts = (0..<view.numberOfSections).map { "\(view.numberOfItems(inSection: $0))" }.joined(separator: ", ")
        view.report("""
            \(call) names \(indexPath), which the view does not have (items per section: \(counts.isEmpty ? "none" : counts)): \
            insert the dropped item in a batch update inside performDrop first (SEMANTICS 16)
            """)
    }

    /// A single moved item dropped at the insertion point where it is one off its final
    /// index: the signature of reading `insertionIndexPath` (before removal) as the final
    /// index — the item lands beside the gap, silently. Said once (SEMANTICS 23, 25).
    private func reportLikelyOffByOne(_ dragItem: DragItem, droppedAt indexPath: IndexPath) {
        guard items.count == 1, items[0].dragItem === dragItem, let source = items[0].sourceIndexPath,
              proposal.operation == .move, let destination = destinationIndexPath, let insertion = insertionIndexPath,
              indexPath == insertion, insertion != destination, source.section == insertion.section else { return }
        view.report("""
            an item moved from \(source) was dropped at \(indexPath), the gap counted before removal, but its final index \
            — destinationIndexPath — is \(destination): remove at the source and insert at destinationIndexPath \
            (SEMANTICS 23), or use insertionIndexPath with move(fromOffsets:toOffset:) (SEMANTICS 25)
            """)
    }

    /// UITableView's name.
    @discardableResult
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> DropItemAnimation {
        drop(dragItem, toItemAt: indexPath)
    }

    /// Animates `dragItem` to fit into `rect` (the cell's coordinates) of the item at `indexPath`.
    @discardableResult
    public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: Rect) -> DropItemAnimation {
        reportMissingItem(indexPath, in: "drop(_:intoItemAt:rect:)")
        return record(.intoItem(indexPath, rect: rect), for: dragItem)
    }

    /// The table spelling of ``drop(_:intoItemAt:rect:)``.
    @discardableResult
    public func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: Rect) -> DropItemAnimation {
        drop(dragItem, intoItemAt: indexPath, rect: rect)
    }

    /// Animates `dragItem` anywhere.
    @discardableResult
    public func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DropItemAnimation {
        record(.toTarget(center: target.center, transform: target.transform), for: dragItem)
    }

    /// Shows a placeholder for `dragItem` until its data arrives (SEMANTICS 17, 22).
    public func drop(_ dragItem: DragItem, to placeholder: DropPlaceholder) -> DropPlaceholderContext {
        let context = view.placeholders.insert(placeholder, for: dragItem, dropID: dropID, in: view)
        record(.toPlaceholder(id: context.id), for: dragItem)
        return context
    }

    /// UIKit's one-call spelling of ``drop(_:to:)-(_,DropPlaceholder)``: a placeholder at
    /// `indexPath` made of cells dequeued with `reuseIdentifier` (rows of `rowHeight` in a
    /// table; nil: the layout's size), set up by `cellUpdateHandler`.
    public func drop(_ dragItem: DragItem, toPlaceholderInsertedAt indexPath: IndexPath, withReuseIdentifier reuseIdentifier: String,
                     rowHeight: Double? = nil, cellUpdateHandler: @escaping (CollectionViewCell) -> Void) -> DropPlaceholderContext {
        let placeholder = DropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight)
        placeholder.cellUpdateHandler = cellUpdateHandler
        return drop(dragItem, to: placeholder)
    }

    /// How `dragItem` is being animated, if the delegate said.
    public func animation(for dragItem: DragItem) -> DropItemAnimation? {
        animations[ObjectIdentifier(dragItem)]
    }

    @discardableResult
    private func record(_ animation: DropItemAnimation, for dragItem: DragItem) -> DropItemAnimation {
        animations[ObjectIdentifier(dragItem)] = animation
        return animation
    }
}

/// UIKit's `UICollectionViewDropCoordinator`.
public typealias CollectionViewDropCoordinator = IndexedDropCoordinator
/// UIKit's `UITableViewDropCoordinator`.
public typealias TableViewDropCoordinator = IndexedDropCoordinator
