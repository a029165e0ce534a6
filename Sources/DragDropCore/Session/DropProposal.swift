/// A destination's answer to "what would you do with this drop here?" (UIKit's
/// `UIDropProposal`). Subclassed by the collection and table proposals, which add an intent.
open class DropProposal: @unchecked Sendable, CustomStringConvertible {
    /// What the destination would do with a drop now.
    public let operation: DropOperation
    /// The target wants precise positioning (the preview is offset above the pointer).
    public let isPrecise: Bool
    /// The preview should grow to full size over this target.
    public let prefersFullSizePreview: Bool
    /// **DragDrop:** the badge the drag image shows over this target when it would take the
    /// drop, instead of the operation's — a trash's copy shows ``DragBadge/delete``, not (+).
    /// Nil: the operation's badge.
    public let badge: DragBadge?

    /// A proposal of `operation`; `isPrecise` and `prefersFullSizePreview` as in UIKit;
    /// `badge` when the operation's badge would mislead.
    public init(operation: DropOperation, isPrecise: Bool = false, prefersFullSizePreview: Bool = false, badge: DragBadge? = nil) {
        self.operation = operation
        self.isPrecise = isPrecise
        self.prefersFullSizePreview = prefersFullSizePreview
        self.badge = badge
    }

    /// The same proposal with another operation (used when negotiation changes it).
    open func withOperation(_ operation: DropOperation) -> DropProposal {
        DropProposal(operation: operation, isPrecise: isPrecise, prefersFullSizePreview: prefersFullSizePreview, badge: badge)
    }

    open var description: String { "DropProposal(\(operation))" }
}
