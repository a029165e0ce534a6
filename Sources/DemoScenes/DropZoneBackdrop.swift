import DragDrop

/// Seed 000's drop-zone highlight: a backdrop behind the destination row, placed at once
/// the first time, then animated to each new destination over 0.15 s, hidden when there is
/// no destination and when the session ends.
package struct DropZoneBackdrop: Sendable, Hashable {
    /// One change the front end should show.
    package struct Change: Sendable, Hashable {
        /// The new frame; nil hides the backdrop.
        package let frame: Rect?
        /// How long to animate to it; 0 places it at once.
        package let animationDuration: Double

        package init(frame: Rect?, animationDuration: Double) {
            self.frame = frame
            self.animationDuration = animationDuration
        }
    }

    package static let animationDuration = 0.15
    package private(set) var frame: Rect?
    package private(set) var changes: [Change] = []

    package init() {}

    /// Moves the backdrop to `rect` (nil hides it).
    package mutating func show(_ rect: Rect?) {
        guard rect != frame else { return }
        let duration = (frame != nil && rect != nil) ? Self.animationDuration : 0
        frame = rect
        changes.append(Change(frame: rect, animationDuration: duration))
    }

    package mutating func hide() { show(nil) }
}
