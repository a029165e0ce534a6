import Foundation

extension IndexedCollectionView {
    /// The size a drop gap opens at: the dragged item's own when the drag began in this view
    /// (the item pressed), else a drop placeholder's — an external drag's shape is unknown
    /// until its data arrives. Nil for a layout that does not lay out gaps as items.
    public var openGapSize: Size? {
        guard let rows = layout as? RowLayout else { return nil }
        if let item = grabbedDragItem, let source = sourceIndexPath(of: item) { return rows.itemSize(at: source) }
        return rows.placeholderSize(rowHeight: nil)
    }

    /// The insertion point whose neighbours stand aside now: a pointer drop's gap while a
    /// drag hovers over the view and ``opensDropGap`` is on (a keyboard destination only
    /// highlights its gap). The visible cells are then at
    /// ``frame(ofItemAt:withGapAt:)``, and so hit-tested with what they hold (SEMANTICS 47).
    public var openDropGap: IndexPath? {
        guard opensDropGap, hasActiveDrop, case let .gap(path, _)? = dropHighlight else { return nil }
        return path
    }

    /// Where the item at a presentation path is drawn while a drop gap is open at the
    /// insertion point `gap` (SEMANTICS 12): the rows laid out again with the gap as an item of
    /// ``openGapSize``.
    public func frame(ofItemAt path: IndexPath, withGapAt gap: IndexPath) -> Rect? {
        guard let rows = layout as? RowLayout, let size = openGapSize else { return layout.frame(ofItemAt: path, withGapAt: gap) }
        return rows.frame(ofItemAt: path, withGapAt: gap, gapSize: size)
    }

    /// The frame of the open gap itself at `gap`: where a dropped item would show.
    public func frameOfOpenGap(at gap: IndexPath) -> Rect? {
        guard let rows = layout as? RowLayout, let size = openGapSize else { return layoutAttributesForItem(at: gap) }
        return rows.frameOfGap(at: gap, gapSize: size)
    }

    /// Where a section's header is drawn while a drop gap is open at `gap`: pushed down with
    /// the rows above it when it heads a later section than the gap's (nil `gap`: its frame).
    public func rectForHeader(inSection section: Int, withGapAt gap: IndexPath?) -> Rect? {
        rectForHeader(inSection: section).map { $0.offsetBy(dx: 0, dy: gap.map { section > $0.section ? growth(withGapAt: $0) : 0 } ?? 0) }
    }

    /// Where a section's footer is drawn while a drop gap is open at `gap`: pushed down with
    /// the rows above it, the gap's own section's too (nil `gap`: its frame).
    public func rectForFooter(inSection section: Int, withGapAt gap: IndexPath?) -> Rect? {
        rectForFooter(inSection: section).map { $0.offsetBy(dx: 0, dy: gap.map { section >= $0.section ? growth(withGapAt: $0) : 0 } ?? 0) }
    }

    /// The size of the content while a drop gap is open at `gap`: taller by what the gap adds.
    public func contentSize(withGapAt gap: IndexPath?) -> Size {
        let size = contentSize
        return Size(width: size.width, height: size.height + (gap.map(growth(withGapAt:)) ?? 0))
    }

    /// The sections whose headers show while a drop gap is open at `gap`, where they are drawn.
    /// - Complexity: O(s) in the number of sections.
    public func visibleHeaders(withGapAt gap: IndexPath?) -> [(section: Int, frame: Rect)] {
        visibleBands { rectForHeader(inSection: $0, withGapAt: gap) }
    }

    /// The sections whose footers show while a drop gap is open at `gap`, where they are drawn.
    /// - Complexity: O(s) in the number of sections.
    public func visibleFooters(withGapAt gap: IndexPath?) -> [(section: Int, frame: Rect)] {
        visibleBands { rectForFooter(inSection: $0, withGapAt: gap) }
    }

    /// How far the gap at `gap` pushes down what follows its section's items (0 in a layout
    /// that does not lay out gaps as items).
    private func growth(withGapAt gap: IndexPath) -> Double {
        guard let rows = layout as? RowLayout, let size = openGapSize else { return 0 }
        return rows.growth(withGapAt: gap, gapSize: size)
    }
}
