import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A picture set aside: reading it crashed Image Gallery, or did not finish in time. It is
/// not read again — at the next start it is reported instead of crashing the app again —
/// until its file changes or the user asks to try again.
package struct QuarantinedPicture: Codable, Equatable, Sendable {
    /// Why a picture was set aside.
    package enum Reason: String, Codable, Sendable {
        /// The app ended while reading it (a crash, or killed for want of memory).
        case crashed
        /// Reading it took longer than the read timeout.
        case timedOut
    }

    package let address: URL
    package let reason: Reason
    package let date: Date
    /// A local file's size and modification time when it was set aside: a file that
    /// changed since is read again.
    package let fileSize: Int?
    package let modified: Double?

    /// What the user is told, with the picture's name.
    package var message: String {
        switch reason {
        case .crashed: tr("set aside: Image Gallery stopped while reading it")
        case .timedOut: tr("set aside: reading it took too long")
        }
    }
}

/// The error a read of a quarantined picture throws.
package struct PictureSetAside: Error, CustomStringConvertible, Sendable {
    package let picture: QuarantinedPicture
    package var description: String { picture.message }
}

/// Keeps Image Gallery from being locked out by a picture that crashes or hangs its readers
/// (gdk-pixbuf's loaders, the header and EXIF readers).
///
/// Every read is bracketed by ``beginReading(_:stage:)`` and the ``Read/end()`` of what it returns.
/// Each process writes the reads it begins and ends to a journal of its own under the data
/// directory (`reading/PID.journal`, appended, never synced: a crash keeps it, only a power cut
/// loses it). At the next start, ``recoverInterruptedReads()`` reads the journals of processes
/// that are gone. A picture that was the only one being read when its process ended is
/// quarantined; when several were, each becomes a suspect, and a suspect being read when a
/// process ends again is quarantined (a picture that crashes the app is caught at its first
/// or second crash, while pictures that only happened to be loading when the app was killed
/// are not set aside). A suspect read to its end is cleared. A read that takes longer than
/// the timeout is quarantined at once, and `onTimeout` is told (the app stops waiting for it).
///
/// The quarantine itself is `quarantine.json` in the data directory, written atomically.
package final class PictureQuarantine: Sendable {
    /// What part of a picture a read reads.
    package enum Stage: Sendable {
        /// Its bytes and header (bounded work): journalled, not timed, and proves nothing.
        case header
        /// Its pixels, for a tile: journalled and timed; read to its end, the picture is no
        /// longer a suspect.
        case pixels
        /// Its pixels at a size that may take long (the viewer's): journalled, not timed.
        case fullPixels
    }

    /// A read in progress.
    package final class Read: Sendable {
        fileprivate let number: Int
        private let quarantine: PictureQuarantine

        fileprivate init(number: Int, quarantine: PictureQuarantine) {
            self.number = number
            self.quarantine = quarantine
        }

        /// The read is over, however it ended (a second call does nothing).
        package func end() {
            quarantine.end(number)
        }
    }

    private struct InFlight {
        let address: URL
        let stage: Stage
    }

    private struct State {
        var pictures: [URL: QuarantinedPicture] = [:]
        var suspects: Set<URL> = []
        var inFlight: [Int: InFlight] = [:]
        /// Taken out of quarantine, or cleared of suspicion, here: not brought back by another
        /// process's file.
        var released: Set<URL> = []
        var cleared: Set<URL> = []
        var nextNumber = 0
        var journal: Int32 = -1
        var journalBytes = 0
    }

    /// `quarantine.json`.
    package let file: URL
    /// The folder of the reading journals.
    package let journalDirectory: URL
    private let journalFile: URL
    private let processID: Int32
    private let readTimeout: Duration
    private let onTimeout: @Sendable (URL) -> Void
    private let state: Mutex<State>
    private static let watchdogQueue = DispatchQueue(label: "image-gallery.read-watchdog")
    /// Past this many bytes, the journal is emptied whenever no read is in progress.
    private static let journalCompactionBytes = 256 * 1024

    /// - Parameters:
    ///   - readTimeout: how long one picture may take to read before it is set aside.
    ///   - onTimeout: told, on a background queue, of each picture set aside for taking too long.
    package init(directory: URL, processID: Int32 = getpid(), readTimeout: Duration = .seconds(30),
                onTimeout: @escaping @Sendable (URL) -> Void = { _ in }) {
        file = directory.appendingPathComponent("quarantine.json")
        journalDirectory = directory.appendingPathComponent("reading", isDirectory: true)
        journalFile = journalDirectory.appendingPathComponent("\(processID).journal")
        self.processID = processID
        self.readTimeout = readTimeout
        self.onTimeout = onTimeout
        var initial = State()
        let saved = Self.load(file)
        for picture in saved.pictures { initial.pictures[picture.address] = picture }
        initial.suspects = Set(saved.suspects)
        state = Mutex(initial)
    }

    deinit { state.withLock { if $0.journal >= 0 { close($0.journal) } } }

    /// The pictures set aside, as the file says now.
    package var pictures: [QuarantinedPicture] {
        state.withLock { Array($0.pictures.values) }.sorted { $0.date < $1.date }
    }

    /// The picture at `address`, when it is set aside and its file has not changed since.
    package func quarantined(_ address: URL) -> QuarantinedPicture? {
        guard let picture = state.withLock({ $0.pictures[address] }) else { return nil }
        let (size, modified) = Self.fingerprint(of: address)
        guard picture.fileSize == size, picture.modified == modified else { return nil }
        return picture
    }

    /// Begins reading `stage` of `address`. Call it when the work starts, not when it is
    /// queued: a timed read's clock starts here.
    /// - Throws: ``PictureSetAside`` when the picture is quarantined (and its file unchanged).
    package func beginReading(_ address: URL, stage: Stage) throws(PictureSetAside) -> Read {
        if let picture = quarantined(address) { throw PictureSetAside(picture: picture) }
        let number = state.withLock { state in
            let number = state.nextNumber
            state.nextNumber += 1
            state.inFlight[number] = InFlight(address: address, stage: stage)
            append("+\(number) \(address.absoluteString)\n", to: &state)
            return number
        }
        if stage == .pixels {
            // A read ended by then is no longer in flight: the watchdog finds nothing to do.
            Self.watchdogQueue.asyncAfter(deadline: .now() + Self.seconds(readTimeout)) { [weak self] in self?.timedOut(number) }
        }
        return Read(number: number, quarantine: self)
    }

    /// Whether `address` is a suspect: it was being read, with others, when a process ended.
    package func isSuspect(_ address: URL) -> Bool { state.withLock { $0.suspects.contains(address) } }

    /// Reads the journals of earlier processes that are gone, quarantining or suspecting the
    /// pictures they were reading when they ended (see the type's description). Returns the
    /// pictures quarantined (to tell the user), and removes those journals.
    @discardableResult
    package func recoverInterruptedReads() -> [QuarantinedPicture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: journalDirectory.path)) ?? []
        var found: [QuarantinedPicture] = []
        for name in names where name.hasSuffix(".journal") {
            guard let pid = Int32(name.dropLast(".journal".count)), pid != processID, !Self.isRunning(pid) else { continue }
            let journal = journalDirectory.appendingPathComponent(name)
            let interrupted = Self.unfinishedReads(in: journal).filter { quarantined($0) == nil }
            for address in interrupted {
                if interrupted.count == 1 || isSuspect(address) {
                    found.append(quarantine(address, .crashed))
                } else {
                    state.withLock { state in
                        state.suspects.insert(address)
                        state.cleared.remove(address)
                        save(&state)
                    }
                }
            }
            try? FileManager.default.removeItem(at: journal)
        }
        return found
    }

    /// Takes `address` out of quarantine: the user asked to try again.
    package func release(_ address: URL) {
        state.withLock { state in
            guard state.pictures.removeValue(forKey: address) != nil else { return }
            state.released.insert(address)
            save(&state)
        }
    }

    /// This process ends normally: its journal goes (no read was interrupted).
    package func closeJournal() {
        state.withLock { state in
            if state.journal >= 0 { close(state.journal) }
            state.journal = -1
            unlink(journalFile.path)
        }
    }

    // MARK: Reads

    private func end(_ number: Int) {
        state.withLock { state in
            guard let read = state.inFlight.removeValue(forKey: number) else { return }
            // Its pixels read to their end: not the culprit (its header alone proves nothing).
            if read.stage != .header, state.suspects.remove(read.address) != nil {
                state.cleared.insert(read.address)
                save(&state)
            }
            if state.inFlight.isEmpty, state.journalBytes > Self.journalCompactionBytes, state.journal >= 0 {
                // Nothing in progress: the journal says nothing that matters any more.
                if ftruncate(state.journal, 0) == 0 { state.journalBytes = 0; return }
            }
            append("-\(number)\n", to: &state)
        }
    }

    private func timedOut(_ number: Int) {
        guard let address = state.withLock({ $0.inFlight[number]?.address }) else { return }
        quarantine(address, .timedOut)
        onTimeout(address)
    }

    @discardableResult
    private func quarantine(_ address: URL, _ reason: QuarantinedPicture.Reason) -> QuarantinedPicture {
        let (size, modified) = Self.fingerprint(of: address)
        let picture = QuarantinedPicture(address: address, reason: reason, date: Date(), fileSize: size, modified: modified)
        state.withLock { state in
            state.pictures[address] = picture
            state.released.remove(address)
            state.suspects.remove(address)
            save(&state)
        }
        return picture
    }

    /// Appends a line to this process's journal, opening it on first use. A journal that
    /// cannot be written costs the protection, never the read.
    private func append(_ line: String, to state: inout State) {
        if state.journal < 0 {
            try? FileManager.default.createDirectory(at: journalDirectory, withIntermediateDirectories: true)
            state.journal = open(journalFile.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            guard state.journal >= 0 else { return }
        }
        let written = line.utf8CString.withUnsafeBufferPointer { write(state.journal, $0.baseAddress, $0.count - 1) }
        if written > 0 { state.journalBytes += written }
    }

    // MARK: Files

    /// Writes the quarantine, merged with what other processes on the library wrote since
    /// (their pictures and suspects are kept, unless this process released them).
    private func save(_ state: inout State) {
        let onDisk = Self.load(file)
        for picture in onDisk.pictures where state.pictures[picture.address] == nil && !state.released.contains(picture.address) {
            state.pictures[picture.address] = picture
        }
        state.suspects.formUnion(onDisk.suspects.filter { state.pictures[$0] == nil && !state.cleared.contains($0) })
        let list = QuarantineFile(pictures: state.pictures.values.sorted { $0.date < $1.date },
                                  suspects: state.suspects.sorted { $0.absoluteString < $1.absoluteString })
        guard let data = try? JSONEncoder().encode(list) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: file.path), Self.load(file, strict: true) == nil {
            // A damaged file is kept aside, never overwritten.
            try? FileManager.default.moveItem(at: file, to: file.appendingPathExtension("damaged"))
        }
        try? AtomicFile.write(data, to: file)
    }

    private struct QuarantineFile: Codable {
        var version = 1
        var pictures: [QuarantinedPicture] = []
        var suspects: [URL] = []
    }

    private static func load(_ file: URL) -> QuarantineFile { load(file, strict: false) ?? QuarantineFile() }

    /// Nil when `strict` and the file is there but unreadable.
    private static func load(_ file: URL, strict: Bool) -> QuarantineFile? {
        guard let data = try? Data(contentsOf: file), let list = try? JSONDecoder().decode(QuarantineFile.self, from: data) else {
            return strict ? nil : QuarantineFile()
        }
        return list
    }

    /// The addresses a journal begins and never ends.
    static func unfinishedReads(in journal: URL) -> [URL] {
        guard let text = try? String(contentsOf: journal, encoding: .utf8) else { return [] }
        var begun: [Int: URL] = [:], order: [Int] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("+"), let space = line.firstIndex(of: " "), let number = Int(line[line.index(after: line.startIndex)..<space]),
               let address = URL(string: String(line[line.index(after: space)...])) {
                begun[number] = address
                order.append(number)
            } else if line.hasPrefix("-"), let number = Int(line.dropFirst()) {
                begun[number] = nil
            }
        }
        return order.compactMap { begun[$0] }
    }

    /// Whether process `pid` still runs Image Gallery (a reused pid running something else is gone).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        let ours = (try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8)) ?? ""
        let theirs = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ours
        return ours == theirs
    }

    private static func fingerprint(of address: URL) -> (Int?, Double?) {
        guard address.isFileURL, let attributes = try? FileManager.default.attributesOfItem(atPath: address.path) else { return (nil, nil) }
        return (attributes[.size] as? Int, (attributes[.modificationDate] as? Date)?.timeIntervalSince1970)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
