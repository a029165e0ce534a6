import DragDropCore

/// A string shown in a font (SwiftUI's `Text`); rendered as a `TextView`, sized by the
/// host's text measurer.
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    /// The string shown.
    let content: String
    var font: Font?

    /// Shows `content` as it is.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Shows `content` as it is (SwiftUI's `Text(verbatim:)`).
    public init(verbatim content: String) {
        self.content = content
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in bold.
    public func bold() -> Text { font((font ?? .body).bold()) }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? TextView ?? TextView(identifier: content)
        node.hostedView = view
        view.text = content
        view.font = font ?? node.environment.font ?? .body
        view.color = node.environment.foregroundColor
        view.measurer = graph.textMeasurer
        view.accessibilityLabel = content
    }
}

/// The model view of a ``Text``: its string and font, for the front end to draw.
@MainActor
final class TextView: HostedView {
    var text = ""
    var font = Font.body
    /// The colour set by `foregroundColor` (nil: the theme's).
    var color: Color?
    var measurer: any TextMeasurer = FixedAdvanceTextMeasurer()

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let ideal = measurer.size(of: text, font: font, width: nil)
        guard let width = proposal.width, width < ideal.width else { return ideal }
        return measurer.size(of: text, font: font, width: width)
    }
}
