import Foundation

/// The rules of one read from another process, which a front end follows as it moves the
/// bytes (SEMANTICS 44): the data is asked for in chunks of
/// ``CrossProcessTransfer/readChunk`` bytes; more than ``limit`` bytes fail the read with
/// ``ItemProviderError/tooLarge(_:size:limit:)`` as soon as they arrive; the end of the
/// stream answers with what arrived; and a whole ``deadline`` with nothing arriving — before
/// the stream opens, before the first bytes or between two chunks — fails it with
/// ``ItemProviderError/timedOut(_:after:)`` (``waitForStall(on:deadline:progress:isOver:)``).
public struct CrossProcessRead: Sendable {
    /// What the front end does after an arrival.
    public enum Step: Sendable {
        /// Ask for the next chunk.
        case readMore
        /// The stream ended: the read answers with these bytes.
        case finished(Data)
        /// The read fails.
        case failed(ItemProviderError)
    }

    /// The type the bytes are read as (for errors).
    public let type: TypeIdentifier
    /// The most bytes the read takes.
    public let limit: Int
    /// How long the read may go without progress.
    public let deadline: Duration
    /// The bytes so far.
    public private(set) var data = Data()
    /// How many times something arrived (the stream opened, a chunk): what the deadline watches.
    public private(set) var progress = 0

    /// A read of `type`, at most `limit` bytes, failing after `deadline` without progress.
    public init(type: TypeIdentifier, limit: Int = CrossProcessTransfer.readLimit,
                deadline: Duration = CrossProcessTransfer.readDeadline) {
        self.type = type
        self.limit = limit
        self.deadline = deadline
    }

    /// The peer's stream opened: progress.
    public mutating func opened() { progress += 1 }

    /// A chunk arrived (an empty one ends the stream): what to do next.
    /// - Complexity: O(*n*) in the chunk's bytes.
    public mutating func received(_ chunk: Data) -> Step {
        progress += 1
        data.append(chunk)
        if data.count > limit { return .failed(.tooLarge(type, size: data.count, limit: limit)) }
        return chunk.isEmpty ? .finished(data) : .readMore
    }

    /// The whole answer came another way (a second reader of the same drop): it is held to
    /// the same limit.
    public func accepts(_ answer: Data) -> Result<Data, ItemProviderError> {
        answer.count > limit ? .failure(.tooLarge(type, size: answer.count, limit: limit)) : .success(answer)
    }

    /// Waits on `clock` until a whole `deadline` passes in which `progress()` did not change
    /// — true: the read stalled and must fail — or until `isOver()` — false. Checked once a
    /// deadline: a read that stalls right after an arrival fails within two deadlines.
    @MainActor
    public static func waitForStall(on clock: any Clock<Duration>, deadline: Duration, progress: () -> Int,
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
