/// One action an ``UndoManager`` keeps: a handler and the target it is called with, held
/// weakly (an action whose target is gone is skipped).
@MainActor
struct UndoAction {
    private weak var target: AnyObject?
    /// The target's identity, for ``UndoManager/removeAllActions(withTarget:)`` (kept while the target lives).
    let targetID: ObjectIdentifier
    private let handler: @MainActor (AnyObject) -> Void

    init<Target: AnyObject>(target: Target, handler: @escaping @MainActor (Target) -> Void) {
        self.target = target
        targetID = ObjectIdentifier(target)
        // The stored target is `Target`: the cast cannot fail.
        self.handler = { handler($0 as! Target) }
    }

    /// Calls the handler with the target; false when the target is gone.
    func perform() -> Bool {
        guard let target else { return false }
        handler(target)
        return true
    }
}
