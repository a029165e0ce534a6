extension DragDropSystem {
    /// The point of the first item's lift preview that was under the pointer when the drag
    /// began, from the preview's top-left corner and clamped inside it. A drag icon keeps this
    /// point under the pointer, as an item lifted on iOS stays where the finger took it; nil
    /// without a drag from this application or without a preview.
    public var dragIconHotspot: Point? {
        guard let press = drag?.pressLocation, let preview = liftPreviews.first, let view = preview.view,
              let container = preview.target.container, let window = container.window else { return nil }
        let size = view.frame.size
        let center = container.convert(toWindow: preview.target.center)
        let origin = Point(x: window.frame.minX + center.x - size.width / 2, y: window.frame.minY + center.y - size.height / 2)
        return Point(x: min(max(press.x - origin.x, 0), size.width), y: min(max(press.y - origin.y, 0), size.height))
    }
}
