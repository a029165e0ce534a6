/// The rules that turn a destination's proposal into the operation in effect
/// (SEMANTICS 1–5). Pure, so the front end and the driver resolve identically.
public enum OperationNegotiation {
    /// The operation in effect for `proposed`.
    /// - Parameters:
    ///   - proposed: the destination's proposal.
    ///   - allowsMove: the source's `allowsMoveOperation`.
    ///   - isLocal: the drag started in the destination's application.
    ///
    /// Move becomes copy when the session does not allow it or the drag comes from another
    /// application (SEMANTICS 2, ours: copy rather than refusing).
    public static func resolve(_ proposed: DropOperation, allowsMove: Bool, isLocal: Bool) -> DropOperation {
        if proposed == .move && (!allowsMove || !isLocal) { return .copy }
        return proposed
    }
}
