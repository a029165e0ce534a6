/// Makes a view a drag source (UIKit's `UIDragInteraction`): a press and a move past the
/// threshold, or a long press, asks the delegate for items and starts a session.
@MainActor
public final class DragInteraction: Interaction {
    /// Answers the interaction's questions (weak).
    public weak var delegate: (any DragInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: View?
    /// A disabled interaction starts no drag.
    public var isEnabled = true { didSet { if let view { view.window?.viewDidChangeGeometry(view) } } }

    /// An interaction asking `delegate`; add it to a view.
    public init(delegate: any DragInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called when the interaction is added to a view or removed (nil).
    public func didMove(to view: View?) {
        self.view = view
    }
}

/// The source's side of a drag (UIKit's `UIDragInteractionDelegate`). Every method but
/// `itemsForBeginning` has a default.
@MainActor
public protocol DragInteractionDelegate: AnyObject {
    /// The items to drag from a press in the view; [] refuses the drag (the press is then
    /// handled normally).
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    /// Items to add when the user taps `point` during the drag (SEMANTICS 10); default [].
    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession,
                         withTouchAt point: Point) -> [DragItem]
    /// The preview lifted for `item`; nil lifts the whole view.
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                         session: DragSession) -> TargetedDragPreview?
    /// The items are about to be lifted: changes added to `animator` animate with the lift
    /// (dim the source with its `alpha`, say); its completions run when the drag begins
    /// (`.end`), or when the lift is put back before it did (`.start`).
    func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating,
                         session: DragSession)
    /// The drag begins (after the lift).
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    /// Default true (SEMANTICS 2).
    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool
    /// Default false (SEMANTICS 4).
    func dragInteraction(_ interaction: DragInteraction,
                         sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
    /// The pointer moved during the drag.
    func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession)
    /// The pointer was released (or the drag cancelled) with `operation` in effect.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation)
    /// Where `item` flies back to on cancel; the default is `defaultPreview`, nil fades it in place.
    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview?
    /// `item` is about to fly back (after ``dragInteraction(_:previewForCancelling:withDefault:)``):
    /// changes added to `animator` animate with it (undim the source); its completions run
    /// before `didEndWith`.
    func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: any DragAnimating)
    /// The drag is over and its animations are done.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
    /// The destination has received all the data it asked for (SEMANTICS 6).
    func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: DragSession)
}

extension DragInteractionDelegate {
    public func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession,
                                withTouchAt point: Point) -> [DragItem] { [] }
    public func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                                session: DragSession) -> TargetedDragPreview? { nil }
    public func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating,
                                session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction,
                                sessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func dragInteraction(_ interaction: DragInteraction,
                                sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
    public func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession,
                                willEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                                withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? { defaultPreview }
    public func dragInteraction(_ interaction: DragInteraction, item: DragItem,
                                willAnimateCancelWith animator: any DragAnimating) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession,
                                didEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: DragSession) {}
}
