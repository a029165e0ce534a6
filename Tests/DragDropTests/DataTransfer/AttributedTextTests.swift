import DragDrop
import Foundation
import Testing

/// `NSAttributedString` through item providers: every attribute kept in this process; RTF,
/// HTML and plain text to other processes, and RTF or HTML read back with text and links.
@Suite("Attributed strings through item providers", .timeLimit(.minutes(1)))
struct AttributedTextTests {
    static let custom = NSAttributedString.Key("com.example.highlight")

    /// "Read the guide now" with "guide" linked and "now" highlighted.
    static func sample() -> NSAttributedString {
        let string = NSMutableAttributedString(string: "Read the guide now")
        string.addAttribute(.link, value: URL(string: "https://example.com/guide")!, range: NSRange(location: 9, length: 5))
        string.addAttribute(custom, value: 3, range: NSRange(location: 15, length: 3))
        return string
    }

    /// The object a destination gets, through UIKit's `loadObject(ofClass: NSAttributedString.self)`.
    static func loadObject(from provider: ItemProvider) async -> NSAttributedString? {
        let loaded: AttributedText? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: NSAttributedString.self) { object, _ in
                continuation.resume(returning: (object as? NSAttributedString).map(AttributedText.init))  // Sendable across
            }
        }
        return loaded?.attributedString
    }

    @Test("In this process every attribute arrives, a link and the application's own")
    func inProcessKeepsAttributes() async throws {
        let provider = ItemProvider(object: Self.sample())
        let loaded = try #require(await Self.loadObject(from: provider))
        #expect(loaded.string == "Read the guide now")
        #expect(loaded.attribute(.link, at: 10, effectiveRange: nil) as? URL == URL(string: "https://example.com/guide"))
        #expect(loaded.attribute(Self.custom, at: 16, effectiveRange: nil) as? Int == 3)
        #expect(loaded.attribute(Self.custom, at: 2, effectiveRange: nil) == nil)
        // Its plain text still loads as a String.
        #expect(try await provider.loadObject(ofClass: String.self) == "Read the guide now")
    }

    @Test("To other processes: RTF, HTML and plain text, each read back with the text and the link")
    func otherProcesses() async throws {
        let exported = ItemProvider(object: Self.sample()).exportedForOtherProcesses()
        #expect(exported.registeredTypeIdentifiers == [.rtf, .html, .utf8PlainText])
        let mimes = CrossProcessExport(providers: [exported]).offers.map(\.mime)
        #expect(mimes.contains("text/rtf") && mimes.contains("text/html") && mimes.contains("text/plain"))
        for type in [TypeIdentifier.rtf, .html] {
            let data = try await exported.loadDataRepresentation(forTypeIdentifier: type)
            let back = try AttributedText.object(withItemProviderData: data, typeIdentifier: type).attributedString
            #expect(back.string == "Read the guide now", "\(type)")
            #expect(back.attribute(.link, at: 10, effectiveRange: nil) as? URL == URL(string: "https://example.com/guide"), "\(type)")
            #expect(back.attribute(.link, at: 2, effectiveRange: nil) == nil, "\(type)")
        }
    }

    @Test("RTF as word processors write it: tables skipped, \\'hh and \\uN characters, paragraphs, a field's link")
    func readsRTF() throws {
        let rtf = #"{\rtf1\ansi\ansicpg1252{\fonttbl{\f0\fswiss Arial;}}{\colortbl;\red255\green0\blue0;}"#
            + #"{\*\generator Writer;}\f0\fs24 Caf\'e9 \u8364? {\b bold}\par "#
            + #"{\field{\*\fldinst{HYPERLINK "https://example.com/x"}}{\fldrslt{\ul here}}} \{ok\}}"#
        let string = try AttributedText.object(withItemProviderData: Data(rtf.utf8), typeIdentifier: .rtf).attributedString
        #expect(string.string == "Café € bold\nhere {ok}")
        let here = (string.string as NSString).range(of: "here")
        #expect(string.attribute(.link, at: here.location, effectiveRange: nil) as? URL == URL(string: "https://example.com/x"))
        #expect(throws: ItemProviderDecodingError.self) {
            _ = try AttributedText.object(withItemProviderData: Data("plain".utf8), typeIdentifier: .rtf)
        }
    }

    @Test("HTML as browsers copy it: entities, line breaks, block ends, links; scripts and comments left out")
    func readsHTML() throws {
        let html = #"<meta charset="utf-8"><p>Hello &amp; <b>bold</b>&#33;<br><a href="https://example.com/a?b=1&amp;c=2">link</a></p><!-- note --><script>alert(1)</script>"#
        let string = try AttributedText.object(withItemProviderData: Data(html.utf8), typeIdentifier: .html).attributedString
        #expect(string.string == "Hello & bold!\nlink\n")
        let link = (string.string as NSString).range(of: "link")
        #expect(string.attribute(.link, at: link.location, effectiveRange: nil) as? URL == URL(string: "https://example.com/a?b=1&c=2"))
    }
}
