import Foundation

/// UIKit's `UICollectionReusableView`, the class of supplementary views (section headers):
/// a cell here, so a header has the cell's `textLabel` and `content`.
public typealias CollectionReusableView = CollectionViewCell

extension CollectionView {
    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// UIKit's `UICollectionView.elementKindSectionFooter` (drawn when the layout gives
    /// footers a height: ``FlowLayout/footerReferenceSize``).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers the class of the supplementary views of `kind` dequeued with `identifier`
    /// (UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    public func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                         withReuseIdentifier identifier: String) {
        register(viewClass, forCellWithReuseIdentifier: Self.supplementaryIdentifier(kind, identifier))
    }

    /// A supplementary view of `kind` for `indexPath`: a reused one or a new one of the
    /// registered class (UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        dequeueReusableCell(withReuseIdentifier: Self.supplementaryIdentifier(kind, identifier), for: indexPath)
    }

    private static func supplementaryIdentifier(_ kind: String, _ identifier: String) -> String {
        kind + "/" + identifier
    }
}
