import Foundation

/// A fixed number of equal columns (seed 001: three square cells, 5-point spacing).
@MainActor
public final class GridLayout: RowLayout {
    /// How many columns.
    public var columns: Int
    /// Width divided by height of every cell (1 = square).
    public var cellAspectRatio: Double

    /// A grid of `columns` equal columns filling `width`, `spacing` apart, cells `cellAspectRatio`
    /// wide for 1 high.
    public init(width: Double, columns: Int, spacing: Double = 0, cellAspectRatio: Double = 1,
                sectionInset: EdgeInsets = .zero, headerHeight: @escaping (Int) -> Double = { _ in 0 }) {
        self.columns = max(1, columns)
        self.cellAspectRatio = cellAspectRatio > 0 ? cellAspectRatio : 1
        super.init(width: width, sectionInset: sectionInset, interitemSpacing: spacing, lineSpacing: spacing,
                   headerHeight: headerHeight)
    }

    /// The side every cell has: (available width − spacing between columns) / columns.
    public var cellWidth: Double {
        max(0, (availableWidth - Double(columns - 1) * interitemSpacing) / Double(columns))
    }

    public override var maximumItemsPerRow: Int? { columns }

    /// Every cell is alike: frames are arithmetic.
    public override var uniformItemSize: Size? { itemSize(at: IndexPath(item: 0, section: 0)) }

    public override func placeholderSize(rowHeight: Double?) -> Size { itemSize(at: IndexPath(item: 0, section: 0)) }

    public override func itemSize(at indexPath: IndexPath) -> Size {
        // A hair narrower so rounding never pushes the last column to the next row.
        Size(width: cellWidth - 1e-9, height: cellWidth / cellAspectRatio)
    }
}
