import DragDropCore

/// What a front end draws for a model view the SwiftUI face rendered: a `Text`'s string in
/// its font, or a `Color`'s fill. Containers (stacks, padding, frames, backgrounds) draw
/// nothing of their own — their children are placed in them — and a `List` or lazy grid is a
/// model ``DragDrop/IndexedCollectionView`` the front end shows as it shows any.
public enum RenderedContent: Equatable, Sendable {
    /// A string in a font, at the view's frame (wrapped to its width).
    case text(String, Font)
    /// The view's frame filled with one colour.
    case fill(Color)

    /// The reuse identifier of the cells a `List` or lazy grid shows its rows in: each
    /// cell's `contentView` holds the row's rendered views.
    public static let rowReuseIdentifier = "swiftui.row"
}

extension PlatformView {
    /// What the SwiftUI face drew in this view, if it made it as a `Text` or a `Color`; nil
    /// for every other view.
    public var renderedContent: RenderedContent? {
        switch self {
        case let text as TextView: .text(text.text, text.font)
        case let color as ColorView: .fill(color.color)
        default: nil
        }
    }
}
