import DragDropCore

/// Room that grows along its stack's axis (SwiftUI's `Spacer`); at least `minLength`
/// (8 points when nil), nothing across.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least room it takes.
    public var minLength: Double?

    /// A spacer taking at least `minLength` points.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? SpacerView ?? SpacerView(identifier: "spacer")
        node.hostedView = view
        view.minLength = minLength ?? 8
    }
}

/// The model view of a ``Spacer``.
@MainActor
final class SpacerView: HostedView {
    var minLength = 8.0
    /// The axis of the stack it is in (set by the stack); nil outside a stack: both.
    var axis: Axis?

    override var isSpacer: Bool { true }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        switch axis {
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: Size(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
    }
}
