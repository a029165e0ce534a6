import Foundation

extension String: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.utf8PlainText] }

    public func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data {
        Data(utf8)
    }

    /// Plain text in UTF-8 or UTF-16, and URLs (as their text).
    public static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] {
        [.utf8PlainText, .utf16PlainText, .plainText, .url]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> String {
        if type.conforms(to: .url) {
            return try URL.object(withItemProviderData: data, typeIdentifier: type).absoluteString
        }
        let decoded = type.conforms(to: .utf16PlainText) ? TextDecoding.utf16(data) : TextDecoding.utf8(data)
        guard let text = decoded else { throw ItemProviderDecodingError(type, "not valid text") }
        return text
    }
}

extension URL: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.url, .utf8PlainText] }

    /// File URLs are offered as `public.file-url` as well, so file managers recognise them.
    public var writableTypeIdentifiersForItemProvider: [TypeIdentifier] {
        isFileURL ? [.fileURL, .url, .utf8PlainText] : [.url, .utf8PlainText]
    }

    /// URL types are written as a `text/uri-list` line; text as the bare URL.
    public func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data {
        type.conforms(to: .url) ? Data((absoluteString + "\r\n").utf8) : Data(absoluteString.utf8)
    }

    public static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.url, .plainText] }

    /// Reads the first URL of a `text/uri-list` (comments skipped), of `text/x-moz-url`
    /// (UTF-16 "URL\nTitle") or `_NETSCAPE_URL`, or plain text holding one absolute URL.
    public static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> URL {
        let decoded = type.conforms(to: .utf16PlainText) ? TextDecoding.utf16(data)
            : type.conforms(to: .mozillaURL) ? TextDecoding.mozillaURLText(data) : TextDecoding.utf8(data)
        guard let text = decoded else { throw ItemProviderDecodingError(type, "not valid text") }
        guard let first = uriListLines(text).first else { throw ItemProviderDecodingError(type, "no URL in the data") }
        guard let url = absoluteURL(first) else {
            throw ItemProviderDecodingError(type, "\"\(first.prefix(80))\" is not an absolute URL")
        }
        return url
    }
}

extension URL {
    /// Every absolute URL of a `text/uri-list` (RFC 2483: one per line, `#` comments),
    /// in order — what a file manager sends for several files.
    public static func urls(fromURIList data: Data) -> [URL] {
        guard let text = TextDecoding.utf8(data) else { return [] }
        return uriListLines(text).compactMap(absoluteURL)
    }

    /// Schemes that are URLs without a `//` authority part.
    private static let opaqueSchemes: Set<String> = ["mailto", "data", "urn", "about", "tel", "news"]

    /// `text` as an absolute URL when it is one: a single token whose scheme is a real one
    /// (`http://…`, `file:///…`, `mailto:…`) — not a sentence that happens to start with a
    /// word and a colon ("Selection: three pictures", "Note: …").
    public static func absoluteURL(_ text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace), let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon].lowercased()
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
              text[text.index(after: colon)...].hasPrefix("//") || opaqueSchemes.contains(scheme),
              let url = URL(string: text), url.scheme != nil else { return nil }
        return url
    }

    static func uriListLines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmed(" \t\u{0}") }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

extension Data: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.data] }

    public func loadData(withTypeIdentifier type: TypeIdentifier) async throws -> Data { self }

    public static var readableTypeIdentifiersForItemProvider: [TypeIdentifier] { [.data] }

    public static func object(withItemProviderData data: Data, typeIdentifier type: TypeIdentifier) throws -> Data {
        data
    }
}

/// Strict text decoding: invalid input is an error, never replacement characters.
package enum TextDecoding {
    package static func utf8(_ data: Data) -> String? {
        String(data: data, encoding: .utf8)
    }

    /// UTF-16 with a byte-order mark, else little-endian (what X11 browsers send).
    package static func utf16(_ data: Data) -> String? {
        guard data.count % 2 == 0 else { return nil }
        if data.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) }
        if data.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) }
        return String(data: data, encoding: .utf16LittleEndian)
    }

    /// `text/x-moz-url` ("URL\nTitle"): UTF-16 by the format's definition (Firefox and
    /// Chromium on X11: a byte-order mark, else little-endian), or UTF-8 (Chromium on
    /// Wayland) — whichever decodes to a first line that is an absolute URL, UTF-16 first.
    /// Decided by validity, not by how the bytes look: a short address with a long title in
    /// another script has few zero bytes.
    package static func mozillaURLText(_ data: Data) -> String? {
        let candidates = [utf16(data), utf8(data)].compactMap { $0 }
        return candidates.first { URL.uriListLines($0).first.flatMap(URL.absoluteURL) != nil } ?? candidates.first
    }

    /// `text/html` as browsers put it on a clipboard or in a drop: UTF-16 when it has a
    /// byte-order mark or decodes as UTF-16 to markup (its first non-space character a `<`, as
    /// X11 browsers send it), else UTF-8.
    package static func htmlText(_ data: Data) -> String? {
        if let text = utf16(data), data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            || text.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) == "<" {
            return text
        }
        return utf8(data)
    }
}
