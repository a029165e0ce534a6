/// Drop targets drawn in different layers (by different hosts of a front end) whose frames
/// overlap: which pairs overlap now, so that each overlap is reported once when it starts, and
/// again only after the two parted and met again (SEMANTICS 47).
/// - Complexity: ``place(_:frame:layer:)`` is O(*n*) in the targets placed.
struct LayerOverlaps<Element: Hashable> {
    private var targets: [Element: (frame: Rect, layer: Int)] = [:]
    /// Symmetric: each element's partners in an overlap.
    private var partners: [Element: Set<Element>] = [:]

    /// `element` is now at `frame` (window coordinates) in `layer`; returns the elements of
    /// other layers it has just begun to overlap.
    mutating func place(_ element: Element, frame: Rect, layer: Int) -> [Element] {
        targets[element] = (frame, layer)
        var now: Set<Element> = []
        for (other, target) in targets where other != element && target.layer != layer && target.frame.intersects(frame) {
            now.insert(other)
        }
        let before = partners[element] ?? []
        for other in before.subtracting(now) { partners[other]?.remove(element) }
        let started = now.subtracting(before)
        for other in started { partners[other, default: []].insert(element) }
        partners[element] = now
        return Array(started)
    }

    /// `element` takes no drops any more (or left the window): it overlaps nothing.
    mutating func remove(_ element: Element) {
        guard targets.removeValue(forKey: element) != nil else { return }
        for other in partners.removeValue(forKey: element) ?? [] { partners[other]?.remove(element) }
    }
}
