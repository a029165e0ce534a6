extension DragDropSystem {
    /// Pastes `itemProviders` (the clipboard's content, say) at a screen point: the view
    /// under it — the one a drop there would reach, or its nearest superview — with a
    /// ``View/pasteConfiguration`` whose ``View/canPaste(_:)`` says yes gets
    /// ``View/paste(itemProviders:)``, the method its drops call too. Returns the view that
    /// took the paste; nil when none there takes it (nothing is called).
    /// - Complexity: O(views under the point).
    @discardableResult
    public func paste(_ itemProviders: [ItemProvider], at screenPoint: Point) -> View? {
        guard !itemProviders.isEmpty,
              let view = pasteCandidates(at: screenPoint).first(where: { $0.canPaste(itemProviders) }) else { return nil }
        countingLoads { view.paste(itemProviders: itemProviders) }
        return view
    }

    /// Whether a view at a screen point takes pastes at all (has a ``View/pasteConfiguration``),
    /// before anything is read: a front end claims the paste key there only.
    /// - Complexity: O(views under the point).
    public func takesPastes(at screenPoint: Point) -> Bool {
        !pasteCandidates(at: screenPoint).isEmpty
    }

    /// The views at a screen point that have a paste configuration: the one a drop there would
    /// reach and its superviews, nearest first.
    private func pasteCandidates(at screenPoint: Point) -> [View] {
        guard let window = window(at: screenPoint) else { return [] }
        var candidates: [View] = []
        var view = window.dropInteraction(at: window.convert(fromScreen: screenPoint))?.view
        while let current = view {
            if current.pasteConfiguration != nil { candidates.append(current) }
            view = current.superview
        }
        return candidates
    }
}
