// Release-mode benchmarks: `swift run -c release dragdrop-benchmarks`.
// Every figure is the median of repeated batches, with ratios against the baseline
// measured in the same run.

let allMet = MainActor.assumeIsolated {
    RouterBenchmark.run()
}
print(allMet ? "All targets met." : "Some targets were missed.")
