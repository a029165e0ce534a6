import Foundation
import Synchronization

/// Downloaded bytes kept on disk under a size limit (default 200 MB), the least recently
/// used files removed first. Files are named by a hash of their key and written atomically,
/// so a crash never leaves half an image that a later read would trust.
package final class DiskCache: Sendable {
    package let directory: URL
    package let sizeLimit: Int
    /// Key hash → (size, last use), loaded from the directory at start.
    private let index: Mutex<[String: (size: Int, used: Date)]>

    package init(directory: URL, sizeLimit: Int = 200_000_000) {
        self.directory = directory
        self.sizeLimit = sizeLimit
        var entries: [String: (size: Int, used: Date)] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        for file in (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        where !file.lastPathComponent.hasPrefix(".") {
            let values = try? file.resourceValues(forKeys: Set(keys))
            entries[file.lastPathComponent] = (values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast)
        }
        index = Mutex(entries)
    }

    /// The bytes stored under all keys.
    package var totalSize: Int { index.withLock { $0.values.reduce(0) { $0 + $1.size } } }

    /// The file holding `key`'s bytes, if cached (and marks it used).
    package func file(for key: String) -> URL? {
        let name = Self.fileName(for: key)
        let url = directory.appendingPathComponent(name)
        guard index.withLock({ $0[name] != nil }), FileManager.default.fileExists(atPath: url.path) else { return nil }
        let now = Date()
        index.withLock { $0[name]?.used = now }
        try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
        return url
    }

    package func data(for key: String) -> Data? {
        file(for: key).flatMap { try? Data(contentsOf: $0) }
    }

    /// Stores bytes under `key`, then removes the least recently used files until the total
    /// fits the limit. Bytes larger than the whole limit are not kept.
    package func store(_ data: Data, for key: String) throws {
        guard data.count <= sizeLimit else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let name = Self.fileName(for: key)
        try AtomicFile.write(data, to: directory.appendingPathComponent(name))
        let victims: [String] = index.withLock { entries in
            entries[name] = (data.count, Date())
            var total = entries.values.reduce(0) { $0 + $1.size }
            var victims: [String] = []
            for (victim, entry) in entries.sorted(by: { $0.value.used < $1.value.used }) where total > sizeLimit && victim != name {
                total -= entry.size
                victims.append(victim)
            }
            for victim in victims { entries[victim] = nil }
            return victims
        }
        for victim in victims { try? FileManager.default.removeItem(at: directory.appendingPathComponent(victim)) }
    }

    /// Empties the cache.
    package func clear() {
        let names = index.withLock { entries in
            defer { entries.removeAll() }
            return Array(entries.keys)
        }
        for name in names { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
    }

    /// A stable file name for a key: 64-bit FNV-1a of its UTF-8 bytes, in hex.
    static func fileName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
