/// The drop interaction a view's ``View/pasteConfiguration`` gives it, as UIKit does: drops
/// of the configured types are copied in through ``View/paste(itemProviders:)``, the method
/// a paste calls — one path for both.
@MainActor
final class PasteDropTarget: DropInteractionDelegate {
    private weak var view: View?
    /// The interaction added to the view (it holds this delegate weakly; the view holds both).
    private(set) var interaction: DropInteraction!

    private init(view: View) {
        self.view = view
        interaction = DropInteraction(delegate: self)
    }

    /// Adds the interaction to `view` when it has a paste configuration, removes it when not.
    static func update(_ view: View) {
        switch (view.pasteConfiguration, view.pasteDropTarget) {
        case (_?, nil):
            let target = PasteDropTarget(view: view)
            view.pasteDropTarget = target
            view.addInteraction(target.interaction)
        case let (nil, target?):
            view.removeInteraction(target.interaction)
            view.pasteDropTarget = nil
        case (_?, _?), (nil, nil):
            break
        }
    }

    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool {
        guard let view else { return false }
        return view.canPaste(session.items.map(\.itemProvider))
    }

    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
        view?.paste(itemProviders: session.items.map(\.itemProvider))
    }
}
