extension IndexedCollectionView {
    /// Traps when the view contradicts itself: placeholders out of order or anchored past
    /// their section's items, a visible cell at a position the view does not show, away from
    /// its layout frame (beside the open drop gap it was laid out around), out of the view, or selected when its item is not (or the reverse), a layout whose
    /// sections disagree with the counts. Runs after every batch update in debug builds
    /// (tests included), as swift-collections checks its own invariants.
    /// - Complexity: O(*p* + *v* × selection + the layout's rows of varying sizes).
    package func checkInvariants() {
        placeholders.store.checkInvariants()
        precondition(dataSourceCounts.allSatisfy { $0 >= 0 }, "negative item count in \(dataSourceCounts)")
        for entry in placeholders.store.entries {
            precondition(dataSourceCounts.indices.contains(entry.section) && entry.anchor <= dataSourceCounts[entry.section],
                         "placeholder anchored at item \(entry.anchor) of section \(entry.section), past \(dataSourceCounts)")
        }
        let counts = presentationCounts
        for (path, cell) in cells.visible {
            precondition(counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item),
                         "a visible cell at \(path), which the view does not show (\(counts))")
            let selected = dataSourceIndexPath(forPresentationIndexPath: path).map(selectedIndexPaths.contains) ?? false
            let expected = cellsLaidOutAroundGap.flatMap { frame(ofItemAt: path, withGapAt: $0) } ?? layout.frameForItem(at: path)
            precondition(cell.isSelected == selected && expected == cell.frame,
                         "the visible cell at \(path) disagrees with the selection or the layout")
            precondition(cell.superview === cells.container, "the visible cell at \(path) is not in the view (SEMANTICS 47)")
        }
        (layout as? RowLayout)?.checkInvariants(itemCounts: counts)
    }
}
