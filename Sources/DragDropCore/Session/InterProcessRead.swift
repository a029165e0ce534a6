import Foundation

/// The rules of one read from another process, which a front end follows as it moves the
/// bytes (SEMANTICS 44): the data is asked for in chunks of
/// ``InterProcessTransfer/readChunk`` bytes; more than ``limit`` bytes fail the read with
/// ``ItemProviderError/tooLarge(_:size:limit:)`` as soon as they arrive; the end of the
/// stream answers with what arrived; and a whole ``deadline`` with nothing arriving — before
/// the stream opens, before the first bytes or between two chunks — fails it with
/// ``ItemProviderError/timedOut(_:after:)`` (``waitForStall(on:deadline:progress:isOver:)``).
/// Package access (issue 42.8): the public `CrossProcessRead` forwards here, deprecated, for one release.
package struct InterProcessRead: Sendable {
    /// What the front end does after an arrival.
    package enum Step: Sendable {
        /// Ask for the next chunk.
        case readMore
        /// The stream ended: the read answers with these bytes.
        case finished(Data)
        /// The read fails.
        case failed(ItemProviderError)
    }

    /// The type the bytes are read as (for errors).
    package let type: TypeIdentifier
    /// The most bytes the read takes.
    package let limit: Int
    /// How long the read may go without progress.
    package let deadline: Duration
    /// The bytes so far.
    package private(set) var data = Data()
    /// How many times something arrived (the stream opened, a chunk): what the deadline watches.
    package private(set) var progress = 0

    /// A read of `type`, at most `limit` bytes, failing after `deadline` without progress.
    package init(type: TypeIdentifier, limit: Int = InterProcessTransfer.readLimit,
                deadline: Duration = InterProcessTransfer.readDeadline) {
        self.type = type
        self.limit = limit
        self.deadline = deadline
    }

    /// The peer's stream opened: progress.
    package mutating func opened() { progress += 1 }

    /// A chunk arrived (an empty one ends the stream): what to do next.
    /// - Complexity: O(*n*) in the chunk's bytes.
    package mutating func received(_ chunk: Data) -> Step {
        progress += 1
        data.append(chunk)
        if data.count > limit { return .failed(.tooLarge(type, size: data.count, limit: limit)) }
        return chunk.isEmpty ? .finished(data) : .readMore
    }

    /// The whole answer came another way (a second reader of the same drop): it is held to
    /// the same limit.
    package func accepts(_ answer: Data) -> Result<Data, ItemProviderError> {
        answer.count > limit ? .failure(.tooLarge(type, size: answer.count, limit: limit)) : .success(answer)
    }

    /// Waits on `clock` until a whole `deadline` passes in which `progress()` did not change
    /// — true: the read stalled and must fail — or until `isOver()` — false. Checked once a
    /// deadline: a read that stalls right after an arrival fails within two deadlines.
    @MainActor
    package static func waitForStall(on clock: any Clock<Duration>, deadline: Duration, progress: () -> Int,
                                    isOver: () -> Bool) async -> Bool {
        var seen = progress()
        while true {
            do { try await clock.sleep(for: deadline) } catch { return false }
            if isOver() { return false }
            let now = progress()
            if now == seen { return true }
            seen = now
        }
    }
}
