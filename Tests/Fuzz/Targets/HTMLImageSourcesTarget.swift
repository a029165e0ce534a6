import Foundation
import ImageGalleryCore

/// `text/html` of a browser selection: the pictures' addresses, with and without the page's
/// address to resolve relative ones against.
enum HTMLImageSourcesTarget {
    static let target = FuzzTarget(name: "html-image-sources", summary: "HTMLImageSources.urls(inHTMLData:base:)") { data in
        for base in [nil, URL(string: "https://example.org/gallery/page.html")] {
            let urls = HTMLImageSources.urls(inHTMLData: data, base: base)
            FuzzTarget.require(Set(urls).count == urls.count, "a duplicate address")
            for url in urls {
                FuzzTarget.require(["http", "https"].contains(url.scheme?.lowercased() ?? ""), "not a web address: \(url)")
            }
        }
        return true
    }
}
