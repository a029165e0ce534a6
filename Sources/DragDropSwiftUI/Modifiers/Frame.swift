import DragDropCore

/// `frame`: the content in a box of fixed, or bounded, size.
public struct _FrameView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let bounds: FrameBounds

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { FrameView(identifier: "frame") }, content: content).bounds_ = bounds
    }
}

/// The sizes a `frame` modifier sets (nil: the content's).
struct FrameBounds: Hashable {
    var width: Double?, height: Double?
    var minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?
    var alignment = Alignment.center

    /// The frame's length in one dimension for `proposed`, with the content's `content`.
    static func length(fixed: Double?, min: Double?, max: Double?, proposed: Double?, content: () -> Double) -> Double {
        if let fixed { return fixed }
        guard min != nil || max != nil else { return content() }
        var length = (max == .infinity ? proposed : nil) ?? proposed.map { Swift.min($0, max ?? $0) } ?? content()
        if let max { length = Swift.min(length, max) }
        if let min { length = Swift.max(length, min) }
        return length
    }
}

/// The model view of `frame`.
@MainActor
final class FrameView: HostedView {
    var bounds_ = FrameBounds()

    private func innerProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: bounds_.width ?? bounded(proposal.width, bounds_.minWidth, bounds_.maxWidth),
                     height: bounds_.height ?? bounded(proposal.height, bounds_.minHeight, bounds_.maxHeight))
    }

    private func bounded(_ value: Double?, _ least: Double?, _ most: Double?) -> Double? {
        guard var value else { return nil }
        if let most { value = min(value, most) }
        if let least { value = max(value, least) }
        return value
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = innerProposal(proposal)
        var content: Size?
        func measured() -> Size {
            if let content { return content }
            let size = arranged.map { $0.sizeThatFits(inner) }.enclosing
            content = size
            return size
        }
        return Size(width: FrameBounds.length(fixed: bounds_.width, min: bounds_.minWidth, max: bounds_.maxWidth,
                                              proposed: proposal.width, content: { measured().width }),
                    height: FrameBounds.length(fixed: bounds_.height, min: bounds_.minHeight, max: bounds_.maxHeight,
                                               proposed: proposal.height, content: { measured().height }))
    }

    override func layoutArranged() {
        for child in arranged {
            child.place(in: bounds_.alignment.rect(of: child.sizeThatFits(ProposedSize(bounds.size)), in: bounds))
        }
    }
}

extension View {
    /// The content in a box `width` by `height` points (nil: the content's size there),
    /// placed by `alignment`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> _FrameView<Self> {
        _FrameView(content: self, bounds: FrameBounds(width: width, height: height, alignment: alignment))
    }

    /// The content in a box between the given sizes; `.infinity` as a maximum takes all
    /// that is offered (`frame(maxWidth: .infinity)`).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> _FrameView<Self> {
        _FrameView(content: self, bounds: FrameBounds(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                                      maxHeight: maxHeight, alignment: alignment))
    }
}
