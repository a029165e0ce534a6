import Foundation

/// One parser of outside bytes under the fuzzer: its name (`--target=NAME`, and its seed
/// corpus `Tests/Fuzz/Corpus/NAME`) and what one input does to it.
///
/// `run` feeds the bytes to the production code path and checks what that code promises
/// (``FuzzTarget/require(_:_:)``): a broken promise, like a crash, stops the process and
/// libFuzzer keeps the input. It returns false for an input another target covers, which
/// libFuzzer then leaves out of this target's corpus.
struct FuzzTarget: Sendable {
    let name: String
    /// What the target feeds and checks, for `--list`.
    let summary: String
    let run: @MainActor @Sendable (Data) -> Bool

    /// Stops the process with `message` when `condition` fails: a finding, saved by libFuzzer.
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("broken promise: \(message())") }
    }
}
