import Foundation

extension NSAttributedString.Key {
    /// A paragraph's style (UIKit's `.paragraphStyle`, raw value `NSParagraphStyle`): a
    /// ``ParagraphStyle``, whose alignment is kept through HTML and RTF between processes.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How a paragraph's lines line up (UIKit's `NSTextAlignment`, with its raw values).
public enum TextAlignment: Int, Sendable, CaseIterable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Along both edges, the last line along the leading one.
    case justified = 3
    /// The writing direction's leading edge (the default).
    case natural = 4
}

/// What a paragraph looks like (UIKit's `NSParagraphStyle`): its ``alignment``, which other
/// processes read from HTML (`text-align`) and RTF (`\qc`…). Immutable; set one up with
/// ``MutableParagraphStyle``, as on iOS. Two styles are equal (`isEqual(_:)`) when their
/// alignments are.
open class ParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Read by Foundation as a type field: it must stay the first stored property
    /// (``CoreFoundationDispatch``).
    private let coreFoundationTypeWord = CoreFoundationDispatch.typeWord
    fileprivate var storedAlignment: TextAlignment

    /// A style with the default alignment (`.natural`).
    public override init() {
        storedAlignment = .natural
    }

    /// A style aligning its paragraph so.
    public init(alignment: TextAlignment) {
        storedAlignment = alignment
    }

    /// The default style (UIKit's `NSParagraphStyle.default`).
    open class var `default`: ParagraphStyle { ParagraphStyle() }

    /// How the paragraph's lines line up.
    open var alignment: TextAlignment { storedAlignment }

    public func copy(with zone: NSZone? = nil) -> Any { ParagraphStyle(alignment: alignment) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { MutableParagraphStyle(alignment: alignment) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParagraphStyle else { return false }
        return alignment == other.alignment
    }

    open override var hash: Int { alignment.hashValue }

    open override var description: String { "ParagraphStyle(alignment: \(alignment))" }
}

/// A paragraph style to set up (UIKit's `NSMutableParagraphStyle`):
/// `let style = MutableParagraphStyle(); style.alignment = .center`.
public final class MutableParagraphStyle: ParagraphStyle {
    /// How the paragraph's lines line up.
    public override var alignment: TextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
}

extension ParagraphStyle {
    /// The alignment an attribute's value names, nil for the default (`.natural`).
    static func alignment(ofAttributeValue value: Any?) -> TextAlignment? {
        guard let alignment = (value as? ParagraphStyle)?.alignment, alignment != .natural else { return nil }
        return alignment
    }
}
