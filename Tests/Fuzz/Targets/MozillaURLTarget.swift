import DragDrop
import Foundation

/// `text/x-moz-url` from a browser ("URL\nTitle", UTF-16 or UTF-8): its text, and the URL
/// an item reads from it.
enum MozillaURLTarget {
    static let target = FuzzTarget(name: "moz-url", summary: "TextDecoding.mozillaURLText, URL.object(withItemProviderData:) as x-moz-url") { data in
        let text = TextDecoding.mozillaURLText(data)
        if let text {
            FuzzTarget.require(text == TextDecoding.utf16(data) || text == TextDecoding.utf8(data), "text in neither encoding")
        }
        if let url = try? URL.object(withItemProviderData: data, typeIdentifier: .mozillaURL) {
            FuzzTarget.require(url.scheme != nil, "a URL without a scheme: \(url)")
            FuzzTarget.require(text != nil, "a URL from undecodable text")
        }
        return true
    }
}
