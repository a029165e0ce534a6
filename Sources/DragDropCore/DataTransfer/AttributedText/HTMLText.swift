import Foundation

/// HTML for attributed strings between processes: text, line breaks and links
/// (`NSAttributedString.Key.link`) written and read; other markup read as its text.
enum HTMLText {
    /// A fragment with a UTF-8 `meta` tag, as browsers put on a clipboard.
    static func html(from string: NSAttributedString) -> String {
        var body = ""
        for run in string.linkRuns {
            let text = escape(run.text).replacingOccurrences(of: "\n", with: "<br>")
            body += run.link.map { "<a href=\"\(escape($0))\">\(text)</a>" } ?? text
        }
        return "<meta charset=\"utf-8\">" + body
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The text of `html` with its links: `<br>` and the ends of block elements are line
    /// breaks, entities decoded, scripts, styles and comments left out, other tags dropped.
    /// - Complexity: O(n) in the length of `html`.
    static func attributedString(fromHTML html: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        var link: String?
        var text = ""
        func flush() {
            guard !text.isEmpty else { return }
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let link { attributes[.link] = URL(string: link).map { $0 as Any } ?? link }
            result.append(NSAttributedString(string: decodeEntities(text), attributes: attributes))
            text = ""
        }
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += collapse(rest[..<open])
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                rest = rest.range(of: "-->").map { rest[$0.upperBound...] } ?? ""
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { rest = ""; break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let name = String(tag.lowercased().prefix { !$0.isWhitespace })
            switch name {
            case "br", "br/": text += "\n"
            case "/p", "/div", "/li", "/h1", "/h2", "/h3", "/h4", "/h5", "/h6", "/tr": if !text.hasSuffix("\n") { text += "\n" }
            case "a":
                flush()
                link = attribute("href", in: tag)
            case "/a":
                flush()
                link = nil
            case "script", "style":
                rest = rest.range(of: "</\(name)", options: .caseInsensitive).map { rest[$0.lowerBound...] } ?? ""
            default: break
            }
        }
        text += collapse(rest)
        flush()
        return result
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

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: name + "=", options: .caseInsensitive) else { return nil }
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
