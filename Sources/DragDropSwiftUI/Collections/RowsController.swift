import DragDropCore

/// The identity of a row of a list or grid: the run it belongs to and its id in the run.
struct RowKey: Hashable {
    let position: Int
    let id: AnyHashable
}

/// Feeds a model table or collection view the rows of a `List` or lazy grid: the view asks
/// for cells only for the rows it shows (so a million rows make a screenful of row views);
/// each row's view is rendered into its cell from a node kept under the row's identity (its
/// state follows the row, not the cell). A new content is applied as the difference of the
/// rows' identities — insertions, deletions, moves — so the model view, its cells and a drag
/// in flight over it carry on.
@MainActor
final class RowsController: TableViewDataSource, CollectionViewDataSource {
    static let reuseIdentifier = RenderedContent.rowReuseIdentifier

    unowned let graph: ViewGraph
    /// The list's node (rows are rendered under it).
    unowned let node: ViewNode
    let view: IndexedCollectionView
    private(set) var sections: [RowSection] = []
    /// The identities shown, by section (what the model view's counts match).
    private var shown: [[RowKey]] = []
    private var rowNodes: [RowKey: ViewNode] = [:]
    /// The app's selection binding (`List(selection:)`), kept equal to the view's selection.
    var selection: ListSelection?
    /// The edit mode of the list's environment (nil: not editing).
    var editMode: Binding<EditMode>?
    /// The selected ids a click in edit mode adds its row to or takes it from: the binding's
    /// as last shown or clicked (a plain click selects its row alone in the view first).
    var selectionBeforeClick: Set<AnyHashable> = []
    /// Whether a lazy grid's `onInsert`, which it cannot take, was reported.
    private var reportedInsertions = false

    init(view: IndexedCollectionView, node: ViewNode, graph: ViewGraph) {
        self.view = view
        self.node = node
        self.graph = graph
        view.register(HostingCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
        observeSelection()
    }

    /// The id of the row shown at `indexPath`, if there is one.
    func rowID(at indexPath: IndexPath) -> AnyHashable? {
        guard shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return shown[indexPath.section][indexPath.item].id
    }

    /// The index paths of the rows shown whose ids are in `ids`, in order.
    /// - Complexity: O(rows).
    func indexPaths(of ids: Set<AnyHashable>) -> [IndexPath] {
        guard !ids.isEmpty else { return [] }
        return shown.enumerated().flatMap { section, keys in
            keys.indices.filter { ids.contains(keys[$0].id) }.map { IndexPath(item: $0, section: section) }
        }
    }

    private static func identities(of sections: [RowSection]) -> [[RowKey]] {
        sections.map { section in
            section.sources.flatMap { source in source.identities().map { RowKey(position: source.position, id: $0) } }
        }
    }

    /// Shows `sections`: the first time by loading, then by applying the difference, and the
    /// rows on screen are rendered again from their new views.
    /// - Complexity: O(rows) to list the identities and diff them; rows are rendered only
    ///   for the cells shown.
    func show(_ sections: [RowSection]) {
        let identities = Self.identities(of: sections)
        let first = self.sections.isEmpty && shown.isEmpty
        let changed = identities != shown
        if first {
            self.sections = sections
            shown = identities
            view.reloadData()
        } else if changed {
            let old = Snapshot(shown.enumerated().map { ($0.offset, $0.element) })
            let new = Snapshot(identities.enumerated().map { ($0.offset, $0.element) })
            do {
                try view.apply(new, from: old) {
                    self.sections = sections
                    self.shown = identities
                }
            } catch {
                graph.diagnose("List: the rows' change could not be applied as a difference (\(error)); reloaded")
                self.sections = sections
                shown = identities
                view.reloadData()
            }
        } else {
            self.sections = sections
        }
        installEditActions()
        applyEditingAndSelection()
        (view as? TableView)?.dropDelegate = takesInsertions ? self : nil
        if takesInsertions, !(view is TableView), !reportedInsertions {
            reportedInsertions = true
            graph.diagnose("onInsert(of:perform:) is not supported in a lazy grid yet (issue 41): only a List takes insertions; drops between the grid's items are refused")
        }
        if changed && !first {
            let kept = Set(identities.joined())
            for (key, row) in rowNodes where !kept.contains(key) {
                row.removeFromGraph()
                rowNodes[key] = nil
            }
        }
        for case let cell as HostingCell in view.visibleCells {
            if let indexPath = view.indexPath(for: cell) { render(cell, at: indexPath) }
        }
    }

    /// The handlers of the sections' `ForEach`s, on the model view.
    private func installEditActions() {
        for (index, section) in sections.enumerated() {
            let moves = section.sources.contains { $0.editActions.move != nil }
            view.onMove(inSection: index, perform: moves ? { [weak self] offsets, destination in
                self?.move(offsets, to: destination, inSection: index)
            } : nil)
            let deletes = section.sources.contains { $0.editActions.delete != nil }
            view.onDelete(inSection: index, perform: deletes ? { [weak self] offsets in
                self?.delete(offsets, inSection: index)
            } : nil)
        }
    }

    /// A move the model view made: the `ForEach` holding the rows moves its data, and the
    /// identities shown follow the view.
    func move(_ offsets: IndexSet, to destination: Int, inSection index: Int) {
        let section = sections[index]
        guard let first = offsets.first, let (run, _) = section.source(at: first), let action = section.sources[run].editActions.move
        else { return }
        let start = section.start(of: run)
        let end = start + section.sources[run].count
        guard offsets.allSatisfy({ $0 >= start && $0 < end }), destination >= start, destination <= end else {
            graph.diagnose("List: rows can move only within their own ForEach; the move was refused")
            return
        }
        shown[index].move(fromOffsets: offsets, toOffset: destination)
        action(IndexSet(offsets.map { $0 - start }), destination - start)
    }

    private func delete(_ offsets: IndexSet, inSection index: Int) {
        let section = sections[index]
        var byRun: [Int: IndexSet] = [:]
        for offset in offsets {
            guard let (run, inRun) = section.source(at: offset) else { continue }
            byRun[run, default: IndexSet()].insert(inRun)
        }
        shown[index].remove(atOffsets: offsets)
        for (run, runOffsets) in byRun.sorted(by: { $0.key > $1.key }) {
            section.sources[run].editActions.delete?(runOffsets)
        }
    }

    /// Renders the row at `indexPath` into `cell`.
    private func render(_ cell: HostingCell, at indexPath: IndexPath) {
        let section = sections[indexPath.section]
        guard let (run, offset) = section.source(at: indexPath.item) else { return }
        let key = shown[indexPath.section][indexPath.item]
        let row = section.sources[run].render(offset, rowNodes[key], node, graph)
        rowNodes[key] = row
        cell.show(row, size: view.layoutAttributesForItem(at: indexPath)?.size ?? .zero)
    }

    /// Lays every row shown out again at its cell's size, where that size changed.
    /// - Complexity: O(rows shown) when no size changed.
    func layOutVisibleRows() {
        for case let cell as HostingCell in view.visibleCells {
            guard let indexPath = view.indexPath(for: cell), let size = view.layoutAttributesForItem(at: indexPath)?.size else { continue }
            cell.fit(size)
        }
    }

    private func cell(at indexPath: IndexPath) -> HostingCell {
        guard let cell = view.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath) as? HostingCell else {
            preconditionFailure("the rows' cells are registered as HostingCell")
        }
        render(cell, at: indexPath)
        return cell
    }

    // MARK: Data source (table)

    func numberOfSections(in tableView: TableView) -> Int { shown.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell(at: indexPath) }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    // MARK: Data source (collection)

    func numberOfSections(in collectionView: CollectionView) -> Int { shown.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { shown[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell { cell(at: indexPath) }
}

/// A cell showing a row's views, each filling its content view: a row is what a press or a
/// drag hits, as on iOS (a row's `draggable` lifts the whole row, not only its text).
@MainActor
final class HostingCell: CollectionViewCell {
    private let host = RowView(identifier: "row")
    /// The row shown.
    private(set) weak var row: ViewNode?

    /// The size the cell has at its index path (from the layout: a cell is framed after it is configured).
    private var size = Size.zero

    /// Shows `row`'s views (taking them from the cell that showed them before), laid out in `size`.
    func show(_ row: ViewNode, size: Size) {
        self.row = row
        self.size = size
        if host.superview !== contentView { contentView.addSubview(host) }
        host.setArranged(row.renderedViews())
        accessibilityLabel = host.arranged.first.flatMap(\.spokenText)
        row.rowDidChange = { [weak self, weak row] in
            guard let self, let row, self.row === row else { return }
            show(row, size: self.size)
        }
        host.place(in: Rect(origin: .zero, size: size))
    }

    /// Lays the row out again in `size` if it was laid out in another.
    func fit(_ size: Size) {
        guard size != self.size, let row else { return }
        show(row, size: size)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
    }
}

extension PlatformView {
    /// The first text shown in the view or under it (a row's spoken label).
    var spokenText: String? {
        if let text = (self as? TextView)?.text { return text }
        return subviews.lazy.compactMap(\.spokenText).first
    }
}

extension RowsController {
    /// The size the first row wants for `proposal` (a grid's cell: its height at the column's
    /// width, or its width at the row's height); nil without rows.
    func firstItemSize(for proposal: ProposedSize) -> Size? {
        guard let section = sections.first(where: { $0.count > 0 }), let key = shown.first(where: { !$0.isEmpty })?.first,
              let (run, offset) = section.source(at: 0) else { return nil }
        let row = section.sources[run].render(offset, rowNodes[key], node, graph)
        rowNodes[key] = row
        return row.renderedViews().map { $0.sizeThatFits(proposal) }.enclosing
    }
}

/// The views of a row, each given the whole row.
@MainActor
final class RowView: HostedView {
    override func layoutArranged() {
        for child in arranged { child.place(in: bounds) }
    }
}
