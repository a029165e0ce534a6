import DragDropCore
/// A SwiftUI-style drag's own preview (`draggable(_:preview:)`, `onDrag(_:preview:)`): the
/// view `make` returns, lifted centred on the dragged view, made when the drag starts and
/// kept while it is shown (previews hold their views weakly).
@MainActor
final class CustomLiftPreview {
    private let make: () -> PlatformView
    /// The view last lifted.
    private var shown: PlatformView?

    init(_ make: @escaping () -> PlatformView) {
        self.make = make
    }

    /// The preview lifted from `interaction`'s view; nil when the interaction has no view.
    func preview(liftedFrom interaction: DragInteraction) -> TargetedDragPreview? {
        guard let source = interaction.view else { return nil }
        let view = make()
        shown = view
        return TargetedDragPreview(view: view, target: DragPreviewTarget(container: source, center: source.bounds.center))
    }
}
