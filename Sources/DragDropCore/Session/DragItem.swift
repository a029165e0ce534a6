/// One dragged thing (UIKit's `UIDragItem`): its data, an in-process shortcut object, and
/// how it looks while dragged.
@MainActor
public final class DragItem {
    /// The data, for every destination (other applications included).
    public let itemProvider: ItemProvider
    /// Anything, for destinations in this application only (SEMANTICS 9): e.g. the source
    /// index path or the model object, so no serialisation is needed.
    public var localObject: Any?
    /// Makes the preview shown while dragging; nil uses the lift preview.
    public var previewProvider: (@MainActor () -> DragPreview?)?

    /// An item carrying the data of `itemProvider`.
    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}
