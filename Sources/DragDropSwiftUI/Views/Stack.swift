import DragDropCore

/// SwiftUI's `VStack`: views top to bottom, `spacing` apart (8 points when nil), aligned
/// across by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A vertical stack of `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        StackView.update(node, in: graph, axis: .vertical, spacing: spacing,
                         crossAlignment: { length, available in alignment.offset(of: length, in: available) }, content: content)
    }
}

/// SwiftUI's `HStack`: views left to right, `spacing` apart (8 points when nil), aligned
/// across by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack of `content`.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        StackView.update(node, in: graph, axis: .horizontal, spacing: spacing,
                         crossAlignment: { length, available in alignment.offset(of: length, in: available) }, content: content)
    }
}

/// SwiftUI's `ZStack`: views on top of each other (later in front), each aligned by `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// An overlay of `content`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { OverlayView(identifier: "zstack") }, content: content).alignment = alignment
    }
}

/// The model view of a ``VStack`` or ``HStack``.
@MainActor
final class StackView: HostedView {
    var axis = Axis.vertical
    var spacing = 8.0
    var crossAlignment: (Double, Double) -> Double = { length, available in (available - length) / 2 }

    static func update<Content: View>(_ node: ViewNode, in graph: ViewGraph, axis: Axis, spacing: Double?,
                                      crossAlignment: @escaping (Double, Double) -> Double, content: Content) {
        let view = graph.updateContainer(node, make: { StackView(identifier: axis == .vertical ? "vstack" : "hstack") }, content: content)
        view.axis = axis
        view.spacing = spacing ?? 8
        view.crossAlignment = crossAlignment
    }

    /// The length along the axis each child gets, for `proposal`: the least flexible children
    /// first, each an equal share of what is left after the spacing between neighbours
    /// (SwiftUI's stack algorithm).
    /// - Complexity: O(n log n) for n children, each measured three times.
    private func lengths(for proposal: ProposedSize) -> [Double] {
        let children = arranged
        guard !children.isEmpty else { return [] }
        let totalSpacing = spacing * Double(children.count - 1)
        guard let available = proposal[axis] else {
            return children.map { $0.sizeThatFits(crossProposal(proposal, along: nil))[axis] }
        }
        let flexibility = children.map { child -> Double in
            let least = child.sizeThatFits(crossProposal(proposal, along: 0))[axis]
            let most = child.sizeThatFits(crossProposal(proposal, along: .infinity))[axis]
            return most - least
        }
        var remaining = max(0, available - totalSpacing)
        var lengths = Array(repeating: 0.0, count: children.count)
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        for (position, index) in order.enumerated() {
            let share = remaining / Double(children.count - position)
            let length = children[index].sizeThatFits(crossProposal(proposal, along: share))[axis]
            lengths[index] = length
            remaining = max(0, remaining - length)
        }
        return lengths
    }

    private func crossProposal(_ proposal: ProposedSize, along length: Double?) -> ProposedSize {
        var child = ProposedSize.unspecified
        child[axis] = length
        child[axis.cross] = proposal[axis.cross]
        return child
    }

    override func setArranged(_ views: [HostedView]) {
        for case let spacer as SpacerView in views { spacer.axis = axis }
        for case let divider as DividerView in views { divider.axis = axis }
        super.setArranged(views)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let lengths = lengths(for: proposal)
        guard !lengths.isEmpty else { return .zero }
        var size = Size.zero
        size[axis] = lengths.reduce(0, +) + spacing * Double(lengths.count - 1)
        size[axis.cross] = zip(arranged, lengths).map { child, length in
            child.sizeThatFits(crossProposal(proposal, along: length))[axis.cross]
        }.max() ?? 0
        return size
    }

    override func layoutArranged() {
        let proposal = ProposedSize(bounds.size)
        var position = 0.0
        for (child, length) in zip(arranged, lengths(for: proposal)) {
            var size = child.sizeThatFits(crossProposal(proposal, along: length))
            size[axis] = length
            let offset = crossAlignment(size[axis.cross], bounds.size[axis.cross])
            let rect = axis == .vertical
                ? Rect(x: offset, y: position, width: size.width, height: size.height)
                : Rect(x: position, y: offset, width: size.width, height: size.height)
            child.place(in: rect)
            position += length + spacing
        }
    }
}

/// The model view of a ``ZStack`` (and of `background` / `overlay`): children on top of
/// each other, each aligned.
@MainActor
class OverlayView: HostedView {
    var alignment = Alignment.center

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        arranged.map { $0.sizeThatFits(proposal) }.enclosing
    }

    override func layoutArranged() {
        for child in arranged {
            child.place(in: alignment.rect(of: child.sizeThatFits(ProposedSize(bounds.size)), in: bounds))
        }
    }
}
