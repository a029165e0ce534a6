import Foundation

/// Items of any size fill rows left to right and wrap (UIKit's `UICollectionViewFlowLayout`).
/// Each item's size comes from, in this order: the ``sizeForItem`` closure, the collection
/// view's delegate if it adopts ``CollectionViewDelegateFlowLayout``, else ``itemSize``.
/// Sizes are asked by data-source index path; drop placeholders take ``itemSize``.
@MainActor
public final class FlowLayout: RowLayout {
    /// Each item's size, by data-source index path; nil asks the delegate.
    public var sizeForItem: ((IndexPath) -> Size)?
    /// The size of items nobody sizes, and of drop placeholders (UIKit's `itemSize`).
    public var itemSize: Size
    /// The delegate's answer, installed by the collection view that owns the layout.
    package var delegateSize: ((IndexPath) -> Size?)?
    /// Whether the delegate sizes items, installed beside ``delegateSize``.
    package var delegateSizesItems: (() -> Bool)?

    /// A flow layout `width` wide; sizes from `sizeForItem`, else the delegate, else `itemSize`.
    public init(width: Double, sizeForItem: ((IndexPath) -> Size)? = nil, itemSize: Size = Size(width: 50, height: 50),
                interitemSpacing: Double = 10, lineSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
                headerHeight: @escaping (Int) -> Double = { _ in 0 }) {
        self.sizeForItem = sizeForItem
        self.itemSize = itemSize
        super.init(width: width, sectionInset: sectionInset, interitemSpacing: interitemSpacing,
                   lineSpacing: lineSpacing, headerHeight: headerHeight)
    }

    /// UIKit's `UICollectionViewFlowLayout()`: the width follows the collection view's frame.
    public convenience init() {
        self.init(width: 0)
    }

    /// UIKit's `headerReferenceSize`: each section's header is this tall (the width is the
    /// layout's); a zero height, the default, means no headers. The view's data source names
    /// them (`titleForHeaderInSection`). Set it before the view lays out, or assign the
    /// layout again, for it to take effect.
    public var headerReferenceSize: Size {
        get { Size(width: width, height: headerHeight(0)) }
        set {
            let height = max(0, newValue.height)
            headerHeight = { _ in height }
        }
    }

    /// UIKit's `footerReferenceSize`: each section's footer is this tall (the width is the
    /// layout's); a zero height, the default, means no footers. The data source's supplementary
    /// view of kind ``CollectionView/elementKindSectionFooter`` names them.
    public var footerReferenceSize: Size {
        get { Size(width: width, height: footerHeight(0)) }
        set {
            let height = max(0, newValue.height)
            footerHeight = { _ in height }
        }
    }

    /// UIKit's name for ``RowLayout/interitemSpacing``.
    public var minimumInteritemSpacing: Double {
        get { interitemSpacing }
        set { interitemSpacing = newValue }
    }

    /// UIKit's name for ``RowLayout/lineSpacing``.
    public var minimumLineSpacing: Double {
        get { lineSpacing }
        set { lineSpacing = newValue }
    }

    public override func itemSize(at indexPath: IndexPath) -> Size {
        fitted(sizeForItem?(indexPath) ?? delegateSize?(indexPath) ?? itemSize)
    }

    public override func placeholderSize(rowHeight: Double?) -> Size { fitted(itemSize) }

    /// ``itemSize`` when neither ``sizeForItem`` nor the delegate sizes items.
    public override var uniformItemSize: Size? {
        sizeForItem == nil && delegateSizesItems?() != true ? fitted(itemSize) : nil
    }

    /// An item wider than a row is narrowed to fit (UIKit logs and clips instead).
    private func fitted(_ size: Size) -> Size {
        Size(width: max(0, min(size.width, availableWidth)), height: max(0, size.height))
    }
}

/// The flow-layout questions a collection view's delegate may answer (UIKit's
/// `UICollectionViewDelegateFlowLayout`).
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath` — a data-source index path, never a placeholder's.
    /// Optional, as in UIKit: by default the flow layout's `itemSize`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: any CollectionLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size {
        (collectionViewLayout as? FlowLayout)?.itemSize ?? Size(width: 50, height: 50)
    }
}
