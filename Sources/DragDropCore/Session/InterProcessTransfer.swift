/// What a drag may do once it crosses into another process (SEMANTICS 2): another
/// application can only ever copy. Moves stay inside the application that started the
/// drag, where the core performs them itself, so the window system is never offered one.
/// Package access (issue 42.8): only the package's front end and tests use it; the public
/// `InterProcessTransfer` forwards here, deprecated, for one release.
package enum InterProcessTransfer {
    /// The operations a drag offers the window system (and through it every other
    /// application): copy only, whatever the session allows for its own reordering.
    package static let offeredOperations: [DropOperation] = [.copy]

    /// The operation to announce to the window system for a drop the core resolved to
    /// `operation`: a move inside this application is still a copy as far as other
    /// processes and the window system are concerned.
    package static func windowSystemOperation(for operation: DropOperation) -> DropOperation {
        operation == .move ? .copy : operation
    }

    /// What the source hears when its drag ended in another process that reported
    /// `operation`: never move (a peer that claims one still only got a copy, and the
    /// source must not delete the original), cancel when refused.
    package static func operationReported(byOtherProcess operation: DropOperation) -> DropOperation {
        operation.performsDrop ? .copy : .cancel
    }

    /// Whether a drag from another process may be moved here: never, whatever it offers (a
    /// file manager offers move): this application cannot delete another's original, so a
    /// target's move proposal resolves to a copy (SEMANTICS 2).
    package static let incomingDragsAllowMove = false

    /// The most of one MIME type read from another application, in bytes: a larger answer
    /// fails with ``ItemProviderError/tooLarge(_:size:limit:)`` as soon as it passes it.
    package static let readLimit = 100_000_000

    /// How many bytes a read from another application asks for at a time: each chunk that
    /// arrives is progress, and restarts the ``readDeadline``.
    package static let readChunk = 65_536

    /// How long a read from another application may go without progress — before its first
    /// bytes, and between chunks — before it fails with ``ItemProviderError/timedOut(_:after:)``.
    /// Every read from another process has this deadline, so a peer that never answers (or
    /// answers a toolkit it does not understand with silence) cannot hold a drop open.
    package static let readDeadline: Duration = .seconds(5)
}
