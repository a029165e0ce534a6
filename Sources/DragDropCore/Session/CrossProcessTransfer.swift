/// What a drag may do once it crosses into another process (SEMANTICS 2). Deprecated (issue
/// 42.8): used only inside DragDrop, it leaves the public API in the next release; its rules
/// stay in force inside the library.
@available(*, deprecated, message: "used only inside DragDrop; it leaves the public API in the next release")
public enum CrossProcessTransfer {
    /// The operations a drag offers the window system: copy only.
    public static let offeredOperations: [DropOperation] = InterProcessTransfer.offeredOperations
    /// The operation announced to the window system for a drop the core resolved to
    /// `operation` (a move is a copy there).
    public static func windowSystemOperation(for operation: DropOperation) -> DropOperation {
        InterProcessTransfer.windowSystemOperation(for: operation)
    }
    /// What the source hears when its drag ended in another process that reported
    /// `operation`: copy, or cancel when refused.
    public static func operationReported(byOtherProcess operation: DropOperation) -> DropOperation {
        InterProcessTransfer.operationReported(byOtherProcess: operation)
    }
    /// Whether a drag from another process may be moved here: never.
    public static let incomingDragsAllowMove = InterProcessTransfer.incomingDragsAllowMove
    /// The most of one MIME type read from another application, in bytes.
    public static let readLimit = InterProcessTransfer.readLimit
    /// How many bytes a read from another application asks for at a time.
    public static let readChunk = InterProcessTransfer.readChunk
    /// How long a read from another application may go without progress.
    public static let readDeadline: Duration = InterProcessTransfer.readDeadline
}
