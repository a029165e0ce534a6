import Foundation

/// Items of any size fill rows left to right and wrap (UICollectionViewFlowLayout);
/// sizes come from a closure, e.g. one width for all and a height from the aspect ratio.
@MainActor
public final class FlowLayout: RowLayout {
    /// Each item's size (UIKit's `sizeForItemAt`).
    public var sizeForItem: (IndexPath) -> Size

    public init(width: Double, sizeForItem: @escaping (IndexPath) -> Size, interitemSpacing: Double = 10,
                lineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerHeight: @escaping (Int) -> Double = { _ in 0 }) {
        self.sizeForItem = sizeForItem
        super.init(width: width, sectionInset: sectionInset, interitemSpacing: interitemSpacing,
                   lineSpacing: lineSpacing, headerHeight: headerHeight)
    }

    public override func itemSize(at indexPath: IndexPath) -> Size {
        let size = sizeForItem(indexPath)
        // An item wider than a row is narrowed to fit (UIKit logs and clips instead).
        return Size(width: max(0, min(size.width, availableWidth)), height: max(0, size.height))
    }
}
