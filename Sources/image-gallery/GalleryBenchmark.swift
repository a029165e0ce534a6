import CDragDropGtk
import DragDropGTK
import Foundation

/// `--benchmark-report PATH`: measures the running app for Tests/EndToEnd/gallery_benchmark.py —
/// the time from process start to the first frame and to the first frame showing pictures,
/// then (after `--benchmark-warmup` seconds) GTK's frame times for `--benchmark-seconds`
/// while the script drags across the gallery, and the peak memory; writes them as JSON and
/// quits.
@MainActor
final class GalleryBenchmark {
    private let report: URL
    private let warmup: Double
    private let seconds: Double
    private let timer = FrameTimer()
    private let started = GalleryBenchmark.processStartUptime()
    private var firstFrame: Double?
    private var firstPictures: Double?

    init(report: URL, warmup: Double, seconds: Double) {
        self.report = report
        self.warmup = warmup
        self.seconds = seconds
    }

    /// Starts measuring the gallery widget of the first window.
    func attach(to widget: UnsafeMutablePointer<GtkWidget>, app: GalleryApp) {
        timer.attach(to: widget) { [weak self, weak app] in
            guard let self, let app else { return }
            let now = ProcessInfo.processInfo.systemUptime - started
            if firstFrame == nil { firstFrame = now }
            if firstPictures == nil, app.textures.textureBytes > 0 { firstPictures = now }
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(warmup))
            timer.reset()
            try? await Task.sleep(for: .seconds(seconds))
            finish(app: app)
        }
    }

    private func finish(app: GalleryApp) {
        let summary = timer.summary
        let result: [String: Any] = [
            "first_frame_s": firstFrame ?? -1, "first_pictures_s": firstPictures ?? -1,
            "median_ms": summary.median, "p95_ms": summary.p95, "frames": summary.count,
            "peak_rss_kb": ProcessMemory.peakResidentKB, "texture_bytes": app.textures.textureBytes,
            "images": app.windows.first?.controller?.gallery.images.count ?? 0,
        ]
        if let data = try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]) {
            try? data.write(to: report, options: .atomic)
        }
        exit(0)
    }

    /// When this process started, in seconds since boot (/proc/self/stat's start time), on
    /// the clock of `ProcessInfo.systemUptime`; now when it cannot be read.
    static func processStartUptime() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return ProcessInfo.processInfo.systemUptime }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 22 of the line is the start time in clock ticks; after "pid (comm)" it is the 20th.
        guard fields.count > 19, let ticks = Double(fields[19]) else { return ProcessInfo.processInfo.systemUptime }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
