/// Rectangles bucketed in a uniform grid, for "which element is front-most at this point?".
///
/// Each rectangle is stored in every grid cell it overlaps; rectangles covering more than
/// `maximumCellsPerElement` cells are kept in a short list checked on every query instead.
/// - Complexity: query O(k) where k is the number of rectangles sharing the point's cell
///   (plus the oversized ones); insert, update and remove O(cells covered).
package struct SpatialIndex<Element: Hashable> {
    /// Stacking order: a higher drawing `layer` in front (what a front end draws on top);
    /// within a layer, higher `zIndex` in front; among equals, higher `sequence` in front.
    package struct Priority: Comparable, Hashable, Sendable {
        package var layer: Int
        package var zIndex: Int
        package var sequence: Int

        package init(layer: Int = 0, zIndex: Int, sequence: Int) {
            self.layer = layer
            self.zIndex = zIndex
            self.sequence = sequence
        }

        package static func < (a: Priority, b: Priority) -> Bool {
            (a.layer, a.zIndex, a.sequence) < (b.layer, b.zIndex, b.sequence)
        }
    }

    private struct Entry {
        var frame: Rect
        var priority: Priority
        var cells: [CellKey]
    }

    private struct CellKey: Hashable {
        var column: Int
        var row: Int
    }

    package let cellSize: Double
    package let maximumCellsPerElement: Int
    private var entries: [Element: Entry] = [:]
    private var buckets: [CellKey: [Element]] = [:]
    private var oversized: Set<Element> = []

    package init(cellSize: Double = 128, maximumCellsPerElement: Int = 64) {
        precondition(cellSize > 0, "SpatialIndex cell size must be positive")
        self.cellSize = cellSize
        self.maximumCellsPerElement = maximumCellsPerElement
    }

    package var count: Int { entries.count }

    /// Adds `element` or moves it to `frame` with `priority`.
    package mutating func insert(_ element: Element, frame: Rect, priority: Priority) {
        remove(element)
        let cells = frame.isEmpty ? [] : cellKeys(covering: frame)
        if cells.count > maximumCellsPerElement {
            oversized.insert(element)
            entries[element] = Entry(frame: frame, priority: priority, cells: [])
        } else {
            for cell in cells { buckets[cell, default: []].append(element) }
            entries[element] = Entry(frame: frame, priority: priority, cells: cells)
        }
    }

    package mutating func remove(_ element: Element) {
        guard let entry = entries.removeValue(forKey: element) else { return }
        oversized.remove(element)
        for cell in entry.cells {
            buckets[cell]?.removeAll { $0 == element }
            if buckets[cell]?.isEmpty == true { buckets[cell] = nil }
        }
    }

    /// The front-most element whose frame contains `point`.
    package func frontmost(at point: Point) -> Element? {
        var best: (element: Element, priority: Priority)?
        func consider(_ element: Element) {
            guard let entry = entries[element], entry.frame.contains(point) else { return }
            if best == nil || best!.priority < entry.priority { best = (element, entry.priority) }
        }
        if let bucket = buckets[cellKey(for: point)] { bucket.forEach(consider) }
        oversized.forEach(consider)
        return best?.element
    }

    package func frame(of element: Element) -> Rect? { entries[element]?.frame }

    private func cellKey(for point: Point) -> CellKey {
        CellKey(column: cellCoordinate(point.x), row: cellCoordinate(point.y))
    }

    /// Clamped so that absurd or non-finite coordinates cannot trap the conversion.
    private func cellCoordinate(_ value: Double) -> Int {
        let cell = (value / cellSize).rounded(.down)
        return cell.isNaN ? 0 : Int(min(max(cell, -1e12), 1e12))
    }

    private func cellKeys(covering rect: Rect) -> [CellKey] {
        let first = cellKey(for: rect.origin)
        // The maximum edges are outside the rectangle (Rect.contains), hence the nextDown.
        let last = cellKey(for: Point(x: rect.maxX.nextDown, y: rect.maxY.nextDown))
        let columns = last.column - first.column + 1, rows = last.row - first.row + 1
        guard columns <= maximumCellsPerElement, rows <= maximumCellsPerElement,
              columns * rows <= maximumCellsPerElement else {
            return Array(repeating: first, count: maximumCellsPerElement + 1)
        }
        var keys: [CellKey] = []
        keys.reserveCapacity(columns * rows)
        for row in first.row...last.row {
            for column in first.column...last.column { keys.append(CellKey(column: column, row: row)) }
        }
        return keys
    }
}
