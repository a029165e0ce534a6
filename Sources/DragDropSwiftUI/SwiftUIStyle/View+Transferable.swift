import Foundation
import DragDropCore

/// `draggable`: the view's drag carries one ``Transferable`` value, made when the drag
/// starts; in-app destinations also get it as the item's `localObject`.
@MainActor
final class TransferableDragAdapter: DragInteractionDelegate {
    private let makeItem: () -> DragItem
    private let preview: CustomLiftPreview?

    init<T: Transferable>(payload: @escaping () -> T, preview: (() -> PlatformView)?) {
        makeItem = {
            let value = payload()
            let provider = ItemProvider()
            provider.register(value)
            let item = DragItem(itemProvider: provider)
            item.localObject = value
            return item
        }
        self.preview = preview.map(CustomLiftPreview.init)
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        [makeItem()]
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                         session: DragSession) -> TargetedDragPreview? {
        preview?.preview(liftedFrom: interaction)
    }
}

/// `dropDestination`: takes drags carrying values that can become `T`; the action gets them
/// with the drop location and says whether it took them.
@MainActor
final class TransferableDropAdapter<T: Transferable>: DropInteractionDelegate {
    private let action: ([T], Point) -> Bool
    private let isTargeted: (Bool) -> Void
    /// What `isTargeted` was last told.
    private var targeted = false
    /// Set when the action already ran at the release (in-app drag): nothing to load.
    private var handledAtRelease = false

    init(action: @escaping ([T], Point) -> Bool, isTargeted: @escaping (Bool) -> Void) {
        T.declareContentTypes()
        self.action = action
        self.isTargeted = isTargeted
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.items.contains { $0.itemProvider.canLoadTransferable(type: T.self) }
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        handledAtRelease = false
        setTargeted(true)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: session.localDragSession != nil && session.allowsMoveOperation ? .move : .copy)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) { setTargeted(false) }

    /// In-app values are at hand: the action runs now, and its answer decides whether the
    /// source hears a drop or a cancel.
    func dropInteraction(_ interaction: DropInteraction, acceptsDrop session: DropSession) -> Bool {
        let local = session.items.compactMap { $0.localObject as? T }
        guard session.localDragSession != nil, local.count == session.items.count, let view = interaction.view else { return true }
        handledAtRelease = true
        return action(local, session.location(in: view))
    }

    /// Values from elsewhere load first (SEMANTICS 8); the action runs once all have.
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        setTargeted(false)
        guard !handledAtRelease, let view = interaction.view else { return }
        let location = session.location(in: view)
        let action = self.action
        TransferableLoads.start(T.self, from: session.items.map(\.itemProvider)) { values in
            if !values.isEmpty { _ = action(values, location) }
        }
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) { setTargeted(false) }

    /// `isTargeted` hears changes only, as in SwiftUI (a drop both performs and ends the hover).
    private func setTargeted(_ value: Bool) {
        guard targeted != value else { return }
        targeted = value
        isTargeted(value)
    }
}

extension PlatformView {
    /// SwiftUI's `draggable(_:)`: dragging the view carries `payload`, evaluated when the
    /// drag starts, in every representation its type exports. Replaces an earlier drag
    /// handler of the view. Returns the view, so modifiers chain.
    @discardableResult
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self {
        installDrag(TransferableDragAdapter(payload: payload, preview: nil))
    }

    /// SwiftUI's `draggable(_:preview:)`: the same, lifting `preview()` instead of the view.
    @discardableResult
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T, preview: @escaping () -> PlatformView) -> Self {
        installDrag(TransferableDragAdapter(payload: payload, preview: preview))
    }

    /// SwiftUI's `dropDestination(for:action:isTargeted:)`: the view takes drags carrying
    /// values that can become `T`. `action` gets them, in session order, with the drop
    /// location in the view, and returns whether it took them; for a drag from this
    /// application a false ends the drag as a cancel (its source hears cancel). `isTargeted`
    /// is told when a drag enters (true) and leaves or ends (false). Replaces an earlier drop
    /// handler of the view.
    @discardableResult
    @_disfavoredOverload  // on a table or grid, `{ values, _ in … }` means the rows' form (DropLocation)
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, action: @escaping ([T], Point) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> Self {
        installDrop(TransferableDropAdapter(action: action, isTargeted: isTargeted))
    }
}
