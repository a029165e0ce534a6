import Foundation

/// Rows of equal height that fill the width, as photo sites show pictures: each item is as
/// wide as its aspect ratio makes it at the row's height. A row takes items at
/// ``rowHeight`` while they fit, then grows until it fills the width (at most
/// ``maximumGrowth`` times taller). A row that could not fill the width so (a lone tall
/// picture before a panorama) takes the next item too and is made lower until it fits, so
/// no row but a section's last leaves part of the width blank; the last keeps
/// ``rowHeight``, left-aligned (unless it took an item past the edge). Aspect ratios are
/// asked by data-source index path; drop placeholders are square.
@MainActor
public final class JustifiedLayout: RowLayout {
    /// The height rows aim at before they grow to fill the width.
    public var rowHeight: Double
    /// Each item's width divided by its height, by data-source index path (1 when nil).
    public var aspectRatio: ((IndexPath) -> Double)?
    /// How much taller than ``rowHeight`` a row may grow to fill the width; a row that would
    /// need more takes the next item and is made lower instead.
    public var maximumGrowth = 2.0

    /// A layout `width` wide whose rows aim at `rowHeight`, items `spacing` apart.
    public init(width: Double, rowHeight: Double = 200, spacing: Double = 8, sectionInset: EdgeInsets = .zero,
                headerHeight: @escaping (Int) -> Double = { _ in 0 }, aspectRatio: ((IndexPath) -> Double)? = nil) {
        self.rowHeight = rowHeight
        self.aspectRatio = aspectRatio
        super.init(width: width, sectionInset: sectionInset, interitemSpacing: spacing, lineSpacing: spacing,
                   headerHeight: headerHeight)
    }

    /// At ``rowHeight``, as wide as the aspect ratio says (narrowed to the row's width, the
    /// height following, for a panorama wider than the view).
    public override func itemSize(at indexPath: IndexPath) -> Size {
        let ratio = aspectRatio?(indexPath) ?? 1
        return fitted(ratio.isFinite && ratio > 0 ? ratio : 1)
    }

    /// A square at ``rowHeight``.
    public override func placeholderSize(rowHeight: Double?) -> Size { fitted(1) }

    /// Sets every row but the last to the one height at which its items fill the available
    /// width: taller (at most ``maximumGrowth`` times ``rowHeight``) for a row that fits,
    /// lower for one that took an item past the edge (the last too, then).
    public override func justify(_ sizes: inout [Size], rowWidth: Double, isLastRow: Bool) {
        guard !isLastRow || rowWidth > availableWidth + 1e-9, !sizes.isEmpty else { return }
        let content = availableWidth - interitemSpacing * Double(sizes.count - 1)
        var ratios = 0.0  // the row's width per unit of height
        for size in sizes where size.height > 0 { ratios += size.width / size.height }
        guard content > 0, ratios > 0 else { return }
        let height = min(rowHeight * maximumGrowth, content / ratios)
        for index in sizes.indices where sizes[index].height > 0 {  // in place: no array per row
            sizes[index] = Size(width: sizes[index].width / sizes[index].height * height, height: height)
        }
    }

    /// Takes the next item when this row, grown ``maximumGrowth`` times, would still leave
    /// part of the width blank.
    public override func takesItemPastTheEdge(rowWidth: Double, itemCount: Int) -> Bool {
        let spacing = interitemSpacing * Double(itemCount - 1)
        return (rowWidth - spacing) * maximumGrowth < availableWidth - spacing - 1e-9
    }

    private func fitted(_ ratio: Double) -> Size {
        let height = max(1, rowHeight)
        let width = height * ratio
        guard width > availableWidth, availableWidth > 0 else { return Size(width: width, height: height) }
        return Size(width: availableWidth, height: availableWidth / ratio)
    }
}
