import CDragDropGtk
import Foundation

/// Measures how long the main loop is unavailable: a GLib timeout every `interval`
/// records how late it runs (GLib runs it as soon as the loop is free again), so the
/// longest lateness is the longest stall — a save, a decode or a layout that held the
/// main thread.
@MainActor
package final class MainLoopStallMeter {
    /// How often the meter's timeout asks to run.
    package let interval: Duration
    /// The longest lateness so far, in milliseconds.
    package private(set) var longestStallMilliseconds = 0.0
    /// When the longest stall ended (GLib's monotonic clock, microseconds).
    package private(set) var longestStallEnd = 0
    /// When the next tick is due, in GLib's monotonic microseconds.
    private var expected = 0
    private var intervalMicroseconds: Int {
        Int(interval.components.seconds) * 1_000_000 + Int(interval.components.attoseconds / 1_000_000_000_000)
    }
    private var source: UInt32 = 0

    /// A meter whose GLib timeout asks to run every `interval`; call ``start()``.
    package init(interval: Duration = .milliseconds(10)) {
        self.interval = interval
    }

    /// Starts recording how late each timeout runs.
    package func start() {
        let milliseconds = UInt32(max(1, intervalMicroseconds / 1000))
        expected = g_get_monotonic_time() + intervalMicroseconds
        source = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { context in
            let meter = Unmanaged<MainLoopStallMeter>.fromOpaque(context!).takeUnretainedValue()
            return MainActor.assumeIsolated { meter.tick() } ? 1 : 0
        }, Unmanaged.passRetained(self).toOpaque(), { context in
            Unmanaged<MainLoopStallMeter>.fromOpaque(context!).release()
        })
    }

    /// Stops recording; the figures stay readable.
    package func stop() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }

    private func tick() -> Bool {
        let now = g_get_monotonic_time()
        let lateness = Double(now - expected) / 1000
        if lateness > longestStallMilliseconds {
            longestStallMilliseconds = lateness
            longestStallEnd = now
        }
        expected = now + intervalMicroseconds
        return true
    }
}
