import DragDropCore

// SwiftUI's views and modifiers this face does not render yet (issue 41): each is a compile
// error saying so, never a view or modifier silently ignored. Their bodies never run.

private let notRendered = "is not supported by DragDropSwiftUI yet (issue 41)"

/// SwiftUI's `NavigationLink`: not supported yet (a `NavigationStack` shows its root view
/// only); every way of making one is a compile error saying so.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never

    /// A link titled `title` pushing `destination`: not supported yet.
    @available(*, unavailable, message: "NavigationLink is not supported by DragDropSwiftUI yet (issue 41): a NavigationStack shows its root view only")
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text { fatalError(notRendered) }

    /// A link of `label` pushing `destination`: not supported yet.
    @available(*, unavailable, message: "NavigationLink is not supported by DragDropSwiftUI yet (issue 41): a NavigationStack shows its root view only")
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError(notRendered) }

    /// A link of `label` pushing `destination` (the older spelling): not supported yet.
    @available(*, unavailable, message: "NavigationLink is not supported by DragDropSwiftUI yet (issue 41): a NavigationStack shows its root view only")
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError(notRendered) }

    func update(_ node: ViewNode, in graph: ViewGraph) { preconditionFailure("NavigationLink cannot be made") }
}

/// SwiftUI's `EditButton`: not rendered yet.
@available(*, unavailable, message: "EditButton is not supported by DragDropSwiftUI yet (issue 41)")
public struct EditButton {}

extension View {
    /// SwiftUI's `listStyle`: not rendered yet.
    @available(*, unavailable, message: "listStyle is not supported by DragDropSwiftUI yet (issue 41)")
    public func listStyle<S>(_ style: S) -> Self { fatalError(notRendered) }

    /// SwiftUI's `contentShape`: not supported yet.
    @available(*, unavailable, message: "contentShape is not supported by DragDropSwiftUI yet (issue 41)")
    public func contentShape<S>(_ shape: S) -> Self { fatalError(notRendered) }

    /// SwiftUI's `animation`: not supported yet (withAnimation is).
    @available(*, unavailable, message: "the animation modifier is not supported by DragDropSwiftUI yet (issue 41); withAnimation is")
    public func animation<V>(_ animation: Animation?, value: V) -> Self { fatalError(notRendered) }

    /// SwiftUI's `bold` on a view: not supported yet (Text's bold() is).
    @available(*, unavailable, message: "bold() on a view is not supported by DragDropSwiftUI yet (issue 41); Text's bold() is")
    public func bold() -> Self { fatalError(notRendered) }
}
