/// One call the drag system made to a delegate, or one change it made, in order: what
/// the headless driver lets tests inspect and what the front end follows to draw.
public struct DragDropEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        // Source side (SEMANTICS 6).
        case itemsForBeginning(count: Int)
        case itemsForAddingTo(count: Int)
        case previewForLifting
        case sessionWillBegin
        case willEnd(DropOperation)
        case previewForCancelling
        case cancelledLift
        case didEnd(DropOperation)
        case didTransferItems
        // Destination side (SEMANTICS 7).
        case canHandle(Bool)
        case didEnter
        /// The delegate's proposal and the operation in effect after negotiation.
        case didUpdate(proposed: DropOperation, resolved: DropOperation)
        case didExit
        case performDrop
        case previewForDropping
        case concludeDrop
        case sessionDidEnd
        // For the front end.
        case longPressTimer(running: Bool)
        case badge(DragBadge)
    }

    public let kind: Kind
    /// The identifier of the view the call concerns.
    public let view: String

    public init(_ kind: Kind, view: String) {
        self.kind = kind
        self.view = view
    }

    public var description: String { "\(view): \(kind)" }
}
