/// One call the drag system made to a delegate, or one change it made, in order: what
/// the headless driver lets tests inspect and what the front end follows to draw.
public struct DragDropEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which delegate call.
    public enum Kind: Hashable, Sendable {
        // Source side (SEMANTICS 6).
        /// `itemsForBeginning` returned `count` items.
        case itemsForBeginning(count: Int)
        /// `itemsForAddingTo` returned `count` items.
        case itemsForAddingTo(count: Int)
        /// `previewForLifting` was asked.
        case previewForLifting
        /// `sessionWillBegin` was called.
        case sessionWillBegin
        /// `willEnd` with the operation.
        case willEnd(DropOperation)
        /// `previewForCancelling` was asked.
        case previewForCancelling
        /// A long-press lift ended without a drag.
        case cancelledLift
        /// `didEnd` with the operation.
        case didEnd(DropOperation)
        /// `sessionDidTransferItems`: the destination read all it asked for.
        case didTransferItems
        // Destination side (SEMANTICS 7).
        /// `canHandle` answered.
        case canHandle(Bool)
        /// `sessionDidEnter` was called.
        case didEnter
        /// The delegate's proposal and the operation in effect after negotiation.
        case didUpdate(proposed: DropOperation, resolved: DropOperation)
        /// `sessionDidExit` was called.
        case didExit
        /// `acceptsDrop` refused the drop at the release (ours).
        case refusedDrop
        /// `performDrop` was called.
        case performDrop
        /// `previewForDropping` was asked.
        case previewForDropping
        /// `concludeDrop` was called.
        case concludeDrop
        /// `sessionDidEnd` was called.
        case sessionDidEnd
        // For the front end.
        /// The long-press timer started or stopped.
        case longPressTimer(running: Bool)
        /// The badge shown with the drag changed.
        case badge(DragBadge)
    }

    /// Which call.
    public let kind: Kind
    /// The identifier of the view the call concerns.
    public let view: String

    /// An event of `kind` at the view named `view`.
    public init(_ kind: Kind, view: String) {
        self.kind = kind
        self.view = view
    }

    public var description: String { "\(view): \(kind)" }
}
