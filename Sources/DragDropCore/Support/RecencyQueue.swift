/// Work asked for by what is on screen — pictures to load for visible cells, asked again at
/// every frame that draws them — started a few at a time, the most recently asked first. Work
/// still waiting that was not asked for again within ``staleAfter`` of the latest ask has
/// scrolled out of view: it is dropped before it starts, so scrolling fast through a large
/// collection leaves no backlog of loads (and of their bytes) behind it. Not thread-safe.
package struct RecencyQueue<Key: Hashable, Instant: InstantProtocol> where Instant.Duration == Duration {
    /// How many started keys may be running at once.
    package let maxRunning: Int
    /// How long a waiting key may go unasked while others are asked before it is dropped.
    package let staleAfter: Duration
    /// Started and not finished.
    package private(set) var running = 0
    private var waiting: [Key: Instant] = [:]
    private var latest: Instant?

    package init(maxRunning: Int, staleAfter: Duration) {
        self.maxRunning = max(1, maxRunning)
        self.staleAfter = staleAfter
    }

    /// Keys waiting to start.
    package var waitingCount: Int { waiting.count }

    /// Whether `key` waits to start.
    package func isWaiting(_ key: Key) -> Bool { waiting[key] != nil }

    /// `key` is asked for at `now`: it waits to start (or, when it waits already, it was asked again).
    package mutating func ask(_ key: Key, at now: Instant) {
        waiting[key] = now
        noteAsk(at: now)
    }

    /// `key` is asked for again at `now`: a waiting key is kept fresh; a started one is left alone.
    package mutating func askAgain(_ key: Key, at now: Instant) {
        if waiting[key] != nil { waiting[key] = now }
        noteAsk(at: now)
    }

    /// The keys to start now, most recently asked first, as many as there are free slots
    /// (counted as running from now on); and the waiting keys dropped because they were not
    /// asked for within ``staleAfter`` of the latest ask.
    /// - Complexity: O(*n* log *n*) for *n* waiting keys.
    package mutating func next() -> (start: [Key], dropped: [Key]) {
        guard let latest else { return ([], []) }
        let dropped = waiting.filter { $0.value.duration(to: latest) > staleAfter }.map(\.key)
        for key in dropped { waiting[key] = nil }
        let free = maxRunning - running
        guard free > 0, !waiting.isEmpty else { return ([], dropped) }
        let start = waiting.sorted { $0.value > $1.value }.prefix(free).map(\.key)
        for key in start { waiting[key] = nil }
        running += start.count
        return (start, dropped)
    }

    /// A started key is done: its slot is free.
    package mutating func finished() {
        running = max(0, running - 1)
    }

    private mutating func noteAsk(at now: Instant) {
        if latest.map({ $0 < now }) ?? true { latest = now }
    }
}
