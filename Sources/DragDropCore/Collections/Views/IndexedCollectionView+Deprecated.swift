/// Members removed from `IndexedCollectionView` without a deprecation, back as deprecated
/// for one release (issue 42.11: an outside application that used them stopped compiling).
/// They go in the next major release.
extension IndexedCollectionView {
    /// The number of items shown in `section`.
    @available(*, deprecated, renamed: "numberOfItems(inSection:)")
    public func numberOfPresentedItems(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// Makes `indexPath` the only selected item when it is part of a multiple selection.
    @available(*, deprecated, message: "a plain click is completeClick(on:), which also tells the delegate")
    public func collapseSelection(to indexPath: IndexPath) {
        guard selectedIndexPaths.count > 1, selectedIndexPaths.contains(indexPath) else { return }
        selectedIndexPaths = [indexPath]
    }

    /// Where the drop in progress over this view would land (nil when none is over it).
    @available(*, deprecated, message: "use the destination index path a drop delegate's dropSessionDidUpdate is given")
    public var currentDropDestination: IndexPath? { dropTarget.state.destination }

    /// Sets the view's size (an empty size changes nothing).
    @available(*, deprecated, message: "set frame.size")
    public func resize(to size: Size) {
        guard size.width > 0, size.height > 0 else { return }
        frame = Rect(origin: frame.origin, size: size)
    }
}
