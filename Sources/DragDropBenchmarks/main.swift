// Release-mode benchmarks: `swift run -c release dragdrop-benchmarks`.
// Every figure is the median of repeated batches, with ratios against the baseline
// measured in the same run.

let allMet = MainActor.assumeIsolated {
    let router = RouterBenchmark.run()
    let collections = CollectionBenchmarks.run()
    ScalingBenchmarks.run()
    return router && collections
}
print(allMet ? "All targets met." : "Some targets were missed.")
