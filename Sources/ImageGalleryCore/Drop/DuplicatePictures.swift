import DragDrop
import Foundation

/// The pictures a gallery already has, to find a new one among them: the same address, or
/// the same bytes under another address (a copy of a file, a download of a picture already
/// added). Bytes are compared by SHA-256 digest, and only with pictures of the same size:
/// an existing picture's digest is asked for only when a new one has its size.
struct DuplicatePictures {
    private var addresses: Set<URL> = []
    private var bySize: [Int: [URL]] = [:]
    private var digests: [URL: String] = [:]

    /// Indexes `urls` by address and stored size.
    /// - Complexity: O(*n*) sizes asked of `store` (a `stat` each, no bytes read).
    init(_ urls: [URL], store: any GalleryImageStore) {
        for url in urls {
            addresses.insert(Self.key(url))
            if let size = store.storedByteCount(of: url) { bySize[size, default: []].append(url) }
        }
    }

    /// The picture already there that `image`, found at `url`, repeats; nil when it is new.
    mutating func original(of image: Image, at url: URL, store: any GalleryImageStore) -> URL? {
        if addresses.contains(Self.key(url)) { return url }
        guard let candidates = bySize[image.data.count] else { return nil }
        let digest = KeptPictures.digest(of: image.data)
        for candidate in candidates {
            let known = digests[candidate] ?? store.digest(of: candidate)
            digests[candidate] = known
            if known == digest { return candidate }
        }
        return nil
    }

    /// Counts `image`, just added at `url`, among the pictures there (its digest is asked
    /// for only if a later picture has its size).
    mutating func insert(_ image: Image, at url: URL) {
        addresses.insert(Self.key(url))
        bySize[image.data.count, default: []].append(url)
    }

    private static func key(_ url: URL) -> URL { url.isFileURL ? url.standardizedFileURL : url }
}
