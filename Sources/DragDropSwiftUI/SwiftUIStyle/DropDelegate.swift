import Foundation
import DragDropCore

/// What a SwiftUI-style drop delegate learns about a drop (SwiftUI's `DropInfo`).
@MainActor
public struct DropInfo {
    /// The pointer in the target view's coordinates.
    public let location: Point
    let session: DropSession

    /// Whether some item offers one of `types`. Loads nothing.
    public func hasItemsConforming(to types: [TypeIdentifier]) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: types)
    }

    /// The providers of the items offering one of `types`, in session order. Load them in
    /// `performDrop` (SEMANTICS 30).
    public func itemProviders(for types: [TypeIdentifier]) -> [ItemProvider] {
        session.items.map(\.itemProvider).filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// The in-app objects of the dragged items, when the drag started in this application.
    public var localObjects: [Any] { session.localDragSession?.items.compactMap(\.localObject) ?? [] }
}

/// SwiftUI's `DropDelegate`, with its defaults (SEMANTICS 30) and without its bugs
/// (SEMANTICS 31): ``dropSessionEnded(info:)`` reaches every delegate that saw the drag,
/// whatever happened — cancelled, dropped elsewhere, or dropped here. A struct may adopt
/// it, as in SwiftUI, keeping its state in ``Binding``s.
@MainActor
public protocol DropDelegate {
    /// Whether to take this drop; default true. Only validated drops get the calls below.
    func validateDrop(info: DropInfo) -> Bool
    /// A validated drop entered the view; default: nothing.
    func dropEntered(info: DropInfo)
    /// nil keeps the last valid proposal, else copy.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drop left the view (or the drag ended over it without dropping); default: nothing.
    func dropExited(info: DropInfo)
    /// Load the data here; return whether the drop was taken.
    func performDrop(info: DropInfo) -> Bool
    /// Ours: the drag is over, however it ended (clear any "dragged item" state here).
    func dropSessionEnded(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
    public func dropSessionEnded(info: DropInfo) {}
}

/// Turns the UIKit-style drop calls into SwiftUI-style ones for one view.
@MainActor
final class SwiftUIDropAdapter: DropInteractionDelegate {
    let types: [TypeIdentifier]
    let delegate: any DropDelegate
    private var validated = false
    private var inside = false
    private var lastValid: DropProposal?

    init(types: [TypeIdentifier], delegate: any DropDelegate) {
        self.types = types
        self.delegate = delegate
    }

    private func info(_ interaction: DropInteraction, _ session: DropSession) -> DropInfo {
        DropInfo(location: interaction.view.map(session.location(in:)) ?? .zero, session: session)
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: types)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {
        validated = delegate.validateDrop(info: info(interaction, session))
        lastValid = nil
        guard validated else { return }
        inside = true
        delegate.dropEntered(info: info(interaction, session))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        guard validated else { return DropProposal(operation: .cancel) }
        if let proposal = delegate.dropUpdated(info: info(interaction, session)) { lastValid = proposal }
        return lastValid ?? DropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {
        guard validated, inside else { return }
        inside = false
        delegate.dropExited(info: info(interaction, session))
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        guard validated else { return }
        inside = false
        _ = delegate.performDrop(info: info(interaction, session))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {
        if validated, inside { delegate.dropExited(info: info(interaction, session)) }  // SEMANTICS 31
        inside = false
        validated = false
        delegate.dropSessionEnded(info: info(interaction, session))
    }
}

/// `onDrag`: the provider made when a drag starts from the view.
@MainActor
final class SwiftUIDragAdapter: DragInteractionDelegate {
    let makeProvider: () -> ItemProvider
    let localObject: (() -> Any?)?
    let onEnd: ((DropOperation) -> Void)?
    let preview: CustomLiftPreview?

    init(makeProvider: @escaping () -> ItemProvider, localObject: (() -> Any?)?, onEnd: ((DropOperation) -> Void)?,
         preview: (() -> PlatformView)? = nil) {
        self.makeProvider = makeProvider
        self.localObject = localObject
        self.onEnd = onEnd
        self.preview = preview.map(CustomLiftPreview.init)
    }

    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem,
                         session: DragSession) -> TargetedDragPreview? {
        preview?.preview(liftedFrom: interaction)
    }

    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {
        onEnd?(operation)
    }

    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
        let item = DragItem(itemProvider: makeProvider())
        item.localObject = localObject?()
        return [item]
    }
}

extension PlatformView {
    /// SwiftUI's `onDrop(of:delegate:)`: the view takes drags offering one of `types`.
    /// Replaces an earlier drop handler of the view. Returns the view, so modifiers chain.
    @discardableResult
    public func onDrop(of types: [TypeIdentifier], delegate: any DropDelegate) -> Self {
        installDrop(SwiftUIDropAdapter(types: types, delegate: delegate))
    }

    /// Makes `adapter` the view's only drop handler, kept alive by the view.
    func installDrop(_ adapter: some DropInteractionDelegate) -> Self {
        interactions.compactMap { $0 as? DropInteraction }.forEach(removeInteraction)
        swiftUIAdapters.removeAll { $0 is any DropInteractionDelegate }
        swiftUIAdapters.append(adapter)
        addInteraction(DropInteraction(delegate: adapter))
        return self
    }

    /// Makes `adapter` the view's only drag handler, kept alive by the view.
    func installDrag(_ adapter: some DragInteractionDelegate) -> Self {
        interactions.compactMap { $0 as? DragInteraction }.forEach(removeInteraction)
        swiftUIAdapters.removeAll { $0 is any DragInteractionDelegate }
        swiftUIAdapters.append(adapter)
        addInteraction(DragInteraction(delegate: adapter))
        return self
    }

    /// SwiftUI's `onDrag`: dragging the view offers the provider `data` makes; in-app
    /// destinations also see `localObject`. Ours: `onEnd` is told how the drag ended,
    /// even when it was dropped outside every target (SEMANTICS 31).
    @discardableResult
    public func onDrag(_ data: @escaping () -> ItemProvider, localObject: (() -> Any?)? = nil,
                       onEnd: ((DropOperation) -> Void)? = nil) -> Self {
        installDrag(SwiftUIDragAdapter(makeProvider: data, localObject: localObject, onEnd: onEnd))
    }

    /// SwiftUI's `onDrag(_:preview:)`: the same, lifting the view `preview` makes (when the
    /// drag starts) instead of this one.
    @discardableResult
    public func onDrag(_ data: @escaping () -> ItemProvider, preview: @escaping () -> PlatformView) -> Self {
        installDrag(SwiftUIDragAdapter(makeProvider: data, localObject: nil, onEnd: nil, preview: preview))
    }
}
