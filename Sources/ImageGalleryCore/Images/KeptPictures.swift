import CImageGalleryCrypto
import DragDrop
import Foundation

/// The library's own copies of pictures whose original can go away: pictures from the web
/// and pasted or dropped data. They live under the data directory, never in a cache, and are
/// never evicted.
///
/// Content-addressed: each distinct picture is one file named by the SHA-256 digest of its
/// bytes (with its format's extension), so a picture added twice is stored once. Each web
/// address points at its picture through a small file of its own in `addresses/` (named by
/// the digest of the address), so no single index file can be lost or half-written; every
/// file is written atomically, picture first.
package final class KeptPictures: Sendable {
    /// What is kept: the number of distinct pictures and their bytes.
    package struct Usage: Sendable, Equatable {
        package var pictures: Int
        package var bytes: Int
    }

    /// `<data>/pictures`.
    package let directory: URL
    private var addressesDirectory: URL { directory.appendingPathComponent("addresses", isDirectory: true) }

    package init(directory: URL) {
        self.directory = directory
    }

    /// Keeps `image`'s bytes (once, whatever else has the same bytes) and returns the file
    /// holding them.
    /// - Complexity: O(bytes) to hash; the bytes are written only if no picture has them yet.
    @discardableResult
    package func keep(_ image: Image) throws -> URL {
        let file = directory.appendingPathComponent(Self.name(of: image))
        if FileManager.default.fileExists(atPath: file.path) { return file }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try AtomicFile.write(image.data, to: file)
        return file
    }

    /// Keeps `image` as the picture found at the web `address`.
    package func keep(_ image: Image, for address: URL) throws {
        let file = try keep(image)
        try FileManager.default.createDirectory(at: addressesDirectory, withIntermediateDirectories: true)
        try AtomicFile.write(Data(file.lastPathComponent.utf8), to: addressFile(for: address))
    }

    /// The kept bytes of the picture found at `address`, if it was kept.
    package func data(for address: URL) -> Data? {
        file(for: address).flatMap { try? Data(contentsOf: $0) }
    }

    /// Whether the picture found at `address` is kept (its bytes are not read).
    package func contains(_ address: URL) -> Bool { file(for: address) != nil }

    /// The size and SHA-256 digest (hex) of the picture kept for `address`, read from its
    /// file's name and attributes, not its bytes; nil when it is not kept.
    package func fingerprint(for address: URL) -> (byteCount: Int, digest: String)? {
        guard let file = file(for: address),
              let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int else { return nil }
        return (size, String(file.deletingPathExtension().lastPathComponent))
    }

    /// The SHA-256 digest of `data`, in hex as kept pictures are named.
    package static func digest(of data: Data) -> String { hex(sha256(data)) }

    /// The file holding the picture found at `address`, if it was kept and is there.
    private func file(for address: URL) -> URL? {
        guard let pointer = try? Data(contentsOf: addressFile(for: address)),
              let name = String(data: pointer, encoding: .utf8), Self.isPictureName(name) else { return nil }
        let file = directory.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The pictures kept and their size on disk.
    /// - Complexity: O(files kept).
    package var usage: Usage {
        let keys: Set<URLResourceKey> = [.fileSizeKey, .isRegularFileKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: Array(keys))) ?? []
        var usage = Usage(pictures: 0, bytes: 0)
        for file in files where Self.isPictureName(file.lastPathComponent) {
            guard let values = try? file.resourceValues(forKeys: keys), values.isRegularFile == true else { continue }
            usage.pictures += 1
            usage.bytes += values.fileSize ?? 0
        }
        return usage
    }

    /// Whether `url` is a file of this store (a pasted or dropped picture kept here).
    package func holds(_ url: URL) -> Bool {
        url.isFileURL && url.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path
    }

    private func addressFile(for address: URL) -> URL {
        addressesDirectory.appendingPathComponent(Self.hex(Self.sha256(Data(address.absoluteString.utf8))))
    }

    /// `<sha-256 of the bytes>.<the format's extension>`.
    static func name(of image: Image) -> String {
        "\(hex(sha256(image.data))).\(image.format.typeIdentifier.preferredFilenameExtension ?? "img")"
    }

    /// 64 hex digits, a dot and an extension: a picture's file, not a temporary one.
    private static func isPictureName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 64 && parts[0].allSatisfy(\.isHexDigit) && !parts[1].isEmpty
    }

    /// The SHA-256 digest of `data` (OpenSSL).
    static func sha256(_ data: Data) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let succeeded = data.withUnsafeBytes { bytes in ig_sha256(bytes.baseAddress, bytes.count, &digest) }
        precondition(succeeded == 1, "OpenSSL could not compute a SHA-256 digest")
        return digest
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
