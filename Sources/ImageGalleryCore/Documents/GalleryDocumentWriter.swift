import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Writes the library's documents off the main thread, coalesced, and safely beside other
/// processes writing the same directory.
///
/// - **Coalesced:** each gallery's latest wanted state replaces the one still pending, and a
///   burst of changes becomes one write per gallery. User edits are written at once (on the
///   writer's queue); corrections the user did not make (aspect ratios) wait for the burst to
///   end (``correctionDelay``, at most ``correctionMaximumDelay`` after the first).
/// - **Never the main thread:** every read, write and `fsync` runs on the writer's queue.
/// - **Compare before replace:** under an exclusive lock on the directory (`flock`), the
///   document on disk is read first; when another writer changed it since this process last
///   read or wrote it, the versions are merged (``GalleryMerge``) and the merge is written —
///   the other writer's pictures are never dropped — and reported in the ``Outcome``.
package final class GalleryDocumentWriter: Sendable {
    /// What a batch of writes did that the library must hear about.
    package struct Outcome: Sendable {
        /// Galleries written differently from what was asked: merged with another writer's
        /// changes (nil: the gallery is gone for good).
        package var merged: [UUID: SavedGallery?] = [:]
        /// Galleries that could not be written, and why.
        package var errors: [UUID: GalleryDocumentError] = [:]
        /// Galleries written successfully in this batch.
        package var saved: Set<UUID> = []
    }

    /// A gallery whose document changed on disk since this process last read or wrote it.
    package struct ExternalChange: Sendable {
        package let id: UUID
        /// The version this process last knew (the merge's base).
        package let base: SavedGallery?
        /// What the disk holds now (nil: deleted for good).
        package let current: SavedGallery?
    }

    package let store: GalleryDocumentStore
    package let correctionDelay: Duration
    package let correctionMaximumDelay: Duration
    /// The ``correctionMaximumDelay`` of a writer not told otherwise: two seconds.
    package static let defaultCorrectionMaximumDelay = Duration.seconds(2)

    private struct State {
        var pending: [UUID: SavedGallery?] = [:]
        /// When the oldest and the newest pending corrections arrived.
        var firstCorrection: ContinuousClock.Instant?
        var lastCorrection: ContinuousClock.Instant?
        var hasUrgent = false
        var drainScheduled = false
        var writing = false
        /// What this process last read from or wrote to disk, per gallery.
        var known: [UUID: SavedGallery] = [:]
        /// The stamp of each gallery's document when this process last read or wrote it (so
        /// the disk holds `known` while it has that stamp); none when unsure.
        var stamps: [UUID: DocumentStamp] = [:]
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var documentWrites = 0
        var fingerprint: [String: [Double]] = [:]
        var undelivered: [Outcome] = []
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "org.dragdrop.image-gallery.documents")
    private let onOutcome: @Sendable () -> Void

    /// - Parameters:
    ///   - known: the documents as read at start (the merge base of each).
    ///   - fingerprint: the store's ``GalleryDocumentStore/fingerprint()`` when they were read.
    ///   - stamps: each document's stamp taken as it was read (``GalleryDocumentStore/Entry/stamp``):
    ///     a document still bearing it is not read again before its first save.
    ///   - onOutcome: called on the writer's queue after each batch; ``takeOutcomes()`` has them.
    package init(store: GalleryDocumentStore, known: [UUID: SavedGallery], fingerprint: [String: [Double]],
                stamps: [UUID: DocumentStamp] = [:],
                correctionDelay: Duration = .milliseconds(400),
                correctionMaximumDelay: Duration = defaultCorrectionMaximumDelay, onOutcome: @escaping @Sendable () -> Void) {
        self.store = store
        self.correctionDelay = correctionDelay
        self.correctionMaximumDelay = correctionMaximumDelay
        self.onOutcome = onOutcome
        state.withLock {
            $0.known = known
            $0.fingerprint = fingerprint
            $0.stamps = stamps
        }
        queue.async { [store] in store.removeStaleTemporaries() }
    }

    /// Documents written since start (not counting moves and removals).
    package var documentWrites: Int { state.withLock { $0.documentWrites } }

    /// Wants `changes` on disk (nil: no document). `urgent` for the user's edits.
    package func schedule(_ changes: [UUID: SavedGallery?], urgent: Bool) {
        guard !changes.isEmpty else { return }
        let delay: Duration? = state.withLock { state in
            state.pending.merge(changes) { _, new in new }
            if urgent { state.hasUrgent = true }
            if !urgent {
                if state.firstCorrection == nil { state.firstCorrection = .now }
                state.lastCorrection = .now
            }
            // An edit does not wait for a drain scheduled later for corrections: drain at
            // once too (a drain with nothing pending does nothing).
            guard !state.drainScheduled || urgent else { return nil }
            state.drainScheduled = true
            return state.hasUrgent ? .zero : correctionDelay
        }
        if let delay { drain(after: delay) }
    }

    private func drain(after delay: Duration) {
        queue.asyncAfter(deadline: .now() + delay.seconds) { self.drain() }
    }

    /// Writes what is pending, unless only corrections are and their burst goes on.
    private func drain() {
        enum Next { case write([UUID: SavedGallery?], [UUID: SavedGallery], [UUID: DocumentStamp]), wait(Duration), idle }
        let next: Next = state.withLock { state in
            guard !state.pending.isEmpty else {
                state.drainScheduled = false
                return .idle
            }
            // Corrections only: wait until the burst has been quiet for `correctionDelay`, or
            // `correctionMaximumDelay` after its first correction.
            if !state.hasUrgent, let first = state.firstCorrection, let last = state.lastCorrection {
                let due = min(last + correctionDelay, first + correctionMaximumDelay)
                let now = ContinuousClock.now
                if due > now { return .wait(due - now) }
            }
            let batch = state.pending
            state.pending = [:]
            state.hasUrgent = false
            state.firstCorrection = nil
            state.lastCorrection = nil
            state.drainScheduled = false
            state.writing = true
            return .write(batch, state.known, state.stamps)
        }
        switch next {
        case .idle: resumeIdleWaiters()
        case let .wait(delay): drain(after: delay)
        case let .write(batch, known, stamps):
            let (outcome, written, newKnown, newStamps) = write(batch, known: known, stamps: stamps)
            let fingerprint = store.fingerprint()
            state.withLock { state in
                state.writing = false
                state.documentWrites += written
                state.fingerprint = fingerprint
                for (id, saved) in newKnown { state.known[id] = saved }
                for (id, stamp) in newStamps { state.stamps[id] = stamp }
                state.undelivered.append(outcome)
            }
            onOutcome()
            resumeIdleWaiters()
        }
    }

    /// One batch, under the directory's lock: compare, merge, write. A document still bearing
    /// the stamp this process took when it last read or wrote it holds `known`: it is not read.
    private func write(_ batch: [UUID: SavedGallery?], known: [UUID: SavedGallery], stamps: [UUID: DocumentStamp])
        -> (Outcome, Int, [UUID: SavedGallery?], [UUID: DocumentStamp?]) {
        var outcome = Outcome()
        var written = 0
        var newKnown: [UUID: SavedGallery?] = [:]
        var newStamps: [UUID: DocumentStamp?] = [:]
        withDirectoryLock {
            for (id, wanted) in batch {
                let current: SavedGallery?
                if let base = known[id], let stamp = stamps[id], store.stamp(of: id) == stamp {
                    current = base
                } else {
                    switch store.saved(id) {
                    case let .success(saved): current = saved
                    case let .failure(error):
                        outcome.errors[id] = .wouldOverwriteUnreadable(error.description)
                        newStamps[id] = .some(nil)
                        continue
                    }
                }
                let target = GalleryMerge.merge(base: known[id], ours: wanted, theirs: current)
                do throws(GalleryDocumentError) {
                    if try store.realize(target, for: id, current: current) { written += 1 }
                    newKnown[id] = .some(target)
                    // Under the lock still: the stamp of exactly what was just written.
                    newStamps[id] = .some(target == nil ? nil : store.stamp(of: id))
                    if target != wanted { outcome.merged[id] = .some(target) }
                    outcome.saved.insert(id)
                } catch {
                    outcome.errors[id] = error
                    newStamps[id] = .some(nil)  // the disk may hold part of the change: read it next time
                }
            }
        }
        return (outcome, written, newKnown, newStamps)
    }

    private func withDirectoryLock(_ body: () -> Void) {
        try? FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        let descriptor = open(store.directory.appendingPathComponent(".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 { flock(descriptor, LOCK_EX) }
        body()
        if descriptor >= 0 {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    private func resumeIdleWaiters() {
        let waiters: [CheckedContinuation<Void, Never>] = state.withLock { state in
            guard state.pending.isEmpty, !state.writing, !state.drainScheduled else { return [] }
            defer { state.idleWaiters = [] }
            return state.idleWaiters
        }
        waiters.forEach { $0.resume() }
    }

    /// The outcomes of the batches written since the last call, oldest first.
    package func takeOutcomes() -> [Outcome] {
        state.withLock { state in
            defer { state.undelivered = [] }
            return state.undelivered
        }
    }

    /// Returns once everything scheduled so far is on disk (pending corrections are written now)
    /// and the writer's earlier work is done.
    package func flush() async {
        state.withLock { $0.hasUrgent = $0.hasUrgent || !$0.pending.isEmpty }
        await withCheckedContinuation { continuation in
            let idle: Bool = state.withLock { state in
                if state.pending.isEmpty, !state.writing, !state.drainScheduled { return true }
                state.idleWaiters.append(continuation)
                return false
            }
            // Through the queue even when idle: work queued before (the start's clean-up of
            // stale temporaries) is done when flush returns.
            if idle { queue.async { continuation.resume() } } else { queue.async { self.drain() } }
        }
    }

    /// Writes everything pending before returning (the application is quitting).
    package func flushSynchronously() {
        state.withLock { $0.hasUrgent = $0.hasUrgent || !$0.pending.isEmpty }
        queue.sync { self.drain() }
    }

    /// The galleries another process changed since this one last read or wrote them (read
    /// on the writer's queue; nothing is read when no document's size or time changed).
    /// Galleries with writes pending are left out: their write merges.
    package func externalChanges() async -> (changes: [ExternalChange], unreadable: [GalleryDocumentStore.Entry]) {
        await withCheckedContinuation { continuation in
            queue.async {
                let fingerprint = self.store.fingerprint()
                let (unchanged, known, pending) = self.state.withLock { state in
                    (state.fingerprint == fingerprint, state.known, Set(state.pending.keys))
                }
                guard !unchanged else { return continuation.resume(returning: ([], [])) }
                var changes: [ExternalChange] = []
                var unreadable: [GalleryDocumentStore.Entry] = []
                var seen = Set<UUID>()
                for entry in self.store.loadAll() {
                    guard let gallery = entry.gallery else {
                        unreadable.append(entry)
                        continue
                    }
                    seen.insert(gallery.id)
                    let current = SavedGallery(gallery: gallery, deleted: entry.isDeleted)
                    if known[gallery.id] != current, !pending.contains(gallery.id) {
                        changes.append(ExternalChange(id: gallery.id, base: known[gallery.id], current: current))
                    }
                }
                for (id, base) in known where !seen.contains(id) && !pending.contains(id) {
                    changes.append(ExternalChange(id: id, base: base, current: nil))
                }
                self.state.withLock { $0.fingerprint = fingerprint }
                continuation.resume(returning: (changes, unreadable))
            }
        }
    }

    /// The library adopted what the disk holds for `id` without writing: it is the new base.
    package func acknowledge(_ saved: SavedGallery?, for id: UUID) {
        state.withLock { state in
            guard state.pending[id] == nil else { return }
            state.known[id] = saved
            state.stamps[id] = nil  // taken from another read: its file is read before the next save
        }
    }
}
