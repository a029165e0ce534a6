import DragDropCore

/// A child's place under its parent node: with the parents' places, a view's structural
/// identity. Two views at the same place with the same type are the same view over time.
enum ChildKey: Hashable {
    /// A view's body.
    case body
    /// The n-th view of a sequence.
    case index(Int)
    /// An element of a `ForEach`, or a view given an explicit `id`.
    case id(AnyHashable)
    /// The `if` branch (or the present content of an optional).
    case trueBranch
    /// The `else` branch.
    case falseBranch
    /// An `AnyView`'s content, by its type.
    case type(ObjectIdentifier)
    /// A modifier's own view (a background, an overlay).
    case decoration(Int)
}
