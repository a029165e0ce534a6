import DragDropCore

/// How a view given to a `List` or lazy grid becomes sections and rows, without making the
/// rows: a `ForEach` is a run of rows, a `Section` a section, a sequence or group each of its
/// views, any other view one row.
@MainActor
protocol ListContent {
    /// Adds this content's rows to the last of `sections` (or its own sections).
    func collectRows(into sections: inout [RowSection], position: inout Int)
}

/// The sections and rows of `content`.
@MainActor
func rowSections<Content: View>(of content: Content) -> [RowSection] {
    var sections = [RowSection()]
    var position = 0
    collectRows(of: content, into: &sections, position: &position)
    // The implicit sections around `Section`s go when they hold no rows.
    let given = sections.filter { !($0.sources.isEmpty && $0.header == nil && $0.footer == nil) }
    return given.isEmpty ? [RowSection()] : given
}

@MainActor
func collectRows<Content: View>(of content: Content, into sections: inout [RowSection], position: inout Int) {
    if let list = content as? any ListContent {
        list.collectRows(into: &sections, position: &position)
    } else {
        sections[sections.count - 1].sources.append(RowSource(single: content, position: position))
        position += 1
    }
}

/// A view that is a section of a list (a `ForEach` of them makes one section per element).
protocol ListSectionContent {}

extension ForEach: ListContent {
    /// A run of rows; a `ForEach` of `Section`s (divisions, each with its teams) adds one
    /// section per element instead, each made now.
    /// - Complexity: O(1) for a run of rows; O(elements) for a `ForEach` of sections.
    func collectRows(into sections: inout [RowSection], position: inout Int) {
        if Content.self is any ListSectionContent.Type {
            for element in data { DragDropSwiftUI.collectRows(of: content(element), into: &sections, position: &position) }
            return
        }
        sections[sections.count - 1].sources.append(RowSource(self, position: position))
        position += 1
    }
}

extension TupleView: ListContent {
    func collectRows(into sections: inout [RowSection], position: inout Int) {
        for child in repeat each value { DragDropSwiftUI.collectRows(of: child, into: &sections, position: &position) }
    }
}

extension Group: ListContent {
    func collectRows(into sections: inout [RowSection], position: inout Int) {
        DragDropSwiftUI.collectRows(of: content, into: &sections, position: &position)
    }
}

extension Optional: ListContent where Wrapped: View {
    func collectRows(into sections: inout [RowSection], position: inout Int) {
        if let content = self { DragDropSwiftUI.collectRows(of: content, into: &sections, position: &position) }
    }
}

extension _ConditionalContent: ListContent {
    func collectRows(into sections: inout [RowSection], position: inout Int) {
        switch storage {
        case .trueContent(let content): DragDropSwiftUI.collectRows(of: content, into: &sections, position: &position)
        case .falseContent(let content): DragDropSwiftUI.collectRows(of: content, into: &sections, position: &position)
        }
    }
}

extension EmptyView: ListContent {
    func collectRows(into sections: inout [RowSection], position: inout Int) {}
}
