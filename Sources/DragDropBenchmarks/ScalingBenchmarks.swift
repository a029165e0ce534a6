import DragDrop
import Foundation

/// How the core's cost grows with the number of items (issue 14): a uniform grid (GTK's
/// GtkGridView shape: 7 columns in an 800-point view), a flow of items of varying sizes and
/// justified rows of varying aspect ratios, at 1,000 to 1,000,000 items. Printed per size,
/// with the log-log slope from 10,000 to 1,000,000 (0 = flat in N, 1 = linear).
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

    /// The layouts measured; item sizes follow the items (a move moves its size too).
    enum Shape: String, CaseIterable {
        case grid = "uniform grid, 7 columns"
        case flow = "flow of varying sizes"
        case justified = "justified rows of varying aspect ratios"

        /// The size closures hold the tiles strongly (nothing holds the layout back, so there is
        /// no cycle): an `unowned` capture costs two slow reference-count operations per
        /// item, a quarter of a million-item layout's time, which would be measured here
        /// instead of the layout.
        @MainActor
        func layout(for tiles: Tiles) -> any CollectionLayout {
            switch self {
            case .grid:
                GridLayout(width: 800, columns: 7, spacing: 4)
            case .flow:
                FlowLayout(width: 800, sizeForItem: { path in
                    let value = Int(tiles.items[path.item])
                    return Size(width: Double(60 + (value &* 37) % 90), height: Double(40 + (value &* 53) % 50))
                }, interitemSpacing: 4, lineSpacing: 4)
            case .justified:
                JustifiedLayout(width: 800, rowHeight: 120, spacing: 4, aspectRatio: { path in
                    0.5 + Double((Int(tiles.items[path.item]) &* 2_654_435_761) % 1000) / 666
                })
            }
        }
    }

    /// An 800 × 700 view of `tiles` in `shape`, laid out.
    static func makeView(_ shape: Shape, showing tiles: Tiles) -> CollectionView {
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 800, height: 700), collectionViewLayout: shape.layout(for: tiles))
        view.dataSource = tiles
        view.reloadData()
        return view
    }

    /// A drop that moves one item from near the top to the middle of the screen, scrolled to
    /// the middle of the collection: the model update, the batch, the relayout and the cells.
    static func drop(_ shape: Shape, count: Int) -> Measurement {
        let tiles = Tiles(count: count)
        let view = makeView(shape, showing: tiles)
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
    static func firstScreen(_ shape: Shape, count: Int) -> Measurement {
        let tiles = Tiles(count: count)
        return Measurement.run(batches: 9, warmup: 1, operationsPerBatch: 1) {
            precondition(!makeView(shape, showing: tiles).visibleCells.isEmpty)
        }
    }

    static func slope(_ small: Measurement, _ large: Measurement, ratio: Double) -> String {
        rounded(log(large.median / small.median) / log(ratio))
    }

    static func run() {
        for shape in Shape.allCases {
            print("## Cost against the number of items (\(shape.rawValue))")
            var drops: [Measurement] = [], firsts: [Measurement] = []
            for size in sizes {
                let drop = drop(shape, count: size), first = firstScreen(shape, count: size)
                drops.append(drop)
                firsts.append(first)
                report("  \(size) items: drop (model + batch + relayout + cells)", drop)
                report("  \(size) items: first screen (counts + layout + cells)", first)
            }
            print("  log-log slope 10,000 → 1,000,000: drop \(slope(drops[1], drops[3], ratio: 100)), "
                  + "first screen \(slope(firsts[1], firsts[3], ratio: 100)) (0 = flat, 1 = linear)")
        }
    }
}
