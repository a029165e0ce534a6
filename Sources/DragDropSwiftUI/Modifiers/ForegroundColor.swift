import DragDropCore

private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour text and unstyled shapes in the subtree are drawn in (nil: the primary
    /// colour of the colour scheme, as the front end draws text).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}

extension View {
    /// Text and shapes in the view are drawn in `color` unless they set their own.
    public func foregroundColor(_ color: Color?) -> _EnvironmentView<Self> {
        _EnvironmentView(content: self) { $0.foregroundColor = color }
    }

    /// Text and shapes in the view are drawn in `color` (SwiftUI's `foregroundStyle`, for a colour).
    public func foregroundStyle(_ color: Color) -> _EnvironmentView<Self> {
        foregroundColor(color)
    }
}

extension PlatformView {
    /// The colour a front end draws this view's text in, if the view renders a `Text` given a
    /// foreground colour; nil: the theme's.
    public var renderedForegroundColor: Color? { (self as? TextView)?.color }
}
