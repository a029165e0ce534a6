import DragDropCore

/// SwiftUI's `Toggle` (iOS's switch style): its label on the leading side, a switch on the
/// trailing side, taking the width it is offered. A tap on the switch flips the bound value;
/// the view shows the value the binding holds at each render.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A switch bound to `isOn`, labelled by what `label` makes.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            SwitchControl(isOn: isOn)
        }
    }
}

extension Toggle where Label == Text {
    /// A switch bound to `isOn`, labelled `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// A ``Toggle``'s switch: drawn by the front end (GTK: a `GtkSwitch`) in the binding's state.
struct SwitchControl: View, PrimitiveView {
    typealias Body = Never
    let isOn: Binding<Bool>

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? SwitchView ?? SwitchView(identifier: "switch")
        node.hostedView = view
        let isOn = isOn
        view.isOn = isOn.wrappedValue
        view.tapAction = { isOn.wrappedValue.toggle() }
        view.accessibilityLabel = nil
    }
}

/// The model view of a ``Toggle``'s switch: 50 by 28 points (GTK's switch).
@MainActor
final class SwitchView: HostedView {
    /// Each tap of a quick series presses the control again (as on iOS).
    override func takesTap(count: Int) -> Bool { true }

    /// The switch's size, whatever it is offered.
    static let size = Size(width: 50, height: 28)
    var isOn = false

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { Self.size }
}
