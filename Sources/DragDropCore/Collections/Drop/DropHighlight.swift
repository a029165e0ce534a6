/// What to highlight for the current drop proposal (SEMANTICS 12), in content coordinates.
public enum DropHighlight: Sendable, Hashable {
    /// The gap where an item would be inserted (insertAt).
    case gap(IndexPath, Rect)
    /// The item the drop would go into (insertInto).
    case item(IndexPath, Rect)
    /// The section the drop would go into, its whole band (an unspecified intent: the place
    /// is the application's to decide, the section is known; **DragDrop**, issue 39).
    case section(Int, Rect)

    /// Where the highlight is drawn, in content coordinates.
    public var rect: Rect {
        switch self {
        case let .gap(_, rect), let .item(_, rect), let .section(_, rect): rect
        }
    }
}

import Foundation
