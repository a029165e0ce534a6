extension DragDropSystem {
    /// Pastes `itemProviders` (the clipboard's content, say) at a screen point: the view
    /// under it — the one a drop there would reach, or its nearest superview — with a
    /// ``View/pasteConfiguration`` whose ``View/canPaste(_:)`` says yes gets
    /// ``View/paste(itemProviders:)``, the method its drops call too. Returns the view that
    /// took the paste; nil when none there takes it (nothing is called).
    /// - Complexity: O(views under the point).
    @discardableResult
    public func paste(_ itemProviders: [ItemProvider], at screenPoint: Point) -> View? {
        guard !itemProviders.isEmpty, let window = window(at: screenPoint) else { return nil }
        var candidate = window.dropInteraction(at: window.convert(fromScreen: screenPoint))?.view
        while let view = candidate {
            if view.pasteConfiguration != nil, view.canPaste(itemProviders) {
                view.paste(itemProviders: itemProviders)
                return view
            }
            candidate = view.superview
        }
        return nil
    }
}
