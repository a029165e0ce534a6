/// The modifier keys held during a drag (UIKit's `UIKeyModifierFlags`): destinations read
/// them from ``DropSession/modifierFlags`` — Shift to move instead of copy, as desktop file
/// managers do.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Flags from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// A Control key.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// An Alt key (Option on Apple keyboards).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// The Super (Windows) key (Command on Apple keyboards).
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
}
