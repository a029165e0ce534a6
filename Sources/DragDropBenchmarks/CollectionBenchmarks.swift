import DragDrop
import DragDropTesting
import Foundation

/// Issue 3's figures at 100,000 items (and 1,000 for the per-move ratio).
@MainActor
enum CollectionBenchmarks {
    /// A gallery-like flow: one width, heights from varying aspect ratios.
    static func aspectRatios(_ count: Int) -> [Double] {
        (0..<count).map { 0.5 + Double(($0 &* 2_654_435_761) % 1000) / 666 }
    }

    final class Model: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
        var items: [Int]
        init(count: Int) { items = Array(0..<count) }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.content = .text("\(items[indexPath.item])")
            return cell
        }
        func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(object: "\(items[indexPath.item])"))]
        }
        func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
            CollectionViewDropProposal(operation: .move, intent: .automatic)
        }
        func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {}
    }

    static func makeCollection(count: Int) -> (CollectionView, Model, FlowLayout) {
        let ratios = aspectRatios(count)
        let layout = FlowLayout(width: 1000, sizeForItem: { Size(width: 150, height: 150 / ratios[$0.item]) })
        let model = Model(count: count)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 1000, height: 800), collectionViewLayout: layout)
        view.dataSource = model
        view.dragDelegate = model
        view.dropDelegate = model
        view.reloadData()
        return (view, model, layout)
    }

    /// One pointer move during a drag over the collection scrolled to its middle.
    static func pointerMove(count: Int) -> Measurement {
        let (view, model, _) = makeCollection(count: count)
        defer { withExtendedLifetime(model) {} }  // the view holds its data source weakly
        view.contentOffset = Point(x: 0, y: max(0, view.contentSize.height / 2 - 400))
        let system = DragDropSystem(identifier: "bench")
        let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 800))
        system.addWindow(window)
        window.addView(view)
        let first = view.indexPathsForVisibleItems.compactMap(view.layoutAttributesForItem(at:))
            .first { $0.minY >= view.contentOffset.y }!
        let press = Point(x: first.midX - view.contentOffset.x, y: first.midY - view.contentOffset.y)
        system.pointerDown(at: press)
        system.pointerMoved(to: press.offsetBy(dx: 30, dy: 30))
        precondition(system.isDragging, "the benchmark drag did not start")
        let path = (0..<1000).map { step -> Point in
            let x = Double((step * 37) % 990) + 5
            let y = Double((step * 53) % 790) + 5
            return Point(x: x, y: y)
        }
        let measurement = Measurement.run(operationsPerBatch: path.count) {
            for point in path { system.pointerMoved(to: point) }
        }
        system.escape()
        return measurement
    }

    static func run() -> Bool {
        print("## Collections at 100,000 items")
        var met = true
        let small = pointerMove(count: 1_000), large = pointerMove(count: 100_000)
        met = report("  hit-test + proposal per pointer move, 1,000 items", small) && met
        met = report("  hit-test + proposal per pointer move, 100,000 items", large, target: 10_000) && met
        print("  ratio 100,000 / 1,000 items: \(rounded(large.median / small.median))× (100× more items)")

        let (view, model, layout) = makeCollection(count: 100_000)
        var generator = SeededRandomNumberGenerator(seed: 3)
        func randomPlan() -> ReorderPlan {
            var picked = Set<Int>()
            while picked.count < 100 { picked.insert(Int(generator.next() % 100_000)) }
            return ReorderPlan(sources: picked.sorted().map { IndexPath(item: $0, section: 0) },
                               destination: IndexPath(item: Int(generator.next() % 100_001), section: 0))
        }
        // The index work alone: validate the batch, compute every old → new mapping, update the model.
        var items = model.items
        let moveIndexWork = Measurement.run(batches: 15, warmup: 2, operationsPerBatch: 1) {
            let plan = randomPlan()
            var sections = [items]
            plan.apply(to: &sections)
            _ = try! plan.batchUpdates.validated(oldCounts: [items.count], newCounts: [sections[0].count])
            items = sections[0]
        }
        met = report("  moving 100 selected items: validated batch + index mapping + model", moveIndexWork, target: 2_000_000) && met
        let moveHundred = Measurement.run(batches: 15, warmup: 2, operationsPerBatch: 1) {
            let plan = randomPlan()
            var sections = [model.items]
            _ = try? view.apply(plan.batchUpdates) {
                plan.apply(to: &sections)
                model.items = sections[0]
            }
        }
        report("  moving 100 selected items through the view (+ relayout from the first moved item + cells)", moveHundred)

        var old = Snapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<100_000))
        var changed = Array(0..<100_000)
        for index in stride(from: 0, to: 100_000, by: 97) { changed.swapAt(index, (index * 31) % 100_000) }
        changed.removeLast(500)
        changed += (100_000..<100_700)
        var new = Snapshot<Int, Int>()
        new.appendSections([0])
        new.appendItems(changed)
        let diff = Measurement.run(batches: 21, warmup: 2, operationsPerBatch: 1) { _ = old.batchUpdates(to: new) }
        met = report("  diff of two snapshots (1% moved, 500 deleted, 700 inserted)", diff, p95Target: 15_000_000) && met
        var shuffled = Snapshot<Int, Int>()
        shuffled.appendSections([0])
        shuffled.appendItems(changed.shuffled(using: &generator))
        let general = Measurement.run(batches: 9, warmup: 1, operationsPerBatch: 1) { _ = old.batchUpdates(to: shuffled) }
        report("  diff of two snapshots, every item shuffled (the minimal-moves diff)", general)

        let full = Measurement.run(batches: 9, warmup: 1, operationsPerBatch: 1) { layout.prepare(itemCounts: [100_000]) }
        met = report("  full flow layout, varying aspect ratios", full, target: 50_000_000) && met

        let relayout = Measurement.run(batches: 15, warmup: 2, operationsPerBatch: 1) {
            layout.invalidate(section: 0, from: 90_000, itemCounts: [100_000])
        }
        report("  relayout from item 90,000 to the end", relayout)
        let relayoutMiddle = Measurement.run(batches: 15, warmup: 2, operationsPerBatch: 1) {
            layout.invalidate(section: 0, from: 50_000, itemCounts: [100_000])
        }
        report("  relayout from item 50,000 to the end", relayoutMiddle)
        let moveInMiddle = Measurement.run(batches: 15, warmup: 2, operationsPerBatch: 1) {
            layout.invalidate(section: 0, changed: 50_000..<50_021, itemCounts: [100_000])
        }
        report("  relayout after a move of item 50,000 by 20 places (the rows between, the rest shifted)", moveInMiddle)
        return met
    }
}
