import Foundation
import Synchronization

extension NSAttributedString.Key {
    /// A run's link (UIKit's `.link`, raw value `NSLink`): a `URL` or its text. Kept through
    /// RTF and HTML between processes.
    public static let link = NSAttributedString.Key("NSLink")
}

/// An attributed string as it travels through item providers (the value behind
/// `NSAttributedString` as a provider object). In this process it keeps every attribute: the
/// destination gets a copy of the very string. To other processes it goes as RTF
/// (`text/rtf`), HTML (`text/html`) and plain text — what browsers, word processors, GTK and Qt
/// text widgets read — and comes back from RTF or HTML (a browser's or LibreOffice's copy) with
/// its text, paragraphs, links (`NSAttributedString.Key.link`), fonts (`NSAttributedString.Key.font`:
/// a ``TextFont``, its family, size, bold and italic) and colours
/// (`NSAttributedString.Key.foregroundColor`: a ``TextColor``) — the counterparts of `UIFont`
/// and `UIColor` in the attributes other applications read — underline and line through
/// (`.underlineStyle`, `.strikethroughStyle`: an ``UnderlineStyle``'s raw value), background
/// colour (`.backgroundColor`) and paragraph alignment (`.paragraphStyle`: a
/// ``ParagraphStyle``). Other attributes stay in the process.
public struct AttributedText: ItemProviderReading, ItemProviderWriting, @unchecked Sendable {
    // @unchecked: the string is an immutable copy made at init and never handed out mutable.

    /// The attributed string.
    public let attributedString: NSAttributedString

    /// A value holding a copy of `attributedString`.
    public init(_ attributedString: NSAttributedString) {
        self.attributedString = NSAttributedString(attributedString: attributedString)
    }

    /// This process's own representation: a ticket for the string itself, never sent elsewhere.
    static let inProcess = TypeIdentifier("org.dragdrop.attributed-string")

    public static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [inProcess, .rtf, .html, .utf8PlainText] }

    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier type: TypeIdentifier)
        -> ItemProvider.RepresentationVisibility {
        type == inProcess ? .ownProcess : .all
    }

    public func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data {
        switch type {
        case Self.inProcess: Self.tickets.issue(for: self)
        case .rtf: Data(RTFText.rtf(from: attributedString).utf8)
        case .html: Data(HTMLText.html(from: attributedString).utf8)
        default: Data(attributedString.string.utf8)
        }
    }

    public static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] {
        [inProcess, .rtf, .html, .utf8PlainText, .utf16PlainText, .plainText]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> AttributedText {
        if type == inProcess {
            guard let value = tickets.redeem(data) else {
                throw ItemProviderDecodingError(type, "the attributed string is no longer in this process")
            }
            return value
        }
        if type.conforms(to: .rtf) {
            guard let text = TextDecoding.utf8(data) ?? String(data: data, encoding: .isoLatin1) else {
                throw ItemProviderDecodingError(type, "not valid RTF")
            }
            return AttributedText(try RTFText.attributedString(fromRTF: text))
        }
        if type.conforms(to: .html) {
            guard let text = TextDecoding.htmlText(data) else { throw ItemProviderDecodingError(type, "not valid text") }
            return AttributedText(HTMLText.attributedString(fromHTML: text))
        }
        return AttributedText(NSAttributedString(string: try String.object(withItemProviderData: data, typeIdentifier: type)))
    }

    /// Strings lent to destinations in this process, each once, by ticket.
    private static let tickets = Tickets()

    private final class Tickets: Sendable {
        private let lent = Mutex<[UUID: AttributedText]>([:])

        func issue(for value: AttributedText) -> Data {
            let ticket = UUID()
            lent.withLock { $0[ticket] = value }
            return Data(ticket.uuidString.utf8)
        }

        func redeem(_ data: Data) -> AttributedText? {
            guard let text = String(data: data, encoding: .utf8), let ticket = UUID(uuidString: text) else { return nil }
            return lent.withLock { $0.removeValue(forKey: ticket) }
        }
    }
}
