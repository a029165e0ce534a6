/// What to highlight for the current drop proposal (SEMANTICS 12), in content coordinates.
public enum DropHighlight: Sendable, Hashable {
    /// The gap where an item would be inserted (insertAt).
    case gap(IndexPath, Rect)
    /// The item the drop would go into (insertInto).
    case item(IndexPath, Rect)

    /// Where the highlight is drawn, in content coordinates.
    public var rect: Rect {
        switch self {
        case let .gap(_, rect), let .item(_, rect): rect
        }
    }
}

import Foundation
