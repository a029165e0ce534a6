import DragDropCore

/// The sides of a rectangle (SwiftUI's `Edge.Set`).
public struct Edge: Sendable, Hashable {
    /// A set of sides.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top side.
        public static let top = Set(rawValue: 1)
        /// The leading side.
        public static let leading = Set(rawValue: 2)
        /// The bottom side.
        public static let bottom = Set(rawValue: 4)
        /// The trailing side.
        public static let trailing = Set(rawValue: 8)
        /// The horizontal sides.
        public static let horizontal: Set = [.leading, .trailing]
        /// The vertical sides.
        public static let vertical: Set = [.top, .bottom]
        /// The all sides.
        public static let all: Set = [.horizontal, .vertical]
    }
}

/// `padding`: room around the content.
public struct _PaddingView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let insets: EdgeInsetsValue

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { PaddingView(identifier: "padding") }, content: content).insets = insets
    }
}

/// The model view of `padding`.
@MainActor
final class PaddingView: HostedView {
    var insets = EdgeInsetsValue()

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = proposal.inset(by: insets)
        let content = arranged.map { $0.sizeThatFits(inner) }.enclosing
        return Size(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    override func layoutArranged() {
        let inner = Rect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                         height: max(0, bounds.height - insets.top - insets.bottom))
        for child in arranged {
            child.place(in: Alignment.center.rect(of: child.sizeThatFits(ProposedSize(inner.size)), in: inner))
        }
    }
}

extension View {
    /// Room of `length` points (16 when nil, as SwiftUI's default) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> _PaddingView<Self> {
        let length = length ?? 16
        var insets = EdgeInsetsValue()
        if edges.contains(.top) { insets.top = length }
        if edges.contains(.leading) { insets.leading = length }
        if edges.contains(.bottom) { insets.bottom = length }
        if edges.contains(.trailing) { insets.trailing = length }
        return _PaddingView(content: self, insets: insets)
    }

    /// Room of `length` points on every side.
    public func padding(_ length: Double) -> _PaddingView<Self> {
        padding(.all, length)
    }
}
