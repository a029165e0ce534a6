/// Timing helpers: every figure is a median over repeated batches, never a single run.
struct Measurement {
    /// Per-operation durations (nanoseconds), one per batch.
    let samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var p95: Double {
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
    }

    /// Runs `batch` (which performs `operationsPerBatch` operations) `batches` times after
    /// `warmup` unmeasured runs, and records the cost per operation of each batch.
    static func run(batches: Int = 21, warmup: Int = 3, operationsPerBatch: Int, _ batch: () -> Void) -> Measurement {
        for _ in 0..<warmup { batch() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<batches {
            let elapsed = clock.measure(batch)
            let (seconds, attoseconds) = elapsed.components
            let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            samples.append(nanoseconds / Double(operationsPerBatch))
        }
        return Measurement(samples: samples)
    }
}

/// "1.23 µs", "4.5 ms".
func formatDuration(nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return "\(rounded(nanoseconds)) ns"
    case ..<1_000_000: return "\(rounded(nanoseconds / 1_000)) µs"
    default: return "\(rounded(nanoseconds / 1_000_000)) ms"
    }
}

func rounded(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

/// Prints one result line and returns whether it met its target.
@discardableResult
func report(_ name: String, _ measurement: Measurement, target: Double? = nil, p95Target: Double? = nil) -> Bool {
    let median = measurement.median
    var line = "\(name): median \(formatDuration(nanoseconds: median)), p95 \(formatDuration(nanoseconds: measurement.p95))"
    var met = true
    if let target {
        met = median <= target
        line += " (target ≤ \(formatDuration(nanoseconds: target)): \(met ? "met" : "MISSED"))"
    }
    if let p95Target {
        let p95Met = measurement.p95 <= p95Target
        met = met && p95Met
        line += " (target p95 ≤ \(formatDuration(nanoseconds: p95Target)): \(p95Met ? "met" : "MISSED"))"
    }
    print(line)
    return met
}
