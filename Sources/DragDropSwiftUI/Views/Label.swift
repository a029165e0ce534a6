import DragDropCore

/// SwiftUI's `Label`: an icon and a title side by side (the icon first, 8 points apart, centred
/// across), as a list row or a button shows one.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Never {
    /// SwiftUI's label with a symbol: not rendered, as `Image(systemName:)` is not.
    @available(*, unavailable, message: "Label(_:systemImage:) needs Image(systemName:), which DragDropSwiftUI does not render yet (issue 41); use Label(title:icon:)")
    public init(_ title: String, systemImage: String) { fatalError("Label(_:systemImage:) is not rendered") }

    /// SwiftUI's label with an image resource: not rendered, as `Image` is not.
    @available(*, unavailable, message: "Label(_:image:) needs Image, which DragDropSwiftUI does not render yet (issue 41); use Label(title:icon:)")
    public init(_ title: String, image: String) { fatalError("Label(_:image:) is not rendered") }
}
