import Foundation

/// The direction in which consecutive items sit next to each other: vertical for a list,
/// horizontal within the rows of a flow or a grid. The automatic intent and the insertion
/// gap are measured along it (SEMANTICS 13).
public enum LayoutAxis: Sendable, Hashable {
    /// Items follow each other left to right (rows of a flow or grid).
    case horizontal
    /// Items follow each other top to bottom (a list).
    case vertical
}

/// What is under a point during a drop.
public struct DropLocation: Sendable, Hashable {
    /// Where an inserted item would go, in the view's current coordinates (before any
    /// removal): (section, count) appends (SEMANTICS 14).
    public var insertionIndexPath: IndexPath
    /// The item under the pointer, if any.
    public var item: IndexPath?
    /// The pointer's position inside `item` along the layout's axis, 0...1.
    public var fraction: Double

    /// A drop location (layouts make them).
    public init(insertionIndexPath: IndexPath, item: IndexPath?, fraction: Double) {
        self.insertionIndexPath = insertionIndexPath
        self.item = item
        self.fraction = fraction
    }

    /// Over the item `item` of `section`, whose frame is `frame`: the insertion goes before it
    /// while `point` is in its first half along `axis`, after it in its second; the item is
    /// under the pointer only while `point` is inside its frame (fraction 0 when not).
    static func over(item: Int, section: Int, frame: Rect, at point: Point, along axis: LayoutAxis) -> DropLocation {
        let (position, start, length) = axis == .vertical ? (point.y, frame.minY, frame.height) : (point.x, frame.minX, frame.width)
        let fraction = min(1, max(0, (position - start) / max(length, 1e-9)))
        let hit = frame.contains(point) ? IndexPath(item: item, section: section) : nil
        return DropLocation(insertionIndexPath: IndexPath(item: fraction < 0.5 ? item : item + 1, section: section),
                            item: hit, fraction: hit == nil ? 0 : fraction)
    }
}

/// Pure geometry for an indexed view: where each item is, what is at a point.
/// Frames are in content coordinates (origin at the top-left of the scrollable content).
@MainActor
public protocol CollectionLayout: AnyObject {
    /// The direction in which consecutive items sit side by side.
    var axis: LayoutAxis { get }
    /// Lays out everything for these item counts per section.
    /// - Complexity: O(number of items).
    func prepare(itemCounts: [Int])
    /// Lays out again after counts or sizes changed from `firstChangedItem` on in `section`;
    /// earlier items are not touched and later sections only shift.
    /// - Complexity: O(items from the change to the end of the section + number of sections).
    func invalidate(section: Int, from firstChangedItem: Int, itemCounts: [Int])
    /// Lays out again after the items at `changed` (new positions) of `section` changed,
    /// when every item after them is the one that was there before, moved by the change in
    /// the section's count: a layout may keep what follows the change (``RowLayout`` keeps
    /// the rows that come out the same and shifts them).
    /// - Complexity: at most that of ``invalidate(section:from:itemCounts:)`` from
    ///   `changed.lowerBound`.
    func invalidate(section: Int, changed: Range<Int>, itemCounts: [Int])
    /// Lays out again after the sizes of `items` of `section` changed (the counts did not).
    /// - Complexity: a layout may do better than ``invalidate(section:from:itemCounts:)``
    ///   from the first of them; ``RowLayout`` measures only the rows holding them when their
    ///   row breaks stay, and shifts the rows below.
    func resizeItems(_ items: [Int], inSection section: Int, itemCounts: [Int])
    /// The size of everything laid out.
    var contentSize: Size { get }
    /// The frame of the item at a presentation index path; nil when there is none.
    func frameForItem(at indexPath: IndexPath) -> Rect?
    /// The frame of a section's header; nil when it has none.
    func frameForHeader(inSection section: Int) -> Rect?
    /// The frame of a section's footer; nil when it has none (the default).
    func frameForFooter(inSection section: Int) -> Rect?
    /// The whole band of a section — its header, items, insets and footer — across the
    /// layout's width; nil for a section that does not exist.
    func frameForSection(_ section: Int) -> Rect?
    /// The item whose frame contains `point`; nil over empty space.
    /// - Complexity: O(log n).
    func indexPathForItem(at point: Point) -> IndexPath?
    /// Items whose frames intersect `rect`, in order (for virtualisation).
    /// - Complexity: O(log n + k).
    func indexPathsForItems(in rect: Rect) -> [IndexPath]
    /// The drop position under `point`; nil outside every section (SEMANTICS 14).
    /// - Complexity: O(log n).
    func dropLocation(at point: Point) -> DropLocation?
    /// The rectangle a drop gap at `insertionIndexPath` occupies: a thin bar between the
    /// neighbours, or after the last item.
    func gapRect(at insertionIndexPath: IndexPath) -> Rect?
    /// Where the item at `indexPath` (presentation) is drawn while it is moved interactively
    /// and the pointer is at `position` (content coordinates) — UIKit's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`. By default its
    /// frame centred on the position; in a list (a vertical axis) only vertically, as a
    /// table's row slides up and down.
    func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> Rect?
}

extension CollectionLayout {
    public func frameForFooter(inSection section: Int) -> Rect? { nil }

    public func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> Rect? {
        guard var frame = frameForItem(at: indexPath) else { return nil }
        frame.origin.y = position.y - frame.height / 2
        if axis == .horizontal { frame.origin.x = position.x - frame.width / 2 }
        return frame
    }

    public func invalidate(section: Int, changed: Range<Int>, itemCounts: [Int]) {
        invalidate(section: section, from: changed.lowerBound, itemCounts: itemCounts)
    }

    public func resizeItems(_ items: [Int], inSection section: Int, itemCounts: [Int]) {
        guard let first = items.min() else { return }
        invalidate(section: section, from: first, itemCounts: itemCounts)
    }
}
