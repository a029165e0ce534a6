/// Where a front end draws a view its window holds, and so where drags find it (SEMANTICS 47):
/// the toolkit lays the view out, and the core follows it at every layout.
public struct DrawnPlacement: Equatable, Sendable {
    /// From the view's ``View/frame`` (in the coordinates the application laid it out in) to
    /// where it is drawn, in its window's coordinates.
    public var offset: Point
    /// The part of the window where the drawing shows — its widget's allocation, clipped by
    /// whatever scrolls it — in window coordinates; empty while it is not on screen (a page
    /// not shown), so that no drag finds it.
    public var visible: Rect
    /// Its place in the toolkit's drawing order: a view in a higher layer is drawn over one in
    /// a lower layer and, where the two overlap, takes the drags.
    public var layer: Int

    /// A view drawn `offset` from its frame, showing inside `visible`, in drawing layer `layer`.
    public init(offset: Point, visible: Rect, layer: Int) {
        self.offset = offset
        self.visible = visible
        self.layer = layer
    }
}
