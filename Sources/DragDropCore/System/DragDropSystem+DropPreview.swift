extension DragDropSystem {
    /// The default drop preview of the item at `index` of the drop session (UIKit's): a
    /// view picturing the dragged item — its lift preview's size and cut — centred at the
    /// drop point `center` of `container`, so code that moves the item to
    /// `defaultPreview.view.center` moves it where it was dropped. An item with no lift
    /// preview (a drag from another application) is pictured by an empty view there. The
    /// view lives as long as the drop previews do.
    func defaultDropPreview(forItemAt index: Int, at center: Point, in container: View) -> TargetedDragPreview {
        let lift = liftPreviews.indices.contains(index) ? liftPreviews[index] : nil
        let pictured = lift?.view
        let size = pictured?.bounds.size ?? .zero
        let view = View(identifier: pictured?.identifier ?? "",
                        frame: Rect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                    width: size.width, height: size.height))
        droppedItemViews.append(view)
        return TargetedDragPreview(view: view, parameters: lift?.parameters ?? DragPreviewParameters(),
                                   target: DragPreviewTarget(container: container, center: center))
    }
}
