/// The drag source side of the view: its interaction, the delegate that forwards to the
/// view, the drag that started here, and `draggable`'s item maker.
@MainActor
final class DragSourcePart {
    let adapter = DragSourceAdapter()
    let interaction: DragInteraction
    var state = DragSourceState()
    /// `draggable`'s item maker (SwiftUI), when set.
    var makeItem: ((IndexPath) -> DragItem?)?

    init() { interaction = DragInteraction(delegate: adapter) }
}
