import Foundation

/// A section of a ``RowLayout`` laid out again with a drop gap open: the gap is an item of
/// its own size at the insertion point, the rows from the one above it are measured again
/// until a row starts on the item an old row started on, and from there the old rows follow,
/// shifted (issue 37: mixed shapes must not overlap, leave holes or run past the edge).
struct GapFrames {
    /// What the frames were laid out for.
    struct Key: Equatable {
        var gap: IndexPath
        var size: Size
        var width: Double
    }

    var key: Key
    /// The first item laid out again; the ones before it stay.
    var first: Int
    /// The frames of items `first...` laid out again, in content coordinates.
    var relaid: [Rect]
    /// The gap's own frame, in content coordinates.
    var gap: Rect
    /// How far the items after `relaid` move down (the rows that follow, unchanged).
    var shift: Double
    /// How far the later sections move down (the section's growth).
    var growth: Double
}

extension RowLayout {
    /// Where the item at a presentation path is drawn while a drop gap of `gapSize` is open
    /// at the insertion point `gap`: laid out again with the gap as an item (SEMANTICS 12).
    /// - Complexity: O(items of the rows measured again) when the gap moves, then O(1).
    public func frame(ofItemAt path: IndexPath, withGapAt gap: IndexPath, gapSize: Size) -> Rect? {
        guard let frame = frameForItem(at: path), let frames = gapFrames(at: gap, size: gapSize) else { return frameForItem(at: path) }
        if path.section > gap.section { return frame.offsetBy(dx: 0, dy: frames.growth) }
        guard path.section == gap.section, path.item >= frames.first else { return frame }
        let index = path.item - frames.first
        return index < frames.relaid.count ? frames.relaid[index] : frame.offsetBy(dx: 0, dy: frames.shift)
    }

    /// The frame of the gap itself, an item of `gapSize` laid out at the insertion point `gap`.
    public func frameOfGap(at gap: IndexPath, gapSize: Size) -> Rect? {
        gapFrames(at: gap, size: gapSize)?.gap
    }

    /// How far a drop gap of `gapSize` open at the insertion point `gap` pushes down what
    /// follows its section's items — the section's footer, and every later section with its
    /// header and footer (issue 39: a footer stayed put, drawn over the shifted last row).
    /// 0 for a gap that changes no row's height, or an insertion point out of range.
    /// - Complexity: that of ``frame(ofItemAt:withGapAt:gapSize:)``.
    public func growth(withGapAt gap: IndexPath, gapSize: Size) -> Double {
        gapFrames(at: gap, size: gapSize)?.growth ?? 0
    }

    /// The layout with the gap open, from the cache when it was laid out for the same gap.
    private func gapFrames(at gap: IndexPath, size: Size) -> GapFrames? {
        let key = GapFrames.Key(gap: gap, size: size, width: width)
        if let gapFrames, gapFrames.key == key { return gapFrames }
        guard gap.count == 2, sections.indices.contains(gap.section), (0...sections[gap.section].count).contains(gap.item) else { return nil }
        gapFrames = layOutGap(key)
        return gapFrames
    }

    private func layOutGap(_ key: GapFrames.Key) -> GapFrames {
        let index = key.gap.section, gapItem = key.gap.item
        let section = sections[index]
        let count = section.count
        // A row's break depends only on the items from its start; the row above the gap's may
        // now take the gap (or the item after it).
        let firstRow = count == 0 ? 0 : max(0, (section.row(ofItem: min(gapItem, count - 1)) ?? 0) - 1)
        let first = count == 0 ? 0 : section.rowStart(firstRow)
        var y = count == 0 ? (section.header?.height ?? 0) + sectionInset.top : section.rowMinY(firstRow)
        func oldSize(_ item: Int) -> Size { section.uniform?.size ?? measuredSize(at: IndexPath(item: item, section: index)) }
        var result = GapFrames(key: key, first: first, relaid: [], gap: .zero, shift: 0, growth: 0)
        var frames: [Rect] = [], sizes: [Size] = []
        var position = first  // in the sequence with the gap
        while position <= count {
            if position > gapItem, let row = section.row(ofItem: position - 1), section.rowStart(row) == position - 1 {
                // The old rows from here on come out the same, one item on.
                result.shift = y + lineSpacing - section.rowMinY(row)
                result.growth = result.shift
                break
            }
            let height = measureRow(from: position, count: count + 1, into: &sizes) { item in
                item < gapItem ? oldSize(item) : item == gapItem ? key.size : oldSize(item - 1)
            }
            if position > first { y += lineSpacing }
            frames.removeAll(keepingCapacity: true)
            appendFrames(of: sizes, rowHeight: height, to: &frames)
            for (offset, frame) in frames.enumerated() {
                let placed = frame.offsetBy(dx: 0, dy: y + section.origin)
                if position + offset == gapItem { result.gap = placed } else { result.relaid.append(placed) }
            }
            position += sizes.count
            y += height
        }
        if position > count { result.growth = y - section.contentBottom }
        return result
    }
}
