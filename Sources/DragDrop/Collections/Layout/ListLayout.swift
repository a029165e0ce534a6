import Foundation

/// A table: one full-width row per item, sections with headers (UITableView's geometry).
@MainActor
public final class ListLayout: RowLayout {
    /// Each row's height.
    public var rowHeight: (IndexPath) -> Double

    public init(width: Double, rowHeight: @escaping (IndexPath) -> Double = { _ in 44 },
                headerHeight: @escaping (Int) -> Double = { _ in 0 }, sectionInset: EdgeInsets = .zero,
                rowSpacing: Double = 0) {
        self.rowHeight = rowHeight
        super.init(width: width, sectionInset: sectionInset, interitemSpacing: 0, lineSpacing: rowSpacing,
                   headerHeight: headerHeight)
    }

    /// Rows of one fixed height.
    public convenience init(width: Double, fixedRowHeight: Double, headerHeight: Double = 0) {
        self.init(width: width, rowHeight: { _ in fixedRowHeight }, headerHeight: { _ in headerHeight })
    }

    public override var axis: LayoutAxis { .vertical }
    public override var maximumItemsPerRow: Int? { 1 }

    public override func itemSize(at indexPath: IndexPath) -> Size {
        Size(width: availableWidth, height: rowHeight(indexPath))
    }
}
