import DragDropCore

/// SwiftUI's `LazyHGrid`: items down columns of `rows`, the columns left to right, shown by a
/// model ``DragDrop/CollectionView`` in a ``DragDrop/HorizontalGridLayout`` that scrolls
/// horizontally (so the model's drags, drops and reordering apply, measured down each column);
/// items are made only for the cells shown. Cells are as wide as the first item wants at the
/// row's height.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let spacing: Double?
    let content: Content

    /// A grid of `content` in `rows` (each `GridItem`'s spacing after it, 8 when nil), columns
    /// `spacing` apart (8 when nil).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let columnSpacing = spacing ?? 8
        let rowSpacing = rows.first?.spacing ?? 8
        let host: IndexedHostView
        if let existing = node.hostedView as? IndexedHostView {
            host = existing
        } else {
            let layout = HorizontalGridLayout(height: 0, rows: 1, rowSpacing: rowSpacing, columnSpacing: columnSpacing)
            host = IndexedHostView(indexed: CollectionView(identifier: "grid", frame: .zero, collectionViewLayout: layout), node: node, graph: graph)
            node.hostedView = host
        }
        let rows = rows
        host.willLayOut = { [unowned host] size in
            guard let layout = (host.indexed as? CollectionView)?.collectionViewLayout as? HorizontalGridLayout else { return }
            let count = GridItem.trackCount(rows, length: size.height, spacing: rowSpacing)
            let cellHeight = max(1, (size.height - Double(count - 1) * rowSpacing) / Double(count))
            let width = max(1, host.rows.firstItemSize(for: ProposedSize(width: nil, height: cellHeight))?.width ?? cellHeight)
            if layout.rows != count || layout.height != size.height || abs(layout.cellAspectRatio - width / cellHeight) > 1e-9
                || layout.rowSpacing != rowSpacing || layout.columnSpacing != columnSpacing {
                layout.rows = count
                layout.height = size.height
                layout.rowSpacing = rowSpacing
                layout.columnSpacing = columnSpacing
                layout.cellAspectRatio = width / cellHeight
                host.indexed.reloadData()
            }
        }
        host.rows.show(rowSections(of: content))
    }
}
