import DragDrop

/// Seed 000's drop-zone highlight: a backdrop behind the destination row, placed at once
/// the first time, then animated to each new destination over 0.15 s, hidden when there is
/// no destination and when the session ends.
public struct DropZoneBackdrop: Sendable, Hashable {
    /// One change the front end should show.
    public struct Change: Sendable, Hashable {
        /// The new frame; nil hides the backdrop.
        public let frame: Rect?
        /// How long to animate to it; 0 places it at once.
        public let animationDuration: Double

        public init(frame: Rect?, animationDuration: Double) {
            self.frame = frame
            self.animationDuration = animationDuration
        }
    }

    public static let animationDuration = 0.15
    public private(set) var frame: Rect?
    public private(set) var changes: [Change] = []

    public init() {}

    /// Moves the backdrop to `rect` (nil hides it).
    public mutating func show(_ rect: Rect?) {
        guard rect != frame else { return }
        let duration = (frame != nil && rect != nil) ? Self.animationDuration : 0
        frame = rect
        changes.append(Change(frame: rect, animationDuration: duration))
    }

    public mutating func hide() { show(nil) }
}
