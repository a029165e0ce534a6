import DragDrop
@testable import DragDropCore
import DragDropTesting
import Foundation
import Testing

@MainActor
@Suite("Keyboard path, snapshots, virtualisation, auto-scroll", .timeLimit(.minutes(1)))
struct KeyboardAndSnapshotTests {
    @Test("Keyboard: lift, move through accepted positions, drop; announcements count from 1")
    func keyboardReorder() {
        let fixture = ListFixture([(1...15).map { "City \($0)" }])
        fixture.sections[0][2] = "Venice"
        fixture.collectionView.reloadData()
        fixture.moveOnDrop()
        // Positions 0 and 1 are refused by the delegate.
        fixture.proposal = { _, destination in
            CollectionViewDropProposal(operation: (destination?.item ?? 0) < 2 ? .forbidden : .move, intent: .insertAtDestinationIndexPath)
        }
        let keyboard = KeyboardReorder(view: fixture.collectionView, focus: IndexPath(item: 2, section: 0))
        #expect(keyboard.handle(.space))
        #expect(keyboard.announcements.last == "Lifted Venice, position 3 of 15")
        #expect(keyboard.handle(.up))  // position 2 is not accepted: nothing moves, the key is still the path's
        #expect(keyboard.destination == IndexPath(item: 2, section: 0))
        #expect(keyboard.handle(.down))
        #expect(keyboard.handle(.down))
        #expect(keyboard.announcements.last == "Moved to position 5 of 15")
        #expect(keyboard.handle(.enter))
        #expect(keyboard.announcements.last == "Dropped")
        #expect(fixture.sections[0][4] == "Venice")
        #expect(fixture.sections[0].count == 15)
        #expect(fixture.dragBegins == 1 && fixture.dragEnds == 1)
        #expect(keyboard.focus == IndexPath(item: 4, section: 0))
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.escape))
        #expect(keyboard.announcements.last == "Cancelled")
        #expect(fixture.sections[0][4] == "Venice")
    }

    @Test("Keyboard: the focus follows its item when a batch moves it (a mouse drop), and stays where it is through other batches")
    func focusFollowsItsItemThroughABatch() {
        let fixture = ListFixture([["Rome", "Venice", "Milan", "Turin"]])
        let view = fixture.collectionView
        let keyboard = KeyboardReorder(view: view, focus: IndexPath(item: 1, section: 0))
        var results: [BatchUpdateResult] = []
        view.onChange = { if case let .batch(result) = $0 { results.append(result) } }
        view.performBatchUpdates {
            fixture.sections[0].insert(fixture.sections[0].remove(at: 1), at: 3)
            view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
        }
        keyboard.follow(results.removeFirst())
        #expect(fixture.sections[0][3] == "Venice")
        #expect(keyboard.focus == IndexPath(item: 3, section: 0))  // on Venice, not on Turin
        view.performBatchUpdates {
            fixture.sections[0].insert("Naples", at: 0)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        keyboard.follow(results.removeFirst())
        #expect(keyboard.focus == IndexPath(item: 3, section: 0))  // an insertion is not a move of the focused item
    }

    @Test("Keyboard: a lift is the view's drag, as a press is — active, its item grabbed and from its path — until the drop or Escape (SEMANTICS 43)")
    func keyboardLiftIsTheViewsDrag() {
        let fixture = ListFixture([["Rome", "Venice", "Milan"]])
        fixture.moveOnDrop()
        let view = fixture.collectionView
        let keyboard = KeyboardReorder(view: view, focus: IndexPath(item: 1, section: 0))
        for end in [KeyboardReorder.Key.space, .escape] {
            #expect(keyboard.handle(.space))
            let item = view.grabbedDragItem
            #expect(view.hasActiveDrag && item != nil)
            #expect(item.flatMap(view.sourceIndexPath(of:)) == keyboard.liftedItem)
            #expect(keyboard.handle(end))
            #expect(!view.hasActiveDrag && view.grabbedDragItem == nil)
            #expect(item.flatMap(view.sourceIndexPath(of:)) == nil)
        }
        #expect(fixture.dragBegins == 2 && fixture.dragEnds == 2)
    }

    @Test("Keyboard: Space on an item its view refuses to drag says so and changes nothing; in a view without drags the key is left to others (SEMANTICS 43)")
    func refusedLiftIsAnnounced() {
        let fixture = ListFixture([["Rome", "Venice", "Milan"]])
        fixture.undraggable = ["Venice"]
        let keyboard = KeyboardReorder(view: fixture.collectionView, focus: IndexPath(item: 1, section: 0))
        #expect(keyboard.handle(.space))
        #expect(keyboard.announcements == ["Venice cannot be moved"])
        #expect(!keyboard.isLifted && fixture.dragBegins == 0 && !fixture.collectionView.hasActiveDrag)
        #expect(keyboard.handle(.down) && keyboard.handle(.space))  // Milan lifts
        #expect(keyboard.announcements.last == "Lifted Milan, position 3 of 3")
        #expect(keyboard.handle(.escape))

        fixture.collectionView.dragDelegate = nil  // no drags at all: Space is not ours
        let plain = KeyboardReorder(view: fixture.collectionView, focus: IndexPath(item: 0, section: 0))
        #expect(!plain.handle(.space))
        #expect(plain.announcements.isEmpty)
    }

    @Test("Keyboard: Home and End take the focus to the first and last item, across sections; lifted, the destination to the first and last accepted position (SEMANTICS 43)")
    func homeAndEnd() {
        let fixture = ListFixture([["A", "B"], [], ["C", "D"]])
        fixture.moveOnDrop()
        let keyboard = KeyboardReorder(view: fixture.collectionView, focus: IndexPath(item: 1, section: 0))
        #expect(keyboard.handle(.end))
        #expect(keyboard.focus == IndexPath(item: 1, section: 2))
        #expect(keyboard.announcements.last == "D, position 2 of 2 in section 3")
        #expect(!keyboard.handle(.end))  // there already
        #expect(keyboard.handle(.home))
        #expect(keyboard.focus == IndexPath(item: 0, section: 0))
        #expect(!keyboard.handle(.home))
        // Lifted: the first and last positions the delegate accepts.
        fixture.proposal = { _, destination in
            CollectionViewDropProposal(operation: destination == IndexPath(item: 0, section: 0) ? .forbidden : .move,
                                       intent: .insertAtDestinationIndexPath)
        }
        #expect(keyboard.handle(.space))
        #expect(keyboard.handle(.end))
        #expect(keyboard.destination == IndexPath(item: 2, section: 2))
        #expect(keyboard.handle(.home))
        #expect(keyboard.destination == IndexPath(item: 0, section: 0))  // its own place is always accepted
        #expect(keyboard.handle(.escape))
        #expect(fixture.sections == [["A", "B"], [], ["C", "D"]])
    }

    @Test("Keyboard: while an item is lifted, its keys are the path's even when they move nothing, so the front end keeps them and the focus stays with the lifted item (SEMANTICS 43)")
    func liftedKeepsItsKeys() {
        let fixture = ListFixture([["Rome", "Venice", "Milan"]])
        fixture.moveOnDrop()
        let keyboard = KeyboardReorder(view: fixture.collectionView, focus: IndexPath(item: 0, section: 0))
        #expect(!keyboard.handle(.previousCollection))  // nothing lifted: the key is left to others
        #expect(!keyboard.handle(.up))
        #expect(keyboard.handle(.space))
        // No other list, no position before the first, none after the last: nothing moves, yet each key is kept.
        for key in [KeyboardReorder.Key.previousCollection, .nextCollection, .up, .home] {
            #expect(keyboard.handle(key), "\(key) was left to others while Rome is lifted")
            #expect(keyboard.isLifted && keyboard.destination == IndexPath(item: 0, section: 0))
        }
        #expect(keyboard.announcements.contains("No previous list takes it"))
        #expect(keyboard.handle(.escape))
        #expect(!keyboard.isLifted && fixture.dragBegins == 1 && fixture.dragEnds == 1)
        #expect(fixture.sections[0] == ["Rome", "Venice", "Milan"])
    }

    @Test("Keyboard: with an activation, Enter opens the focused item and Space lifts; lifted, Enter still drops")
    func enterOpensWhenItemsOpen() {
        let fixture = ListFixture([["Rome", "Venice", "Milan"]])
        fixture.moveOnDrop()
        let keyboard = KeyboardReorder(view: fixture.collectionView, focus: IndexPath(item: 1, section: 0))
        var opened: [IndexPath] = []
        keyboard.onActivate = { opened.append($0) }
        #expect(keyboard.handle(.enter))
        #expect(opened == [IndexPath(item: 1, section: 0)])
        #expect(!keyboard.isLifted && fixture.dragBegins == 0)
        #expect(keyboard.handle(.space))
        #expect(keyboard.isLifted)
        #expect(keyboard.handle(.down))
        #expect(keyboard.handle(.enter))  // drops, does not open
        #expect(opened.count == 1)
        #expect(fixture.sections[0] == ["Rome", "Milan", "Venice"])
    }

    @Test("Keyboard: focus moves without lifting")
    func focusMoves() {
        let fixture = ListFixture([["A", "B"], ["C"]])
        let keyboard = KeyboardReorder(view: fixture.collectionView)
        #expect(keyboard.handle(.down))
        #expect(keyboard.handle(.down))
        #expect(keyboard.focus == IndexPath(item: 0, section: 1))
        #expect(keyboard.announcements.last == "C, position 1 of 1 in section 2")
        #expect(!keyboard.handle(.down))
    }

    @Test("Snapshot diff: applying it turns the old snapshot into the new one")
    func snapshotDiff() async throws {
        var generator = SeededRandomNumberGenerator(seed: 99)
        for _ in 0..<200 {
            await Task.yield()  // other main-actor tests run between rounds
            var nextID = 0
            func randomSnapshot(from pool: [Int]) -> Snapshot<String, Int> {
                var snapshot = Snapshot<String, Int>()
                let sectionNames = ["s0", "s1", "s2", "s3"].filter { _ in generator.next() % 4 != 0 }
                snapshot.appendSections(sectionNames)
                for id in pool.shuffled(using: &generator) where generator.next() % 5 != 0 && !sectionNames.isEmpty {
                    snapshot.appendItems([id], toSection: sectionNames[Int(generator.next() % UInt64(sectionNames.count))])
                }
                return snapshot
            }
            let pool = (0..<Int(generator.next() % 20)).map { _ in nextID += 1; return nextID }
            let old = randomSnapshot(from: pool)
            let new = randomSnapshot(from: pool + [100, 101])
            let counts = old.itemCounts
            let source = SnapshotSource(old)
            let cv = source.view
            #expect(cv.dataSourceCounts == counts)
            let result = try cv.apply(new, from: old) { source.snapshot = new }
            // Every surviving item went where the new snapshot has it.
            for (section, items) in old.itemIdentifiers.enumerated() {
                for (item, id) in items.enumerated() {
                    guard let newPath = result.newIndexPath(forOld: IndexPath(item: item, section: section)) else { continue }
                    #expect(new.itemIdentifiers[newPath.section][newPath.item] == id)
                }
            }
        }
    }

    @Test("Snapshot diff, a few edits: one linear pass, the batch turns old into new, a single edit costs a single change")
    func linearSnapshotDiff() async throws {
        var generator = SeededRandomNumberGenerator(seed: 2_026)
        func pick(_ bound: Int) -> Int { Int.random(in: 0..<max(1, bound), using: &generator) }
        var nextID = 0
        for round in 0..<300 {
            await Task.yield()  // other main-actor tests run between rounds
            var old = Snapshot<String, Int>()
            old.appendSections(["s0", "s1", "s2"])
            for section in ["s0", "s1", "s2"] {
                old.appendItems((0..<pick(60)).map { _ in nextID += 1; return nextID }, toSection: section)
            }
            var sections = old.itemIdentifiers
            let edits = 1 + pick(4)
            var kinds: [Int] = []
            for _ in 0..<edits {
                let kind = pick(3)
                let section = pick(3)
                switch kind {
                case 0 where !sections[section].isEmpty:
                    sections[section].remove(at: pick(sections[section].count))
                case 1:
                    nextID += 1
                    sections[section].insert(nextID, at: pick(sections[section].count + 1))
                case 2 where !sections[section].isEmpty:
                    let id = sections[section].remove(at: pick(sections[section].count))
                    let target = pick(3)
                    sections[target].insert(id, at: pick(sections[target].count + 1))
                default:
                    continue
                }
                kinds.append(kind)
            }
            var new = Snapshot<String, Int>()
            new.appendSections(["s0", "s1", "s2"])
            for (index, items) in sections.enumerated() { new.appendItems(items, toSection: "s\(index)") }
            let batch = try #require(old.linearBatchUpdates(to: new), "round \(round): a few edits take the linear pass")
            if kinds == [0] { #expect(batch.deletedItems.count == 1 && batch.itemMoves.isEmpty && batch.insertedItems.isEmpty) }
            if kinds == [1] { #expect(batch.insertedItems.count == 1 && batch.itemMoves.isEmpty && batch.deletedItems.isEmpty) }
            if kinds == [2] { #expect(batch.itemMoves.count <= 1 && batch.insertedItems.isEmpty && batch.deletedItems.isEmpty) }
            let source = SnapshotSource(old)
            let result = try source.view.apply(batch) { source.snapshot = new }
            for (section, items) in new.itemIdentifiers.enumerated() {
                for (item, id) in items.enumerated() {
                    let before = result.oldIndexPath(forNew: IndexPath(item: item, section: section))
                    #expect(before.map { old.itemIdentifiers[$0.section][$0.item] } == (id > old.itemIdentifiers.joined().max() ?? 0 ? nil : id),
                            "round \(round): \(id)")
                }
            }
        }
        // Many changes fall back to the minimal-moves diff, which still turns old into new.
        var old = Snapshot<String, Int>(), new = Snapshot<String, Int>()
        old.appendSections(["s"])
        new.appendSections(["s"])
        old.appendItems(Array(0..<1_000))
        new.appendItems(Array((0..<1_000).reversed()))
        #expect(old.linearBatchUpdates(to: new) == nil)
        #expect(old.batchUpdates(to: new).itemMoves.count == 999)
    }

    @Test("Virtualisation: 100,000 items, a few dozen cells, recycled while scrolling")
    func virtualisation() {
        final class Many: CollectionViewDataSource {
            var created = 0
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100_000 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                created += 1
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                cell.content = .text("\(indexPath.item)")
                return cell
            }
        }
        let source = Many()
        let cv = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ListLayout(width: 320, fixedRowHeight: 40))
        cv.dataSource = source
        cv.reloadData()
        #expect(cv.visibleCells.count == 12)
        for step in 1...50 { cv.contentOffset = Point(x: 0, y: Double(step) * 100_000) }
        #expect(cv.allocatedCellCount <= 26)
        #expect(cv.visibleCells.allSatisfy { cell in cv.indexPath(for: cell).map { cell.content == .text("\($0.item)") } == true })
        #expect(cv.contentSize.height == 4_000_000)
    }

    @Test("Auto-scroll ramps near the edges, not just after lift, not past the ends")
    func autoScroll() {
        let rule = AutoScroll(edgeInset: 60, maximumSpeed: 1000, delayAfterLift: .milliseconds(300))
        let later = Duration.seconds(1)
        #expect(rule.velocity(pointerY: 0, viewportHeight: 600, contentHeight: 5000, offset: 100, timeSinceLift: later) == -1000)
        #expect(rule.velocity(pointerY: 30, viewportHeight: 600, contentHeight: 5000, offset: 100, timeSinceLift: later) == -250)
        #expect(rule.velocity(pointerY: 300, viewportHeight: 600, contentHeight: 5000, offset: 100, timeSinceLift: later) == 0)
        #expect(rule.velocity(pointerY: 600, viewportHeight: 600, contentHeight: 5000, offset: 100, timeSinceLift: later) == 1000)
        #expect(rule.velocity(pointerY: 0, viewportHeight: 600, contentHeight: 5000, offset: 0, timeSinceLift: later) == 0)
        #expect(rule.velocity(pointerY: 600, viewportHeight: 600, contentHeight: 700, offset: 100, timeSinceLift: later) == 0)
        #expect(rule.velocity(pointerY: 0, viewportHeight: 600, contentHeight: 5000, offset: 100, timeSinceLift: .milliseconds(100)) == 0)
    }
}

/// A list showing a snapshot; set `snapshot` inside a batch's model update.
@MainActor
final class SnapshotSource: CollectionViewDataSource {
    var snapshot: Snapshot<String, Int>
    let view = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: ListLayout(width: 200, fixedRowHeight: 10))
    init(_ snapshot: Snapshot<String, Int>) {
        self.snapshot = snapshot
        view.dataSource = self
        view.reloadData()
    }
    func numberOfSections(in collectionView: CollectionView) -> Int { snapshot.numberOfSections }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { snapshot.itemIdentifiers[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

@MainActor
@Suite("Desktop selection", .timeLimit(.minutes(1)))
struct SelectionTests {
    @Test("Click, Ctrl-click, Shift-click; pressing a selected item keeps the selection")
    func gestures() {
        let fixture = ListFixture([["A", "B", "C", "D", "E"], ["x"]])
        let cv = fixture.collectionView
        cv.select(IndexPath(item: 1, section: 0), gesture: .replace)
        #expect(cv.selectedIndexPaths == [IndexPath(item: 1, section: 0)])
        cv.select(IndexPath(item: 3, section: 0), gesture: .toggle)
        #expect(cv.selectedIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        cv.select(IndexPath(item: 1, section: 0), gesture: .replace)
        #expect(cv.selectedIndexPaths.count == 2)  // kept for a drag
        cv.completeClick(on: IndexPath(item: 1, section: 0))  // released without a drag
        #expect(cv.selectedIndexPaths == [IndexPath(item: 1, section: 0)])
        cv.select(IndexPath(item: 4, section: 0), gesture: .extend)
        #expect(cv.selectedIndexPaths == (1...4).map { IndexPath(item: $0, section: 0) })
        cv.select(IndexPath(item: 0, section: 1), gesture: .extend)  // another section: starts anew
        #expect(cv.selectedIndexPaths == [IndexPath(item: 0, section: 1)])
        cv.select(IndexPath(item: 0, section: 1), gesture: .toggle)
        #expect(cv.selectedIndexPaths.isEmpty)
        cv.select(IndexPath(item: 9, section: 0), gesture: .replace)  // out of range: ignored
        #expect(cv.selectedIndexPaths.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }
}
