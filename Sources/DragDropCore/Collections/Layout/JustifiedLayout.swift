import Foundation

/// Rows of equal height that fill the width, as photo sites show pictures: each item is as
/// wide as its aspect ratio makes it at the row's height. A row takes items at
/// ``rowHeight`` while they fit, then grows until it fills the width (at most
/// ``maximumGrowth`` times taller); a section's last row keeps ``rowHeight``, left-aligned.
/// Aspect ratios are asked by data-source index path; drop placeholders are square.
@MainActor
public final class JustifiedLayout: RowLayout {
    /// The height rows aim at before they grow to fill the width.
    public var rowHeight: Double
    /// Each item's width divided by its height, by data-source index path (1 when nil).
    public var aspectRatio: ((IndexPath) -> Double)?
    /// How much taller than ``rowHeight`` a row may grow to fill the width; a row that would
    /// need more (a lone narrow item before a wide one) stays at that height, left-aligned.
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

    /// Grows every row but the last so that it fills the available width.
    public override func justify(_ sizes: inout [Size], rowWidth: Double, isLastRow: Bool) {
        guard !isLastRow, !sizes.isEmpty else { return }
        let spacing = interitemSpacing * Double(sizes.count - 1)
        let content = rowWidth - spacing
        guard content > 0 else { return }
        let scale = min(maximumGrowth, (availableWidth - spacing) / content)
        guard scale > 1 else { return }
        for index in sizes.indices {  // in place: no array per row
            sizes[index] = Size(width: sizes[index].width * scale, height: sizes[index].height * scale)
        }
    }

    private func fitted(_ ratio: Double) -> Size {
        let height = max(1, rowHeight)
        let width = height * ratio
        guard width > availableWidth, availableWidth > 0 else { return Size(width: width, height: height) }
        return Size(width: availableWidth, height: availableWidth / ratio)
    }
}
