import Foundation

/// A fixed number of equal rows, scrolling horizontally (SwiftUI's `LazyHGrid`; a grid in a
/// flow layout whose `scrollDirection` is horizontal): items fill a column from top to bottom,
/// columns follow each other from left to right, and each section starts a new column, one
/// column spacing after the previous section. The content is as high as the view and as wide
/// as its columns.
///
/// Consecutive items sit one under the other, so the layout's axis is vertical: the automatic
/// intent and the insertion gap are measured down a column (SEMANTICS 13). Every frame is
/// arithmetic: nothing is stored per item, so a million items cost nothing to lay out.
/// - Complexity: a frame, a hit or a drop location costs O(sections).
@MainActor
public final class HorizontalGridLayout: CollectionLayout {
    /// The content height the rows fill (the view's height).
    public var height: Double
    /// How many rows.
    public var rows: Int { didSet { rows = max(1, rows) } }
    /// Space between the rows.
    public var rowSpacing: Double
    /// Space between the columns, and between one section's last column and the next's first.
    public var columnSpacing: Double
    /// Width divided by height of every cell (1 = square).
    public var cellAspectRatio: Double { didSet { if !(cellAspectRatio > 0) { cellAspectRatio = 1 } } }

    /// The item counts laid out, by section.
    private var counts: [Int] = []

    /// A grid of `rows` equal rows filling `height`, `rowSpacing` apart, columns
    /// `columnSpacing` apart, cells `cellAspectRatio` wide for 1 high.
    public init(height: Double, rows: Int, rowSpacing: Double = 0, columnSpacing: Double = 0, cellAspectRatio: Double = 1) {
        self.height = height
        self.rows = max(1, rows)
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.cellAspectRatio = cellAspectRatio > 0 ? cellAspectRatio : 1
    }

    /// Consecutive items sit one under the other, down a column.
    public var axis: LayoutAxis { .vertical }

    /// The height of every cell: (height − spacing between rows) / rows.
    public var cellHeight: Double { max(0, (height - Double(rows - 1) * rowSpacing) / Double(rows)) }
    /// The width of every cell.
    public var cellWidth: Double { cellHeight * cellAspectRatio }

    private var columnPitch: Double { cellWidth + columnSpacing }
    private var rowPitch: Double { cellHeight + rowSpacing }

    /// How many columns a section of `count` items takes.
    private func columnCount(_ count: Int) -> Int { (count + rows - 1) / rows }

    /// The left edge of each section's first column.
    /// - Complexity: O(sections).
    private var sectionOrigins: [Double] {
        var origins: [Double] = []
        origins.reserveCapacity(counts.count)
        var x = 0.0
        for count in counts {
            origins.append(x)
            let columns = columnCount(count)
            if columns > 0 { x += Double(columns) * columnPitch }
        }
        return origins
    }

    /// How wide a section's columns are (0 without items).
    private func width(ofSection section: Int) -> Double {
        let columns = columnCount(counts[section])
        return columns == 0 ? 0 : Double(columns) * columnPitch - columnSpacing
    }

    /// The frame of position `item` of a section whose first column is at `origin`, past its
    /// last item too (where the next item would go).
    private func frame(ofPosition item: Int, origin: Double) -> Rect {
        Rect(x: origin + Double(item / rows) * columnPitch, y: Double(item % rows) * rowPitch, width: cellWidth, height: cellHeight)
    }

    // MARK: CollectionLayout

    public func prepare(itemCounts: [Int]) { counts = itemCounts }

    public func invalidate(section: Int, from firstChangedItem: Int, itemCounts: [Int]) { counts = itemCounts }

    public var contentSize: Size {
        guard let last = counts.indices.last else { return Size(width: 0, height: height) }
        return Size(width: sectionOrigins[last] + width(ofSection: last), height: height)
    }

    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        guard indexPath.count == 2, counts.indices.contains(indexPath.section),
              (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
        return frame(ofPosition: indexPath.item, origin: sectionOrigins[indexPath.section])
    }

    /// Sections have no headers in this layout.
    public func frameForHeader(inSection section: Int) -> Rect? { nil }

    public func frameForSection(_ section: Int) -> Rect? {
        guard counts.indices.contains(section) else { return nil }
        return Rect(x: sectionOrigins[section], y: 0, width: width(ofSection: section), height: height)
    }

    /// The section whose columns (with the column spacing after them) hold `x`: the last one
    /// starting at or before it; nil before the first or past the last column.
    /// - Complexity: O(sections).
    private func section(containing x: Double) -> (index: Int, origin: Double)? {
        let origins = sectionOrigins
        guard x >= 0, let index = origins.lastIndex(where: { $0 <= x }),
              x < origins[index] + width(ofSection: index) + columnSpacing else { return nil }
        return (index, origins[index])
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard columnPitch > 0, rowPitch > 0, point.y >= 0, point.y < height,
              let (section, origin) = section(containing: point.x) else { return nil }
        let column = Int((point.x - origin) / columnPitch), row = Int(point.y / rowPitch)
        let item = column * rows + row
        guard row < rows, item < counts[section], frame(ofPosition: item, origin: origin).contains(point) else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// - Complexity: O(sections + k) for k items in `rect`.
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        guard columnPitch > 0, rowPitch > 0, rect.maxY > 0, rect.minY < height else { return [] }
        let firstRow = max(0, Int((rect.minY / rowPitch).rounded(.down)))
        let lastRow = min(rows - 1, Int((rect.maxY / rowPitch).rounded(.down)))
        var paths: [IndexPath] = []
        for (section, origin) in sectionOrigins.enumerated() where counts[section] > 0 {
            let end = origin + width(ofSection: section)
            guard rect.maxX > origin, rect.minX < end else { continue }
            let firstColumn = max(0, Int(((rect.minX - origin) / columnPitch).rounded(.down)))
            let lastColumn = min(columnCount(counts[section]) - 1, Int(((rect.maxX - origin) / columnPitch).rounded(.down)))
            guard firstColumn <= lastColumn else { continue }
            for column in firstColumn...lastColumn {
                for row in firstRow...max(firstRow, lastRow) {
                    let item = column * rows + row
                    guard item < counts[section], frame(ofPosition: item, origin: origin).intersects(rect) else { continue }
                    paths.append(IndexPath(item: item, section: section))
                }
            }
        }
        return paths
    }

    /// Down the column under the pointer: before the item in its upper half, after it in its
    /// lower half; the spacing above an item belongs to it; below a column's last item, after
    /// it; past a section's last item, its end.
    public func dropLocation(at point: Point) -> DropLocation? {
        guard columnPitch > 0, rowPitch > 0, let (section, origin) = section(containing: point.x) else { return nil }
        let count = counts[section]
        let column = Int(max(0, point.x - origin) / columnPitch)
        let start = column * rows
        guard start < count else { return DropLocation(insertionIndexPath: IndexPath(item: count, section: section), item: nil, fraction: 0) }
        let y = min(max(point.y, 0), height)
        let row = min(rows - 1, Int((y + rowSpacing) / rowPitch))
        let item = start + row
        guard item < count else { return DropLocation(insertionIndexPath: IndexPath(item: count, section: section), item: nil, fraction: 0) }
        return .over(item: item, section: section, frame: frame(ofPosition: item, origin: origin), at: point, along: .vertical)
    }

    /// A horizontal bar across the column, above the item at the insertion point (below the
    /// last item for the end).
    public func gapRect(at insertionIndexPath: IndexPath) -> Rect? {
        guard insertionIndexPath.count == 2, counts.indices.contains(insertionIndexPath.section) else { return nil }
        let origin = sectionOrigins[insertionIndexPath.section]
        let count = counts[insertionIndexPath.section]
        let item = min(max(0, insertionIndexPath.item), count)
        let bar = 4.0
        if item < count || count == 0 {
            let frame = frame(ofPosition: item, origin: origin)
            return Rect(x: frame.minX, y: frame.minY - rowSpacing / 2 - bar / 2, width: frame.width, height: bar)
        }
        let last = frame(ofPosition: item - 1, origin: origin)
        return Rect(x: last.minX, y: last.maxY + rowSpacing / 2 - bar / 2, width: last.width, height: bar)
    }

    /// Where the item at `path` stands while a gap opens before it: the next position down its
    /// column, the top of the next column after the last row (the section's last item too).
    func slotDownTheColumn(after path: IndexPath) -> Rect? {
        guard frameForItem(at: path) != nil else { return nil }
        return frame(ofPosition: path.item + 1, origin: sectionOrigins[path.section])
    }
}
