/// Normalisation of MIME type strings, so that `Text/Plain; charset="UTF-8"` and
/// `text/plain;charset=utf-8` compare equal.
enum MIMEType {
    /// Lower-cased, without spaces or quotes, keeping only the `charset` parameter.
    static func normalize(_ mimeType: String) -> String {
        let parts = mimeType.lowercased().split(separator: ";").map {
            $0.trimmed(" \t\"")
        }
        guard let essence = parts.first else { return "" }
        let charset = parts.dropFirst().first { $0.hasPrefix("charset=") }
            .map { "charset=" + $0.dropFirst("charset=".count).trimmed(" \t\"") }
        return charset.map { "\(essence);\($0)" } ?? essence
    }

    /// The type and subtype without parameters.
    static func essence(of mimeType: String) -> String {
        String(mimeType.split(separator: ";").first ?? "")
    }
}

extension StringProtocol {
    /// This string without any of `characters` at either end.
    func trimmed(_ characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
