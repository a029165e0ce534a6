import Foundation

/// A table: one full-width row per item, sections with headers (UITableView's geometry).
@MainActor
public final class ListLayout: RowLayout {
    /// Each row's height, by data-source index path.
    public var rowHeight: (IndexPath) -> Double {
        didSet { fixedRowHeight = nil }
    }
    /// The height of every row when the list was made with one (then frames are arithmetic).
    private var fixedRowHeight: Double?
    /// The height of a drop placeholder that does not give its own (UIKit's
    /// `estimatedRowHeight`, roughly).
    public var placeholderRowHeight: Double = 44

    /// A list `width` wide with rows `rowHeight` high (by data-source index path), headers
    /// `headerHeight` high.
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
        placeholderRowHeight = fixedRowHeight
        self.fixedRowHeight = fixedRowHeight
    }

    public override var uniformItemSize: Size? { fixedRowHeight.map { Size(width: availableWidth, height: $0) } }

    public override var axis: LayoutAxis { .vertical }
    public override var maximumItemsPerRow: Int? { 1 }

    public override func itemSize(at indexPath: IndexPath) -> Size {
        Size(width: availableWidth, height: rowHeight(indexPath))
    }

    /// A placeholder row is as high as it asks, else ``placeholderRowHeight``.
    public override func placeholderSize(rowHeight height: Double?) -> Size {
        Size(width: availableWidth, height: height ?? placeholderRowHeight)
    }
}
