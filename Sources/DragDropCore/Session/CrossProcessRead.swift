import Foundation

/// The rules of one read from another process (SEMANTICS 44). Deprecated (issue 42.8): used
/// only inside DragDrop, it leaves the public API in the next release; the rules stay in force
/// inside the library.
@available(*, deprecated, message: "used only inside DragDrop; it leaves the public API in the next release")
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

    private var read: InterProcessRead

    /// The type the bytes are read as (for errors).
    public var type: TypeIdentifier { read.type }
    /// The most bytes the read takes.
    public var limit: Int { read.limit }
    /// How long the read may go without progress.
    public var deadline: Duration { read.deadline }
    /// The bytes so far.
    public var data: Data { read.data }
    /// How many times something arrived (the stream opened, a chunk).
    public var progress: Int { read.progress }

    /// A read of `type`, at most `limit` bytes, failing after `deadline` without progress.
    public init(type: TypeIdentifier, limit: Int = CrossProcessTransfer.readLimit,
                deadline: Duration = CrossProcessTransfer.readDeadline) {
        read = InterProcessRead(type: type, limit: limit, deadline: deadline)
    }

    /// The peer's stream opened: progress.
    public mutating func opened() { read.opened() }

    /// A chunk arrived (an empty one ends the stream): what to do next.
    public mutating func received(_ chunk: Data) -> Step {
        switch read.received(chunk) {
        case .readMore: .readMore
        case let .finished(data): .finished(data)
        case let .failed(error): .failed(error)
        }
    }

    /// The whole answer came another way: it is held to the same limit.
    public func accepts(_ answer: Data) -> Result<Data, ItemProviderError> { read.accepts(answer) }

    /// Waits on `clock` until a whole `deadline` passes without progress (true) or until
    /// `isOver()` (false).
    @MainActor
    public static func waitForStall(on clock: any Clock<Duration>, deadline: Duration, progress: () -> Int,
                                    isOver: () -> Bool) async -> Bool {
        await InterProcessRead.waitForStall(on: clock, deadline: deadline, progress: progress, isOver: isOver)
    }
}
