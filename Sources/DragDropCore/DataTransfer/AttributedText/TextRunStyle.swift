import Foundation

/// What other processes learn of a run of attributed text: its link, font and colour — the
/// attributes HTML and RTF carry.
struct TextRunStyle: Equatable {
    var link: String?
    var font: TextFont?
    var color: TextColor?

    /// The attributes of a run with this style (a link that parses as a URL is a `URL`).
    var attributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let link { attributes[.link] = URL(string: link).map { $0 as Any } ?? link }
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        return attributes
    }
}

extension NSAttributedString {
    /// The runs of the string in order: each one's text and what other processes can learn of
    /// its style (a link given as a `URL` or its text, a ``TextFont``, a ``TextColor``).
    var styledRuns: [(text: String, style: TextRunStyle)] {
        var runs: [(String, TextRunStyle)] = []
        let whole = NSRange(location: 0, length: length)
        enumerateAttributes(in: whole) { attributes, range, _ in
            let link = attributes[.link]
            let style = TextRunStyle(link: (link as? URL)?.absoluteString ?? link as? String,
                                     font: attributes[.font] as? TextFont, color: attributes[.foregroundColor] as? TextColor)
            let text = (string as NSString).substring(with: range)
            if let last = runs.last, last.1 == style {
                runs[runs.count - 1].0 += text
            } else {
                runs.append((text, style))
            }
        }
        return runs
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
