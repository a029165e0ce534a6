import Foundation

/// The rows of a section whose items differ in size, and their items' frames, kept in
/// chunks of a few hundred rows (the way a B-tree keeps its leaves): replacing a few rows —
/// what a drop, an insertion or a resize does — rewrites the chunk or two that hold them,
/// and the rows after only move with their chunks' first item, first row and top, one
/// number each per chunk. Nothing costs O(rows) but a change spanning that many rows.
///
/// Each chunk stores its rows' starts relative to its first item, their tops relative to
/// its top, and its items' frames with y measured from their row's top.
///
/// Invariants (``checkInvariants()``): no chunk is empty; chunks hold at most `capacity`
/// rows unless one change put more in (they are split then); the chunks' first rows, first
/// items and tops ascend and agree with the chunks' contents.
struct RowTable: Sendable {
    /// Consecutive rows with their items, in section coordinates: what a layout hands in.
    struct Run: Sendable {
        /// Each row's first item, ascending.
        var starts: [Int] = []
        var tops: [Double] = []
        var heights: [Double] = []
        /// The frames of the items from `starts.first` on, y from their row's top.
        var frames: [Rect] = []

        var isEmpty: Bool { starts.isEmpty }
    }

    private struct Chunk: Sendable {
        var starts: [Int]
        var tops: [Double]
        var heights: [Double]
        var frames: [Rect]
    }

    /// How many rows a chunk holds at most (after a change, before splitting).
    let capacity: Int
    private var chunks: [Chunk] = []
    /// Each chunk's first row, first item and top in the section, for binary search.
    private var firstRows: [Int] = []
    private var firstItems: [Int] = []
    private var chunkTops: [Double] = []
    private(set) var rowCount = 0
    private(set) var itemCount = 0

    init(capacity: Int = 256) {
        self.capacity = max(2, capacity)
    }

    /// A table of `run`'s rows (its first row starting at item 0).
    /// - Complexity: O(rows + items).
    init(_ run: Run, capacity: Int = 256) {
        self.init(capacity: capacity)
        let made = Self.chunked(run, capacity: self.capacity)
        chunks = made.map(\.chunk)
        firstItems = made.map(\.firstItem)
        chunkTops = made.map(\.top)
        firstRows = Array(repeating: 0, count: chunks.count)
        numberRows(fromChunk: 0, firstRow: 0)
        itemCount = run.frames.count
    }

    // MARK: Reading

    /// The first item of `row`.
    /// - Complexity: O(log chunks).
    func start(_ row: Int) -> Int {
        let chunk = chunkIndex(ofRow: row)
        return firstItems[chunk] + chunks[chunk].starts[row - firstRows[chunk]]
    }

    /// The top of `row`.
    /// - Complexity: O(log chunks).
    func top(_ row: Int) -> Double {
        let chunk = chunkIndex(ofRow: row)
        return chunkTops[chunk] + chunks[chunk].tops[row - firstRows[chunk]]
    }

    /// The height of `row`.
    /// - Complexity: O(log chunks).
    func height(_ row: Int) -> Double {
        let chunk = chunkIndex(ofRow: row)
        return chunks[chunk].heights[row - firstRows[chunk]]
    }

    /// The frame of `item`, which is in `row`, in section coordinates.
    /// - Complexity: O(log chunks).
    func frame(_ item: Int, inRow row: Int) -> Rect {
        let chunk = chunkIndex(ofRow: row)
        let top = chunkTops[chunk] + chunks[chunk].tops[row - firstRows[chunk]]
        return chunks[chunk].frames[item - firstItems[chunk]].offsetBy(dx: 0, dy: top)
    }

    /// The left edge of `item` (no row lookup).
    /// - Complexity: O(log chunks).
    func minX(_ item: Int) -> Double {
        let chunk = chunkIndex(ofItem: item)
        return chunks[chunk].frames[item - firstItems[chunk]].minX
    }

    /// The row holding `item` (the last row starting at or before it); nil when none does.
    /// - Complexity: O(log rows).
    func row(ofItem item: Int) -> Int? {
        guard item >= 0, rowCount > 0 else { return nil }
        let chunk = chunkIndex(ofItem: item)
        let local = RowLayout.lastIndex(in: chunks[chunk].starts, notAfter: item - firstItems[chunk]) ?? 0
        return firstRows[chunk] + local
    }

    /// The last row whose top is at or above `y`; nil when every row starts below it.
    /// - Complexity: O(log rows).
    func lastRow(topNotAfter y: Double) -> Int? {
        guard let chunk = RowLayout.lastIndex(in: chunkTops, notAfter: y) else { return nil }
        let local = RowLayout.lastIndex(in: chunks[chunk].tops, notAfter: y - chunkTops[chunk]) ?? 0
        return firstRows[chunk] + local
    }

    private func chunkIndex(ofRow row: Int) -> Int {
        precondition(row >= 0 && row < rowCount, "row \(row) out of 0..<\(rowCount)")
        return RowLayout.lastIndex(in: firstRows, notAfter: row) ?? 0
    }

    private func chunkIndex(ofItem item: Int) -> Int {
        RowLayout.lastIndex(in: firstItems, notAfter: item) ?? 0
    }

    // MARK: Changing

    /// Replaces the rows in `rows` with `run` (starts and tops in section coordinates); the
    /// rows after keep their items' frames, their starts move by the change in the number of
    /// items, their tops by `dy`.
    /// - Complexity: O(rows and items of the chunks touched + chunks).
    mutating func replaceRows(_ rows: Range<Int>, with run: Run, shiftingLaterBy dy: Double) {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= rowCount, "rows \(rows) out of 0..<\(rowCount)")
        // The chunks holding the rows replaced (or, for an insertion, the one it joins).
        var first = rowCount == 0 ? 0 : chunkIndex(ofRow: min(rows.lowerBound, rowCount - 1))
        var last = rows.isEmpty ? first : chunkIndex(ofRow: rows.upperBound - 1)
        // Small neighbours join the rewrite, so that chunks do not dwindle.
        let touchedRows = chunks.isEmpty ? 0 : (first...last).reduce(0) { $0 + chunks[$1].starts.count }
        if touchedRows - rows.count + run.starts.count < capacity / 2 {
            if last + 1 < chunks.count { last += 1 } else if first > 0 { first -= 1 }
        }
        let oldItems = rows.isEmpty ? 0 : itemEnd(ofRow: rows.upperBound - 1) - start(rows.lowerBound)
        let itemChange = run.frames.count - oldItems
        let replaced = chunks.isEmpty ? 0..<0 : first..<(last + 1)
        // The touched chunks' rows before the change, the new rows, their rows after it.
        var merged = Run()
        let keptRows = replaced.reduce(0) { $0 + chunks[$1].starts.count } - rows.count
        let keptItems = replaced.reduce(0) { $0 + chunks[$1].frames.count } - oldItems
        merged.starts.reserveCapacity(keptRows + run.starts.count)
        merged.tops.reserveCapacity(keptRows + run.starts.count)
        merged.heights.reserveCapacity(keptRows + run.starts.count)
        merged.frames.reserveCapacity(keptItems + run.frames.count)
        for chunk in replaced { append(rowsOf: chunk, before: rows.lowerBound, to: &merged) }
        merged.starts += run.starts
        merged.tops += run.tops
        merged.heights += run.heights
        merged.frames += run.frames
        for chunk in replaced { append(rowsOf: chunk, from: rows.upperBound, shiftedBy: (itemChange, dy), to: &merged) }
        let firstRow = chunks.isEmpty ? 0 : firstRows[first]
        let newChunks = Self.chunked(merged, capacity: capacity)
        chunks.replaceSubrange(replaced, with: newChunks.map(\.chunk))
        firstItems.replaceSubrange(replaced, with: newChunks.map(\.firstItem))
        chunkTops.replaceSubrange(replaced, with: newChunks.map(\.top))
        firstRows.replaceSubrange(replaced, with: repeatElement(0, count: newChunks.count))
        // The chunks after move with the change.
        let after = replaced.lowerBound + newChunks.count
        for chunk in after..<chunks.count {
            firstItems[chunk] += itemChange
            chunkTops[chunk] += dy
        }
        numberRows(fromChunk: replaced.lowerBound, firstRow: firstRow)
        itemCount += itemChange
    }

    /// Gives `row` new item frames (as many as it has) and a new height; the rows after
    /// move by the change in height.
    /// - Complexity: O(items of the row + rows of its chunk + chunks).
    mutating func resizeRow(_ row: Int, frames: [Rect], height: Double) {
        let chunk = chunkIndex(ofRow: row)
        let local = row - firstRows[chunk]
        let start = chunks[chunk].starts[local]
        let end = local + 1 < chunks[chunk].starts.count ? chunks[chunk].starts[local + 1] : chunks[chunk].frames.count
        precondition(end - start == frames.count, "a resized row keeps its items")
        chunks[chunk].frames.replaceSubrange(start..<(start + frames.count), with: frames)
        let delta = height - chunks[chunk].heights[local]
        chunks[chunk].heights[local] = height
        guard delta != 0 else { return }
        for later in (local + 1)..<chunks[chunk].tops.count { chunks[chunk].tops[later] += delta }
        for later in (chunk + 1)..<chunks.count { chunkTops[later] += delta }
    }

    /// Gives the chunks from `first` on their first rows, the first of them `firstRow`, and
    /// counts the rows.
    private mutating func numberRows(fromChunk first: Int, firstRow: Int) {
        var row = firstRow
        for chunk in first..<chunks.count {
            firstRows[chunk] = row
            row += chunks[chunk].starts.count
        }
        rowCount = row
    }

    /// The item after the last of `row`.
    private func itemEnd(ofRow row: Int) -> Int {
        row + 1 < rowCount ? start(row + 1) : itemCount
    }

    /// Appends the rows of `chunk` before global row `row`, in section coordinates.
    private func append(rowsOf chunk: Int, before row: Int, to run: inout Run) {
        let rows = chunks[chunk], count = max(0, min(rows.starts.count, row - firstRows[chunk]))
        guard count > 0 else { return }
        let itemEnd = count < rows.starts.count ? rows.starts[count] : rows.frames.count
        run.starts += rows.starts[..<count].map { $0 + firstItems[chunk] }
        run.tops += rows.tops[..<count].map { $0 + chunkTops[chunk] }
        run.heights += rows.heights[..<count]
        run.frames += rows.frames[..<itemEnd]
    }

    /// Appends the rows of `chunk` from global row `row` on, in section coordinates after
    /// the change (`shift`: items and y).
    private func append(rowsOf chunk: Int, from row: Int, shiftedBy shift: (items: Int, y: Double), to run: inout Run) {
        let rows = chunks[chunk], from = max(0, row - firstRows[chunk])
        guard from < rows.starts.count else { return }
        let base = firstItems[chunk] + shift.items, top = chunkTops[chunk] + shift.y
        run.starts += rows.starts[from...].map { $0 + base }
        run.tops += rows.tops[from...].map { $0 + top }
        run.heights += rows.heights[from...]
        run.frames += rows.frames[rows.starts[from]...]
    }

    /// `run` cut into chunks of about equal size, none above `capacity` rows.
    private static func chunked(_ run: Run, capacity: Int) -> [(chunk: Chunk, firstItem: Int, top: Double)] {
        guard !run.isEmpty else { return [] }
        let count = (run.starts.count + capacity - 1) / capacity
        let size = (run.starts.count + count - 1) / count
        return stride(from: 0, to: run.starts.count, by: size).map { lower in
            let upper = min(lower + size, run.starts.count)
            let firstItem = run.starts[lower], top = run.tops[lower]
            let itemOffset = run.starts[0]
            let itemUpper = upper < run.starts.count ? run.starts[upper] : itemOffset + run.frames.count
            let chunk = Chunk(starts: run.starts[lower..<upper].map { $0 - firstItem },
                              tops: run.tops[lower..<upper].map { $0 - top },
                              heights: Array(run.heights[lower..<upper]),
                              frames: Array(run.frames[(firstItem - itemOffset)..<(itemUpper - itemOffset)]))
            return (chunk, firstItem, top)
        }
    }

    // MARK: Checking

    /// Traps unless the invariants hold (for tests, as swift-collections checks its own).
    /// - Complexity: O(rows + chunks).
    func checkInvariants() {
        var row = 0, item = firstItems.first ?? 0
        for (index, chunk) in chunks.enumerated() {
            precondition(!chunk.starts.isEmpty, "empty chunk \(index)")
            precondition(firstRows[index] == row, "chunk \(index) starts at row \(firstRows[index]), not \(row)")
            precondition(firstItems[index] == item, "chunk \(index) starts at item \(firstItems[index]), not \(item)")
            precondition(chunk.starts.first == 0 && chunk.tops.first == 0, "chunk \(index) is not relative to itself")
            precondition(zip(chunk.starts, chunk.starts.dropFirst()).allSatisfy { $0 < $1 }, "chunk \(index): starts do not ascend")
            precondition(chunk.starts.count == chunk.tops.count && chunk.tops.count == chunk.heights.count, "chunk \(index): arrays differ")
            precondition(index == 0 || chunkTops[index - 1] <= chunkTops[index], "chunk tops do not ascend at \(index)")
            row += chunk.starts.count
            item += chunk.frames.count
        }
        precondition(row == rowCount, "\(row) rows counted, \(rowCount) recorded")
        precondition(chunks.isEmpty || item - firstItems[0] == itemCount, "items counted differ from \(itemCount)")
    }
}
