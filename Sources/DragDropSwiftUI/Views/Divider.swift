import DragDropCore

/// SwiftUI's `Divider`: a line 1 point thick in the separator colour, across the stack it is
/// in — a horizontal line in a `VStack` (and outside stacks), a vertical one in an `HStack` —
/// as long as the room offered across.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never

    /// A divider.
    public init() {}

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? DividerView ?? DividerView(identifier: "divider")
        node.hostedView = view
        view.color = node.environment.colorScheme == .dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.15)
    }
}

/// The model view of a ``Divider``: a thin fill across its stack's axis.
@MainActor
final class DividerView: HostedView {
    /// The axis of the stack the divider is in (a `VStack`'s: a horizontal line).
    var axis = Axis.vertical
    var color = Color.gray

    /// 1 point along the stack's axis; across it, what is offered (10 points when nothing is).
    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let across = proposal[axis.cross].flatMap { $0.isFinite ? $0 : nil } ?? 10
        var size = Size.zero
        size[axis] = 1
        size[axis.cross] = across
        return size
    }
}
