import Foundation

extension NSAttributedString.Key {
    /// A run's text colour (UIKit's `.foregroundColor`, raw value `NSColor`): a ``TextColor``,
    /// kept through HTML and RTF between processes.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// The colour of a run of attributed text (`NSAttributedString.Key.foregroundColor`), in
/// sRGB with alpha, each component 0 to 1 — what UIKit's `UIColor` says of a run.
/// Like `UIColor` it is an immutable object; write `TextColor(red: 1, green: 0, blue: 0)`.
/// Two colours are equal (`==`, `isEqual(_:)`) when their components are.
public final class TextColor: NSObject, @unchecked Sendable {
    /// Read by Foundation as a type field: it must stay the first stored property
    /// (``CoreFoundationDispatch``).
    private let coreFoundationTypeWord = CoreFoundationDispatch.typeWord

    /// The red component, 0 to 1.
    public let red: Double
    /// The green component, 0 to 1.
    public let green: Double
    /// The blue component, 0 to 1.
    public let blue: Double
    /// The opacity, 0 (transparent) to 1.
    public let alpha: Double

    /// A colour; components outside 0...1 are clamped into it, and one that is not a number is 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// Black.
    public static let black = TextColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = TextColor(red: 1, green: 1, blue: 1)
    /// Red.
    public static let red = TextColor(red: 1, green: 0, blue: 0)
    /// Green (HTML's `lime`).
    public static let green = TextColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = TextColor(red: 0, green: 0, blue: 1)

    /// The colour as 8-bit components, rounded.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque (CSS, HTML and Pango read both).
    public var hexString: String {
        let bytes = rgba8
        let opaque = [bytes.red, bytes.green, bytes.blue].map(Self.hex).joined()
        return bytes.alpha == 255 ? "#" + opaque : "#" + opaque + Self.hex(bytes.alpha)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TextColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    public override var description: String { "TextColor(\(hexString))" }

    private static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    private static func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }
}
