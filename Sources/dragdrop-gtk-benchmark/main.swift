import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation

// Frame times while dragging across 10,000 cells: `--mode collection` (this project's
// virtualised collection) or `--mode flowbox` (GTK's own GtkFlowBox holding the same
// 10,000 children). The run ends by itself after `--seconds`; it writes
// {"median_ms", "p95_ms", "frames", "peak_rss_kb"} to `--report`.
// Driven by Tests/EndToEnd/gtk_benchmark.py, which performs the drag with xdotool and
// prints both modes side by side.

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let mode = option("--mode") ?? "collection"
let seconds = Double(option("--seconds") ?? "8") ?? 8
let report = option("--report") ?? "/dev/stdout"
let cellCount = Int(option("--cells") ?? "10000") ?? 10_000
let warmup = Double(option("--warmup") ?? "3") ?? 3

@MainActor
final class Tiles: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.content = .text("\(indexPath.item + 1)")
        return cell
    }
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        [DragItem(itemProvider: ItemProvider(object: "\(indexPath.item + 1)"))]
    }
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {}
}

let status = MainActor.assumeIsolated {
    let timer = FrameTimer()
    let tiles = Tiles(count: cellCount)
    var host: GTKCollectionHost?
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
                let prepare: @convention(c) (gpointer?, Double, Double, gpointer?) -> OpaquePointer? = { _, _, _, _ in
                    OpaquePointer(dd_provider_for_bytes("text/plain;charset=utf-8", "x", 1))
                }
                _ = dd_signal_connect(UnsafeMutableRawPointer(source), "prepare", unsafeBitCast(prepare, to: GCallback.self), nil, nil)
                gtk_scrolled_window_set_child(dd_scrolled(scrolled), flow)
                gtk_widget_set_size_request(scrolled, Int32(size.width), Int32(size.height))
                root = scrolled
            } else {
                let layout = GridLayout(width: size.width, columns: 7, spacing: 12)
                let view = CollectionView(identifier: "tiles", frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
                view.dataSource = tiles
                view.dragDelegate = tiles
                view.dropDelegate = tiles
                view.reloadData()
                let created = GTKCollectionHost(view: view, system: app.system, window: window)
                host = created
                root = created.widget
            }
            timer.attach(to: root)
            return root
        }
        Task { @MainActor in
            // Frames before the drag (start-up, first layout) are not counted.
            try? await Task.sleep(for: .seconds(warmup))
            timer.reset()
            try? await Task.sleep(for: .seconds(seconds))
            let summary = timer.summary
            let json = "{\"mode\": \"\(mode)\", \"median_ms\": \(summary.median), \"p95_ms\": \(summary.p95), \"frames\": \(summary.count), \"peak_rss_kb\": \(ProcessMemory.peakResidentKB)}\n"
            try? json.write(toFile: report, atomically: true, encoding: .utf8)
            exit(0)
        }
    }
    return withExtendedLifetime(host) { app.run() }
}
exit(status)
