import Foundation

extension NSAttributedString.Key {
    /// A run's underline (UIKit's `.underlineStyle`, raw value `NSUnderline`): an `Int` (or
    /// `NSNumber`), an ``UnderlineStyle``'s `rawValue`; 0 is none. Kept through HTML and RTF
    /// between processes (single, double, thick).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A run's line through it (UIKit's `.strikethroughStyle`, raw value `NSStrikethrough`): an
    /// `Int` (or `NSNumber`), an ``UnderlineStyle``'s `rawValue`; 0 is none. Kept through HTML
    /// and RTF between processes.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The colour behind a run (UIKit's `.backgroundColor`, raw value `NSBackgroundColor`): a
    /// ``TextColor``, kept through HTML and RTF between processes.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}

/// How a run is underlined or struck through (UIKit's `NSUnderlineStyle`): its `rawValue` is
/// the value of `NSAttributedString.Key.underlineStyle` and `.strikethroughStyle`, as on iOS
/// (`[.underlineStyle: UnderlineStyle.single.rawValue]`).
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// Under words only, not the spaces between them.
    public static let byWord = UnderlineStyle(rawValue: 0x8000)

    /// The line's kind alone (single, thick or double), without its pattern or `byWord`.
    var kind: UnderlineStyle { UnderlineStyle(rawValue: rawValue & 0x0F) }
}

extension UnderlineStyle {
    /// The style an attribute's value names (an `Int` or `NSNumber`), nil for none.
    init?(attributeValue value: Any?) {
        let raw = (value as? Int) ?? (value as? NSNumber)?.intValue ?? 0
        guard raw != 0 else { return nil }
        self.init(rawValue: raw)
    }
}
