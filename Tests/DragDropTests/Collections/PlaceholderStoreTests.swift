import DragDrop
@testable import DragDropCore
import Foundation
import Testing

/// The placeholder arithmetic on its own (SEMANTICS 17-22), without a view.
@Suite("Placeholder store", .timeLimit(.minutes(1)))
struct PlaceholderStoreTests {
    typealias Store = PlaceholderStore<String>

    /// What a section shows: data-source items as their index, placeholders as their payload.
    func shown(_ store: Store, dataSourceCount: Int, section: Int = 0) -> [String] {
        (0..<(dataSourceCount + store.count(inSection: section))).map { item in
            let path = IndexPath(item: item, section: section)
            if let data = store.dataSourceIndexPath(forPresentation: path) { return "\(data.item)" }
            return store.entry(atPresentation: path)?.payload ?? "?"
        }
    }

    @Test("SEMANTICS 18: presentation and data-source paths map both ways, placeholders excluded")
    func mapping() {
        var store = Store()
        _ = store.insert("a", at: 1, section: 0, dropID: 1)
        _ = store.insert("b", at: 4, section: 0, dropID: 2)
        #expect(shown(store, dataSourceCount: 4) == ["0", "a", "1", "2", "b", "3"])
        for item in 0..<4 {
            let data = IndexPath(item: item, section: 0)
            #expect(store.presentationIndexPath(forDataSource: data).flatMap(store.dataSourceIndexPath(forPresentation:)) == data)
        }
        #expect(store.presentationCounts(from: [4, 2]) == [6, 2])
        #expect(store.dataSourceInsertion(forPresentation: IndexPath(item: 5, section: 0)) == IndexPath(item: 3, section: 0))
        store.checkInvariants()
    }

    @Test("SEMANTICS 22: placeholders of one drop take consecutive places in session order")
    func oneDropInOrder() {
        var store = Store()
        for name in ["x", "y", "z"] { _ = store.insert(name, at: 2, section: 0, dropID: 7) }
        #expect(shown(store, dataSourceCount: 3) == ["0", "1", "x", "y", "z", "2"])
        _ = store.insert("other drop", at: 2, section: 0, dropID: 8)
        #expect(shown(store, dataSourceCount: 3) == ["0", "1", "other drop", "x", "y", "z", "2"])
        store.checkInvariants()
    }

    @Test("SEMANTICS 19: committing puts the item at the placeholder's place; later placeholders follow it")
    func commitShiftsLaterOnes() {
        var store = Store()
        let first = store.insert("p", at: 1, section: 0, dropID: 1)
        _ = store.insert("q", at: 2, section: 0, dropID: 1)
        #expect(shown(store, dataSourceCount: 2) == ["0", "p", "q", "1"])
        let committed = store.commit(first)
        #expect(committed?.anchor == 1)  // the model inserts at data-source index 1
        #expect(shown(store, dataSourceCount: 3) == ["0", "1", "q", "2"])
        #expect(store.commit(first) == nil)  // already gone
        store.checkInvariants()
    }

    @Test("A batch moves placeholders with the items they sat before; a deleted section takes its placeholders")
    func remapThroughBatch() throws {
        var store = Store()
        _ = store.insert("before B", at: 1, section: 0, dropID: 1)
        _ = store.insert("gone", at: 0, section: 1, dropID: 2)
        var batch = BatchUpdates()
        batch.insertItems(at: [IndexPath(item: 0, section: 0)])
        batch.deleteSections([1])
        let plan = try BatchUpdatePlanner.validate(batch, oldCounts: [3, 1])
        let result = try plan.finish(sectionCount: 1, itemCount: { _ in 4 })
        let dropped = store.remap(through: result)
        #expect(dropped.map(\.payload) == ["gone"])
        #expect(shown(store, dataSourceCount: 4) == ["0", "1", "before B", "2", "3"])
        store.checkInvariants()
    }

    @Test("A reload keeps placeholders inside the counts and drops those of vanished sections")
    func clamp() {
        var store = Store()
        _ = store.insert("end", at: 5, section: 0, dropID: 1)
        _ = store.insert("vanishing", at: 0, section: 2, dropID: 1)
        let dropped = store.clamp(toCounts: [2, 0])
        #expect(dropped.map(\.payload) == ["vanishing"])
        #expect(store.entries.first?.anchor == 2)
        #expect(store.removeAll().count == 1)
        #expect(store.isEmpty)
    }
}
