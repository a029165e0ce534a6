import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Rows of varying sizes: a change lays out only the rows it touches", .timeLimit(.minutes(1)))
struct IncrementalRowLayoutTests {
    /// A row of a plain model of the table: its first item, top, height and its items' frames.
    struct PlainRow: Equatable {
        var start: Int
        var top: Double
        var height: Double
        var frames: [Rect]
    }

    /// `rows` as a table run, in section coordinates.
    func run(_ rows: [PlainRow]) -> RowTable.Run {
        RowTable.Run(starts: rows.map(\.start), tops: rows.map(\.top), heights: rows.map(\.height), frames: rows.flatMap(\.frames))
    }

    func expectSame(_ table: RowTable, _ plain: [PlainRow], _ context: String) {
        table.checkInvariants()
        #expect(table.rowCount == plain.count, "\(context): rows")
        #expect(table.itemCount == plain.reduce(0) { $0 + $1.frames.count }, "\(context): items")
        for (index, row) in plain.enumerated() {
            #expect(table.start(index) == row.start && table.top(index) == row.top && table.height(index) == row.height, "\(context): row \(index)")
            for (offset, frame) in row.frames.enumerated() {
                #expect(table.frame(row.start + offset, inRow: index) == frame.offsetBy(dx: 0, dy: row.top), "\(context): item \(row.start + offset)")
                #expect(table.row(ofItem: row.start + offset) == index, "\(context): row of item \(row.start + offset)")
                #expect(table.minX(row.start + offset) == frame.minX, "\(context): minX of \(row.start + offset)")
            }
            #expect(table.lastRow(topNotAfter: row.top + 0.5) == index, "\(context): row at y \(row.top)")
        }
        #expect(table.lastRow(topNotAfter: -1) == nil, "\(context): above the first row")
    }

    @Test("RowTable agrees with plain rows through random replacements and resizes, across chunks of 3 rows")
    func rowTableAgreesWithPlainRows() async {
        var random = SeededRandomNumberGenerator(seed: 5)
        /// Rows of random sizes starting at item `firstItem` and y `top`, packed one after the other.
        func makeRows(_ count: Int, firstItem: Int, top: Double) -> [PlainRow] {
            var rows: [PlainRow] = [], item = firstItem, y = top
            for _ in 0..<count {
                let items = Int.random(in: 1...4, using: &random), height = Double(Int.random(in: 10...40, using: &random))
                rows.append(PlainRow(start: item, top: y, height: height,
                                     frames: (0..<items).map { Rect(x: Double($0 * 10), y: 0, width: 9, height: height) }))
                item += items
                y += height + 2
            }
            return rows
        }
        for round in 0..<40 {
            await Task.yield()  // other main-actor tests run between rounds
            var plain = makeRows(Int.random(in: 0..<30, using: &random), firstItem: 0, top: 0)
            var table = RowTable(run(plain), capacity: 3)
            expectSame(table, plain, "round \(round) start")
            for step in 0..<25 {
                if Bool.random(using: &random), !plain.isEmpty {
                    // One row resized: the rows after move by the change in height.
                    let index = Int.random(in: 0..<plain.count, using: &random), height = Double(Int.random(in: 10...40, using: &random))
                    let delta = height - plain[index].height
                    plain[index].height = height
                    plain[index].frames = plain[index].frames.map { Rect(x: $0.minX + 1, y: 0, width: $0.width, height: height) }
                    for later in (index + 1)..<plain.count { plain[later].top += delta }
                    table.resizeRow(index, frames: plain[index].frames, height: height)
                } else {
                    // Rows lower..<upper replaced by new ones; the rows after shift.
                    let lower = Int.random(in: 0...plain.count, using: &random), upper = Int.random(in: lower...plain.count, using: &random)
                    let firstItem = lower < plain.count ? plain[lower].start : plain.reduce(0) { $0 + $1.frames.count }
                    let top = lower > 0 ? plain[lower - 1].top + plain[lower - 1].height + 2 : 0
                    let new = makeRows(Int.random(in: 0..<7, using: &random), firstItem: firstItem, top: top)
                    let oldItems = plain[lower..<upper].reduce(0) { $0 + $1.frames.count }
                    let itemChange = new.reduce(0) { $0 + $1.frames.count } - oldItems
                    let newBottom = new.last.map { $0.top + $0.height + 2 } ?? top
                    let dy = upper < plain.count ? newBottom - plain[upper].top : 0
                    for later in upper..<plain.count {
                        plain[later].start += itemChange
                        plain[later].top += dy
                    }
                    plain.replaceSubrange(lower..<upper, with: new)
                    table.replaceRows(lower..<upper, with: run(new), shiftingLaterBy: dy)
                }
                expectSame(table, plain, "round \(round) step \(step)")
            }
        }
    }

    /// Every frame, the content size, hit-testing and the items in a band of `layout` equal
    /// those of `fresh`.
    func expectSame(_ layout: RowLayout, _ fresh: RowLayout, counts: [Int], _ context: String) {
        #expect(abs(layout.contentSize.height - fresh.contentSize.height) < 1e-6, "\(context): content height")
        for section in counts.indices {
            for item in 0..<counts[section] {
                let path = IndexPath(item: item, section: section)
                guard let a = layout.frameForItem(at: path), let b = fresh.frameForItem(at: path) else {
                    Issue.record("\(context): no frame for \(path)")
                    return
                }
                #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                        && abs(a.height - b.height) < 1e-6, "\(context): \(path) \(a) ≠ \(b)")
                #expect(layout.indexPathForItem(at: b.center) == path, "\(context): hit-test of \(path)")
            }
        }
        let band = Rect(x: 0, y: fresh.contentSize.height / 3, width: fresh.contentSize.width, height: 300)
        #expect(layout.indexPathsForItems(in: band) == fresh.indexPathsForItems(in: band), "\(context): items in a band")
    }

    @Test("Random moves, inserts, deletes and reshapes: the rows after the change are kept and shifted, and equal a fresh layout",
          arguments: ["flow", "justified"])
    func randomChanges(kind: String) async {
        var random = SeededRandomNumberGenerator(seed: kind == "flow" ? 11 : 12)
        for round in 0..<40 {
            await Task.yield()  // other main-actor tests run between rounds
            var sizes = (0..<2).map { _ in
                (0..<Int.random(in: 0..<120, using: &random)).map { _ in
                    Size(width: Double.random(in: 20...160, using: &random), height: Double.random(in: 20...90, using: &random))
                }
            }
            let width = Double.random(in: 180...900, using: &random)
            func make() -> RowLayout {
                kind == "flow"
                    ? FlowLayout(width: width, sizeForItem: { sizes[$0.section][$0.item] }, sectionInset: EdgeInsets(all: 6),
                                 headerHeight: { $0 == 1 ? 24 : 0 })
                    : JustifiedLayout(width: width, rowHeight: 70, spacing: 6, sectionInset: EdgeInsets(all: 6),
                                      aspectRatio: { sizes[$0.section][$0.item].width / sizes[$0.section][$0.item].height })
            }
            let layout = make()
            layout.rowsPerChunk = [2, 3, 5, 256][round % 4]  // changes across chunks, and within one
            layout.prepare(itemCounts: sizes.map(\.count))
            for step in 0..<8 {
                let section = Int.random(in: 0..<2, using: &random)
                let count = sizes[section].count
                let changed: Range<Int>
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where count > 1:  // a drop moving one item
                    let from = Int.random(in: 0..<count, using: &random), to = Int.random(in: 0..<count, using: &random)
                    sizes[section].insert(sizes[section].remove(at: from), at: to)
                    changed = min(from, to)..<(max(from, to) + 1)
                case 1:  // an insertion
                    let at = Int.random(in: 0...count, using: &random)
                    sizes[section].insert(Size(width: Double.random(in: 20...160, using: &random), height: 50), at: at)
                    changed = at..<(at + 1)
                case 2 where count > 0:  // a deletion
                    let at = Int.random(in: 0..<count, using: &random)
                    sizes[section].remove(at: at)
                    changed = at..<at
                case 3 where count > 0:  // one item reshaped
                    let at = Int.random(in: 0..<count, using: &random)
                    sizes[section][at].width = Double.random(in: 20...160, using: &random)
                    changed = at..<(at + 1)
                default:
                    continue
                }
                layout.invalidate(section: section, changed: changed, itemCounts: sizes.map(\.count))
                let fresh = make()
                fresh.prepare(itemCounts: sizes.map(\.count))
                expectSame(layout, fresh, counts: sizes.map(\.count), "\(kind) round \(round) step \(step)")
            }
        }
    }

    @Test("A move in a long flow re-measures only the rows between its two ends")
    func moveMeasuresOnlyTheRowsBetween() {
        var widths = (0..<100_000).map { Double(40 + ($0 * 37) % 90) }
        var asked = 0
        let layout = FlowLayout(width: 800, sizeForItem: { asked += 1; return Size(width: widths[$0.item], height: 60) })
        layout.prepare(itemCounts: [widths.count])
        asked = 0
        widths.insert(widths.remove(at: 50_000), at: 50_020)
        layout.invalidate(section: 0, changed: 50_000..<50_021, itemCounts: [widths.count])
        #expect(asked < 200, "sizes asked: \(asked)")
        let fresh = FlowLayout(width: 800, sizeForItem: { Size(width: widths[$0.item], height: 60) })
        fresh.prepare(itemCounts: [widths.count])
        for item in [0, 49_990, 50_000, 50_010, 50_020, 50_030, 99_999] {
            #expect(layout.frameForItem(at: IndexPath(item: item, section: 0)) == fresh.frameForItem(at: IndexPath(item: item, section: 0)))
        }
    }

    @Test("A batch reports the changed range: a move, an insertion, a deletion, a section left alone")
    func batchChangedItems() throws {
        var move = BatchUpdates()
        move.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 12, section: 0))
        #expect(try move.validated(oldCounts: [50, 3], newCounts: [50, 3]).changedItems(inSection: 0) == 5..<13)
        #expect(try move.validated(oldCounts: [50, 3], newCounts: [50, 3]).changedItems(inSection: 1) == nil)
        var back = BatchUpdates()
        back.moveItem(at: IndexPath(item: 30, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(try back.validated(oldCounts: [50], newCounts: [50]).changedItems(inSection: 0) == 2..<31)
        var insertion = BatchUpdates()
        insertion.insertItems(at: [IndexPath(item: 20, section: 0)])
        #expect(try insertion.validated(oldCounts: [50], newCounts: [51]).changedItems(inSection: 0) == 20..<21)
        var deletion = BatchUpdates()
        deletion.deleteItems(at: [IndexPath(item: 7, section: 0)])
        #expect(try deletion.validated(oldCounts: [50], newCounts: [49]).changedItems(inSection: 0) == 7..<7)
    }
}
