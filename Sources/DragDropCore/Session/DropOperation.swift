/// What a drop would do (UIKit's `UIDropOperation`).
public enum DropOperation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Nothing is dropped; the drag ends, the items fly back (also: no target).
    case cancel = 0
    /// This target accepts such drops in general, but not here or now: a forbidden badge.
    case forbidden = 1
    /// The destination copies the data: a (+) badge.
    case copy = 2
    /// The destination moves the items: no badge. Only within one application, only when
    /// the session allows it (SEMANTICS 2).
    case move = 3

    /// Whether releasing with this operation performs a drop (SEMANTICS 1).
    public var performsDrop: Bool { self == .copy || self == .move }

    /// The badge the drag preview shows for this operation (SEMANTICS 1).
    public var badge: DragBadge {
        switch self {
        case .copy: .copy
        case .forbidden: .forbidden
        case .cancel, .move: .none
        }
    }

    public var description: String {
        switch self {
        case .cancel: "cancel"
        case .forbidden: "forbidden"
        case .copy: "copy"
        case .move: "move"
        }
    }
}

/// The badge drawn on a drag preview.
public enum DragBadge: Sendable, Hashable {
    /// No badge (a move, or nothing).
    case none
    /// A (+) sign.
    case copy
    /// A forbidden sign.
    case forbidden
    /// A trash sign: the drop deletes what is dragged (a trash's copy, in UIKit's terms —
    /// asked for by ``DropProposal/badge``).
    case delete
}
