import DragDropCore

/// SwiftUI's `@ViewBuilder`: the statements of a view body become one view — a sequence
/// a ``TupleView``, an `if` without `else` an optional view, `if`/`else` and `switch` a
/// `_ConditionalContent` (whose branches have identities of their own, so a branch that
/// disappears loses its state).
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// An expression of the body.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty body.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A body of one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A body of several views, each with its own place (its structural identity).
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// `if` without `else`: nil when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// `if` without `else`, as builders with `buildOptional` write it.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else` (and the earlier cases of a `switch`).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else` (and the later cases of a `switch`).
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available`: the content with its type erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
