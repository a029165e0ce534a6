import DragDrop
@testable import DragDropCore
import Foundation
import Testing

/// The parts an ``IndexedCollectionView`` is made of, each tested on its own (issue 26).
@MainActor
@Suite("Collection view parts", .timeLimit(.minutes(1)))
struct ViewPartsTests {
    final class Card: CollectionViewCell {}

    @Test("The cell pool makes registered classes, reuses spare cells once prepared, and counts what exists")
    func cellPool() {
        let pool = CellPool()
        pool.register(Card.self, for: "card")
        let first = pool.dequeue("card")
        #expect(first is Card && first.reuseIdentifier == "card" && first.configurationCount == 1)
        #expect(!(pool.dequeue("unregistered") is Card), "an unregistered identifier gives a plain cell, no crash")
        pool.visible[IndexPath(item: 0, section: 0)] = first
        #expect(pool.allocatedCount == 1)
        pool.recycleAll()
        #expect(pool.visible.isEmpty && pool.allocatedCount == 1)
        let again = pool.dequeue("card")
        #expect(again === first && again.configurationCount > 1, "the spare cell comes back, configured anew")
        #expect(pool.allocatedCount == 0)
    }

    @Test("The batch recorder nests, hands over only at the outermost end with the counts from before, and says when unbalanced")
    func batchRecorder() {
        var recorder = BatchRecorder()
        #expect(!recorder.record { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) }, "nothing open: the caller applies it")
        guard case .unbalanced = recorder.close() else { Issue.record("closing with none open"); return }
        recorder.open(counts: [3])
        recorder.open(counts: [99])  // nested: the outer counts stay
        #expect(recorder.record { $0.insertItems(at: [IndexPath(item: 3, section: 0)]) })
        guard case .nested = recorder.close() else { Issue.record("the inner end"); return }
        #expect(recorder.isRecording)
        guard case let .complete(batch, counts) = recorder.close() else { Issue.record("the outer end"); return }
        #expect(counts == [3] && !recorder.isRecording)
        #expect((try? BatchUpdatePlanner.validate(batch, oldCounts: counts)) != nil)
        recorder.open(counts: [1])
        recorder.abandon()
        #expect(!recorder.isRecording)
        guard case .unbalanced = recorder.close() else { Issue.record("after abandoning"); return }
    }

    @Test("The data source state keeps the last twenty diagnostics")
    func diagnosticsAreBounded() {
        var state = DataSourceState()
        for index in 0..<25 { state.remember(Diagnostic(view: "v", message: "\(index)")) }
        #expect(state.diagnostics.map(\.message) == (5..<25).map(String.init))
    }

    /// A list of 5 rows of 40 points, prepared.
    private func list() -> ListLayout {
        let layout = ListLayout(width: 200, fixedRowHeight: 40)
        layout.prepare(itemCounts: [5])
        return layout
    }

    private func row(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("The drop target resolves an automatic intent by where in the item the pointer is (SEMANTICS 13)")
    func automaticIntent() throws {
        let layout = list()
        var state = DropTargetState()
        let automatic = IndexedDropProposal(operation: .copy, intent: .automatic)
        let middle = DropLocation(insertionIndexPath: row(2), item: row(2), fraction: 0.5)
        let into = state.resolve(automatic, at: middle, singleSource: nil, layout: layout)
        #expect(state.proposal?.intent == .insertIntoDestinationIndexPath && state.destination == row(2))
        #expect(into == .item(row(2), try #require(layout.frameForItem(at: row(2)))))
        let lowerEdge = DropLocation(insertionIndexPath: row(2), item: row(2), fraction: 0.9)
        let gap = state.resolve(automatic, at: lowerEdge, singleSource: nil, layout: layout)
        #expect(state.proposal?.intent == .insertAtDestinationIndexPath && state.insertion == row(3) && state.destination == row(3))
        #expect(gap == .gap(row(3), try #require(layout.gapRect(at: row(3)))))
    }

    @Test("The drop target counts a single item from earlier in the section once: the destination is one less (SEMANTICS 23–24)")
    func finalIndexOfASingleLocalItem() {
        let layout = list()
        var state = DropTargetState()
        let insert = IndexedDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        let below = DropLocation(insertionIndexPath: row(4), item: nil, fraction: 0)
        _ = state.resolve(insert, at: below, singleSource: row(1), layout: layout)
        #expect(state.insertion == row(4) && state.destination == row(3))
        _ = state.resolve(insert, at: below, singleSource: row(4), layout: layout)
        #expect(state.destination == row(4), "a source at or after the insertion does not shift it")
        #expect(state.offeredDestination(at: below, singleSource: row(1)) == row(3))
    }

    @Test("The drop target highlights nothing for a proposal that drops nothing, or with no location, and keeps where it would go")
    func noHighlightWithoutADrop() {
        let layout = list()
        var state = DropTargetState()
        let over = DropLocation(insertionIndexPath: row(1), item: row(1), fraction: 0.5)
        #expect(state.resolve(IndexedDropProposal(operation: .cancel, intent: .automatic), at: over, singleSource: nil, layout: layout) == nil)
        #expect(state.proposal?.intent == .automatic && state.destination == row(1), "the intent is the delegate's, unresolved")
        #expect(state.resolve(IndexedDropProposal(operation: .copy, intent: .automatic), at: nil, singleSource: nil, layout: layout) == nil)
        #expect(state.proposal?.intent == .unspecified && state.destination == nil && state.location == nil)
    }

    @Test("After an insert-into proposal the delegate is offered the item under the pointer, as UIKit does")
    func offeredDestinationFollowsTheLastIntent() {
        let layout = list()
        var state = DropTargetState()
        let over = DropLocation(insertionIndexPath: row(3), item: row(2), fraction: 0.9)
        #expect(state.offeredDestination(at: over, singleSource: nil) == row(3))
        _ = state.resolve(IndexedDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath), at: over, singleSource: nil, layout: layout)
        #expect(state.offeredDestination(at: over, singleSource: nil) == row(2))
    }

    @Test("The drag source's item paths follow batch updates and placeholder commits")
    func dragSourcesFollowTheirItems() throws {
        var state = DragSourceState()
        let first = DragItem(itemProvider: ItemProvider(object: "a")), second = DragItem(itemProvider: ItemProvider(object: "b"))
        _ = state.record([first], from: row(1))
        _ = state.record([second], from: row(3))
        state.shiftSources(insertedAt: row(2))
        #expect(state.sources[ObjectIdentifier(first)] == row(1) && state.sources[ObjectIdentifier(second)] == row(4))
        var batch = BatchUpdates()
        batch.deleteItems(at: [row(1)])
        let result = try BatchUpdatePlanner.validate(batch, oldCounts: [6]).finish(sectionCount: 1, itemCount: { _ in 5 })
        state.remapSources(through: result)
        #expect(state.sources[ObjectIdentifier(first)] == nil && state.sources[ObjectIdentifier(second)] == row(3))
    }

    @Test("Visible cells follow their items to new paths and frames; those whose item went become spare")
    func cellsFollowTheirItems() {
        let pool = CellPool()
        let kept = pool.dequeue("card"), gone = pool.dequeue("card")
        pool.visible = [row(0): kept, row(1): gone]
        let frame = Rect(x: 0, y: 80, width: 200, height: 40)
        pool.follow { $0 == row(0) ? (row(2), frame) : nil }
        #expect(pool.visible.count == 1 && pool.visible[row(2)] === kept && kept.frame == frame)
        #expect(pool.allocatedCount == 2 && pool.dequeue("card") === gone, "the cell whose item went is spare, not lost")
    }

    @Test("Clicks change the selection desktop style: plain keeps a selection it is in, Ctrl toggles, Shift takes the range from the anchor")
    func selectionGestures() {
        typealias Gesture = IndexedCollectionView.SelectionGesture
        let two = [row(1), row(3)]
        #expect(Gesture.replace.apply(to: two, anchor: nil, at: row(3)) == (two, row(3)), "pressing a selected item keeps them all")
        #expect(Gesture.replace.apply(to: two, anchor: nil, at: row(0)) == ([row(0)], row(0)))
        #expect(Gesture.toggle.apply(to: two, anchor: nil, at: row(1)) == ([row(3)], row(1)))
        #expect(Gesture.toggle.apply(to: two, anchor: nil, at: row(2)) == (two + [row(2)], row(2)), "in selection order")
        #expect(Gesture.extend.apply(to: [row(3)], anchor: row(3), at: row(1)) == ([row(1), row(2), row(3)], row(3)), "the anchor stays")
        #expect(Gesture.extend.apply(to: two, anchor: nil, at: row(2)) == ([row(2)], row(2)), "no anchor: the item alone")
        let otherSection = IndexPath(item: 0, section: 1)
        #expect(Gesture.extend.apply(to: two, anchor: row(1), at: otherSection) == ([otherSection], otherSection))
    }
}
