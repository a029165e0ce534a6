import Foundation

/// What other processes learn of a run of attributed text: its link, font, colour, underline,
/// line through, background colour and paragraph alignment — the attributes HTML and RTF carry.
struct TextRunStyle: Equatable {
    var link: String?
    var font: TextFont?
    var color: TextColor?
    var underline: UnderlineStyle?
    var strikethrough: UnderlineStyle?
    var background: TextColor?
    /// The paragraph's alignment; nil for the default (`.natural`).
    var alignment: TextAlignment?

    /// The attributes of a run with this style (a link that parses as a URL is a `URL`).
    var attributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let link { attributes[.link] = URL(string: link).map { $0 as Any } ?? link }
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        if let underline { attributes[.underlineStyle] = NSNumber(value: underline.rawValue) }
        if let strikethrough { attributes[.strikethroughStyle] = NSNumber(value: strikethrough.rawValue) }
        if let background { attributes[.backgroundColor] = background }
        if let alignment { attributes[.paragraphStyle] = ParagraphStyle(alignment: alignment) }
        return attributes
    }
}

extension NSAttributedString {
    /// The runs of the string in order: each one's text and what other processes can learn of
    /// its style (a link given as a `URL` or its text, a ``TextFont``, ``TextColor``s, lines,
    /// a ``ParagraphStyle``'s alignment).
    var styledRuns: [(text: String, style: TextRunStyle)] {
        var runs: [(String, TextRunStyle)] = []
        let whole = NSRange(location: 0, length: length)
        enumerateAttributes(in: whole) { attributes, range, _ in
            let link = attributes[.link]
            let style = TextRunStyle(link: (link as? URL)?.absoluteString ?? link as? String,
                                     font: attributes[.font] as? TextFont, color: attributes[.foregroundColor] as? TextColor,
                                     underline: UnderlineStyle(attributeValue: attributes[.underlineStyle]),
                                     strikethrough: UnderlineStyle(attributeValue: attributes[.strikethroughStyle]),
                                     background: attributes[.backgroundColor] as? TextColor,
                                     alignment: ParagraphStyle.alignment(ofAttributeValue: attributes[.paragraphStyle]))
            let text = (string as NSString).substring(with: range)
            if let last = runs.last, last.1 == style {
                runs[runs.count - 1].0 += text
            } else {
                runs.append((text, style))
            }
        }
        return runs
    }

    /// The string's paragraphs in order (split at `\n`, which neither keeps): each one's
    /// alignment (its first character's; none for an empty paragraph) and runs.
    var styledParagraphs: [(alignment: TextAlignment?, runs: [(text: String, style: TextRunStyle)])] {
        var paragraphs: [(TextAlignment?, [(text: String, style: TextRunStyle)])] = [(nil, [])]
        var startsParagraph = true
        for (text, style) in styledRuns {
            for (index, piece) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 {
                    paragraphs.append((nil, []))
                    startsParagraph = true
                }
                // A paragraph's alignment is its first character's (not its predecessor's line break's).
                if startsParagraph, !piece.isEmpty {
                    paragraphs[paragraphs.count - 1].0 = style.alignment
                    startsParagraph = false
                }
                if !piece.isEmpty { paragraphs[paragraphs.count - 1].1.append((String(piece), style)) }
            }
        }
        return paragraphs
    }
}

extension TextFont {
    /// The font of text a reader styled (a family, a size, bold or italic), nil for text it
    /// left in its default font; no size is the default size.
    static func ifStyled(family: String?, pointSize: Double?, isBold: Bool, isItalic: Bool) -> TextFont? {
        guard isBold || isItalic || pointSize != nil || family != nil else { return nil }
        return TextFont(family: family, pointSize: pointSize ?? defaultPointSize, isBold: isBold, isItalic: isItalic)
    }
}
