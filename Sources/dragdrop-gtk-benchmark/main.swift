import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation

// The GTK front end's benchmark, measured the way Sources/gtk-gridview-baseline measures
// GtkGridView (see there), for `--mode collection` (this project's virtualised collection:
// 7 columns of 100×100 cells, a drop reorders the model) or `--mode flowbox` (GtkFlowBox
// holding every child, an extra row). After `--warmup` seconds it measures frames for
// `--seconds` (the harness drags meanwhile), or with `--drops K` K programmatic drops in
// the middle of the list, or with `--scroll` frames while the list scrolls 8 px a frame (every
// pixel of the view repainted, for this project's canvas and GtkGridView alike);
// `--no-animation` turns the cells' glide off. It writes {"first_frame_ms", "median_ms", "p95_ms", "frames",
// "drop_median_ms", "drops", "peak_rss_kb"} to `--report`.
// Driven by Tests/EndToEnd/gtk_benchmark.py.

let startedAt = g_get_monotonic_time()
let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let mode = option("--mode") ?? "collection"
let seconds = Double(option("--seconds") ?? "8") ?? 8
let report = option("--report") ?? "/dev/stdout"
let cellCount = Int(option("--cells") ?? "10000") ?? 10_000
let warmup = Double(option("--warmup") ?? "3") ?? 3
let dropsWanted = Int(option("--drops") ?? "0") ?? 0
/// `--no-animation`: cells move at once after a drop and when the gap opens (GtkGridView's behaviour).
let animated = !arguments.contains("--no-animation")
/// `--scroll`: the list scrolls down 8 px each frame while frames are measured.
let scrolls = arguments.contains("--scroll")

/// Scrolls the scrolled window `user_data` down 8 px, once per frame (a tick callback).
let scrollStep: GtkTickCallback = { _, _, data in
    guard let data else { return 0 }
    let adjustment = gtk_scrolled_window_get_vadjustment(dd_scrolled(data))!
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 8)
    return 1
}

@MainActor
final class Tiles: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
    var items: [Int32]
    init(count: Int) { items = Array(1...Int32(max(1, count))) }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.content = .text("\(items[indexPath.item])")
        return cell
    }
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: "\(items[indexPath.item])"))]
    }
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let source = item.sourceIndexPath else { return }
        move(from: source.item, to: min(destination.item, items.count - 1), in: collectionView)
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
    /// The model and the view together, as a drop moves an item.
    func move(from source: Int, to destination: Int, in view: CollectionView) {
        view.performBatchUpdates {
            items.insert(items.remove(at: source), at: destination)
            view.moveItem(at: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))
        }
    }
}

/// Drop → painted, without the wait for the frame clock's tick: the change's own time plus
/// the frame that paints it.
@MainActor
final class DropTimer {
    var changeMilliseconds: Double?
    var drops: [Double] = []
    /// The change's own part of each drop.
    var changes: [Double] = []
    func frame(milliseconds: Double) {
        guard let change = changeMilliseconds else { return }
        drops.append(change + milliseconds)
        changes.append(change)
        changeMilliseconds = nil
    }
}

let status = MainActor.assumeIsolated {
    let timer = FrameTimer()
    let drops = DropTimer()
    var firstFrameMilliseconds: Double?
    let tiles = Tiles(count: cellCount)
    var host: GTKCollectionHost?
    var flowRoot: UnsafeMutablePointer<GtkWidget>?
    var view: CollectionView?
    let size = Size(width: 800, height: 700)
    let app = GTKApplication(identifier: "org.dragdrop.gtk-benchmark") { app in
        app.addStyle(".dragdrop-cell { background: #fafafa; border-radius: 6px; } .dragdrop-highlight { background: #37f; }")
        app.openWindow(title: "benchmark \(mode)", size: size) { window in
            let root: UnsafeMutablePointer<GtkWidget>
            if mode == "flowbox" {
                let scrolled = gtk_scrolled_window_new()!
                let flow = gtk_flow_box_new()!
                gtk_flow_box_set_min_children_per_line(OpaquePointer(flow), 7)
                gtk_flow_box_set_max_children_per_line(OpaquePointer(flow), 7)
                for index in 0..<cellCount {
                    let label = gtk_label_new("\(index + 1)")!
                    gtk_widget_set_size_request(label, 100, 100)
                    gtk_widget_add_css_class(label, "dragdrop-cell")
                    gtk_flow_box_append(OpaquePointer(flow), label)
                }
                // The same drop-side work a drag causes: a target that follows the pointer.
                let target = gtk_drop_target_new(dd_type_string(), GdkDragAction(rawValue: 1))!
                gtk_widget_add_controller(flow, dd_controller(UnsafeMutableRawPointer(target)))
                let source = gtk_drag_source_new()!
                gtk_widget_add_controller(flow, dd_controller(UnsafeMutableRawPointer(source)))
                connect(source, .prepare) { _, _ in OpaquePointer(dd_provider_for_bytes("text/plain;charset=utf-8", "x", 1)) }
                gtk_scrolled_window_set_child(dd_scrolled(scrolled), flow)
                gtk_widget_set_size_request(scrolled, Int32(size.width), Int32(size.height))
                root = scrolled
                flowRoot = scrolled
            } else {
                let layout = GridLayout(width: size.width, columns: 7, spacing: 12)
                let created = CollectionView(identifier: "tiles", frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
                created.dataSource = tiles
                created.dragDelegate = tiles
                created.dropDelegate = tiles
                created.reloadData()
                view = created
                let createdHost = GTKCollectionHost(view: created, system: app.system, window: window)
                createdHost.animatesLayoutChanges = animated
                host = createdHost
                root = createdHost.widget
            }
            timer.attach(to: root) {
                let now = Double(g_get_monotonic_time() - startedAt) / 1000
                if firstFrameMilliseconds == nil { firstFrameMilliseconds = now }
                if let last = timer.frameTimes.last { drops.frame(milliseconds: last) }
            }
            return root
        }
        Task { @MainActor in
            if dropsWanted > 0, let host {
                // Drops happen in the middle of the list, where the window shows it.
                try? await Task.sleep(for: .milliseconds(300))
                let adjustment = gtk_scrolled_window_get_vadjustment(dd_scrolled(host.scrolledWindow))!
                gtk_adjustment_set_value(adjustment, (gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) / 2)
            }
            // Frames before the measurement (start-up, first layout) are not counted.
            try? await Task.sleep(for: .seconds(warmup))
            timer.reset()
            if dropsWanted > 0, let view {
                var forward = true
                while drops.drops.count < dropsWanted {
                    try? await Task.sleep(for: .milliseconds(120))
                    // The first item of the second row shown moves 20 places on (then back).
                    guard let first = view.indexPathsForVisibleItems.first?.item else { continue }
                    let from = (first / 7 + 1) * 7
                    guard from + 20 < tiles.items.count else { continue }
                    let before = g_get_monotonic_time()
                    tiles.move(from: forward ? from : from + 20, to: forward ? from + 20 : from, in: view)
                    drops.changeMilliseconds = Double(g_get_monotonic_time() - before) / 1000
                    forward.toggle()
                }
            } else {
                if scrolls, let scrolled = host?.scrolledWindow ?? flowRoot { _ = gtk_widget_add_tick_callback(scrolled, scrollStep, scrolled, nil) }
                try? await Task.sleep(for: .seconds(seconds))
            }
            let summary = timer.summary
            func median(_ values: [Double]) -> Double {
                let sorted = values.sorted()
                return sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[sorted.count / 2]
                    : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            }
            let dropMedian = median(drops.drops)
            let json = "{\"mode\": \"\(mode)\", \"cells\": \(cellCount), \"first_frame_ms\": \(firstFrameMilliseconds ?? -1), "
                + "\"median_ms\": \(summary.median), \"p95_ms\": \(summary.p95), \"frames\": \(summary.count), "
                + "\"drop_median_ms\": \(dropMedian), \"drop_change_median_ms\": \(median(drops.changes)), \"drops\": \(drops.drops), \"peak_rss_kb\": \(ProcessMemory.peakResidentKB)}\n"
            try? json.write(toFile: report, atomically: true, encoding: .utf8)
            exit(0)
        }
    }
    return withExtendedLifetime(host) { app.run() }
}
exit(status)
