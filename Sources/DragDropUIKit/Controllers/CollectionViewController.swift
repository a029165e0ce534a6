import Foundation
import DragDropCore

/// A controller whose view is a collection view it is the data source and delegate of
/// (UIKit's `UICollectionViewController`). Subclass it and `override` the data source and
/// delegate methods, as on iOS. The overrides go in the subclass's body, not in an extension:
/// without the Objective-C runtime, Swift cannot override from an extension.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: any CollectionLayout

    /// A controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: any CollectionLayout) {
        initialLayout = layout
        super.init()
    }

    /// The collection view, which is also ``ViewController/view``.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    public var collectionViewLayout: any CollectionLayout { collectionView.collectionViewLayout }

    /// UIKit's standard reordering gesture: while true (the default, as in UIKit) and this
    /// controller implements `collectionView(_:moveItemAt:to:)`, a press-and-drag on an item
    /// moves it the classic way — no edit mode, no drag delegate — unless the view offers drag
    /// and drop, which then wins, as on iPad (SEMANTICS 28). A subclass that adopts
    /// ``CollectionViewMovingDataSource`` is known to implement it; one that does
    /// not is asked once, by a move of the pressed item to where it is.
    public var installsStandardGestureForInteractiveMovement = true

    /// Whether ``viewWillAppear(_:)`` clears the selection, as in UIKit. Default true.
    public var clearsSelectionOnViewWillAppear = true

    /// Makes the collection view, with this controller as its data source and delegate.
    override open func loadView() {
        let collection = CollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear``.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear { collectionView.selectedIndexPaths = [] }
    }

    /// Edit mode shows the collection view's reorder handles.
    override open func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.setEditing(editing, animated: animated)
    }

    // MARK: Data source and delegate, for subclasses to override
    //
    // Override them in the subclass's body: an `override` in an extension fails with "cannot be
    // overridden from extension" (Swift on Linux has no Objective-C runtime, and no library can
    // change that message). Or set a separate object adopting `CollectionViewDataSource` as the view's
    // `dataSource`; an extension may hold its methods. (Porting from UIKit, "Compiler messages
    // that name what to write".)

    /// Default 1.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Default 0.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Default: a plain cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    /// Default nil.
    open func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: none (``collectionView(_:titleForHeaderInSection:)`` names the headers).
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dataSourceState.supplementaryViewIsMissing = true
        return CollectionReusableView()
    }
    /// Default true.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Default: not implemented — a classic move is reported and undone (SEMANTICS 28). An
    /// override is seen only by calling it: adopt ``CollectionViewMovingDataSource``
    /// to say it exists, or the standard gesture asks it once to move an item to where it is.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        collectionView.dataSourceState.modelMoveIsMissing = true
    }
    /// Default `proposed`.
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
                             atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath) -> IndexPath {
        proposed
    }
    /// Default: nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Default true.
    open func collectionView(_ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                             with context: SpringLoadedInteractionContext) -> Bool { true }
}

extension CollectionViewController: StandardMoveGestureOwner {
    package func ownsStandardMoveGesture(of collectionView: CollectionView) -> Bool { viewIfLoaded === collectionView }
}
