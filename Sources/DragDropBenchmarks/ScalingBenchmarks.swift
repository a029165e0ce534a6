import DragDrop
import Foundation

/// How the core's cost grows with the number of items (issue 14): a uniform grid (GTK's
/// GtkGridView shape: 7 columns in an 800-point view) at 1,000 to 1,000,000 items.
/// Printed per size, with the log-log slope from 10,000 to 1,000,000 (0 = flat in N, 1 = linear).
@MainActor
enum ScalingBenchmarks {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]

    final class Tiles: CollectionViewDataSource {
        var items: [Int32]
        init(count: Int) { items = (0..<Int32(count)).map { $0 } }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.content = .text("\(items[indexPath.item])")
            return cell
        }
    }

    static func makeGrid(count: Int) -> (CollectionView, Tiles) {
        let tiles = Tiles(count: count)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 700),
                                  collectionViewLayout: GridLayout(width: 800, columns: 7, spacing: 4))
        view.dataSource = tiles
        view.reloadData()
        return (view, tiles)
    }

    /// A drop that moves one item from near the top to the middle of the screen, scrolled to
    /// the middle of the collection: the model update, the batch, the relayout and the cells.
    static func drop(count: Int) -> Measurement {
        let (view, tiles) = makeGrid(count: count)
        view.contentOffset = Point(x: 0, y: max(0, view.contentSize.height / 2))
        view.layoutVisibleCells()
        var forward = true
        let firstVisible = view.indexPathsForVisibleItems.first?.item ?? 0
        return Measurement.run(batches: 31, warmup: 3, operationsPerBatch: 1) {
            let from = forward ? firstVisible : firstVisible + 20, to = forward ? firstVisible + 20 : firstVisible
            forward.toggle()
            view.performBatchUpdates {
                tiles.items.insert(tiles.items.remove(at: from), at: to)
                view.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
            }
        }
    }

    /// From no layout to the first screen of cells: counts, layout, visible cells.
    static func firstScreen(count: Int) -> Measurement {
        let tiles = Tiles(count: count)
        return Measurement.run(batches: 9, warmup: 1, operationsPerBatch: 1) {
            let view = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 700),
                                      collectionViewLayout: GridLayout(width: 800, columns: 7, spacing: 4))
            view.dataSource = tiles
            view.reloadData()
            precondition(!view.visibleCells.isEmpty)
        }
    }

    static func slope(_ small: Measurement, _ large: Measurement, ratio: Double) -> String {
        rounded(log(large.median / small.median) / log(ratio))
    }

    static func run() {
        print("## Cost against the number of items (uniform grid, 7 columns)")
        var drops: [Measurement] = [], firsts: [Measurement] = []
        for size in sizes {
            let drop = drop(count: size), first = firstScreen(count: size)
            drops.append(drop)
            firsts.append(first)
            report("  \(size) items: drop (model + batch + relayout + cells)", drop)
            report("  \(size) items: first screen (counts + layout + cells)", first)
        }
        print("  log-log slope 10,000 → 1,000,000: drop \(slope(drops[1], drops[3], ratio: 100)), "
              + "first screen \(slope(firsts[1], firsts[3], ratio: 100)) (0 = flat, 1 = linear)")
    }
}
