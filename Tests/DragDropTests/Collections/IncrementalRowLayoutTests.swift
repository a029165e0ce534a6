@testable import DragDrop
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Rows of varying sizes: a change lays out only the rows it touches")
struct IncrementalRowLayoutTests {
    @Test("ShiftableOffsets agrees with a plain array through random shifts, sets, appends and splices")
    func shiftableOffsets() async {
        var random = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<60 {
            await Task.yield()  // other main-actor tests run between rounds
            var plain = (0..<Int.random(in: 0..<40, using: &random)).map { Double($0) * 10 }
            var offsets = ShiftableOffsets(plain)
            for _ in 0..<40 {
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !plain.isEmpty:
                    let index = Int.random(in: 0..<plain.count, using: &random), delta = Double.random(in: -5...5, using: &random)
                    offsets.shift(from: index, by: delta)
                    for i in index..<plain.count { plain[i] += delta }
                case 1 where !plain.isEmpty:
                    let index = Int.random(in: 0..<plain.count, using: &random), value = Double.random(in: 0...500, using: &random)
                    offsets.set(value, at: index)
                    plain[index] = value
                case 2:
                    let value = (plain.last ?? 0) + Double.random(in: 0...9, using: &random)
                    offsets.replaceSubrange(plain.count..<plain.count, with: [value])  // an append
                    plain.append(value)
                case 3:
                    let lower = Int.random(in: 0...plain.count, using: &random), upper = Int.random(in: lower...plain.count, using: &random)
                    let values = (0..<Int.random(in: 0..<6, using: &random)).map { _ in Double.random(in: 0...500, using: &random) }
                    offsets.replaceSubrange(lower..<upper, with: values)
                    plain.replaceSubrange(lower..<upper, with: values)
                default:
                    let lower = Int.random(in: 0...plain.count, using: &random)
                    offsets.replaceSubrange(lower..<plain.count, with: [])  // a truncation
                    plain.removeSubrange(lower...)
                }
                #expect(offsets.count == plain.count)
                for index in plain.indices { #expect(abs(offsets[index] - plain[index]) < 1e-9) }
            }
        }
        // Binary search over shifted, ascending offsets.
        var offsets = ShiftableOffsets([0, 10, 20, 30, 40])
        offsets.shift(from: 2, by: 5)
        #expect(offsets.lastIndex(notAfter: 24) == 1)
        #expect(offsets.lastIndex(notAfter: 25) == 2)
        #expect(offsets.lastIndex(notAfter: -1) == nil)
        #expect(offsets.lastIndex(notAfter: 100) == 4)
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
