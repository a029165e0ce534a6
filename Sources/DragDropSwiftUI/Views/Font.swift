import DragDropCore

/// A text style (SwiftUI's `Font`): its size in points and whether it is bold.
public struct Font: Sendable, Hashable {
    /// The size in points.
    public let size: Double
    /// Whether the text is bold.
    public let isBold: Bool

    /// 17 points, as SwiftUI's body text.
    public static let body = Font(size: 17, isBold: false)
    /// 17 points, bold.
    public static let headline = Font(size: 17, isBold: true)
    /// 15 points.
    public static let subheadline = Font(size: 15, isBold: false)
    /// 16 points.
    public static let callout = Font(size: 16, isBold: false)
    /// 12 points.
    public static let caption = Font(size: 12, isBold: false)
    /// 13 points.
    public static let footnote = Font(size: 13, isBold: false)
    /// 28 points.
    public static let title = Font(size: 28, isBold: false)
    /// 22 points.
    public static let title2 = Font(size: 22, isBold: false)
    /// 20 points.
    public static let title3 = Font(size: 20, isBold: false)
    /// 34 points.
    public static let largeTitle = Font(size: 34, isBold: false)

    /// The system font at `size` points.
    public static func system(size: Double) -> Font { Font(size: size, isBold: false) }

    /// This font in bold.
    public func bold() -> Font { Font(size: size, isBold: true) }

    private init(size: Double, isBold: Bool) {
        self.size = size
        self.isBold = isBold
    }
}
