import DragDropCore

/// What a front end draws for a model view the SwiftUI face rendered: a `Text`'s string in
/// its font, a `Color`'s fill, a shape, or a control. Containers (stacks, padding, frames, backgrounds) draw
/// nothing of their own — their children are placed in them — and a `List` or lazy grid is a
/// model ``DragDrop/IndexedCollectionView`` the front end shows as it shows any.
public enum RenderedContent: Equatable, Sendable {
    /// A string in a font, at the view's frame (wrapped to its width).
    case text(String, Font)
    /// The view's frame filled with one colour.
    case fill(Color)
    /// A shape (`Rectangle`, `Circle`, …) filled or stroked, in the view's frame.
    case shape(RenderedShape)
    /// A `Button`'s frame, its label's views drawn over it; a tap on it runs its action.
    case button
    /// A `Toggle`'s switch, on or off; a tap on it flips the bound value.
    case toggle(isOn: Bool)
    /// A `TextField`: its text (given back through `enterText(_:)`), and
    /// its placeholder shown while the text is empty.
    case textField(text: String, placeholder: String)

    /// The reuse identifier of the cells a `List` or lazy grid shows its rows in: each
    /// cell's `contentView` holds the row's rendered views.
    public static let rowReuseIdentifier = "swiftui.row"
}

extension PlatformView {
    /// What the SwiftUI face drew in this view, if it made it as a `Text`, a `Color`, a shape
    /// or a control; nil for every other view.
    public var renderedContent: RenderedContent? {
        switch self {
        case let text as TextView: .text(text.text, text.font)
        case let color as ColorView: .fill(color.color)
        case let divider as DividerView: .fill(divider.color)
        case let shape as ShapeView: .shape(shape.shape)
        case is ButtonView: .button
        case let toggle as SwitchView: .toggle(isOn: toggle.isOn)
        case let field as TextFieldView: .textField(text: field.text, placeholder: field.placeholder)
        default: nil
        }
    }
}
