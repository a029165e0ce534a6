import DragDropCore

/// SwiftUI's `List`: rows in sections, shown by a model ``DragDrop/TableView`` (so the model's
/// drags, drops, `onMove` reordering, placeholders and keyboard moves apply as to any
/// table). Rows are made only for the cells shown; each row keeps its state under its
/// identity (its `ForEach` and id). Rows are 44 points high.
public struct List<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// The app's selection binding (`List(selection:)`); nil: rows are selected in the table only.
    var selection: ListSelection?

    /// A list of `content`: `ForEach`es, `Section`s, and views each shown as one row.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of one row per element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let sections = rowSections(of: content)
        let host = node.hostedView as? IndexedHostView ?? makeHost(for: sections, node: node, graph: graph)
        node.hostedView = host
        host.rows.selection = selection
        host.rows.editMode = node.environment.editMode
        host.rows.show(sections)
    }
}

extension List {
    /// The table of a new list: 28-point headers when a section has one, and a 28-point
    /// footer under each section that has one.
    private func makeHost(for sections: [RowSection], node: ViewNode, graph: ViewGraph) -> IndexedHostView {
        let table = TableView(identifier: "list", rowHeight: 44, sectionHeaderHeight: sections.contains { $0.header != nil } ? 28 : 0)
        let host = IndexedHostView(indexed: table, node: node, graph: graph)
        (table.layout as? RowLayout)?.footerHeight = { [unowned rows = host.rows] section in
            rows.sections.indices.contains(section) && rows.sections[section].footer != nil ? 28 : 0
        }
        return host
    }
}

/// The model view of a `List` or lazy grid: a table or collection view filling it, fed by
/// a ``RowsController``. It takes all the room it is offered.
@MainActor
final class IndexedHostView: HostedView {
    let indexed: IndexedCollectionView
    let rows: RowsController
    /// Called before each layout with the size (a grid chooses its columns or rows).
    var willLayOut: ((Size) -> Void)?

    /// A host of `indexed` (a table or a collection view) fed by a new rows controller.
    init(indexed: IndexedCollectionView, node: ViewNode, graph: ViewGraph) {
        self.indexed = indexed
        rows = RowsController(view: indexed, node: node, graph: graph)
        super.init(identifier: indexed.identifier)
        switch indexed {
        case let table as TableView: table.dataSource = rows
        case let collection as CollectionView: collection.dataSource = rows
        default: preconditionFailure("a list or grid is shown by a table or a collection view")
        }
        addSubview(indexed)
    }

    /// The table or collection view takes the bounds first, then the grid chooses its columns
    /// or rows for them (a reload renders rows at the new cells' sizes), then every row shown is laid
    /// out again at its cell's size (a cell a new width resized without a reload).
    override func layoutArranged() {
        if indexed.frame != bounds { indexed.frame = bounds }
        willLayOut?(bounds.size)
        rows.layOutVisibleRows()
    }
}
