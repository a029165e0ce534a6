import DragDrop
import Foundation

/// The images of an HTML fragment — what a browser drags for a selection spanning several
/// pictures: the `src` of each `<img>`, in document order, as absolute URLs (relative ones
/// resolved against `base` when given, else skipped); only http(s) — web content from another
/// application never names local files (those come only from the user's file drops) — and
/// no duplicates.
public enum HTMLImageSources {
    public static func urls(in html: String, base: URL? = nil) -> [URL] {
        let pattern = #"<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))"#
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return [] }
        let text = html as NSString
        var seen = Set<URL>()
        return expression.matches(in: html, range: NSRange(location: 0, length: text.length)).compactMap { match in
            let value = (1...3).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }.map { text.substring(with: $0) }
            guard let raw = value.map(decodeEntities)?.trimmingCharacters(in: .whitespaces), !raw.isEmpty,
                  let url = URL(string: raw, relativeTo: base)?.absoluteURL,
                  let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  seen.insert(url).inserted else { return nil }
            return url
        }
    }

    /// The same from HTML bytes as browsers put them on the clipboard: UTF-8, or UTF-16
    /// (with a byte-order mark, or little-endian as Chromium and Firefox send on X11).
    public static func urls(inHTMLData data: Data, base: URL? = nil) -> [URL] {
        urls(in: decode(data), base: base)
    }

    static func decode(_ data: Data) -> String {
        TextDecoding.htmlText(data) ?? String(decoding: data, as: UTF8.self)
    }

    private static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
