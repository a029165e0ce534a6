import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Batch updates (SEMANTICS 29)", .timeLimit(.minutes(1)))
struct BatchUpdateTests {
    @Test("A valid batch maps every old item to its new place")
    func mapping() throws {
        let fixture = ListFixture([["A", "B", "C", "D"], ["x", "y"]])
        var batch = BatchUpdates()
        batch.deleteItems(at: [IndexPath(item: 1, section: 0)])
        batch.insertItems(at: [IndexPath(item: 0, section: 1)])
        batch.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        let result = try fixture.collectionView.apply(batch) {
            fixture.sections[0] = ["D", "A", "C"]
            fixture.sections[1] = ["new", "x", "y"]
        }
        #expect(result.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(result.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == nil)
        #expect(result.newIndexPath(forOld: IndexPath(item: 3, section: 0)) == IndexPath(item: 0, section: 0))
        #expect(result.newIndexPath(forOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 2, section: 1))
        #expect(result.insertedIndexPaths == [IndexPath(item: 0, section: 1)])
        #expect(result.deletedIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(fixture.collectionView.numberOfItems(inSection: 1) == 3)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.content == .text("D"))
    }

    @Test("Bad indices are refused before the model is touched")
    func refusedBeforeModelUpdate() {
        let fixture = ListFixture([["A", "B"]])
        var ran = false
        var batch = BatchUpdates()
        batch.deleteItems(at: [IndexPath(item: 5, section: 0)])
        #expect(throws: BatchUpdateError.itemOutOfRange(operation: "deleteItems", indexPath: IndexPath(item: 5, section: 0), count: 2)) {
            try fixture.collectionView.apply(batch) { ran = true }
        }
        #expect(!ran)
        var twice = BatchUpdates()
        twice.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)])
        #expect(throws: BatchUpdateError.self) { try fixture.collectionView.apply(twice) { ran = true } }
        var badInsert = BatchUpdates()
        badInsert.insertItems(at: [IndexPath(item: 4, section: 0)])
        #expect(throws: BatchUpdateError.self) { try fixture.collectionView.apply(badInsert) { ran = true } }
        var badSection = BatchUpdates()
        badSection.deleteSections([3])
        #expect(throws: BatchUpdateError.sectionOutOfRange(operation: "deleteSections", section: 3, count: 1)) {
            try fixture.collectionView.apply(badSection) { ran = true }
        }
        #expect(!ran)
        #expect(fixture.sections == [["A", "B"]])
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("Checked form: counts that do not add up throw and leave the view as it was")
    func countMismatchChecked() {
        let fixture = ListFixture([["A", "B"]])
        var batch = BatchUpdates()
        batch.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(throws: BatchUpdateError.countMismatch(section: 0, expected: 3, dataSource: 4)) {
            try fixture.collectionView.apply(batch) { fixture.sections[0] += ["C", "D"] }
        }
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(fixture.collectionView.visibleCells.count == 2)
        fixture.collectionView.reloadData()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test("UIKit's form: an inconsistent batch is reported, completes with false and reloads — never crashes")
    func countMismatchReported() {
        let fixture = ListFixture([["A", "B"]])
        var completed: Bool?
        fixture.collectionView.performBatchUpdates({
            fixture.sections[0] += ["C", "D"]
            fixture.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        }, completion: { completed = $0 })
        #expect(completed == false)
        #expect(fixture.collectionView.diagnostics.count == 1)
        #expect(fixture.collectionView.diagnostics.first?.message.contains("reloaded") == true)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(fixture.collectionView.visibleCells.count == 4)
    }

    @Test("A single change outside a batch applies at once")
    func singleChange() {
        let fixture = ListFixture([["A"]])
        fixture.sections[0].append("B")
        fixture.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        #expect(fixture.collectionView.diagnostics.isEmpty)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("Section changes")
    func sections() throws {
        let fixture = ListFixture([["A"], ["B", "C"], ["D"]])
        var batch = BatchUpdates()
        batch.deleteSections([0])
        batch.insertSections([2])
        batch.moveSection(2, toSection: 0)
        let result = try fixture.collectionView.apply(batch) {
            fixture.sections = [["D"], ["B", "C"], ["new1", "new2"]]
        }
        #expect(result.newIndexPath(forOld: IndexPath(item: 0, section: 2)) == IndexPath(item: 0, section: 0))
        #expect(result.newIndexPath(forOld: IndexPath(item: 1, section: 1)) == IndexPath(item: 1, section: 1))
        #expect(result.newIndexPath(forOld: IndexPath(item: 0, section: 0)) == nil)
        #expect(result.oldSectionOfNew == [2, 1, nil])
        #expect(fixture.collectionView.numberOfItems(inSection: 2) == 2)
    }

    @Test("Randomized: batches of moves, inserts and deletes against a plain-array reference")
    func randomized() throws {
        var generator = SeededRandomNumberGenerator(seed: 7)
        let fixture = ListFixture([(0..<30).map { "a\($0)" }, (0..<10).map { "b\($0)" }])
        var serial = 0
        for _ in 0..<300 {
            var batch = BatchUpdates()
            var reference = fixture.sections
            // Deletes and move sources in old coordinates.
            let section = Int(generator.next() % 2)
            guard reference[section].count > 2 else { continue }
            let removeIndex = Int(generator.next() % UInt64(reference[section].count))
            let removed = reference[section].remove(at: removeIndex)
            batch.deleteItems(at: [IndexPath(item: removeIndex, section: section)])
            serial += 1
            let inserted = "n\(serial)"
            let insertSection = Int(generator.next() % 2)
            let insertIndex = Int(generator.next() % UInt64(reference[insertSection].count + 1))
            reference[insertSection].insert(inserted, at: insertIndex)
            batch.insertItems(at: [IndexPath(item: insertIndex, section: insertSection)])
            let result = try fixture.collectionView.apply(batch) { fixture.sections = reference }
            #expect(fixture.sections.flatMap { $0 }.contains(removed) == false)
            for (old, items) in zip(result.oldCounts.indices, result.oldCounts) {
                for item in 0..<items {
                    if let new = result.newIndexPath(forOld: IndexPath(item: item, section: old)) {
                        #expect(result.oldIndexPath(forNew: new) == IndexPath(item: item, section: old))
                    }
                }
            }
            #expect(fixture.collectionView.numberOfItems(inSection: 0) == reference[0].count)
        }
    }

    @Test("Randomized: deletes, inserts and moves across sections, every mapping against a reference; cost follows the changes")
    func sparseMappingAgainstReference() throws {
        var random = SeededRandomNumberGenerator(seed: 1_414)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(max(1, bound))) }
        var serial = 0
        for round in 0..<150 {
            let old: [[String]] = (0..<(1 + pick(3))).map { section in (0..<pick(25)).map { "s\(section)-\($0)" } }
            let fixture = ListFixture(old)
            var oldPaths: [String: IndexPath] = [:]
            for (section, items) in old.enumerated() {
                for (item, id) in items.enumerated() { oldPaths[id] = IndexPath(item: item, section: section) }
            }
            // Some items leave (deleted or to be moved), the rest keep their order.
            var deleted: Set<String> = [], moving: [String] = []
            for id in oldPaths.keys.sorted() {
                switch pick(8) {
                case 0: deleted.insert(id)
                case 1: moving.append(id)
                default: break
                }
            }
            var new = old.map { $0.filter { !deleted.contains($0) && !moving.contains($0) } }
            var inserted: [String] = []
            for _ in 0..<pick(6) {
                serial += 1
                inserted.append("new\(serial)")
            }
            for id in (moving + inserted).shuffled(using: &random) {
                let section = pick(new.count)
                new[section].insert(id, at: pick(new[section].count + 1))
            }
            var newPaths: [String: IndexPath] = [:]
            for (section, items) in new.enumerated() {
                for (item, id) in items.enumerated() { newPaths[id] = IndexPath(item: item, section: section) }
            }
            var batch = BatchUpdates()
            batch.deleteItems(at: deleted.map { oldPaths[$0]! })
            batch.insertItems(at: inserted.map { newPaths[$0]! })
            for id in moving { batch.moveItem(at: oldPaths[id]!, to: newPaths[id]!) }
            let result = try fixture.collectionView.apply(batch) { fixture.sections = new }
            for (id, path) in oldPaths {
                #expect(result.newIndexPath(forOld: path) == newPaths[id], "round \(round): \(id)")
            }
            for (id, path) in newPaths {
                #expect(result.oldIndexPath(forNew: path) == oldPaths[id], "round \(round): \(id)")
            }
            #expect(result.insertedIndexPaths == inserted.map { newPaths[$0]! }.sorted(), "round \(round)")
            #expect(result.deletedIndexPaths == deleted.map { oldPaths[$0]! }.sorted(), "round \(round)")
            #expect(result.changes.values.allSatisfy { $0.removed.count + $0.arrivals.count <= 2 * (deleted.count + moving.count + inserted.count) })
            // The view shows the new order.
            for (section, items) in new.enumerated() {
                for (item, id) in items.enumerated() where fixture.collectionView.cellForItem(at: IndexPath(item: item, section: section)) != nil {
                    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: item, section: section))?.content == .text(id))
                }
            }
        }
    }
}
