import DragDropCore

/// SwiftUI's `TextField`: one line of editable text bound to a string, showing `titleKey` as
/// its placeholder while empty. It takes the width it is offered (its placeholder's where
/// none is) and a line's height. A front end shows an entry (GTK: a `GtkEntry`) and gives the
/// text typed to `enterText(_:)`, which writes the binding.
public struct TextField: View, PrimitiveView {
    public typealias Body = Never
    let placeholder: String
    let text: Binding<String>

    /// A field editing `text`, showing `titleKey` while it is empty.
    public init<S: StringProtocol>(_ titleKey: S, text: Binding<String>) {
        placeholder = String(titleKey)
        self.text = text
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? TextFieldView ?? TextFieldView(identifier: "textfield")
        node.hostedView = view
        view.placeholder = placeholder
        view.text = text.wrappedValue
        view.font = node.environment.font ?? .body
        view.measurer = graph.textMeasurer
        view.binding = text
        view.accessibilityLabel = placeholder
    }
}

/// The model view of a ``TextField``.
@MainActor
final class TextFieldView: HostedView {
    /// The room around the text inside the field (a GTK entry's padding and border).
    static let insets = EdgeInsetsValue(top: 7, leading: 9, bottom: 7, trailing: 9)
    var placeholder = ""
    var text = ""
    var font = Font.body
    var measurer: any TextMeasurer = FixedAdvanceTextMeasurer()
    var binding: Binding<String>?

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let insets = Self.insets
        let line = measurer.size(of: placeholder.isEmpty ? " " : placeholder, font: font, width: nil)
        return Size(width: proposal.width ?? line.width + insets.leading + insets.trailing,
                    height: line.height + insets.top + insets.bottom)
    }
}

extension PlatformView {
    /// What a front end calls when the user changed the text of a `TextField` this view
    /// renders: `text` is written to the field's binding (its owner re-renders on the main
    /// actor's next turn).
    /// - Throws: `TextEntryError.notATextField` when the view renders no `TextField`.
    public func enterText(_ text: String) throws(TextEntryError) {
        guard let field = self as? TextFieldView, let binding = field.binding else { throw .notATextField(identifier) }
        field.text = text
        if binding.wrappedValue != text { binding.wrappedValue = text }
    }
}

/// Why `enterText(_:)` refused text.
public enum TextEntryError: Error, Equatable, CustomStringConvertible {
    /// The view (its identifier) renders no `TextField`.
    case notATextField(String)

    public var description: String {
        switch self {
        case .notATextField(let identifier): "the view \(identifier) is not a TextField: it takes no text"
        }
    }
}
