import CDragDropGtk
import DragDropGTK
import Foundation

/// `--startup-benchmark-report PATH`: measures the start of the app for
/// `scripts/benchmark-gallery-startup` — process start to the first frame, to "all ratios
/// settled" (no picture loading, no correction pending, everything written), the document
/// writes made meanwhile, and the longest main-loop stall (``MainLoopStallMeter``); writes
/// them as JSON and quits.
@MainActor
final class StartupBenchmark {
    private let report: URL
    private let timer = FrameTimer()
    private let stalls = MainLoopStallMeter()
    private let started = GalleryBenchmark.processStartUptime()
    private var firstFrame: Double?
    private var firstFrameMonotonic = 0
    private var lastChange = 0.0
    private var writesAtStart = 0

    init(report: URL) {
        self.report = report
    }

    func attach(to widget: UnsafeMutablePointer<GtkWidget>, app: GalleryApp) {
        stalls.start()
        writesAtStart = app.library.writer.documentWrites
        app.library.addObserver { [weak self] _ in self?.lastChange = ProcessInfo.processInfo.systemUptime }
        timer.attach(to: widget) { [weak self] in
            guard let self, firstFrame == nil else { return }
            firstFrame = ProcessInfo.processInfo.systemUptime - started
            firstFrameMonotonic = g_get_monotonic_time()
        }
        Task { @MainActor in
            // Settled: the first frame is in, no picture is loading, nothing changed for 1 s.
            @MainActor func quietSince() -> Double { max(lastChange, started + (firstFrame ?? 0)) }
            while firstFrame == nil || app.textures.loadsInFlight > 0 || ProcessInfo.processInfo.systemUptime - quietSince() < 1 {
                try? await Task.sleep(for: .milliseconds(50))
            }
            let settled = quietSince() - started
            await app.library.flush()
            finish(app: app, settled: settled)
        }
    }

    private func finish(app: GalleryApp, settled: Double) {
        stalls.stop()
        let result: [String: Any] = [
            "first_frame_s": firstFrame ?? -1, "settled_s": settled,
            "document_writes": app.library.writer.documentWrites - writesAtStart,
            "longest_stall_ms": stalls.longestStallMilliseconds,
            "longest_stall_end_after_first_frame_ms": Double(stalls.longestStallEnd - firstFrameMonotonic) / 1000,
            "images": app.windows.first?.controller?.gallery.images.count ?? 0,
            "corrected": app.windows.first?.controller?.gallery.images.filter { $0.aspectRatio != 1 }.count ?? 0,
            "peak_rss_kb": ProcessMemory.peakResidentKB,
        ]
        if let data = try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]) {
            try? data.write(to: report, options: .atomic)
        }
        exit(0)
    }
}
