import DragDropCore

/// SwiftUI's `Button`: its label, in a button's frame, running `action` when tapped (a click,
/// or ``HostingView/tap(at:count:)`` headless). A front end draws the frame (GTK: a
/// `GtkButton` under the label's views).
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: () -> Void
    let label: Label

    /// A button showing what `label` makes, running `action` when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateContainer(node, make: { ButtonView(identifier: "button") }, content: label).tapAction = action
    }
}

extension Button where Label == Text {
    /// A button titled `title`, running `action` when tapped.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// The model view of a ``Button``: its label's views, inset by the button's padding.
@MainActor
final class ButtonView: HostedView {
    /// Each tap of a quick series presses the control again (as on iOS).
    override func takesTap(count: Int) -> Bool { true }

    /// The room between the button's edge and its label (what a GTK button's padding takes).
    static let insets = EdgeInsetsValue(top: 6, leading: 12, bottom: 6, trailing: 12)

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let insets = Self.insets
        let label = arranged.map { $0.sizeThatFits(proposal.inset(by: insets)) }.enclosing
        return Size(width: label.width + insets.leading + insets.trailing, height: label.height + insets.top + insets.bottom)
    }

    override func layoutArranged() {
        let insets = Self.insets
        let inner = Rect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                         height: max(0, bounds.height - insets.top - insets.bottom))
        for child in arranged {
            child.place(in: Alignment.center.rect(of: child.sizeThatFits(ProposedSize(inner.size)), in: inner))
        }
    }
}
