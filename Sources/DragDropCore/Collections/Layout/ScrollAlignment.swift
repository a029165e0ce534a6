/// Where a rectangle ends up along one axis of the visible part when a view scrolls to show it
/// (the rule behind `scrollRectToVisible`, `scrollToItem` and `scrollToRow`, SEMANTICS 46).
enum ScrollAlignment: Sendable, Hashable {
    /// As little movement as shows the whole span; none when it is whole in view already. A
    /// span longer than the visible part shows its start (UIKit's `UITableView.ScrollPosition.none`).
    case nearest
    /// The span's start at the visible part's start (UIKit's `.top`, `.left`).
    case start
    /// The span centred in the visible part (`.centeredVertically`, `.middle`).
    case center
    /// The span's end at the visible part's end (`.bottom`, `.right`).
    case end

    /// The offset along one axis that shows `lower...upper` (content coordinates) as asked, from
    /// `current`, in a visible part `visibleLength` long, never past the content's edges
    /// (0 and `contentLength − visibleLength`).
    func offset(showing lower: Double, _ upper: Double, from current: Double, visibleLength: Double, contentLength: Double) -> Double {
        let wanted: Double
        switch self {
        case .start: wanted = lower
        case .end: wanted = upper - visibleLength
        case .center: wanted = (lower + upper - visibleLength) / 2
        case .nearest:
            if lower < current || upper - lower > visibleLength { wanted = lower }
            else if upper > current + visibleLength { wanted = upper - visibleLength }
            else { wanted = current }
        }
        return min(max(wanted, 0), max(contentLength - visibleLength, 0))
    }
}
