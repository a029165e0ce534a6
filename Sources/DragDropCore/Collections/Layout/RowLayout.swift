import Foundation

/// The shared engine of the list, flow and grid layouts: items fill rows from left to
/// right, rows stack from top to bottom, sections stack with an optional header and footer. A
/// subclass says how big an item is and how many fit in a row.
///
/// Frames are kept per section relative to the section's origin, so a change in one
/// section only shifts the origins of the later ones. Hit-testing is two binary searches
/// (row by y, item by x).
@MainActor
open class RowLayout: CollectionLayout {
    /// The content width the rows fill. Attached to a collection view, it is the view's width,
    /// which owns it: the view's frame sets it, and setting it here then changes nothing and
    /// says so (``Diagnostics``) — set the view's frame. A layout of its own takes any width.
    public var width: Double {
        get { ownWidth }
        set {
            guard !followsViewWidth else {
                Diagnostics.handler(Diagnostic(view: "RowLayout", message: """
                    RowLayout.width = \(newValue) ignored: the layout fills its collection view's width \
                    (\(ownWidth)); set the view's frame to change it
                    """))
                return
            }
            ownWidth = newValue
        }
    }
    private var ownWidth: Double
    /// Whether a collection view owns ``width`` (its frame's width).
    private var followsViewWidth = false

    /// The collection view this layout is attached to gives its width: from now on only the
    /// view sets it.
    package func followViewWidth(_ width: Double) {
        followsViewWidth = true
        ownWidth = width
    }

    /// The view let this layout go (another took its place): its width is its own again.
    package func stopFollowingViewWidth() {
        followsViewWidth = false
    }
    /// Space around each section's items.
    public var sectionInset: EdgeInsets
    /// Space between items of one row.
    public var interitemSpacing: Double
    /// Space between rows.
    public var lineSpacing: Double
    /// The height of each section's header; 0 for none.
    public var headerHeight: (Int) -> Double
    /// The height of each section's footer, below its items and bottom inset; 0 for none
    /// (UIKit's `sectionFooterHeight`, `footerReferenceSize`). A drop over a footer goes
    /// to the end of its section.
    public var footerHeight: (Int) -> Double = { _ in 0 }

    /// The rows of a section whose items all have one size: nothing is stored per item,
    /// every frame is arithmetic.
    struct UniformRows: Equatable {
        var count: Int
        var perRow: Int
        var size: Size
        /// The first row's top and left, relative to the section.
        var top: Double
        var left: Double
        /// From one row (column) to the next.
        var rowPitch: Double
        var columnPitch: Double

        var rowCount: Int { count == 0 ? 0 : (count - 1) / perRow + 1 }
    }

    struct Section {
        var origin = 0.0
        var height = 0.0
        var header: Rect?
        var footer: Rect?
        /// Set for a uniform section (then `rows` stays empty).
        var uniform: UniformRows?
        /// The rows of items of varying sizes, and the items' frames, in chunks: a change
        /// rewrites the chunks it touches, the rows after move with their chunks.
        var rows: RowTable
        /// Where the next row would start (relative), for incremental layout.
        var contentBottom = 0.0

        init(rowsPerChunk: Int) { rows = RowTable(capacity: rowsPerChunk) }

        var count: Int { uniform?.count ?? rows.itemCount }
        var rowCount: Int { uniform?.rowCount ?? rows.rowCount }

        /// An item's frame relative to the section.
        /// - Complexity: O(1) for a uniform section, else O(log rows).
        func frame(_ item: Int) -> Rect {
            guard uniform == nil else { return frame(item, inRow: 0) }
            return frame(item, inRow: rows.row(ofItem: item) ?? 0)
        }

        /// The frame of `item`, which is in `row`, relative to the section.
        func frame(_ item: Int, inRow row: Int) -> Rect {
            guard let uniform else { return rows.frame(item, inRow: row) }
            let row = item / uniform.perRow, column = item % uniform.perRow
            return Rect(x: uniform.left + Double(column) * uniform.columnPitch, y: uniform.top + Double(row) * uniform.rowPitch,
                        width: uniform.size.width, height: uniform.size.height)
        }

        /// An item's left edge (no row lookup).
        func minX(_ item: Int) -> Double {
            guard let uniform else { return rows.minX(item) }
            return uniform.left + Double(item % uniform.perRow) * uniform.columnPitch
        }

        func rowStart(_ row: Int) -> Int { uniform.map { row * $0.perRow } ?? rows.start(row) }
        func rowEnd(_ row: Int) -> Int { row + 1 < rowCount ? rowStart(row + 1) : count }
        func rowMinY(_ row: Int) -> Double { uniform.map { $0.top + Double(row) * $0.rowPitch } ?? rows.top(row) }
        func rowMaxY(_ row: Int) -> Double { uniform.map { rowMinY(row) + $0.size.height } ?? rows.top(row) + rows.height(row) }

        /// The row holding `item`.
        func row(ofItem item: Int) -> Int? {
            guard let uniform else { return rows.row(ofItem: item) }
            return item >= 0 && uniform.count > 0 ? min(item, uniform.count - 1) / uniform.perRow : nil
        }

        /// The last row starting at or above `y`; nil when every row starts below it.
        func lastRow(minYNotAfter y: Double) -> Int? {
            guard uniform != nil else { return rows.lastRow(topNotAfter: y) }
            return lastRow { rowMinY($0) <= y }
        }

        /// The last row ending at or above `y`; nil when every row ends below it.
        func lastRow(maxYNotAfter y: Double) -> Int? {
            lastRow { rowMaxY($0) <= y }
        }

        /// The last row for which `isAtOrAbove` holds (it holds for a prefix of the rows),
        /// by binary search.
        private func lastRow(_ isAtOrAbove: (Int) -> Bool) -> Int? {
            var low = -1, high = rowCount - 1  // the answer is in low...high (-1: none)
            while low < high {
                let middle = (low + high + 1) / 2
                if isAtOrAbove(middle) { low = middle } else { high = middle - 1 }
            }
            return low >= 0 ? low : nil
        }
    }

    private(set) var sections: [Section] = []
    /// The last layout with a drop gap open, until the rows change (``GapFrames``).
    var gapFrames: GapFrames?
    /// How many rows of varying sizes a chunk of a section holds (tests make it small).
    var rowsPerChunk = 256
    /// Section origins, kept beside the sections for binary search.
    private var origins: [Double] = []

    /// A layout filling `width`, with the given insets, spacings and header heights.
    public init(width: Double, sectionInset: EdgeInsets = .zero, interitemSpacing: Double = 0,
                lineSpacing: Double = 0, headerHeight: @escaping (Int) -> Double = { _ in 0 }) {
        ownWidth = width
        self.sectionInset = sectionInset
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.headerHeight = headerHeight
    }

    // MARK: What subclasses decide

    /// Horizontal: items of a row sit side by side (a list overrides it).
    open var axis: LayoutAxis { .horizontal }

    /// The size of one item, by its data-source index path (SEMANTICS 18): drop
    /// placeholders are never passed here, so a size closure or delegate may index its
    /// model with the path.
    open func itemSize(at indexPath: IndexPath) -> Size { Size(width: 50, height: 50) }

    /// The size of a drop placeholder; `rowHeight` is the placeholder's own, if it has one.
    open func placeholderSize(rowHeight: Double?) -> Size { Size(width: 50, height: rowHeight ?? 50) }

    /// What a laid-out position shows; installed by the view that owns the layout. Unset,
    /// positions are data-source index paths.
    package var itemAtPosition: ((IndexPath) -> LaidOutItem)?

    /// The size at a laid-out (presentation) position.
    func measuredSize(at position: IndexPath) -> Size {
        guard let itemAtPosition else { return itemSize(at: position) }
        switch itemAtPosition(position) {
        case .item(let path): return itemSize(at: path)
        case .placeholder(let rowHeight): return placeholderSize(rowHeight: rowHeight)
        }
    }

    /// At most this many items per row; nil fills rows greedily by width.
    open var maximumItemsPerRow: Int? { nil }

    /// Adjusts the sizes of a row's items once its break is decided (`rowWidth`: their
    /// widths and the spacing between them). Does nothing here; ``JustifiedLayout`` grows
    /// every row but a section's last to fill the width.
    open func justify(_ sizes: inout [Size], rowWidth: Double, isLastRow: Bool) {}

    /// Whether a row of `itemCount` items, `rowWidth` wide with the spacing between them,
    /// takes the next item although it does not fit; the row then ends with it, and
    /// ``justify(_:rowWidth:isLastRow:)`` narrows it to the width. False here: a row breaks
    /// before the first item that does not fit. ``JustifiedLayout`` takes it when the row
    /// could not otherwise grow enough to fill the width.
    open func takesItemPastTheEdge(rowWidth: Double, itemCount: Int) -> Bool { false }

    /// The one size every item has, when the layout knows it without asking item by item
    /// (a grid; a list of fixed row height; a flow layout sized by ``FlowLayout/itemSize``
    /// alone); nil when items differ. A section of such items stores nothing per item:
    /// its frames are computed, and laying it out again costs O(1).
    open var uniformItemSize: Size? { nil }

    /// Whether a section shows drop placeholders (they may differ in size, so the section
    /// is then laid out item by item); installed by the view that owns the layout.
    package var sectionHasPlaceholders: ((Int) -> Bool)?

    /// The width available to a row's items.
    public var availableWidth: Double { max(0, width - sectionInset.left - sectionInset.right) }

    // MARK: Layout

    public func prepare(itemCounts: [Int]) {
        sections = itemCounts.indices.map { index in
            var section = Section(rowsPerChunk: rowsPerChunk)
            layOutSection(index, count: itemCounts[index], into: &section, changed: 0..<itemCounts[index])
            return section
        }
        updateOrigins(from: 0)
    }

    public func invalidate(section: Int, from firstChangedItem: Int, itemCounts: [Int]) {
        let start = max(0, firstChangedItem)
        let count = itemCounts.indices.contains(section) ? itemCounts[section] : 0
        invalidate(section: section, changed: start..<max(start, count), itemCounts: itemCounts)
    }

    /// Lays out again the rows from the one holding the first changed item until a row
    /// starts, past the change, on the same item as a row did before: from there the rows are
    /// the old ones (a row's break depends only on the items from its start), shifted down or
    /// up in O(log rows). A drop moving an item from one place to another re-measures the
    /// rows between the two, whatever the size of the section.
    /// - Complexity: O(items in the changed rows + the rows and items of the chunks holding
    ///   them + chunks): a chunk holds a few hundred rows, so a change costs about the same
    ///   in a section of a thousand items as of a million.
    public func invalidate(section: Int, changed: Range<Int>, itemCounts: [Int]) {
        guard sections.count == itemCounts.count, sections.indices.contains(section) else {
            prepare(itemCounts: itemCounts)
            return
        }
        var working = sections[section]
        sections[section] = Section(rowsPerChunk: rowsPerChunk)  // the arrays change in place, not in a copy
        layOutSection(section, count: itemCounts[section], into: &working, changed: changed)
        sections[section] = working
        updateOrigins(from: section)
    }

    /// Measures only the rows holding `items`; when a row's break would move (an item grew
    /// wider than its row allows, say), lays out again from that row until the old breaks
    /// resume past it (the rows of the items resized further on are measured in their turn).
    /// Rows below only shift by the change in height.
    /// - Complexity: O(items in the changed rows) size queries + O(log rows) per changed row;
    ///   a moved break adds the rows until the old breaks resume, not the rest of the section.
    public func resizeItems(_ items: [Int], inSection section: Int, itemCounts: [Int]) {
        guard sections.count == itemCounts.count, sections.indices.contains(section),
              sections[section].count == itemCounts[section] else {
            return prepare(itemCounts: itemCounts)
        }
        guard sections[section].uniform == nil, uniformSize(inSection: section) == nil else {
            return invalidate(section: section, from: 0, itemCounts: itemCounts)  // O(1) when uniform
        }
        let count = itemCounts[section]
        let resized = Set(items.filter { $0 >= 0 && $0 < count }).sorted()
        var next = 0
        while next < resized.count {
            guard let row = sections[section].row(ofItem: resized[next]) else { break }
            let start = sections[section].rowStart(row), end = sections[section].rowEnd(row)
            // Only this row's items changed so far: the rows after it are the old ones again
            // from the first old break at or past its end (before, the change ran to the
            // section's end, so a correction near the top laid out every row below).
            if !relayOutRow(row, inSection: section) {
                invalidate(section: section, changed: start..<end, itemCounts: itemCounts)
            }
            while next < resized.count, resized[next] < end { next += 1 }
        }
        updateOrigins(from: section)
    }

    /// Measures one row again with its items unchanged; false when its break would change.
    private func relayOutRow(_ row: Int, inSection index: Int) -> Bool {
        var section = sections[index]
        sections[index] = Section(rowsPerChunk: rowsPerChunk)  // no copy of the arrays while they change
        defer { sections[index] = section }
        let start = section.rowStart(row)
        let end = section.rowEnd(row)
        var sizes: [Size] = []
        var first = Size(width: 0, height: 0)  // as measured, before justify
        // The same rule as a full layout: measured from its start, the row ends where it did.
        let height = measureRow(from: start, count: section.count, into: &sizes) { item in
            let size = measuredSize(at: IndexPath(item: item, section: index))
            if item == start { first = size }
            return size
        }
        guard start + sizes.count == end else { return false }
        // Nor may its first item now join the row above.
        if row > 0, maximumItemsPerRow.map({ start - section.rowStart(row - 1) < $0 }) ?? true {
            let above = (section.rowStart(row - 1)..<start).map { measuredSize(at: IndexPath(item: $0, section: index)) }
            let aboveWidth = above.reduce(0) { $0 + $1.width } + interitemSpacing * Double(above.count - 1)
            if rowTakes(first, after: aboveWidth, itemCount: above.count) { return false }
        }
        let delta = height - section.rows.height(row)
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        appendFrames(of: sizes, rowHeight: height, to: &frames)
        section.rows.resizeRow(row, frames: frames, height: height)
        section.contentBottom += delta
        section.height += delta
        section.footer = section.footer?.offsetBy(dx: 0, dy: delta)
        return true
    }

    /// The height of a row of `sizes` (0 for none), without an intermediate array.
    /// Nonisolated: a main-actor closure handed to `reduce` is checked for its executor at
    /// every call (Swift 6's dynamic isolation checks), which cost a layout of a million
    /// items ~15% of its time.
    private nonisolated static func tallest(_ sizes: [Size]) -> Double {
        var height = 0.0
        for size in sizes { height = max(height, size.height) }
        return height
    }

    private func updateOrigins(from first: Int) {
        gapFrames = nil  // laid out for the old rows
        var y = first > 0 ? sections[first - 1].origin + sections[first - 1].height : 0
        origins.removeSubrange(min(first, origins.count)...)
        for index in first..<sections.count {
            sections[index].origin = y
            origins.append(y)
            y += sections[index].height
        }
    }

    /// The size every item of `section` has, when they all have one.
    private func uniformSize(inSection section: Int) -> Size? {
        guard let size = uniformItemSize, sectionHasPlaceholders?(section) != true else { return nil }
        return size
    }

    /// How many items of `size` a row holds: as many as fit (at least one), as a greedy
    /// fill would place them.
    private func itemsPerRow(of size: Size, count: Int) -> Int {
        let limit = min(maximumItemsPerRow ?? Int.max, max(1, count))
        let available = availableWidth
        // The greedy fill's own test, item by item, from an estimate by division.
        func fits(_ items: Int) -> Bool {
            items <= 1 || Double(items) * size.width + Double(items - 1) * interitemSpacing <= available + 1e-9
        }
        let pitch = size.width + interitemSpacing
        var items = pitch > 0 ? Int(min(Double(limit), max(1, ((available + interitemSpacing) / pitch).rounded(.down)))) : limit
        while items > 1 && !fits(items) { items -= 1 }
        while items < limit && fits(items + 1) { items += 1 }
        return items
    }

    /// Lays out a section whose items all have `size`: O(1).
    private func layOutUniformSection(_ section: Int, count: Int, size: Size) -> Section {
        var result = Section(rowsPerChunk: rowsPerChunk)
        let header = headerHeight(section)
        result.header = header > 0 ? Rect(x: 0, y: 0, width: width, height: header) : nil
        let top = header + sectionInset.top
        let rows = UniformRows(count: count, perRow: itemsPerRow(of: size, count: count), size: size, top: top,
                               left: sectionInset.left, rowPitch: size.height + lineSpacing,
                               columnPitch: size.width + interitemSpacing)
        result.uniform = rows
        result.contentBottom = rows.rowCount > 0 ? result.rowMaxY(rows.rowCount - 1) : top
        close(&result, index: section)
        return result
    }

    /// Lays out section `index` into `section`, which holds its previous layout (or nothing):
    /// rows before the one holding the first of `changed` (new positions) stay; rows after it
    /// stay too from the first one that starts, past `changed`, on the item an old row started
    /// on — every item after `changed` is the one that was there before, moved by the change
    /// in the section's count.
    private func layOutSection(_ index: Int, count: Int, into section: inout Section, changed: Range<Int>) {
        if let size = uniformSize(inSection: index) {
            section = layOutUniformSection(index, count: count, size: size)
            return
        }
        let headerHeight = headerHeight(index)
        let header = headerHeight > 0 ? Rect(x: 0, y: 0, width: width, height: headerHeight) : nil
        let top = headerHeight + sectionInset.top
        let oldCount = section.rows.itemCount
        var firstRow = 0
        if section.uniform == nil, section.header == header,
           let containing = section.rows.row(ofItem: min(changed.lowerBound, count, oldCount)) {
            // Keep every row before the one containing the change but one: the row above may
            // now take the change's first item (it shrank, or the item before it went), and a
            // justified row may have just become the section's last. A change in the first
            // row keeps none, but the old rows after the change can still be resumed.
            firstRow = max(0, containing - 1)
        } else {
            section = Section(rowsPerChunk: rowsPerChunk)
            section.header = header
        }
        let canResume = section.rows.rowCount > 0
        let countChange = count - section.rows.itemCount
        let firstItem = firstRow < section.rows.rowCount ? section.rows.start(firstRow) : 0
        var y = firstRow > 0 ? section.rowMaxY(firstRow - 1) : top
        var run = RowTable.Run()
        if !canResume { run.frames.reserveCapacity(count - firstItem) }
        // Without placeholders every position is a data-source item: no lookup per item.
        let hasPlaceholders = itemAtPosition != nil && sectionHasPlaceholders?(index) != false
        var item = firstItem
        var resumedRow: Int?
        var sizes: [Size] = []
        while item < count {
            if canResume, item >= changed.upperBound, let row = oldRow(startingAt: item - countChange, in: section, from: firstRow) {
                resumedRow = row
                break
            }
            let rowHeight = measureRow(from: item, count: count, into: &sizes) { offset in
                let position = IndexPath(item: offset, section: index)
                return hasPlaceholders ? measuredSize(at: position) : itemSize(at: position)
            }
            if firstRow > 0 || !run.isEmpty { y += lineSpacing }
            run.starts.append(item)
            run.tops.append(y)
            run.heights.append(rowHeight)
            appendFrames(of: sizes, rowHeight: rowHeight, to: &run.frames)
            item += sizes.count
            y += rowHeight
        }
        if firstRow == 0, resumedRow == nil {
            // Everything is new.
            section.rows = RowTable(run, capacity: rowsPerChunk)
            section.contentBottom = y
            close(&section, index: index)
            return
        }
        if let resumedRow {
            // The old rows from `resumedRow` on follow the new ones, shifted.
            let joined = firstRow + run.starts.count
            let shift = (joined > 0 ? y + lineSpacing : top) - section.rows.top(resumedRow)
            section.rows.replaceRows(firstRow..<resumedRow, with: run, shiftingLaterBy: shift)
            section.contentBottom += shift
        } else {
            section.rows.replaceRows(firstRow..<section.rows.rowCount, with: run, shiftingLaterBy: 0)
            section.contentBottom = y
        }
        close(&section, index: index)
    }

    /// Collects into `sizes` the sizes of the row starting at position `item` of `count` (as
    /// many as fit, at least one), justified; returns the row's height.
    func measureRow(from item: Int, count: Int, into sizes: inout [Size], size sizeAt: (Int) -> Size) -> Double {
        sizes.removeAll(keepingCapacity: true)
        let limit = maximumItemsPerRow ?? Int.max
        let available = availableWidth
        var rowWidth = 0.0
        while item + sizes.count < count, sizes.count < limit {
            let size = sizeAt(item + sizes.count)
            guard rowTakes(size, after: rowWidth, itemCount: sizes.count) else { break }
            rowWidth += (sizes.isEmpty ? 0 : interitemSpacing) + size.width
            sizes.append(size)
            if rowWidth > available + 1e-9 { break }  // taken past the edge: the row ends with it
        }
        justify(&sizes, rowWidth: rowWidth, isLastRow: item + sizes.count >= count)
        return Self.tallest(sizes)
    }

    /// Whether a row of `itemCount` items, `rowWidth` wide, takes an item of `size`: the
    /// first always, another when it fits or the layout takes it past the edge.
    private func rowTakes(_ size: Size, after rowWidth: Double, itemCount: Int) -> Bool {
        guard itemCount > 0 else { return true }
        guard rowWidth <= availableWidth + 1e-9 else { return false }  // already past the edge
        return rowWidth + interitemSpacing + size.width <= availableWidth + 1e-9
            || takesItemPastTheEdge(rowWidth: rowWidth, itemCount: itemCount)
    }

    /// Appends the frames of a row's items of `sizes`, left to right from the inset, centred
    /// vertically in the row (relative to the row's top).
    func appendFrames(of sizes: [Size], rowHeight: Double, to frames: inout [Rect]) {
        var x = sectionInset.left
        for size in sizes {
            frames.append(Rect(x: x, y: (rowHeight - size.height) / 2, width: size.width, height: size.height))
            x += size.width + interitemSpacing
        }
    }

    /// Ends a laid-out section below its items: the bottom inset, then its footer.
    private func close(_ section: inout Section, index: Int) {
        let footerTop = section.contentBottom + sectionInset.bottom, footerHeight = footerHeight(index)
        section.footer = footerHeight > 0 ? Rect(x: 0, y: footerTop, width: width, height: footerHeight) : nil
        section.height = footerTop + footerHeight
    }

    /// The old row of `section` (at `first` or after) that starts on old item `item`.
    private func oldRow(startingAt item: Int, in section: Section, from first: Int) -> Int? {
        guard item >= 0, item < section.rows.itemCount,
              let row = section.rows.row(ofItem: item), row >= first, section.rows.start(row) == item else { return nil }
        return row
    }

    // MARK: Queries

    /// The width and the height of all sections.
    public var contentSize: Size {
        Size(width: width, height: sections.last.map { $0.origin + $0.height } ?? 0)
    }

    /// The item's frame in content coordinates.
    /// - Complexity: O(1) when the section's items have one size, else O(log rows).
    public func frameForItem(at indexPath: IndexPath) -> Rect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].count).contains(indexPath.item) else { return nil }
        let section = sections[indexPath.section]
        return section.frame(indexPath.item).offsetBy(dx: 0, dy: section.origin)
    }

    /// The section header's frame, if the section has one.
    public func frameForHeader(inSection index: Int) -> Rect? {
        guard sections.indices.contains(index) else { return nil }
        return sections[index].header?.offsetBy(dx: 0, dy: sections[index].origin)
    }

    /// Traps unless the laid-out sections match `itemCounts` and stack without gaps, and each
    /// section's rows of varying sizes keep their own invariants.
    /// - Complexity: O(sections + rows of varying sizes).
    func checkInvariants(itemCounts: [Int]) {
        precondition(sections.count == itemCounts.count, "\(sections.count) sections laid out, \(itemCounts.count) counted")
        var y = 0.0
        for (index, section) in sections.enumerated() {
            precondition(section.count == itemCounts[index], "section \(index) lays out \(section.count) items of \(itemCounts[index])")
            precondition(abs(section.origin - y) < 1e-6, "section \(index) starts at \(section.origin), not \(y)")
            if section.uniform == nil { section.rows.checkInvariants() }
            y += section.height
        }
    }

    /// The section footer's frame, if the section has one.
    public func frameForFooter(inSection index: Int) -> Rect? {
        guard sections.indices.contains(index) else { return nil }
        return sections[index].footer?.offsetBy(dx: 0, dy: sections[index].origin)
    }

    /// The whole band of a section, header, insets and footer included.
    public func frameForSection(_ index: Int) -> Rect? {
        guard sections.indices.contains(index) else { return nil }
        return Rect(x: 0, y: sections[index].origin, width: width, height: sections[index].height)
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard let (sectionIndex, local) = section(containing: point) else { return nil }
        let section = sections[sectionIndex]
        guard let row = section.lastRow(minYNotAfter: local.y), local.y < section.rowMaxY(row),
              let item = itemInRow(row, of: section, x: local.x), section.frame(item, inRow: row).contains(local) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() {
            let top = section.origin, bottom = section.origin + section.height
            guard bottom > rect.minY, top < rect.maxY else { continue }
            let localTop = rect.minY - top, localBottom = rect.maxY - top
            // Rows ending at or above the rectangle's top are skipped by binary search.
            var row = (section.lastRow(maxYNotAfter: localTop) ?? -1) + 1
            while row < section.rowCount, section.rowMinY(row) < localBottom {
                for item in section.rowStart(row)..<section.rowEnd(row) where section.frame(item, inRow: row).offsetBy(dx: 0, dy: top).intersects(rect) {
                    result.append(IndexPath(item: item, section: index))
                }
                row += 1
            }
        }
        return result
    }

    public func dropLocation(at point: Point) -> DropLocation? {
        guard let (sectionIndex, local) = section(containing: point) else { return nil }
        let section = sections[sectionIndex]
        let count = section.count
        func insert(_ item: Int) -> DropLocation {
            DropLocation(insertionIndexPath: IndexPath(item: item, section: sectionIndex), item: nil, fraction: 0)
        }
        if let header = section.header, header.contains(local) { return insert(0) }
        guard count > 0, local.y >= section.rowMinY(0) - lineSpacing else { return insert(0) }
        guard local.y < section.rowMaxY(section.rowCount - 1) else { return insert(count) }
        // The row at or above the pointer; the spacing above a row belongs to it.
        var row = section.lastRow(minYNotAfter: local.y) ?? 0
        if local.y >= section.rowMaxY(row), row + 1 < section.rowCount { row += 1 }
        let start = section.rowStart(row)
        let end = section.rowEnd(row)
        if axis == .vertical {
            // One item per row: the row's item, measured vertically.
            let frame = section.frame(start, inRow: row)
            guard frame.minY <= local.y && local.y < frame.maxY else { return insert(start) }
            let fraction = (local.y - frame.minY) / max(frame.height, 1e-9)
            let target = IndexPath(item: start, section: sectionIndex)
            return DropLocation(insertionIndexPath: IndexPath(item: fraction < 0.5 ? start : start + 1, section: sectionIndex),
                                item: target, fraction: fraction)
        }
        guard let item = itemInRow(row, of: section, x: local.x) else { return insert(start) }
        let frame = section.frame(item, inRow: row)
        if local.x >= frame.maxX { return insert(item + 1 <= end ? item + 1 : end) }
        return .over(item: item, section: sectionIndex, frame: frame, at: local, along: .horizontal)
    }

    public func gapRect(at insertionIndexPath: IndexPath) -> Rect? {
        guard insertionIndexPath.count == 2, sections.indices.contains(insertionIndexPath.section) else { return nil }
        let section = sections[insertionIndexPath.section]
        let item = insertionIndexPath.item
        let bar = 4.0
        let frame: Rect, before: Bool
        if (0..<section.count).contains(item) {
            frame = section.frame(item)
            before = true
        } else if item == section.count, item > 0 {
            frame = section.frame(item - 1)
            before = false
        } else {
            let top = (section.header?.height ?? 0) + sectionInset.top
            return Rect(x: sectionInset.left, y: section.origin + top, width: availableWidth, height: bar)
        }
        let absolute = frame.offsetBy(dx: 0, dy: section.origin)
        switch axis {
        case .vertical:
            let y = before ? absolute.minY - lineSpacing / 2 : absolute.maxY + lineSpacing / 2
            return Rect(x: absolute.minX, y: y - bar / 2, width: absolute.width, height: bar)
        case .horizontal:
            let x = before ? absolute.minX - interitemSpacing / 2 : absolute.maxX + interitemSpacing / 2
            return Rect(x: x - bar / 2, y: absolute.minY, width: bar, height: absolute.height)
        }
    }

    // MARK: Searching

    /// The section whose band contains `point`, and the point relative to its origin.
    private func section(containing point: Point) -> (Int, Point)? {
        guard point.x >= 0, point.x < width, point.y >= 0,
              let index = Self.lastIndex(in: origins, notAfter: point.y),
              point.y < sections[index].origin + sections[index].height else { return nil }
        return (index, Point(x: point.x, y: point.y - sections[index].origin))
    }

    /// The item of `row` at or before `x` (the first one when `x` is before it).
    private func itemInRow(_ row: Int, of section: Section, x: Double) -> Int? {
        let start = section.rowStart(row)
        let end = section.rowEnd(row)
        guard start < end else { return nil }
        var low = start, high = end - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if section.minX(middle) <= x { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The last index whose value is ≤ `value` in an ascending array; nil when none.
    nonisolated static func lastIndex<C: RandomAccessCollection>(in values: C, notAfter value: C.Element) -> Int?
    where C.Element: Comparable, C.Index == Int {
        var low = values.startIndex, high = values.endIndex
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low > values.startIndex ? low - 1 : nil
    }
}

/// What a layout position shows: a data-source item, or a drop placeholder.
package enum LaidOutItem: Sendable, Hashable {
    case item(IndexPath)
    case placeholder(rowHeight: Double?)
}
