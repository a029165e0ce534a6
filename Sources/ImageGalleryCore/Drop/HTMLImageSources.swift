import DragDrop
import Foundation

/// The images of an HTML fragment — what a browser drags for a selection spanning several
/// pictures: the `src` of each `<img>`, in document order, as absolute URLs (relative ones
/// resolved against `base` when given, else skipped); only http(s) — web content from another
/// application never names local files (those come only from the user's file drops) — and
/// no duplicates.
package enum HTMLImageSources {
    /// - Complexity: O(length of `html`): each tag is read once, to its `>` (or the end when
    ///   it is never closed), however many `<img` it holds.
    package static func urls(in html: String, base: URL? = nil) -> [URL] {
        var seen = Set<URL>()
        return SourceScanner(html).values().compactMap { value in
            let raw = decodeEntities(value).trimmingCharacters(in: .whitespaces)
            guard !raw.isEmpty, let url = URL(string: raw, relativeTo: base)?.absoluteURL,
                  let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  seen.insert(url).inserted else { return nil }
            return url
        }
    }

    /// The same from HTML bytes as browsers put them on the clipboard: UTF-8, or UTF-16
    /// (with a byte-order mark, or little-endian as Chromium and Firefox send on X11).
    package static func urls(inHTMLData data: Data, base: URL? = nil) -> [URL] {
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

/// The `src` of each `<img` tag, in order — what the pattern
/// `<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))` finds, case-insensitively,
/// but in one pass: a regular expression tried at every `<img` reads a tag never closed to
/// the end of the text once per `<img` in it (quadratic: 20 KB of "<img " took seconds).
private struct SourceScanner {
    private let units: [UInt16]
    private static let (lessThan, greaterThan, equals, doubleQuote, singleQuote): (UInt16, UInt16, UInt16, UInt16, UInt16) =
        (0x3C, 0x3E, 0x3D, 0x22, 0x27)
    private static let (img, src) = (Array("img".utf16), Array("src".utf16))

    init(_ text: String) { units = Array(text.utf16) }

    func values() -> [String] {
        var values: [String] = []
        var position = 0
        var tagEnd = -1
        while let start = nextTag(from: position) {
            // A tag inside a tag never closed ends where that one does: its ">" is found once.
            if tagEnd < start { tagEnd = units[start...].firstIndex(of: Self.greaterThan) ?? units.count }
            guard let (value, end) = source(in: start..<tagEnd) else {
                position = tagEnd
                continue
            }
            values.append(value)
            position = end
        }
        return values
    }

    /// Just past the next "<img" (not "<image") at or after `position`.
    private func nextTag(from position: Int) -> Int? {
        var index = position
        while index + 4 <= units.count {
            if units[index] == Self.lessThan, matches(Self.img, at: index + 1), isWordBoundary(at: index + 4) {
                return index + 4
            }
            index += 1
        }
        return nil
    }

    /// The first `src` attribute's value starting in `tag` (a quoted value may run past the
    /// tag's `>`, as in the pattern), and where it ends.
    private func source(in tag: Range<Int>) -> (String, Int)? {
        var index = tag.lowerBound
        while index + 3 <= tag.upperBound {
            defer { index += 1 }
            guard matches(Self.src, at: index), isWordBoundary(at: index) else { continue }
            var cursor = skipSpaces(from: index + 3)
            guard cursor < units.count, units[cursor] == Self.equals else { continue }
            cursor = skipSpaces(from: cursor + 1)
            guard cursor < units.count else { continue }
            let quote = units[cursor]
            if quote == Self.doubleQuote || quote == Self.singleQuote {
                guard let close = units[(cursor + 1)...].firstIndex(of: quote) else { continue }
                return (String(decoding: units[(cursor + 1)..<close], as: UTF16.self), close + 1)
            }
            let end = units[cursor...].firstIndex { unit in
                isSpace(unit) || unit == Self.doubleQuote || unit == Self.singleQuote || unit == Self.greaterThan
            } ?? units.count
            guard end > cursor else { continue }
            return (String(decoding: units[cursor..<end], as: UTF16.self), end)
        }
        return nil
    }

    /// Whether the lowercase ASCII letters `word` stand at `index`, in either case.
    private func matches(_ word: [UInt16], at index: Int) -> Bool {
        guard index + word.count <= units.count else { return false }
        for offset in word.indices where units[index + offset] | 0x20 != word[offset] { return false }
        return true
    }

    private func skipSpaces(from index: Int) -> Int {
        units[index...].firstIndex { !isSpace($0) } ?? units.count
    }

    private func isSpace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit)?.properties.isWhitespace ?? false
    }

    /// Whether the pattern's `\b` holds at `index`, as ICU decides it: between a word
    /// character and another, combining marks and format characters counting as the
    /// character they follow.
    private func isWordBoundary(at index: Int) -> Bool {
        var next = false
        if let (scalar, _) = scalar(startingAt: index) {
            if isExtending(scalar) { return false }
            next = isWord(scalar)
        }
        var position = index
        var previous = false
        while let (scalar, start) = scalar(endingAt: position) {
            if !isExtending(scalar) {
                previous = isWord(scalar)
                break
            }
            position = start
        }
        return next != previous
    }

    /// The character at `index` and where it ends (a lone surrogate stands for itself).
    private func scalar(startingAt index: Int) -> (Unicode.Scalar?, Int)? {
        guard index < units.count else { return nil }
        if UTF16.isLeadSurrogate(units[index]), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
            return (UTF16.decode(UTF16.EncodedScalar([units[index], units[index + 1]])), index + 2)
        }
        return (Unicode.Scalar(units[index]), index + 1)
    }

    /// The character ending just before `index` and where it starts.
    private func scalar(endingAt index: Int) -> (Unicode.Scalar?, Int)? {
        guard index > 0 else { return nil }
        if UTF16.isTrailSurrogate(units[index - 1]), index >= 2, UTF16.isLeadSurrogate(units[index - 2]) {
            return (UTF16.decode(UTF16.EncodedScalar([units[index - 2], units[index - 1]])), index - 2)
        }
        return (Unicode.Scalar(units[index - 1]), index - 1)
    }

    /// A combining mark or a format character, which `\b` sees through.
    private func isExtending(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format
    }

    /// A letter, digit, mark, connector such as "_", or a zero-width joiner (ICU's `\w`).
    private func isWord(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        let properties = scalar.properties
        return properties.isAlphabetic || scalar == "\u{200C}" || scalar == "\u{200D}"
            || [.decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation].contains(properties.generalCategory)
    }
}
