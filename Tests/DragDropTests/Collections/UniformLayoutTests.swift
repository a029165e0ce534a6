import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

/// Uniform sections compute their frames instead of storing them; these tests hold the
/// computed layout to the stored one (the same layout forced to store, by claiming its
/// sections show placeholders) over random geometry.
@MainActor
@Suite("Uniform layouts: computed frames equal stored ones", .timeLimit(.minutes(1)))
struct UniformLayoutTests {
    /// Every question a view asks, answered by both layouts.
    func expectSame(_ computed: RowLayout, _ stored: RowLayout, counts: [Int], random: inout SeededRandomNumberGenerator,
                    _ context: String) {
        let size = computed.contentSize
        #expect(abs(size.height - stored.contentSize.height) < 1e-6, "\(context): content height")
        for section in counts.indices {
            let headerA = computed.frameForHeader(inSection: section), headerB = stored.frameForHeader(inSection: section)
            #expect(headerA?.height == headerB?.height && abs((headerA?.minY ?? 0) - (headerB?.minY ?? 0)) < 1e-6, "\(context)")
            #expect(computed.sections[section].uniform != nil, "\(context): section \(section) not computed")
            #expect(stored.sections[section].uniform == nil)
            for item in 0...counts[section] {
                let path = IndexPath(item: item, section: section)
                let a = computed.frameForItem(at: path), b = stored.frameForItem(at: path)
                #expect((a == nil) == (b == nil), "\(context): frame \(path)")
                if let a, let b {
                    #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
                            && abs(a.height - b.height) < 1e-6, "\(context): frame \(path) \(a) vs \(b)")
                }
                let gapA = computed.gapRect(at: path), gapB = stored.gapRect(at: path)
                #expect((gapA == nil) == (gapB == nil), "\(context): gap \(path)")
                if let gapA, let gapB { #expect(abs(gapA.minX - gapB.minX) < 1e-6 && abs(gapA.minY - gapB.minY) < 1e-6) }
            }
        }
        for _ in 0..<200 {
            let point = Point(x: Double(random.next() % 100_000) / 100_000 * (size.width + 20) - 10,
                              y: Double(random.next() % 100_000) / 100_000 * (size.height + 20) - 10)
            #expect(computed.indexPathForItem(at: point) == stored.indexPathForItem(at: point), "\(context): hit at \(point)")
            let a = computed.dropLocation(at: point), b = stored.dropLocation(at: point)
            #expect(a?.insertionIndexPath == b?.insertionIndexPath && a?.item == b?.item, "\(context): drop at \(point)")
            if let a, let b { #expect(abs(a.fraction - b.fraction) < 1e-6) }
            let rect = Rect(x: point.x, y: point.y, width: Double(random.next() % 400), height: Double(random.next() % 400))
            #expect(computed.indexPathsForItems(in: rect) == stored.indexPathsForItems(in: rect), "\(context): items in \(rect)")
        }
    }

    func value(_ random: inout SeededRandomNumberGenerator, _ range: ClosedRange<Int>) -> Double {
        Double(range.lowerBound + Int(random.next() % UInt64(range.count)))
    }

    @Test("Grids, fixed-height lists and flows of one item size: random geometry, then changed counts")
    func randomGeometry() async {
        var random = SeededRandomNumberGenerator(seed: 14)
        for round in 0..<120 {
            await Task.yield()  // other main-actor tests run between rounds
            let width = value(&random, 40...900)
            let spacing = value(&random, 0...12)
            let inset = EdgeInsets(top: value(&random, 0...10), left: value(&random, 0...10),
                                   bottom: value(&random, 0...10), right: value(&random, 0...10))
            let header = value(&random, 0...1) == 0 ? 0.0 : value(&random, 10...30)
            let itemWidth = value(&random, 1...300), itemHeight = value(&random, 1...200)
            let columns = Int(value(&random, 1...7))
            let lineSpacing = value(&random, 0...12)
            func make() -> RowLayout {
                switch round % 3 {
                case 0:
                    return GridLayout(width: width, columns: columns, spacing: spacing, cellAspectRatio: itemWidth / itemHeight,
                                      sectionInset: inset, headerHeight: { _ in header })
                case 1:
                    let list = ListLayout(width: width, fixedRowHeight: itemHeight, headerHeight: header)
                    list.lineSpacing = spacing
                    return list
                default:
                    return FlowLayout(width: width, itemSize: Size(width: itemWidth, height: itemHeight), interitemSpacing: spacing,
                                      lineSpacing: lineSpacing, sectionInset: inset, headerHeight: { _ in header })
                }
            }
            let computed = make(), stored = make()
            stored.sectionHasPlaceholders = { _ in true }
            var counts = (0..<Int(value(&random, 1...3))).map { _ in Int(value(&random, 0...40)) }
            computed.prepare(itemCounts: counts)
            stored.prepare(itemCounts: counts)
            expectSame(computed, stored, counts: counts, random: &random, "round \(round)")
            // A drop or a deletion changes a count: both lay out again from there.
            let section = Int(random.next() % UInt64(counts.count))
            counts[section] = max(0, counts[section] + Int(value(&random, 0...6)) - 3)
            let from = Int(random.next() % UInt64(counts[section] + 1))
            computed.invalidate(section: section, from: from, itemCounts: counts)
            stored.invalidate(section: section, from: from, itemCounts: counts)
            expectSame(computed, stored, counts: counts, random: &random, "round \(round), changed")
        }
    }

    @Test("A section showing a placeholder is stored item by item, and computed again once it is gone")
    func placeholdersSwitchToStoredFrames() {
        let layout = GridLayout(width: 310, columns: 3, spacing: 5)
        var showing = false
        layout.sectionHasPlaceholders = { _ in showing }
        layout.prepare(itemCounts: [1_000_000])
        #expect(layout.sections[0].uniform != nil && layout.sections[0].rows.itemCount == 0)
        showing = true
        layout.invalidate(section: 0, from: 10, itemCounts: [11])
        #expect(layout.sections[0].uniform == nil && layout.sections[0].rows.itemCount == 11)
        showing = false
        layout.invalidate(section: 0, from: 0, itemCounts: [1_000_000])
        #expect(layout.sections[0].uniform != nil && layout.sections[0].rows.itemCount == 0)
        #expect(abs((layout.frameForItem(at: IndexPath(item: 999_999, section: 0))?.minY ?? 0) - 333_333 * 105) < 1e-3)
    }

    @Test("A flow layout whose delegate sizes items, or with a size closure, stores frames")
    func variableFlowIsStored() {
        let layout = FlowLayout(width: 300, sizeForItem: { _ in Size(width: 50, height: 50) })
        layout.prepare(itemCounts: [10])
        #expect(layout.sections[0].uniform == nil)
        layout.sizeForItem = nil
        layout.delegateSizesItems = { true }
        layout.prepare(itemCounts: [10])
        #expect(layout.sections[0].uniform == nil)
        layout.delegateSizesItems = { false }
        layout.prepare(itemCounts: [10])
        #expect(layout.sections[0].uniform != nil)
    }
}
