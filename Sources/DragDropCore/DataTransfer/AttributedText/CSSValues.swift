import Foundation

/// The few CSS values attributed text reads from HTML (`style` attributes, `<font>`): colours,
/// font sizes, weights, slants and families, lines and alignments. Anything else, or anything malformed, is nil —
/// the text keeps what it inherited.
enum CSSValues {
    /// The declarations of a `style` attribute, property names lowercased, at most `limit` of them.
    /// - Complexity: O(n) in the length of `style`.
    static func declarations(_ style: String, limit: Int = 64) -> [(property: String, value: String)] {
        var out: [(String, String)] = []
        for declaration in style.split(separator: ";", omittingEmptySubsequences: true).prefix(limit) {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if let important = value.range(of: "!important", options: .caseInsensitive) { value = value[..<important.lowerBound].trimmingCharacters(in: .whitespaces) }
            out.append((property, value))
        }
        return out
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (numbers or
    /// percentages, commas or spaces, `/ alpha`) and the named colours of HTML 4 plus a few common ones.
    static func color(_ text: String) -> TextColor? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard value.count <= 64 else { return nil }
        if value.hasPrefix("#") { return hexColor(value.dropFirst()) }
        if value.hasPrefix("rgb(") || value.hasPrefix("rgba("), value.hasSuffix(")"),
           let open = value.firstIndex(of: "(") {
            let inner = value[value.index(after: open)..<value.index(before: value.endIndex)]
            let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var components: [Double] = []
            for (index, part) in parts.enumerated() {
                let percent = part.hasSuffix("%")
                guard let number = Double(percent ? part.dropLast() : part), number.isFinite else { return nil }
                components.append(percent ? number / 100 : index == 3 ? number : number / 255)
            }
            return TextColor(red: components[0], green: components[1], blue: components[2],
                             alpha: components.count == 4 ? components[3] : 1)
        }
        return named[value].flatMap { hexColor($0.dropFirst()) }
    }

    private static func hexColor(_ digits: Substring) -> TextColor? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values: [Double]
        switch digits.count {
        case 3, 4: values = digits.map { Double(Int(String($0), radix: 16)! * 17) / 255 }
        case 6, 8:
            var index = digits.startIndex
            var pairs: [Double] = []
            while index < digits.endIndex {
                let next = digits.index(index, offsetBy: 2)
                pairs.append(Double(Int(digits[index..<next], radix: 16)!) / 255)
                index = next
            }
            values = pairs
        default: return nil
        }
        return TextColor(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    private static let named: [String: String] = [
        "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080", "white": "#ffffff",
        "maroon": "#800000", "red": "#ff0000", "purple": "#800080", "fuchsia": "#ff00ff", "magenta": "#ff00ff",
        "green": "#008000", "lime": "#00ff00", "olive": "#808000", "yellow": "#ffff00", "navy": "#000080",
        "blue": "#0000ff", "teal": "#008080", "aqua": "#00ffff", "cyan": "#00ffff", "orange": "#ffa500",
        "brown": "#a52a2a", "pink": "#ffc0cb", "darkred": "#8b0000", "darkgreen": "#006400", "darkblue": "#00008b",
        "transparent": "#00000000",
    ]

    /// A font size in points: `pt`, `px` (0.75 pt), `em` and `%` of `parent`, `rem` of the
    /// default, and the keywords (`medium` is 12 pt).
    static func fontSize(_ text: String, parent: Double) -> Double? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard value.count <= 32 else { return nil }
        if let keyword = keywordSizes[value] { return keyword }
        if value == "smaller" { return parent / 1.2 }
        if value == "larger" { return parent * 1.2 }
        let units: [(String, (Double) -> Double)] = [
            ("rem", { $0 * TextFont.defaultPointSize }), ("em", { $0 * parent }), ("pt", { $0 }), ("px", { $0 * 0.75 }),
            ("%", { $0 * parent / 100 }),
        ]
        for (unit, points) in units where value.hasSuffix(unit) {
            guard let number = Double(value.dropLast(unit.count)), number.isFinite, number > 0 else { return nil }
            return points(number)
        }
        return nil
    }

    /// HTML's size keywords in points (16 px is `medium`).
    private static let keywordSizes: [String: Double] = [
        "xx-small": 6.75, "x-small": 7.5, "small": 9.75, "medium": 12, "large": 13.5, "x-large": 18, "xx-large": 24, "xxx-large": 36,
    ]

    /// `<font size="1"…"7">` in points (`+n` and `-n` from 3).
    static func fontTagSize(_ text: String) -> Double? {
        let value = text.trimmingCharacters(in: .whitespaces)
        guard value.count <= 4 else { return nil }
        var size: Int?
        if value.hasPrefix("+") || value.hasPrefix("-") { size = Int(value).map { 3 + $0 } } else { size = Int(value) }
        guard let size else { return nil }
        return [7.5, 9.75, 12, 13.5, 18, 24, 36][min(max(size, 1), 7) - 1]
    }

    /// Whether a `font-weight` is bold (nil: not a weight).
    static func isBold(weight text: String) -> Bool? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch value {
        case "bold", "bolder": return true
        case "normal", "lighter": return false
        default: return Int(value).map { $0 >= 600 }
        }
    }

    /// Whether a `font-style` is italic (nil: not a style).
    static func isItalic(style text: String) -> Bool? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value == "normal" { return false }
        return value == "italic" || value.hasPrefix("oblique") ? true : nil
    }

    /// The first family of a `font-family` list, unquoted.
    static func family(_ text: String) -> String? {
        guard let first = text.split(separator: ",").first else { return nil }
        let name = first.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\"'")))
        return name.isEmpty || name.count > 128 ? nil : name
    }

    /// A `background-color` that marks text: not transparent, and not the white a browser
    /// copies behind every run of a page (Chromium writes the page's `rgb(255, 255, 255)` into
    /// each run's style), which on a note or a dark view would draw white blocks.
    static func highlight(_ text: String) -> TextColor? {
        guard let color = color(text), color.alpha > 0, color != .white else { return nil }
        return color
    }

    /// Which lines a `text-decoration` (or `text-decoration-line`) draws.
    static func lines(_ text: String) -> (underline: Bool, strikethrough: Bool) {
        guard text.count <= 128 else { return (false, false) }
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
        return (words.contains("underline"), words.contains("line-through"))
    }

    /// A `text-align` (or an `align` attribute): `left`, `center`, `right`, `justify`; `start`
    /// (what browsers copy for text they did not align) as natural, `end` as right; nil for
    /// anything else.
    static func alignment(_ text: String) -> TextAlignment? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "start": .natural
        case "left": .left
        case "center", "middle", "-webkit-center": .center
        case "right", "end": .right
        case "justify": .justified
        default: nil
        }
    }
}
