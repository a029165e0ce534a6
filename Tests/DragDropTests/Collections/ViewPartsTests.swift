@testable import DragDrop
import Foundation
import Testing

/// The parts an ``IndexedCollectionView`` is made of, each tested on its own (issue 26).
@MainActor
@Suite("Collection view parts", .timeLimit(.minutes(1)))
struct ViewPartsTests {
    final class Card: CollectionViewCell {}

    @Test("The cell pool makes registered classes, reuses spare cells once prepared, and counts what exists")
    func cellPool() {
        var pool = CellPool()
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
}
