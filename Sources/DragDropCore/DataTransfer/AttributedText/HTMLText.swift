import Foundation

/// HTML for attributed strings between processes: text, line breaks, links
/// (`NSAttributedString.Key.link`), bold, italic, font size and family (``TextFont``), colour
/// and background colour (``TextColor``), underline and line through (``UnderlineStyle``:
/// single or double) and paragraph alignment (``ParagraphStyle``) written and read — as `<b>`,
/// `<i>`, `<u>`, `<s>`, `<font>`, `<center>`, headings, `align` and the `font-weight`,
/// `font-style`, `font-size`, `font-family`, `color`, `background-color`, `text-decoration`
/// and `text-align` of `style` attributes, which browsers, LibreOffice and GTK text views
/// write; other markup read as its text.
enum HTMLText {
    /// How many elements deep styles are followed; deeper elements take their parent's style.
    static let maximumDepth = 256

    /// A fragment with a UTF-8 `meta` tag, as browsers put on a clipboard.
    static func html(from string: NSAttributedString) -> String {
        var body = ""
        let paragraphs = string.styledParagraphs
        for (index, paragraph) in paragraphs.enumerated() {
            let runs = paragraph.runs.map(html(ofRun:)).joined()
            if let alignment = paragraph.alignment {
                // A block: its end breaks the line, before whatever follows.
                body += "<div style=\"text-align:\(cssName(of: alignment))\">\(runs)</div>"
            } else {
                body += runs + (index < paragraphs.count - 1 ? "<br>" : "")
            }
        }
        return "<meta charset=\"utf-8\">" + body
    }

    /// CSS's name of an alignment.
    private static func cssName(of alignment: TextAlignment) -> String {
        switch alignment {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justify"
        case .natural: "start"
        }
    }

    /// One run of a paragraph (no line breaks in it), in the elements that style it.
    private static func html(ofRun run: (text: String, style: TextRunStyle)) -> String {
        let style = run.style
        var html = escape(run.text)
        var css: [String] = []
        if let font = style.font {
            css.append("font-size:" + String(format: "%g", font.pointSize) + "pt")
            if let family = font.family {
                css.append("font-family:'" + family.filter { !"'\\;{}<>\"".contains($0) } + "'")
            }
        }
        if let color = style.color { css.append("color:" + color.hexString) }
        if let background = style.background { css.append("background-color:" + background.hexString) }
        let lines = [style.underline.map { _ in "underline" }, style.strikethrough.map { _ in "line-through" }].compactMap { $0 }
        if !lines.isEmpty { css.append("text-decoration-line:" + lines.joined(separator: " ")) }
        if style.underline?.kind == .double { css.append("text-decoration-style:double") }
        if !css.isEmpty { html = "<span style=\"\(escape(css.joined(separator: ";")))\">\(html)</span>" }
        if style.font?.isItalic == true { html = "<i>\(html)</i>" }
        if style.font?.isBold == true { html = "<b>\(html)</b>" }
        if let link = style.link { html = "<a href=\"\(escape(link))\">\(html)</a>" }
        return html
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The style an open element gives its text.
    private struct Style: Equatable {
        var link: String?
        var bold = false
        var italic = false
        var size: Double?
        var family: String?
        var color: TextColor?
        var underline: UnderlineStyle?
        var strikethrough: UnderlineStyle?
        var background: TextColor?
        var alignment: TextAlignment?

        var run: TextRunStyle {
            TextRunStyle(link: link, font: TextFont.ifStyled(family: family, pointSize: size, isBold: bold, isItalic: italic),
                         color: color, underline: underline, strikethrough: strikethrough, background: background,
                         alignment: alignment)
        }
    }

    /// Elements that have no end tag.
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    /// The text of `html` with its links, fonts, colours, lines and alignment: `<br>` is a line
    /// break, and so is the end of a block element before more text, entities decoded, scripts,
    /// styles, titles and comments left out, other tags dropped. An end tag closes the nearest open element of its name (and
    /// those inside it); one with none open is ignored; styles nest ``maximumDepth`` deep.
    /// - Complexity: O(n) in the length of `html` (each element closed once).
    static func attributedString(fromHTML html: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        var open: [(name: String, style: Style)] = []
        /// How many of each name are open: an end tag with none open costs nothing.
        var openCounts: [String: Int] = [:]
        var style = Style()
        var text = ""
        /// Whether a block ended since the last text, and whether that text ended a line.
        var blockEnded = false, lineEnded = true
        func add(_ more: String) {
            guard !more.isEmpty else { return }
            if blockEnded, !lineEnded { text += "\n" }
            blockEnded = false
            text += more
            lineEnded = more.hasSuffix("\n")
        }
        func flush() {
            guard !text.isEmpty else { return }
            result.append(NSAttributedString(string: decodeEntities(text), attributes: style.run.attributes))
            text = ""
        }
        var rest = Substring(html)
        while let start = rest.firstIndex(of: "<") {
            add(collapse(rest[..<start]))
            rest = rest[start...]
            if rest.hasPrefix("<!--") {
                rest = rest.range(of: "-->").map { rest[$0.upperBound...] } ?? ""
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { rest = ""; break }
            let tag = rest[rest.index(after: start)..<close]
            rest = rest[rest.index(after: close)...]
            let isEnd = tag.hasPrefix("/")
            let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased())
            if isEnd {
                if ["p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "center"].contains(name) { blockEnded = true }
                guard openCounts[name, default: 0] > 0, let index = open.lastIndex(where: { $0.name == name }) else { continue }
                flush()
                for closed in open[index...] { openCounts[closed.name, default: 0] -= 1 }
                open.removeSubrange(index...)
                style = open.last?.style ?? Style()
                continue
            }
            switch name {
            case "br": add("\n")
            case "script", "style", "title":
                rest = rest.range(of: "</\(name)", options: .caseInsensitive).map { rest[$0.lowerBound...] } ?? ""
            default: break
            }
            guard !voidElements.contains(name), !tag.hasSuffix("/"), open.count < maximumDepth else { continue }
            let inner = Self.style(of: name, tag: tag, inside: style)
            if inner != style { flush() }
            open.append((name, inner))
            openCounts[name, default: 0] += 1
            style = inner
        }
        add(collapse(rest))
        flush()
        return result
    }

    /// The style element `name` (its tag's text `tag`) gives its content inside `parent`.
    private static func style(of name: String, tag: Substring, inside parent: Style) -> Style {
        var style = parent
        let parentSize = parent.size ?? TextFont.defaultPointSize
        switch name {
        case "b", "strong", "th": style.bold = true
        case "i", "em", "cite", "var", "dfn", "address": style.italic = true
        case "h1", "h2", "h3", "h4", "h5", "h6":
            style.bold = true
            style.size = parentSize * [2, 1.5, 1.17, 1, 0.83, 0.67][Int(String(name.last!))! - 1]
        case "a": style.link = attribute("href", in: tag)
        case "u", "ins": style.underline = .single
        case "s", "strike", "del": style.strikethrough = .single
        case "center": style.alignment = .center
        case "font":
            if let color = attribute("color", in: tag).flatMap(CSSValues.color) { style.color = color }
            if let size = attribute("size", in: tag).flatMap(CSSValues.fontTagSize) { style.size = size }
            if let family = attribute("face", in: tag).flatMap(CSSValues.family) { style.family = family }
        default: break
        }
        if ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th"].contains(name),
           let alignment = attribute("align", in: tag).flatMap(CSSValues.alignment) {
            style.alignment = alignment == .natural ? nil : alignment
        }
        guard let css = attribute("style", in: tag) else { return style }
        for (property, value) in CSSValues.declarations(css) {
            switch property {
            case "color": if let color = CSSValues.color(value) { style.color = color }
            case "font-weight": if let bold = CSSValues.isBold(weight: value) { style.bold = bold }
            case "font-style": if let italic = CSSValues.isItalic(style: value) { style.italic = italic }
            case "font-size": if let size = CSSValues.fontSize(value, parent: parentSize) { style.size = size }
            case "font-family": if let family = CSSValues.family(value) { style.family = family }
            case "background-color", "background": if let color = CSSValues.highlight(value) { style.background = color }
            case "text-decoration", "text-decoration-line":
                // Lines add to those of the elements around (as CSS draws them); none takes none away.
                let lines = CSSValues.lines(value)
                if lines.underline { style.underline = style.underline ?? .single }
                if lines.strikethrough { style.strikethrough = style.strikethrough ?? .single }
                if value.lowercased().contains("double"), style.underline != nil { style.underline = .double }
            case "text-decoration-style": if value.lowercased().contains("double"), style.underline != nil { style.underline = .double }
            case "text-align": if let alignment = CSSValues.alignment(value) { style.alignment = alignment == .natural ? nil : alignment }
            default: break
            }
        }
        return style
    }

    /// Runs of white space as one space, as HTML shows them.
    private static func collapse(_ text: Substring) -> String {
        var out = ""
        var inSpace = false
        for character in text {
            if character.isWhitespace {
                if !inSpace { out.append(" ") }
                inSpace = true
            } else {
                out.append(character)
                inSpace = false
            }
        }
        return out
    }

    /// The value of attribute `name` in a tag's text (the first, whose name starts the tag's
    /// text or follows white space), entities decoded.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var searched = tag[...]
        var found: Range<Substring.Index>?
        while let range = searched.range(of: name + "=", options: .caseInsensitive) {
            if range.lowerBound == tag.startIndex || tag[tag.index(before: range.lowerBound)].isWhitespace {
                found = range
                break
            }
            searched = searched[range.upperBound...]
        }
        guard let range = found else { return nil }
        var value = tag[range.upperBound...]
        if let quote = value.first, quote == "\"" || quote == "'" {
            value = value.dropFirst()
            return decodeEntities(String(value.prefix { $0 != quote }))
        }
        return decodeEntities(String(value.prefix { !$0.isWhitespace }))
    }

    private static let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]

    /// `&amp;`, `&#233;`, `&#xE9;` and the other common named entities decoded; unknown ones kept.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";") else {
                out.append("&")
                rest = rest.dropFirst()
                continue
            }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            var decoded: String?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                decoded = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if entity.hasPrefix("#") {
                decoded = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else {
                decoded = named[entity.lowercased()]
            }
            if let decoded {
                out += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out.append("&")
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }
}
