import DragDropCore

extension Axis {
    /// A set of axes (SwiftUI's `Axis.Set`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}

/// SwiftUI's `ScrollView`: its content at its ideal size along the scrolled axes, stacked as
/// a `VStack` (an `HStack` when only horizontal), shown through the room the scroll view is
/// offered and moved by scrolling (``HostingView/scroll(at:by:)``; on GTK, the wheel and the
/// touchpad). Content scrolled out of sight is neither drawn nor hit. Scroll indicators are
/// not drawn.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view scrolling `content` along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let make = { ScrollContainerView(identifier: "scrollview") }
        let view = axes == .horizontal
            ? graph.updateContainer(node, make: make, content: HStack { content })
            : graph.updateContainer(node, make: make, content: VStack { content })
        if view.axes != axes {
            view.axes = axes
            view.offset = .zero
        }
        if axes.isEmpty { graph.diagnose("a ScrollView with no axes does not scroll") }
    }
}

/// The model view of a ``ScrollView``: it takes the room offered, its content laid out at its
/// ideal length along the scrolled axes and moved by ``offset``.
@MainActor
final class ScrollContainerView: HostedView {
    var axes: Axis.Set = .vertical
    /// How far the content is scrolled (its top-left corner is at minus this).
    var offset = Point.zero
    /// The content's size at the last layout.
    private(set) var contentSize = Size.zero

    private func contentProposal(_ size: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : size.width,
                     height: axes.contains(.vertical) ? nil : size.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let content = arranged.map { $0.sizeThatFits(contentProposal(proposal)) }.enclosing
        return proposal.replacingUnspecified(with: content)
    }

    override func layoutArranged() {
        let proposal = contentProposal(ProposedSize(bounds.size))
        contentSize = arranged.map { $0.sizeThatFits(proposal) }.enclosing
        offset = clamped(offset)
        for child in arranged {
            var size = child.sizeThatFits(proposal)
            // Across an axis that does not scroll the content gets the bounds' length at most.
            if !axes.contains(.horizontal) { size.width = min(size.width, bounds.width) }
            if !axes.contains(.vertical) { size.height = min(size.height, bounds.height) }
            let x = axes.contains(.horizontal) ? -offset.x : (bounds.width - size.width) / 2
            let y = axes.contains(.vertical) ? -offset.y : (bounds.height - size.height) / 2
            child.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
        }
    }

    /// `offset` kept between the content's start and where its end meets the bounds' end.
    func clamped(_ offset: Point) -> Point {
        Point(x: axes.contains(.horizontal) ? min(max(0, contentSize.width - bounds.width), max(0, offset.x)) : 0,
              y: axes.contains(.vertical) ? min(max(0, contentSize.height - bounds.height), max(0, offset.y)) : 0)
    }

    /// Scrolls by `delta` (clamped); returns whether the offset changed.
    func scroll(by delta: Point) -> Bool {
        let new = clamped(Point(x: offset.x + delta.x, y: offset.y + delta.y))
        guard new != offset else { return false }
        offset = new
        layoutArranged()
        return true
    }
}

extension PlatformView {
    /// Whether a front end must clip what is drawn inside this view (to ``renderedClipShape``):
    /// it renders a `ScrollView`, whose content reaches past its bounds, or a `clipShape`.
    public var clipsRenderedContent: Bool { renderedClipShape != nil }

    /// The outline, in the view's bounds, outside which nothing inside it is drawn: a
    /// `ScrollView`'s rectangle, a `clipShape`'s or `cornerRadius`'s shape; nil when the view
    /// clips nothing.
    public var renderedClipShape: ShapeOutline? {
        switch self {
        case is ScrollContainerView: .rectangle
        case let clip as ClipView: clip.outline
        default: nil
        }
    }

    /// How far the `ScrollView` this view renders is scrolled, and its content's size; nil
    /// for every other view.
    public var renderedScrollPosition: (offset: Point, contentSize: Size)? {
        (self as? ScrollContainerView).map { ($0.offset, $0.contentSize) }
    }
}
