import DragDrop
import Foundation
import ImageGalleryCore

/// `text/uri-list` from another application (a file manager's or a browser's drag): the
/// list's URLs, the first one as an item's URL and as text, and the gallery's unwrapping
/// of image-search addresses. The list's files are not opened (that reads the disk).
enum URIListTarget {
    static let target = FuzzTarget(name: "uri-list",
                                   summary: "URL.urls(fromURIList:), URL/String.object(withItemProviderData:) as uri-list") { data in
        let urls = URL.urls(fromURIList: data)
        for url in urls {
            FuzzTarget.require(url.scheme != nil, "a URL without a scheme: \(url)")
            _ = url.unwrappingImageSearch()
        }
        for type in [TypeIdentifier.url, .fileURL] {
            if let first = try? URL.object(withItemProviderData: data, typeIdentifier: type) {
                FuzzTarget.require(first == urls.first, "the item's URL \(first) is not the list's first \(String(describing: urls.first))")
                FuzzTarget.require((try? String.object(withItemProviderData: data, typeIdentifier: type)) == first.absoluteString,
                                   "the URL as text differs")
            }
        }
        return true
    }
}
