import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Justified rows: equal heights filling the width", .timeLimit(.minutes(1)))
struct JustifiedLayoutTests {
    /// The rows of section 0 as lists of frames.
    func rows(of layout: JustifiedLayout) -> [[Rect]] {
        let section = layout.sections[0]
        return (0..<section.rowCount).map { row in (section.rowStart(row)..<section.rowEnd(row)).map(section.frame) }
    }

    /// Every row but the last fills the width at one height (lower than the target only when
    /// it took an item past the edge); the last keeps the target height; items keep their
    /// aspect ratios.
    func expectJustified(_ layout: JustifiedLayout, ratios: [Double], _ context: String) {
        let all = rows(of: layout)
        let right = layout.width - layout.sectionInset.right
        for (index, row) in all.enumerated() {
            let heights = Set(row.map { ($0.height * 1e6).rounded() })
            #expect(heights.count == 1 || row.contains { $0.width >= layout.availableWidth - 1e-6 }, "\(context): row \(index) heights")
            #expect(row.last!.maxX <= right + 1e-6, "\(context): row \(index) wider than the view")
            if index == all.count - 1 {
                #expect(row.allSatisfy { abs($0.height - layout.rowHeight) < 1e-6 || $0.width >= layout.availableWidth - 1e-6 }
                        || abs(row.last!.maxX - right) < 1e-6, "\(context): the last row keeps the target height, or fills the width")
            } else {
                #expect(abs(row.last!.maxX - right) < 1e-6, "\(context): row \(index) fills the width")
                #expect(row[0].height <= layout.rowHeight * layout.maximumGrowth + 1e-6, "\(context): row \(index) grew too tall")
            }
        }
        var item = 0
        for row in all {
            for frame in row {
                if frame.width < layout.availableWidth - 1e-6 {
                    #expect(abs(frame.width / frame.height - ratios[item]) < 1e-6, "\(context): item \(item) keeps its shape")
                }
                item += 1
            }
        }
        #expect(item == ratios.count)
    }

    @Test("Rows fill the width at one height; the last row stays at the target height")
    func fillsRows() {
        let ratios = [1.5, 0.75, 1.0, 2.0, 1.33, 0.5, 1.77, 1.0, 0.8]
        let layout = JustifiedLayout(width: 1000, rowHeight: 200, spacing: 8, sectionInset: EdgeInsets(all: 8),
                                     aspectRatio: { ratios[$0.item] })
        layout.prepare(itemCounts: [ratios.count])
        expectJustified(layout, ratios: ratios, "fixed")
        #expect(rows(of: layout).count >= 2)
        // Hit-testing follows the grown frames.
        let frame = layout.frameForItem(at: IndexPath(item: 1, section: 0))!
        #expect(layout.indexPathForItem(at: frame.center) == IndexPath(item: 1, section: 0))
    }

    @Test("Random ratios, widths and edits: incremental layout equals a fresh one, and stays justified")
    func randomEdits() {
        var random = SeededRandomNumberGenerator(seed: 77)
        for round in 0..<80 {
            var ratios = (0..<Int.random(in: 0..<40, using: &random)).map { _ in Double.random(in: 0.3...3.5, using: &random) }
            let width = Double.random(in: 150...1400, using: &random)
            let incremental = JustifiedLayout(width: width, rowHeight: Double.random(in: 60...260, using: &random),
                                              aspectRatio: { ratios[$0.item] })
            incremental.prepare(itemCounts: [ratios.count])
            for _ in 0..<6 {
                // Append, delete at the end or in the middle, or reshape one picture.
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    ratios.append(Double.random(in: 0.3...3.5, using: &random))
                    incremental.invalidate(section: 0, from: ratios.count - 1, itemCounts: [ratios.count])
                case 1 where !ratios.isEmpty:
                    ratios.removeLast()
                    incremental.invalidate(section: 0, from: ratios.count, itemCounts: [ratios.count])
                case 2 where !ratios.isEmpty:
                    let index = Int.random(in: 0..<ratios.count, using: &random)
                    ratios.remove(at: index)
                    incremental.invalidate(section: 0, from: index, itemCounts: [ratios.count])
                case 3 where !ratios.isEmpty:
                    let index = Int.random(in: 0..<ratios.count, using: &random)
                    ratios[index] = Double.random(in: 0.3...3.5, using: &random)
                    incremental.resizeItems([index], inSection: 0, itemCounts: [ratios.count])
                default:
                    continue
                }
                let fresh = JustifiedLayout(width: width, rowHeight: incremental.rowHeight, aspectRatio: { ratios[$0.item] })
                fresh.prepare(itemCounts: [ratios.count])
                #expect(rows(of: incremental).map { $0.count } == rows(of: fresh).map { $0.count }, "round \(round)")
                for item in ratios.indices {
                    let a = incremental.frameForItem(at: IndexPath(item: item, section: 0))!
                    let b = fresh.frameForItem(at: IndexPath(item: item, section: 0))!
                    #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6,
                            "round \(round): item \(item)")
                }
                expectJustified(incremental, ratios: ratios, "round \(round)")
            }
        }
    }

    @Test("Correcting a few shapes near the top re-measures the rows near them, not every row below (issue 36)")
    func correctionsNearTheTopStayLocal() {
        // A gallery whose first pictures' stored shapes are stale (square): they load and get
        // their real shapes, which moves row breaks. The rows below, whose shapes are right,
        // must not all be measured again (the change used to run to the section's end).
        var random = SeededRandomNumberGenerator(seed: 36)
        let real = (0..<20_000).map { _ in [0.5, 0.75, 1.33, 1.5, 1.78, 2.4][Int.random(in: 0..<6, using: &random)] }
        var ratios = real
        for item in 0..<50 { ratios[item] = 1 }
        var asked = 0
        let layout = JustifiedLayout(width: 1000, rowHeight: 150, spacing: 8, sectionInset: EdgeInsets(all: 8),
                                     aspectRatio: { asked += 1; return ratios[$0.item] })
        layout.prepare(itemCounts: [ratios.count])
        let screen = [3, 0, 7, 12, 5, 30, 21, 44]  // the order pictures finish loading in
        for batch in [screen[..<3], screen[3...]] {
            for item in batch { ratios[item] = real[item] }
            asked = 0
            layout.resizeItems(Array(batch), inSection: 0, itemCounts: [ratios.count])
            #expect(asked < 500, "asked for \(asked) shapes of \(ratios.count)")
        }
        let fresh = JustifiedLayout(width: 1000, rowHeight: 150, spacing: 8, sectionInset: EdgeInsets(all: 8),
                                    aspectRatio: { ratios[$0.item] })
        fresh.prepare(itemCounts: [ratios.count])
        #expect(abs(layout.contentSize.height - fresh.contentSize.height) < 1e-6)
        for item in stride(from: 0, to: ratios.count, by: 7) {
            let a = layout.frameForItem(at: IndexPath(item: item, section: 0))!
            let b = fresh.frameForItem(at: IndexPath(item: item, section: 0))!
            #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                    && abs(a.height - b.height) < 1e-6, "item \(item)")
        }
    }

    @Test("At every width from 360 to 1400, mixed shapes fill every row but the last (issue 37, 15)")
    func mixedShapesFillEveryRow() {
        // Portraits, squares, landscapes and panoramas, as a camera roll mixes them; a tall
        // picture before a panorama left more than half of its row blank at 700 points.
        let shapes = [0.5, 1.5, 4.0, 0.75, 0.56, 3.2, 1.0, 1.33, 0.66, 5.0, 1.78, 0.5, 0.5, 2.4, 1.0, 0.8, 6.0, 1.5]
        var random = SeededRandomNumberGenerator(seed: 15)
        let ratios = (0..<120).map { _ in shapes.randomElement(using: &random)! }
        for width in stride(from: 360.0, through: 1400, by: 10) {
            let layout = JustifiedLayout(width: width, rowHeight: 200, spacing: 8, sectionInset: EdgeInsets(all: 8),
                                         aspectRatio: { ratios[$0.item] })
            layout.prepare(itemCounts: [ratios.count])
            let all = rows(of: layout)
            for (index, row) in all.enumerated().dropLast() {
                let filled = (row.last!.maxX - layout.sectionInset.left) / layout.availableWidth
                #expect(filled >= 0.9, "at \(width) points row \(index) (\(row.count) pictures) is \(Int(filled * 100)) % filled")
            }
            expectJustified(layout, ratios: ratios, "width \(width)")
        }
    }

    @Test("A panorama wider than the view is narrowed to it; placeholders are square")
    func panoramaAndPlaceholder() {
        let layout = JustifiedLayout(width: 400, rowHeight: 200, aspectRatio: { _ in 10 })
        layout.prepare(itemCounts: [2])
        let first = layout.frameForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.width == 400 && abs(first.height - 40) < 1e-9)
        #expect(layout.placeholderSize(rowHeight: nil) == Size(width: 200, height: 200))
    }
}
