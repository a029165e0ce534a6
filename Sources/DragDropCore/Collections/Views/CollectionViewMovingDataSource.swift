/// Ours: a collection view data source that declares it implements
/// `collectionView(_:moveItemAt:to:)`, so the view knows it from the moment the data source
/// is assigned, without calling into the model (issue 42.5, SEMANTICS 28).
///
/// Swift on Linux cannot tell whether a class overrides a method without calling it. A
/// ``CollectionViewDataSource`` that adopts this protocol — a `CollectionViewController`
/// subclass that overrides `moveItemAt`, say — is never probed: its `moveItemAt` is called
/// only for real moves. One that does not adopt it is probed once per assignment, when the
/// standard move gesture first needs to know (an identity move, the item to where it
/// already is). A ``CollectionViewReorderingDataSource`` moves items too and counts as
/// declaring it. A data source that adopts it and still leaves `moveItemAt` to the
/// protocol's default gets a ``Diagnostic`` at its first move, which is undone.
@MainActor
public protocol CollectionViewMovingDataSource: CollectionViewDataSource {}
