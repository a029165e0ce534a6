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

    /// The third word of `object`, which CoreFoundation reads as the object's type field.
    static func typeWord(of object: AnyObject) -> UInt {
        Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 2 * MemoryLayout<UInt>.size, as: UInt.self)
    }

    @Test("Fonts and colours begin with a word CoreFoundation reads as a Swift object's type")
    func attributeValuesDispatchToSwift() {
        // Without it, a font of 1.0 point (a first word of 0x3FF0…0) is CF type 0 to CFEqual:
        // merging two runs of different such fonts halted the process.
        for object: AnyObject in [TextFont(pointSize: 1), TextFont(family: "Noto Serif"), TextColor.black, TextColor(red: 1, green: 1, blue: 1, alpha: 0)] {
            let bits = (Self.typeWord(of: object) >> 8) & 0x3FF
            #expect(bits == 0x3FF, "\(object): CF type \(bits)")
        }
    }

    @Test("Neighbouring runs of different fonts and colours append and merge, as many as a document holds")
    func manyStyledRunsAppend() {
        let result = NSMutableAttributedString(string: "")
        let fonts = [TextFont(pointSize: 1), TextFont(pointSize: 2), TextFont(pointSize: 1, isBold: true)]
        for index in 0..<3_000 {
            let font = fonts[index / 2 % fonts.count]  // two equal runs in a row, which merge
            result.append(NSAttributedString(string: "ab", attributes: [.font: font, .foregroundColor: TextColor(red: Double(index / 2 % 2), green: 0, blue: 0)]))
        }
        var runs = 0
        result.enumerateAttributes(in: NSRange(location: 0, length: result.length)) { _, range, _ in
            runs += 1
            #expect(range.length == 4)
        }
        #expect(runs == 1_500)
        #expect(result.attribute(.font, at: 4, effectiveRange: nil) as? TextFont == TextFont(pointSize: 2))
        #expect(TextFont(pointSize: 3).withSize(5000) == TextFont(pointSize: 1000))
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
        let mimes = InterProcessExport(providers: [exported]).offers.map(\.mime)
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
        // A block's end breaks the line before more text, not at the very end (as a browser's plain text).
        #expect(string.string == "Hello & bold!\nlink")
        let link = (string.string as NSString).range(of: "link")
        #expect(string.attribute(.link, at: link.location, effectiveRange: nil) as? URL == URL(string: "https://example.com/a?b=1&c=2"))
    }

    /// "Plain, bold red, big italic serif" with a link on the bold run.
    static func styled() -> NSAttributedString {
        let string = NSMutableAttributedString(string: "Plain ")
        string.append(NSAttributedString(string: "bold red", attributes: [
            .font: TextFont.boldSystemFont(ofSize: 14), .foregroundColor: TextColor(red: 1, green: 0, blue: 0),
            .link: URL(string: "https://example.com/r")!,
        ]))
        string.append(NSAttributedString(string: " and\n"))
        string.append(NSAttributedString(string: "big italic", attributes: [
            .font: TextFont(family: "Noto Serif", pointSize: 22.5, isItalic: true), .foregroundColor: TextColor(red: 0, green: 0.2, blue: 1, alpha: 0.6),
        ]))
        return string
    }

    @Test("Between processes, bold, italic, size, family and colour come back from HTML and from RTF")
    func fontsAndColoursCrossProcesses() async throws {
        let exported = ItemProvider(object: Self.styled()).exportedForOtherProcesses()
        for type in [TypeIdentifier.html, .rtf] {
            let data = try await exported.loadDataRepresentation(forTypeIdentifier: type)
            let back = try AttributedText.object(withItemProviderData: data, typeIdentifier: type).attributedString
            #expect(back.string == "Plain bold red and\nbig italic", "\(type)")
            let bold = (back.string as NSString).range(of: "bold red")
            #expect(back.attribute(.font, at: bold.location, effectiveRange: nil) as? TextFont == .boldSystemFont(ofSize: 14), "\(type)")
            #expect(back.attribute(.foregroundColor, at: bold.location + 7, effectiveRange: nil) as? TextColor == .red, "\(type)")
            #expect(back.attribute(.link, at: bold.location, effectiveRange: nil) as? URL == URL(string: "https://example.com/r"), "\(type)")
            #expect(back.attribute(.font, at: 0, effectiveRange: nil) == nil, "\(type)")
            #expect(back.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil, "\(type)")
            let italic = (back.string as NSString).range(of: "big italic")
            #expect(back.attribute(.font, at: italic.location, effectiveRange: nil) as? TextFont
                == TextFont(family: "Noto Serif", pointSize: 22.5, isItalic: true), "\(type)")
            let color = try #require(back.attribute(.foregroundColor, at: italic.location, effectiveRange: nil) as? TextColor, "\(type)")
            #expect(color.rgba8.red == 0 && color.rgba8.green == 51 && color.rgba8.blue == 255, "\(type)")
        }
    }

    @Test("HTML as Chromium copies it: inline computed styles on spans and <b>, weights as numbers, rgb() colours")
    func readsChromiumStyles() throws {
        let html = #"<meta charset='utf-8'><span style="color: rgb(0, 0, 0); font-family: &quot;DejaVu Sans&quot;, sans-serif; "#
            + #"font-size: 16px; font-style: normal; font-weight: 400;">Plain </span><b style="color: rgb(204, 0, 0); "#
            + #"font-family: &quot;DejaVu Sans&quot;, sans-serif; font-size: 16px; font-style: normal;">bold red</b>"#
            + #"<span style="font-size: 16px;"> </span><em style="font-size: 2em; font-weight: 700">big</em>"#
        let string = try AttributedText.object(withItemProviderData: Data(html.utf8), typeIdentifier: .html).attributedString
        #expect(string.string == "Plain bold red big")
        let plain = try #require(string.attribute(.font, at: 0, effectiveRange: nil) as? TextFont)
        #expect(plain == TextFont(family: "DejaVu Sans", pointSize: 12))
        #expect(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? TextColor == .black)
        let bold = (string.string as NSString).range(of: "bold red")
        #expect(string.attribute(.font, at: bold.location, effectiveRange: nil) as? TextFont
            == TextFont(family: "DejaVu Sans", pointSize: 12, isBold: true))
        #expect(string.attribute(.foregroundColor, at: bold.location, effectiveRange: nil) as? TextColor
            == TextColor(red: 204 / 255, green: 0, blue: 0))
        let big = (string.string as NSString).range(of: "big")
        #expect(string.attribute(.font, at: big.location, effectiveRange: nil) as? TextFont
            == TextFont(pointSize: 24, isBold: true, isItalic: true))
    }

    @Test("HTML as LibreOffice writes it: nested <font> colour, face and size; headings; an end tag closes what is inside it")
    func readsFontTagsAndHeadings() throws {
        let html = ##"<p><font color="#c9211e"><font face="Liberation Serif, serif"><font size="5"><b>Red</b></font></font></font>"##
            + #" <i>slant<b>both</i> plain</b></p><h1 style="font-size:20pt">Title</h1></b></i></span>after"#
        let string = try AttributedText.object(withItemProviderData: Data(html.utf8), typeIdentifier: .html).attributedString
        #expect(string.string == "Red slantboth plain\nTitle\nafter")
        #expect(string.attribute(.font, at: 0, effectiveRange: nil) as? TextFont
            == TextFont(family: "Liberation Serif", pointSize: 18, isBold: true))
        #expect(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? TextColor
            == TextColor(red: 0xc9 / 255, green: 0x21 / 255, blue: 0x1e / 255))
        let both = (string.string as NSString).range(of: "both")
        #expect(string.attribute(.font, at: both.location, effectiveRange: nil) as? TextFont == TextFont(isBold: true, isItalic: true))
        // </i> closed the <b> inside it too: " plain" has no font.
        let plain = (string.string as NSString).range(of: " plain")
        #expect(string.attribute(.font, at: plain.location, effectiveRange: nil) == nil)
        let title = (string.string as NSString).range(of: "Title")
        #expect(string.attribute(.font, at: title.location, effectiveRange: nil) as? TextFont == TextFont(pointSize: 20, isBold: true))
        #expect(string.attribute(.font, at: string.length - 1, effectiveRange: nil) == nil)
    }

    @Test("Hostile HTML: deep nesting, floods of styles and tags, values out of range; bounded work, no crash, the text kept")
    func hostileHTML() throws {
        let cases: [String] = [
            String(repeating: "<b><i><span style='color:red'>", count: 40_000) + "deep" + String(repeating: "</span></i></b>", count: 40_000),
            String(repeating: "</b></span>", count: 50_000) + "closed",
            "<span style=\"" + String(repeating: "color:#zzz;font-size:1e400px;font-size:-5pt;font-size:NaNpx;", count: 20_000) + "\">odd</span>",
            "<span style='font-size:100000000pt;color:rgb(1e300, -4, nan)'>huge</span><font size=\"99999999999\" color=\"#12345\">tag</font>",
            "<span style=\"font-size: 0.00000001em; font-size: 1e-300em\">tiny</span><h1><h1><h1><h1><h1><h1><h1><h1>x",
            "<a href=" + String(repeating: "&", count: 100_000) + ">amp</a><b",
        ]
        for html in cases {
            let clock = ContinuousClock()
            let start = clock.now
            let string = try AttributedText.object(withItemProviderData: Data(html.utf8), typeIdentifier: .html).attributedString
            #expect(clock.now - start < .seconds(10), "\(html.prefix(40))")
            #expect(!string.string.isEmpty, "\(html.prefix(40))")
            string.enumerateAttribute(.font, in: NSRange(location: 0, length: string.length)) { value, _, _ in
                guard let font = value as? TextFont else { return }
                #expect(TextFont.pointSizes.contains(font.pointSize))
            }
        }
        let deep = try AttributedText.object(withItemProviderData: Data(cases[0].utf8), typeIdentifier: .html).attributedString
        #expect(deep.string == "deep")
        #expect(deep.attribute(.font, at: 0, effectiveRange: nil) as? TextFont == TextFont(isBold: true, isItalic: true))
        #expect(deep.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? TextColor == .red)
    }
    /// The value of `key` at the first character of `word`'s first occurrence in `string`.
    static func attribute(_ key: NSAttributedString.Key, at word: String, in string: NSAttributedString) -> Any? {
        string.attribute(key, at: (string.string as NSString).range(of: word).location, effectiveRange: nil)
    }

    /// A centred title; underlined (single, double, thick), struck and highlighted words; a
    /// right-aligned last line.
    static func decorated() -> NSAttributedString {
        let centred = MutableParagraphStyle()
        centred.alignment = .center
        let string = NSMutableAttributedString(string: "Title\n", attributes: [.paragraphStyle: centred])
        string.append(NSAttributedString(string: "under", attributes: [.underlineStyle: UnderlineStyle.single.rawValue]))
        string.append(NSAttributedString(string: " "))
        string.append(NSAttributedString(string: "double", attributes: [.underlineStyle: UnderlineStyle.double.rawValue]))
        string.append(NSAttributedString(string: " "))
        string.append(NSAttributedString(string: "thick", attributes: [.underlineStyle: UnderlineStyle.thick.rawValue]))
        string.append(NSAttributedString(string: " "))
        string.append(NSAttributedString(string: "struck", attributes: [.strikethroughStyle: UnderlineStyle.single.rawValue]))
        string.append(NSAttributedString(string: " "))
        string.append(NSAttributedString(string: "marked", attributes: [.backgroundColor: TextColor(red: 1, green: 1, blue: 0),
                                                                       .foregroundColor: TextColor.blue]))
        string.append(NSAttributedString(string: "\nright side", attributes: [.paragraphStyle: ParagraphStyle(alignment: .right)]))
        return string
    }

    @Test("Between processes, underline, line through, background colour and alignment come back from HTML and from RTF")
    func decorationsAndAlignmentCrossProcesses() async throws {
        let exported = ItemProvider(object: Self.decorated()).exportedForOtherProcesses()
        for type in [TypeIdentifier.html, .rtf] {
            let data = try await exported.loadDataRepresentation(forTypeIdentifier: type)
            let back = try AttributedText.object(withItemProviderData: data, typeIdentifier: type).attributedString
            #expect(back.string == "Title\nunder double thick struck marked\nright side", "\(type)")
            func value(_ key: NSAttributedString.Key, at word: String) -> Any? { Self.attribute(key, at: word, in: back) }
            func alignment(at word: String) -> TextAlignment? { (value(.paragraphStyle, at: word) as? ParagraphStyle)?.alignment }
            #expect(alignment(at: "Title") == .center, "\(type)")
            #expect(alignment(at: "under") == nil, "\(type)")
            #expect(alignment(at: "right side") == .right, "\(type)")
            #expect(value(.underlineStyle, at: "under") as? Int == UnderlineStyle.single.rawValue, "\(type)")
            #expect(value(.underlineStyle, at: "double") as? Int == UnderlineStyle.double.rawValue, "\(type)")
            // HTML has no thick line of its own: it comes back single.
            #expect(value(.underlineStyle, at: "thick") as? Int == (type == .rtf ? UnderlineStyle.thick : .single).rawValue, "\(type)")
            #expect(value(.underlineStyle, at: "struck") == nil && value(.underlineStyle, at: " struck") == nil, "\(type)")
            #expect(value(.strikethroughStyle, at: "struck") as? Int == UnderlineStyle.single.rawValue, "\(type)")
            #expect(value(.strikethroughStyle, at: "under") == nil, "\(type)")
            #expect(value(.backgroundColor, at: "marked") as? TextColor == TextColor(red: 1, green: 1, blue: 0), "\(type)")
            #expect(value(.foregroundColor, at: "marked") as? TextColor == .blue, "\(type)")
            #expect(value(.backgroundColor, at: "struck") == nil, "\(type)")
        }
    }

    @Test("HTML as browsers and word processors write lines, highlights and alignment: <u>, <s>, <del>, text-decoration, background-color, align, <center>")
    func readsDecorationsFromHTML() throws {
        let html = #"<p align="right"><u>u</u> <s>s</s> <del>d</del> <span style="text-decoration: underline line-through">both</span> "#
            + #"<span style="text-decoration-line: underline; text-decoration-style: double">dbl</span> "#
            + #"<span style="background-color: rgb(255, 255, 0)">hi</span></p><center>mid</center><div style="text-align: justify">just</div>"#
        let string = try AttributedText.object(withItemProviderData: Data(html.utf8), typeIdentifier: .html).attributedString
        #expect(string.string == "u s d both dbl hi\nmid\njust")
        func value(_ key: NSAttributedString.Key, at word: String) -> Any? { Self.attribute(key, at: word, in: string) }
        #expect(value(.underlineStyle, at: "u ") as? Int == 1 && value(.strikethroughStyle, at: "u ") == nil)
        #expect(value(.strikethroughStyle, at: "s ") as? Int == 1 && value(.strikethroughStyle, at: "d ") as? Int == 1)
        #expect(value(.underlineStyle, at: "both") as? Int == 1 && value(.strikethroughStyle, at: "both") as? Int == 1)
        #expect(value(.underlineStyle, at: "dbl") as? Int == UnderlineStyle.double.rawValue)
        #expect(value(.backgroundColor, at: "hi") as? TextColor == TextColor(red: 1, green: 1, blue: 0))
        #expect((value(.paragraphStyle, at: "u ") as? ParagraphStyle)?.alignment == .right)
        #expect((value(.paragraphStyle, at: "mid") as? ParagraphStyle)?.alignment == .center)
        #expect((value(.paragraphStyle, at: "just") as? ParagraphStyle)?.alignment == .justified)
    }

    @Test("HTML as Chromium copies a selection: the page's white behind every run and text-align: start are no highlight and no alignment")
    func chromiumPageBackgroundIsNoHighlight() throws {
        let page = "color: rgb(0, 0, 0); font-size: 24px; text-align: start; background-color: rgb(255, 255, 255); text-decoration-style: initial;"
        let html = #"<meta charset="utf-8"><span style="\#(page)">Plain </span><u style="\#(page)">under</u>"#
            + #"<span style="\#(page)"> </span><span style="background-color: rgb(0, 255, 0);">lit</span>"#
            + #"<span style="background-color: transparent">clear</span>"#
        let string = try AttributedText.object(withItemProviderData: Data(html.utf8), typeIdentifier: .html).attributedString
        #expect(string.string == "Plain under litclear")
        func value(_ key: NSAttributedString.Key, at word: String) -> Any? { Self.attribute(key, at: word, in: string) }
        #expect(value(.backgroundColor, at: "Plain") == nil && value(.backgroundColor, at: "under") == nil)
        #expect(value(.backgroundColor, at: "clear") == nil)
        #expect(value(.backgroundColor, at: "lit") as? TextColor == TextColor(red: 0, green: 1, blue: 0))
        #expect(value(.paragraphStyle, at: "Plain") == nil && value(.underlineStyle, at: "under") as? Int == 1)
    }

    @Test("RTF as word processors write lines, highlights and alignment: \\ul…\\ulnone, \\strike0, \\highlight, \\qc…\\pard")
    func readsDecorationsFromRTF() throws {
        let rtf = #"{\rtf1\ansi{\colortbl;\red0\green0\blue0;\red255\green255\blue0;}\pard\qc Centred\par\pard "#
            + #"\ul under\ulnone  \strike struck\strike0  \highlight2 lit\highlight0  \uldb twice\ul0  plain\par\qr right}"#
        let string = try AttributedText.object(withItemProviderData: Data(rtf.utf8), typeIdentifier: .rtf).attributedString
        #expect(string.string == "Centred\nunder struck lit twice plain\nright")
        func value(_ key: NSAttributedString.Key, at word: String) -> Any? { Self.attribute(key, at: word, in: string) }
        #expect((value(.paragraphStyle, at: "Centred") as? ParagraphStyle)?.alignment == .center)
        #expect(value(.paragraphStyle, at: "under") == nil)
        #expect((value(.paragraphStyle, at: "right") as? ParagraphStyle)?.alignment == .right)
        #expect(value(.underlineStyle, at: "under") as? Int == 1 && value(.underlineStyle, at: "struck") == nil)
        #expect(value(.strikethroughStyle, at: "struck") as? Int == 1 && value(.strikethroughStyle, at: "lit") == nil)
        #expect(value(.backgroundColor, at: "lit") as? TextColor == TextColor(red: 1, green: 1, blue: 0))
        #expect(value(.backgroundColor, at: "twice") == nil)
        #expect(value(.underlineStyle, at: "twice") as? Int == UnderlineStyle.double.rawValue && value(.underlineStyle, at: "plain") == nil)
    }
}
