/// The drop target side of the view: its interaction, the delegate that forwards to the
/// view, the drop over it, `dropDestination`'s handler, and its spring loading.
@MainActor
final class DropTargetPart {
    let adapter = DropTargetAdapter()
    let interaction: DropInteraction
    var state = DropTargetState()
    /// `dropDestination`'s handler (SwiftUI), when set.
    var transferDrop: TransferDropHandler?
    /// The interaction behind `isSpringLoaded`; nil until spring loading is first turned on.
    var springLoading: SpringLoadedInteraction?

    init() { interaction = DropInteraction(delegate: adapter) }
}
