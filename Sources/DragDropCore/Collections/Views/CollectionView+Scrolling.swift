import Foundation

extension CollectionView {
    /// Where an item ends up when the view scrolls to it (UIKit's
    /// `UICollectionView.ScrollPosition`): at most one vertical and one horizontal option; the
    /// empty set does not scroll.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// A position from its bits (UIKit's values).
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the view's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the view's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the view's left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the view's right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The alignments along each axis; nil for two options on one axis (UIKit raises).
        var alignments: (vertical: ScrollAlignment?, horizontal: ScrollAlignment?)? {
            let vertical = [(Self.top, ScrollAlignment.start), (.centeredVertically, .center), (.bottom, .end)].filter { contains($0.0) }
            let horizontal = [(Self.left, ScrollAlignment.start), (.centeredHorizontally, .center), (.right, .end)].filter { contains($0.0) }
            guard vertical.count <= 1, horizontal.count <= 1 else { return nil }
            return (vertical.first?.1, horizontal.first?.1)
        }
    }

    /// Scrolls the item at a presentation index path to `scrollPosition`, never past the
    /// content's edges (SEMANTICS 46); `[]` does not scroll. A path the view does not show, or
    /// two options on one axis, is a ``Diagnostic`` (UIKit raises) and nothing scrolls.
    /// `animated` as in ``IndexedCollectionView/setContentOffset(_:animated:)``.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let (vertical, horizontal) = scrollPosition.alignments else {
            return report("scrollToItem(at:at:animated:): \(scrollPosition.rawValue) names two positions on one axis; nothing scrolled")
        }
        guard vertical != nil || horizontal != nil else { return }
        scroll(toItemAt: indexPath, vertical: vertical, horizontal: horizontal, call: "scrollToItem(at:at:animated:)")
    }

    /// The selected items (data-source index paths, in selection order) — UIKit's optional,
    /// empty rather than nil when none is selected, as UIKit's is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects the item at a data-source index path in place of the selection, as UIKit does
    /// without `allowsMultipleSelection` (set ``IndexedCollectionView/selectedIndexPaths`` to
    /// select several), and scrolls it to `scrollPosition` (`[]`: no scrolling). nil clears
    /// the selection. The delegate is not told, as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let shown = selectOnly(indexPath, call: "selectItem(at:animated:scrollPosition:): no item") {
            scrollToItem(at: shown, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item at a data-source index path (UIKit's `deselectItem(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
    }
}
