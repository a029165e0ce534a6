import DragDropCore

/// A column of a `LazyVGrid`, or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable, Hashable {
    /// How wide the column (how high the row) is.
    public enum Size: Sendable, Hashable {
        /// Exactly this wide (high).
        case fixed(Double)
        /// A share of the width (height), within these bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns (rows) of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How wide the column (how high the row) is.
    public var size: Size
    /// The room after the column (row) (8 points when nil).
    public var spacing: Double?
    /// Where items go in their cells (centred when nil).
    public var alignment: Alignment?

    /// A column of `size`, `spacing` from the next (8 when nil).
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How many columns (rows) `items` make in `length` with `spacing` between them.
    static func trackCount(_ items: [GridItem], length: Double, spacing: Double) -> Int {
        items.reduce(0) { count, item in
            switch item.size {
            case .fixed, .flexible: count + 1
            case .adaptive(let minimum, _): count + max(1, Int((length + spacing) / (minimum + spacing)))
            }
        }
    }
}

/// SwiftUI's `LazyVGrid`: items in rows of `columns`, shown by a model ``DragDrop/CollectionView`` in
/// a grid layout (so the model's drags, drops and reordering apply); items are made only for
/// the cells shown. Cells are as high as the first item wants at the column's width.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let spacing: Double?
    let content: Content

    /// A grid of `content` in `columns`, rows `spacing` apart (8 when nil).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let spacing = spacing ?? columns.first?.spacing ?? 8
        let host: IndexedHostView
        if let existing = node.hostedView as? IndexedHostView {
            host = existing
        } else {
            let layout = GridLayout(width: 0, columns: 1, spacing: spacing)
            host = IndexedHostView(indexed: CollectionView(identifier: "grid", frame: .zero, collectionViewLayout: layout), node: node, graph: graph)
            node.hostedView = host
        }
        let columns = columns
        host.willLayOut = { [unowned host] size in
            let width = size.width
            guard let layout = (host.indexed as? CollectionView)?.collectionViewLayout as? GridLayout else { return }
            let count = GridItem.trackCount(columns, length: width, spacing: spacing)
            let cellWidth = max(1, (width - Double(count - 1) * spacing) / Double(count))
            let height = host.rows.firstItemSize(for: ProposedSize(width: cellWidth, height: nil))?.height ?? cellWidth
            if layout.columns != count || abs(layout.cellAspectRatio - cellWidth / height) > 1e-9 {
                layout.columns = count
                layout.cellAspectRatio = cellWidth / max(1, height)
                host.indexed.reloadData()
            }
        }
        host.rows.show(rowSections(of: content))
    }
}

/// Views pinned while a lazy stack scrolls (SwiftUI's `PinnedScrollableViews`): not supported
/// yet, so only the empty set is accepted.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    @available(*, unavailable, message: "pinned section headers are not supported yet")
    public static var sectionHeaders: PinnedScrollableViews { PinnedScrollableViews(rawValue: 1) }
    @available(*, unavailable, message: "pinned section footers are not supported yet")
    public static var sectionFooters: PinnedScrollableViews { PinnedScrollableViews(rawValue: 2) }
}
