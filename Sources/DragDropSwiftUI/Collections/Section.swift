import DragDropCore

/// A section of a `List` (SwiftUI's `Section`): its rows under a header. Outside a list its
/// content shows as a group.
public struct Section<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: String?
    let footer: String?
    let content: Content

    /// A section titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = String(title)
        footer = nil
        self.content = content()
    }

    /// A section whose header is the text `header` (a `Text`'s string; other header views are
    /// not supported yet) and footer `footer`.
    public init(header: Text, footer: Text? = nil, @ViewBuilder content: () -> Content) {
        self.header = header.content
        self.footer = footer?.content
        self.content = content()
    }

    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        footer = nil
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        graph.updateChild(.body, of: node, with: content)
    }
}

extension Section: ListContent, ListSectionContent {
    func collectRows(into sections: inout [RowSection], position: inout Int) {
        sections.append(RowSection(header: header, footer: footer))
        DragDropSwiftUI.collectRows(of: content, into: &sections, position: &position)
        sections.append(RowSection())
    }
}
