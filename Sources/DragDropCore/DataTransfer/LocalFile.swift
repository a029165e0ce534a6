import Foundation

/// A local file named by a file URL, reached through its path's bytes as the file system has
/// them — which need not be UTF-8. Foundation repairs a name that is not UTF-8 (its `path`
/// of such a URL is empty or names another file, and its reads fail), so a URL made here
/// keeps the bytes percent-encoded, and every read goes through them.
///
/// Reads check the file's type and size before any byte is read: a named pipe, a device or a
/// socket is refused (it could block or never end), and so is a file over the limit.
public struct LocalFile: Sendable, Hashable {
    /// The file's address (`file:` scheme; bytes outside UTF-8 percent-encoded).
    public let url: URL

    /// The file at a file URL; nil for another scheme.
    public init?(_ url: URL) {
        guard url.isFileURL else { return nil }
        self.url = url
    }

    /// The file at an absolute path given as the file system's bytes (a name from `readdir`,
    /// an argument from the command line). A UTF-8 path gets Foundation's URL for it (so it
    /// equals the URL made from its path elsewhere); another gets its bytes percent-encoded
    /// as GLib's `g_file_get_uri` does.
    public init(path bytes: some Sequence<UInt8>) {
        let bytes = Array(bytes)
        if let text = String(validating: bytes, as: UTF8.self), !text.contains("\0") {
            url = URL(fileURLWithPath: text, isDirectory: false)
        } else {
            url = URL(string: "file://" + Self.percentEncoded(bytes))!
        }
    }

    /// The path's bytes, exactly as the file system has them.
    public var pathBytes: [UInt8] { Self.percentDecoded(url.path(percentEncoded: true)) }

    /// The name's bytes (the last component of the path).
    public var nameBytes: [UInt8] {
        Array(pathBytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).last ?? [])
    }

    /// The name as people see it (``displayName(_:)``).
    public var name: String { Self.displayName(nameBytes) }

    /// The shown name's extension ("png"), nil when it has none (".hidden" has none).
    public var nameExtension: String? {
        let (name, dot) = nameAndExtensionDot
        return dot.map { String(name[name.index(after: $0)...]) }
    }

    /// The shown name without its extension.
    public var nameWithoutExtension: String {
        let (name, dot) = nameAndExtensionDot
        return dot.map { String(name[..<$0]) } ?? name
    }

    /// The shown name and the dot before its extension (none first: ".hidden" has none).
    private var nameAndExtensionDot: (String, String.Index?) {
        let name = name
        return (name, name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 })
    }

    /// The file `bytes` names inside this folder.
    public func appending(name bytes: some Sequence<UInt8>) -> LocalFile {
        var path = pathBytes
        if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
        return LocalFile(path: path + bytes)
    }

    /// A file name or path as people see it, GLib's way (`g_filename_display_name`): bytes
    /// that are not UTF-8 are shown as U+FFFD, and control characters (a newline in a name)
    /// as escapes (`\n`, `\t`, `\u{1B}`), so a name never breaks the line it is shown in.
    public static func displayName(_ bytes: some Collection<UInt8>) -> String {
        var shown = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    // MARK: What the file is

    /// What kind of file a path names.
    public enum Kind: Sendable, Hashable {
        /// A file of data: the only kind that is read.
        case regular
        /// A folder.
        case directory
        /// A FIFO: reading it waits for a writer, maybe for ever.
        case namedPipe
        /// A character device (`/dev/zero` never ends).
        case characterDevice
        /// A block device (a disk).
        case blockDevice
        /// A Unix domain socket.
        case socket
        /// Anything else.
        case other
    }

    /// A file's kind and size (symbolic links followed).
    public struct Status: Sendable, Hashable {
        /// What the file is.
        public let kind: Kind
        /// Bytes (0 for what is not a regular file).
        public let size: Int
        /// When its content last changed.
        public let modified: Date
    }

    /// Why a local file cannot be read.
    public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// Nothing is at the path (`ENOENT`, `ENOTDIR`).
        case missing
        /// A named pipe, a device, a socket or a folder: refused before any read.
        case notRegularFile(Kind)
        /// Larger than the limit: refused before any read.
        case tooLarge(size: Int, limit: Int)
        /// The system refused (`errno`: no permission, an I/O error…).
        case unreadable(errno: Int32)

        /// In English, for logs (applications show their own words).
        public var description: String {
            switch self {
            case .missing: "No such file"
            case let .notRegularFile(kind): "Not a regular file (\(kind))"
            case let .tooLarge(size, limit): "Too large (\(size) bytes; the limit is \(limit))"
            case let .unreadable(code): "Cannot read the file (\(String(cString: strerror(code))))"
            }
        }
    }

    /// The file's kind and size, read without opening it (opening a named pipe can block).
    public func status() throws(Error) -> Status {
        var info = stat()
        let result = try withPath { stat($0, &info) }
        guard result == 0 else { throw Self.error(errno) }
        return Status(info)
    }

    /// Whether something is at the path.
    public var exists: Bool { (try? status()) != nil }

    /// The whole file, when it is a regular file of at most `maximumSize` bytes (nil: any):
    /// its type and size are checked before anything is read, so a refused file costs no
    /// memory.
    public func read(maximumSize: Int? = nil) throws(Error) -> Data {
        try withOpenRegularFile { descriptor, size throws(Error) in
            if let maximumSize, size > maximumSize { throw .tooLarge(size: size, limit: maximumSize) }
            return try Self.read(descriptor, upTo: size, growing: true)
        }
    }

    /// At most the first `count` bytes of a regular file (a picture's header).
    public func readPrefix(_ count: Int) throws(Error) -> Data {
        try withOpenRegularFile { descriptor, size throws(Error) in try Self.read(descriptor, upTo: min(count, size), growing: false) }
    }

    /// The entries of a folder (hidden ones too, not `.` and `..`), by their names' bytes,
    /// each with its kind when the folder says it without a look (nil: a symbolic link, or
    /// unknown — ask its ``status()``).
    public func entries() throws(Error) -> [(name: [UInt8], kind: Kind?)] {
        let folder = try withPath { (path) throws(Error) in
            guard let folder = opendir(path) else { throw Self.error(errno) }
            return folder
        }
        defer { closedir(folder) }
        var entries: [(name: [UInt8], kind: Kind?)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            let kind: Kind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): .regular
            case Int32(DT_DIR): .directory
            case Int32(DT_FIFO): .namedPipe
            case Int32(DT_CHR): .characterDevice
            case Int32(DT_BLK): .blockDevice
            case Int32(DT_SOCK): .socket
            default: nil
            }
            entries.append((name, kind))
        }
        return entries
    }

    // MARK: Private

    /// Runs `body` with the path as a C string.
    private func withPath<Result>(_ body: (UnsafePointer<CChar>) throws(Error) -> Result) throws(Error) -> Result {
        let bytes = pathBytes.map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { (buffer) throws(Error) in try body(buffer.baseAddress!) }
    }

    /// Opens the file without blocking (a pipe swapped in after the check does not hang the
    /// read) and runs `body` with it and its size when it is a regular file.
    private func withOpenRegularFile<Result>(_ body: (Int32, Int) throws(Error) -> Result) throws(Error) -> Result {
        let before = try status()
        guard before.kind == .regular else { throw .notRegularFile(before.kind) }
        let descriptor = try withPath { (path) throws(Error) in
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw Self.error(errno) }
            return descriptor
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Self.error(errno) }
        let status = Status(info)
        guard status.kind == .regular else { throw .notRegularFile(status.kind) }
        return try body(descriptor, status.size)
    }

    /// Reads up to `expected` bytes; with `growing`, whatever more the file gained meanwhile too.
    private static func read(_ descriptor: Int32, upTo expected: Int, growing: Bool) throws(Error) -> Data {
        var data = Data(count: expected)
        var filled = 0
        while true {
            if filled == data.count {
                guard growing else { break }
                data.count += max(65_536, data.count / 2)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(errno)
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }

    private static func error(_ code: Int32) -> Error {
        code == ENOENT || code == ENOTDIR ? .missing : .unreadable(errno: code)
    }

    /// Every byte percent-encoded but those a URI's path may hold as they are (RFC 3986's
    /// unreserved characters, sub-delimiters, `:`, `@` and `/`, as GLib leaves them), so none
    /// is repaired.
    private static func percentEncoded(_ bytes: some Sequence<UInt8>) -> String {
        var text = ""
        for byte in bytes {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~!$&'()*+,;=:@/".contains(character) {
                text.append(character)
            } else {
                text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }

    private static func percentDecoded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }
}

extension LocalFile.Status {
    init(_ info: stat) {
        let kind: LocalFile.Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFIFO: .namedPipe
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        case S_IFSOCK: .socket
        default: .other
        }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        self.init(kind: kind, size: kind == .regular ? Int(info.st_size) : 0, modified: modified)
    }
}
