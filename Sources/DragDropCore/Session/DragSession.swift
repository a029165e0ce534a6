/// A drag in progress, as its source sees it (UIKit's `UIDragSession`).
@MainActor
public final class DragSession: DragDropSession {
    /// The dragged items in order; grows when items are added during the drag.
    public internal(set) var items: [DragItem]
    /// Anything the source wants destinations in this application to see (SEMANTICS 9),
    /// e.g. the source collection so a destination can tell "from myself".
    public var localContext: Any?
    /// Whether destinations may move the items (SEMANTICS 2); asked of the delegate at start.
    public internal(set) var allowsMoveOperation = true
    /// Whether only this application may receive the drop (SEMANTICS 4).
    public internal(set) var isRestrictedToDraggingApplication = false
    /// The interaction the drag started from.
    public private(set) weak var sourceInteraction: DragInteraction?

    /// The pointer on the screen.
    var screenLocation: Point

    init(items: [DragItem], sourceInteraction: DragInteraction?, screenLocation: Point) {
        self.items = items
        self.sourceInteraction = sourceInteraction
        self.screenLocation = screenLocation
    }

    /// The pointer in `view`'s coordinates.
    public func location(in view: View) -> Point {
        view.convert(fromScreen: screenLocation)
    }

}

/// What drag and drop sessions have in common (UIKit's `UIDragDropSession`).
@MainActor
public protocol DragDropSession: AnyObject {
    /// The dragged items, in order.
    var items: [DragItem] { get }
    /// Whether the drag may end as a move.
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays in the application it began in.
    var isRestrictedToDraggingApplication: Bool { get }
    /// The pointer in `view`'s coordinates.
    func location(in view: View) -> Point
}

extension DragDropSession {
    /// Whether some item offers a type conforming to one of `types`. Loads nothing.
    public func hasItemsConforming(toTypeIdentifiers types: [TypeIdentifier]) -> Bool {
        items.contains { item in types.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// Whether every item can be read as `objectClass`. Loads nothing (SEMANTICS 11).
    public func canLoadObjects(ofClass objectClass: any ItemProviderReading.Type) -> Bool {
        !items.isEmpty && items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: objectClass) }
    }
}

extension View {
    /// A screen point in this view's coordinates (its own window's screen position).
    func convert(fromScreen point: Point) -> Point {
        convert(fromWindow: window?.convert(fromScreen: point) ?? point)
    }
}
