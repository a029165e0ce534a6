import Foundation

extension NSAttributedString.Key {
    /// A run's font (UIKit's `.font`, raw value `NSFont`): a ``TextFont``. Its family, size,
    /// bold and italic go to other processes in HTML and RTF and come back from them.
    public static let font = NSAttributedString.Key("NSFont")
}

/// The font of a run of attributed text (`NSAttributedString.Key.font`): what UIKit's
/// `UIFont` says of a run that other applications can read — its family, size, weight and
/// slant. Like `UIFont` it is an immutable object (``withSize(_:)`` makes a resized copy);
/// write `TextFont(pointSize: 17, isBold: true)` for `UIFont.boldSystemFont(ofSize: 17)`.
/// Two fonts are equal (`==`, `isEqual(_:)`) when their family, size, weight and slant are.
public final class TextFont: NSObject, @unchecked Sendable {
    /// Read by Foundation as a type field: it must stay the first stored property
    /// (``CoreFoundationDispatch``).
    private let coreFoundationTypeWord = CoreFoundationDispatch.typeWord

    /// The size a font has when nothing says otherwise: 12 points, the 16 pixels of HTML's
    /// `medium`.
    public static let defaultPointSize = 12.0
    /// The sizes a font can have, in points; others are clamped into them.
    public static let pointSizes: ClosedRange<Double> = 1...1000

    /// The font family ("Noto Serif", "monospace"); nil for the reader's default.
    public let family: String?
    /// The size in points (1/72 inch), within ``pointSizes``.
    public let pointSize: Double
    /// Whether the run is bold (a weight of 600 or more).
    public let isBold: Bool
    /// Whether the run is italic (or oblique).
    public let isItalic: Bool

    /// A font; a size outside ``pointSizes`` (or not a number) is clamped into them.
    public init(family: String? = nil, pointSize: Double = TextFont.defaultPointSize, isBold: Bool = false, isItalic: Bool = false) {
        self.family = family
        self.pointSize = Self.clamped(pointSize)
        self.isBold = isBold
        self.isItalic = isItalic
    }

    /// The reader's default font at `size` (`UIFont.systemFont(ofSize:)`).
    public static func systemFont(ofSize size: Double) -> TextFont { TextFont(pointSize: size) }
    /// The reader's default font at `size`, bold (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> TextFont { TextFont(pointSize: size, isBold: true) }
    /// The reader's default font at `size`, italic (`UIFont.italicSystemFont(ofSize:)`).
    public static func italicSystemFont(ofSize size: Double) -> TextFont { TextFont(pointSize: size, isItalic: true) }

    /// This font at another size (`UIFont.withSize(_:)`), clamped into ``pointSizes``.
    public func withSize(_ size: Double) -> TextFont {
        TextFont(family: family, pointSize: size, isBold: isBold, isItalic: isItalic)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TextFont else { return false }
        return family == other.family && pointSize == other.pointSize && isBold == other.isBold && isItalic == other.isItalic
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(family)
        hasher.combine(pointSize)
        hasher.combine(isBold)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    public override var description: String {
        "TextFont(" + [family.map { "family: \"\($0)\"" }, "pointSize: \(pointSize)", isBold ? "bold" : nil, isItalic ? "italic" : nil]
            .compactMap { $0 }.joined(separator: ", ") + ")"
    }

    private static func clamped(_ size: Double) -> Double {
        size.isNaN ? defaultPointSize : min(max(size, pointSizes.lowerBound), pointSizes.upperBound)
    }
}
