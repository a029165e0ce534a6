/// The batch a view records between `beginUpdates()` and `endUpdates()` (or inside
/// `performBatchUpdates`): batches nest, and only the outermost end hands the recorded
/// changes over, with the counts from before the outermost began (what they are checked
/// against, SEMANTICS 29).
struct BatchRecorder {
    /// What closing a batch gives.
    enum Closing {
        /// No batch was open.
        case unbalanced
        /// An inner batch closed; the outer one goes on recording.
        case nested
        /// The outermost batch closed: its changes, and the counts before it began.
        case complete(BatchUpdates, countsBefore: [Int])
    }

    private var pending: BatchUpdates?
    private var depth = 0
    private var countsBefore: [Int] = []

    /// Whether a batch is being recorded.
    var isRecording: Bool { pending != nil }

    /// Opens a batch (nested in an open one, if any); `counts` are the view's counts now.
    mutating func open(counts: @autoclosure () -> [Int]) {
        if depth == 0 {
            pending = BatchUpdates()
            countsBefore = counts()
        }
        depth += 1
    }

    /// Closes the innermost open batch.
    mutating func close() -> Closing {
        guard depth > 0 else { return .unbalanced }
        depth -= 1
        guard depth == 0 else { return .nested }
        let batch = pending ?? BatchUpdates()
        pending = nil
        return .complete(batch, countsBefore: countsBefore)
    }

    /// Records a change into the open batch; false when none is open (the caller applies it).
    mutating func record(_ change: (inout BatchUpdates) -> Void) -> Bool {
        guard pending != nil else { return false }
        change(&pending!)
        return true
    }

    /// Drops whatever is open (an update closure threw).
    mutating func abandon() {
        pending = nil
        depth = 0
    }
}
