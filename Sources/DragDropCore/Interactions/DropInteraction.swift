/// Makes a view a drop target (UIKit's `UIDropInteraction`).
@MainActor
public final class DropInteraction: Interaction {
    /// Answers the interaction's questions (weak).
    public weak var delegate: (any DropInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: View?
    /// Set by the delegate's default (unimplemented) `performDrop`, read right after the call.
    var performDropIsMissing = false

    /// An interaction asking `delegate`; add it to a view.
    public init(delegate: any DropInteractionDelegate) {
        self.delegate = delegate
    }

    /// Called when the interaction is added to a view or removed (nil).
    public func didMove(to view: View?) {
        self.view = view
        UnplacedDropTargets.interactionAdded(self)
    }
}

/// The destination's side of a drag (UIKit's `UIDropInteractionDelegate`). Order
/// (SEMANTICS 7): canHandle → didEnter → didUpdate… → didExit, or performDrop →
/// previewForDropping per item → concludeDrop; didEnd exactly once to every target that
/// saw the session, whatever the outcome.
@MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether to take part at all; false and nothing else is called. Default true.
    /// Only type identifiers are visible here (SEMANTICS 8).
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    /// A drag the view can handle entered it.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    /// The operation this target would perform now. The default accepts nothing
    /// (`.cancel`): a target must answer to receive drops (SEMANTICS 5).
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    /// The drag left the view.
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    /// Ours: asked at the release, before the source hears how the drag ends. False refuses
    /// the drop: it ends as a cancel (the source hears cancel), `performDrop` is not called.
    /// Default true. SwiftUI's `dropDestination` answers with its action for in-app drags.
    func dropInteraction(_ interaction: DropInteraction, acceptsDrop session: DropSession) -> Bool
    /// The drop: load the data here, through the session or the items' providers.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// Where `item` lands; default `defaultPreview`, nil fades it in place. Retarget it to
    /// animate elsewhere (e.g. shrink into a trash can). As in UIKit, `defaultPreview.view`
    /// pictures the dragged item (its lift preview's size and cut), centred at the drop
    /// point in this interaction's view.
    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview?
    /// `item` is about to land (after its `previewForDropping`): changes added to `animator`
    /// animate with the drop (fade the destination's placeholder in, say); its completions run
    /// before `concludeDrop`.
    func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating)
    /// The drop's animations are over (after `performDrop`).
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
    /// The drag ended, whatever happened; every view that saw it hears this once.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, acceptsDrop session: DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        interaction.performDropIsMissing = true
    }
    public func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                                withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? { defaultPreview }
    public func dropInteraction(_ interaction: DropInteraction, item: DragItem,
                                willAnimateDropWith animator: any DragAnimating) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}
