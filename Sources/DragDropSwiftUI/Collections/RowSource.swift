import DragDropCore

/// A run of rows of a `List` or lazy grid, with its type erased: a `ForEach`'s elements, or
/// one view given as a row of its own. Rows are made only when shown.
@MainActor
struct RowSource {
    /// How many rows.
    let count: Int
    /// The identity of each row, in order.
    /// - Complexity: O(rows).
    let identities: () -> [AnyHashable]
    /// Brings the node of the row at an offset up to date (made under `parent` when nil or of
    /// another type) and returns it.
    let render: (_ offset: Int, _ node: ViewNode?, _ parent: ViewNode, _ graph: ViewGraph) -> ViewNode
    /// The `ForEach`'s edit actions (none for a single view).
    let editActions: RowEditActions
    /// The run's place among the views given to the list: with a row's id, its identity.
    let position: Int

    /// The rows of `forEach`, the `position`-th view given to the list.
    init<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>, position: Int) {
        self.position = position
        let data = forEach.data
        count = data.count
        identities = { data.map { AnyHashable(forEach.id($0)) } }
        render = { offset, node, parent, graph in
            let view = forEach.content(data[data.index(data.startIndex, offsetBy: offset)])
            return graph.renderDetached(view, reusing: node, under: parent)
        }
        editActions = forEach.editActions
    }

    /// One row showing `view`, identified as the `position`-th view given to the list.
    init<Content: View>(single view: Content, position: Int) {
        count = 1
        self.position = position
        identities = { [AnyHashable(StaticRow())] }
        render = { _, node, parent, graph in graph.renderDetached(view, reusing: node, under: parent) }
        editActions = RowEditActions()
    }

    /// The identity of a view given to a list as a row of its own.
    struct StaticRow: Hashable {}
}

/// A section of a list: its header and footer text and its runs of rows.
@MainActor
struct RowSection {
    var header: String?
    var footer: String?
    var sources: [RowSource] = []

    /// How many rows, all runs together.
    var count: Int { sources.reduce(0) { $0 + $1.count } }

    /// The run holding the row at `offset` in the section, and the row's offset in it.
    func source(at offset: Int) -> (index: Int, offset: Int)? {
        var start = 0
        for (index, source) in sources.enumerated() {
            if offset < start + source.count { return (index, offset - start) }
            start += source.count
        }
        return nil
    }

    /// Where the run `index` starts in the section.
    func start(of index: Int) -> Int { sources[..<index].reduce(0) { $0 + $1.count } }
}
