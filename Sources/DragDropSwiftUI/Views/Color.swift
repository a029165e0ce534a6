import DragDropCore

/// A colour that fills the space it is offered (SwiftUI's `Color`), in sRGB components 0…1.
public struct Color: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// How opaque, 0 (clear) … 1.
    public var opacity: Double

    /// A colour of sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A grey of `white` (0 black, 1 white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Clear.
    public static let clear = Color(white: 0, opacity: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Gray.
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
    /// Red.
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.58, blue: 0)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    /// Green.
    public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
    /// Blue.
    public static let blue = Color(red: 0, green: 0.48, blue: 1)
    /// Purple.
    public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
    /// Pink.
    public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
    /// The accent colour (blue).
    public static let accentColor = Color.blue

    /// This colour at `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    func update(_ node: ViewNode, in graph: ViewGraph) {
        let view = node.hostedView as? ColorView ?? ColorView(identifier: "color")
        node.hostedView = view
        view.color = self
    }
}

/// The model view of a ``Color``: a rectangle of one colour.
@MainActor
final class ColorView: HostedView {
    var color = Color.clear
}
