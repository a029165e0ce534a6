import Foundation

extension IndexedCollectionView {
    /// The frame of a section's header in content coordinates; nil when it has none.
    public func rectForHeader(inSection section: Int) -> Rect? {
        loadIfNeeded()
        return layout.frameForHeader(inSection: section)
    }

    /// The frame of a section's footer in content coordinates; nil when it has none (UIKit's
    /// `rectForFooter(inSection:)`).
    public func rectForFooter(inSection section: Int) -> Rect? {
        loadIfNeeded()
        return layout.frameForFooter(inSection: section)
    }

    /// A section header's title, from the data source.
    public func titleForHeader(inSection section: Int) -> String? {
        (0..<numberOfSections).contains(section) ? hooks.dataSourceTitleForHeader(inSection: section) : nil
    }

    /// A section footer's title, from the data source (a table's `titleForFooterInSection`,
    /// a collection view's footer supplementary view).
    public func titleForFooter(inSection section: Int) -> String? {
        (0..<numberOfSections).contains(section) ? hooks.dataSourceTitleForFooter(inSection: section) : nil
    }

    /// The sections whose headers are at least partly in view, with their frames (content
    /// coordinates).
    /// - Complexity: O(s) in the number of sections.
    public var visibleHeaders: [(section: Int, frame: Rect)] { visibleBands(rectForHeader(inSection:)) }

    /// The sections whose footers are at least partly in view, with their frames (content
    /// coordinates).
    /// - Complexity: O(s) in the number of sections.
    public var visibleFooters: [(section: Int, frame: Rect)] { visibleBands(rectForFooter(inSection:)) }

    /// The sections whose band (a header or footer, where `band` says it is) is in view.
    func visibleBands(_ band: (Int) -> Rect?) -> [(section: Int, frame: Rect)] {
        let visible = visibleRect
        return (0..<numberOfSections).compactMap { section in
            band(section).flatMap { $0.intersects(visible) ? (section, $0) : nil }
        }
    }
}
