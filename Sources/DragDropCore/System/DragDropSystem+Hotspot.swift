extension DragDropSystem {
    /// The part of the first item's lift preview that the drag icon shows, in the preview's
    /// own coordinates: its parameters' visible path (UIKit's `visiblePath`, such as the
    /// articles' rounded rectangle inset by 5 points), kept inside the preview, or the whole
    /// preview without one. Nil without a drag from this application or without a preview.
    public var dragIconVisiblePath: BezierPath? {
        guard let preview = liftPreviews.first, let view = preview.view else { return nil }
        let bounds = Rect(origin: .zero, size: view.frame.size)
        guard let path = preview.parameters.visiblePath else { return BezierPath(rect: bounds) }
        let visible = path.bounds.intersection(bounds)
        guard !visible.isEmpty else { return BezierPath(rect: bounds) }
        return BezierPath(roundedRect: visible, cornerRadius: min(path.cornerRadius, visible.width / 2, visible.height / 2))
    }

    /// The point of the drag icon that was under the pointer when the drag began, from the
    /// icon's top-left corner (the ``dragIconVisiblePath``'s) and clamped inside it. A drag
    /// icon keeps this point under the pointer, as an item lifted on iOS stays where the
    /// finger took it; nil without a drag from this application or without a preview.
    public var dragIconHotspot: Point? {
        guard drag != nil, let press = lifecycle.state.pressOrigin, let preview = liftPreviews.first, let view = preview.view,
              let container = preview.target.container, let window = container.window,
              let visible = dragIconVisiblePath?.bounds else { return nil }
        let size = view.frame.size
        let center = container.convert(toWindow: preview.target.center)
        let origin = Point(x: window.frame.minX + center.x - size.width / 2 + visible.minX,
                           y: window.frame.minY + center.y - size.height / 2 + visible.minY)
        return Point(x: min(max(press.x - origin.x, 0), visible.width), y: min(max(press.y - origin.y, 0), visible.height))
    }
}
