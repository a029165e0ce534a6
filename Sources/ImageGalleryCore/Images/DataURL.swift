import Foundation

/// A `data:` URL (RFC 2397) taken apart: `data:[<MIME type>][;base64],<payload>` — how a
/// browser gives a picture embedded in its page.
struct DataURL {
    /// The declared type, lowercased ("text/plain" when none is declared, as the RFC says).
    let mimeType: String
    /// The payload's bytes: base64 decoded, or percent escapes decoded.
    let data: Data

    /// Nil for another scheme, or a payload that does not decode.
    init?(_ url: URL) {
        guard url.scheme?.lowercased() == "data" else { return nil }
        let text = url.absoluteString.dropFirst("data:".count)
        guard let comma = text.firstIndex(of: ",") else { return nil }
        let parameters = text[..<comma].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let payload = String(text[text.index(after: comma)...])
        let type = parameters.first.flatMap { $0.contains("/") ? $0 : nil }
        mimeType = type ?? "text/plain"
        if parameters.contains("base64") {
            guard let bytes = Data(base64Encoded: payload.removingPercentEncoding ?? payload, options: .ignoreUnknownCharacters) else { return nil }
            data = bytes
        } else {
            guard let decoded = payload.removingPercentEncoding else { return nil }
            data = Data(decoded.utf8)
        }
    }

    /// Whether `url` is a `data:` URL (whatever its payload).
    static func isDataURL(_ url: URL) -> Bool { url.scheme?.lowercased() == "data" }
}
