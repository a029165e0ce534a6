import Foundation

extension IndexedCollectionView {
    /// UIKit's `isSpringLoaded` (SEMANTICS 39): a drag hovering over an item, nearly still,
    /// for the spring-loading delay activates it — the item becomes the selection and the
    /// delegate's `didSelectRowAt` / `didSelectItemAt` runs, as a tap would (an album opens),
    /// unless `shouldSpringLoadRowAt` / `shouldSpringLoadItemAt` says no. The drag goes on.
    /// Timing and tolerance are those of ``springLoadingInteraction`` (SEMANTICS 36).
    public var isSpringLoaded: Bool {
        get { springLoadingInteraction?.isEnabled == true }
        set {
            if newValue, springLoadingInteraction == nil {
                let interaction = SpringLoadedInteraction { [weak self] _, context in self?.springLoad(context) }
                addInteraction(interaction)
                springLoadingInteraction = interaction
            }
            springLoadingInteraction?.isEnabled = newValue
        }
    }

    private func springLoad(_ context: SpringLoadedInteractionContext) {
        let point = context.location(in: self)
        guard let path = dataSourceIndexPath(atViewPoint: point) else { return }
        context.targetItem = path
        guard hooks.shouldSpringLoadItem(at: path, with: context) else { return }
        selectedIndexPaths = [path]
        hooks.didSelectItem(at: path)
    }
}
