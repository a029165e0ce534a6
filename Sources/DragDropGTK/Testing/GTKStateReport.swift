import CDragDropGtk
import DragDrop
import Foundation

/// The state hook for driving an application end to end: a JSON object written to a file
/// atomically — a test polling the file never reads half of one — at once, on ``write()``,
/// and then every `interval` while the report is kept. It holds what the application's
/// `state` closure returns (its model, say) and, for each host added by name:
///
/// - `"origins"`: where the host's top-left corner is in its window, `[x, y]`;
/// - `"sizes"`: how large the host is drawn, `[width, height]`;
/// - `"visibleItems"` (collection hosts): each item shown, `[section, item, x, y, width, height]`,
///   its frame in the window (``DragDrop/IndexedCollectionView/frameInWindow(ofItemAt:)``);
///
/// and `"surfaceOffset"`, `[x, y]`: where the window's own coordinates start on its surface
/// (on X11 a window GTK decorates itself draws its frame and shadow around them). On screen,
/// a point of the window is the window's position + the surface offset (X11 only) + the point.
///
/// ```swift
/// let report = GTKStateReport(file: URL(fileURLWithPath: path)) { ["items": list.items.map(\.name)] }
/// report.add(host, named: "list")   // then, in the test: press at a visible item's centre
/// ```
/// - Complexity: each write is O(hosts + visible items).
@MainActor
public final class GTKStateReport {
    /// Where the report is written.
    public let file: URL
    private let interval: Duration
    private let state: () -> [String: Any]
    private var hosts: [(name: String, widget: () -> UnsafeMutablePointer<GtkWidget>?, view: () -> IndexedCollectionView?,
                         parts: () -> [String: Rect])] = []
    private var failedToWrite = false

    /// A report written to `file`, now and every `interval`, with `state()` in it.
    public init(file: URL, interval: Duration = .milliseconds(250), state: @escaping () -> [String: Any] = { [:] }) {
        self.file = file
        self.interval = interval
        self.state = state
        write()
        scheduleNextWrite()
    }

    /// The report asked for with `--state-file PATH` among `arguments`; nil without it.
    /// - Precondition: `--state-file` is followed by a path.
    public convenience init?(arguments: [String] = CommandLine.arguments, interval: Duration = .milliseconds(250),
                             state: @escaping () -> [String: Any] = { [:] }) {
        guard let flag = arguments.firstIndex(of: "--state-file") else { return nil }
        precondition(arguments.indices.contains(flag + 1), "--state-file needs a path")
        self.init(file: URL(fileURLWithPath: arguments[flag + 1]), interval: interval, state: state)
    }

    /// Reports where `host` is, and its visible items, under `name` (held weakly).
    public func add(_ host: GTKCollectionHost, named name: String) {
        hosts.append((name, { [weak host] in host?.widget }, { [weak host] in host?.view }, { [:] }))
        write()
    }

    /// Reports where `host` is under `name` (held weakly).
    public func add(_ host: GTKViewHost, named name: String) {
        hosts.append((name, { [weak host] in host?.widget }, { nil }, { [:] }))
        write()
    }

    /// Reports where the SwiftUI `host` is under `name` (held weakly), and each of its
    /// ``GTKSwiftUIHost/drawnParts`` under `name.part` ("checklist.button").
    public func add<Content>(_ host: GTKSwiftUIHost<Content>, named name: String) {
        hosts.append((name, { [weak host] in host?.widget }, { nil }, { [weak host] in host?.drawnParts ?? [:] }))
        write()
    }

    /// Writes the report now (after a change a test waits for, say).
    public func write() {
        var report = state()
        var origins: [String: [Double]] = [:], sizes: [String: [Double]] = [:], items: [String: [[Double]]] = [:]
        var surface: [Double]?
        for host in hosts {
            guard let widget = host.widget(), let origin = windowOrigin(of: widget) else { continue }
            origins[host.name] = [origin.x, origin.y]
            sizes[host.name] = [Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget))]
            for (part, frame) in host.parts() {
                origins["\(host.name).\(part)"] = [origin.x + frame.minX, origin.y + frame.minY]
                sizes["\(host.name).\(part)"] = [frame.width, frame.height]
            }
            if let view = host.view() {
                items[host.name] = view.indexPathsForVisibleItems.compactMap { path in
                    view.frameInWindow(ofItemAt: path).map { [Double(path.section), Double(path.item), $0.minX, $0.minY, $0.width, $0.height] }
                }
            }
            if surface == nil, let native = gtk_widget_get_native(widget) {
                var x = 0.0, y = 0.0
                gtk_native_get_surface_transform(native, &x, &y)
                surface = [x, y]
            }
        }
        report["origins"] = origins
        report["sizes"] = sizes
        report["visibleItems"] = items
        report["surfaceOffset"] = surface ?? [0, 0]
        do {
            let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
            try data.write(to: file, options: .atomic)
        } catch {
            guard !failedToWrite else { return }
            failedToWrite = true  // said once, not four times a second
            FileHandle.standardError.write(Data("GTKStateReport: cannot write \(file.path): \(error)\n".utf8))
        }
    }

    private func scheduleNextWrite() {
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
            MainActor.assumeIsolated {
                self?.write()
                self?.scheduleNextWrite()
            }
        }
    }
}
