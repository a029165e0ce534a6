import Synchronization

/// Counts the loads a drop makes of its items' data and reports, once, on the main actor,
/// when the drop has concluded and none is outstanding (the source's didTransferItems,
/// SEMANTICS 6). Loads are counted when they are requested: through the drop session or
/// the completion-handler APIs at once, through the async APIs when they start.
final class TransferTracker: Sendable {
    private struct State {
        var outstanding = 0
        var concluded = false
        var reported = false
    }

    private let state = Mutex(State())
    private let tokens: Mutex<[(ItemProvider, Int)]> = Mutex([])
    private let onComplete: @MainActor @Sendable () -> Void

    init(onComplete: @escaping @MainActor @Sendable () -> Void) {
        self.onComplete = onComplete
    }

    func observe(_ providers: [ItemProvider]) {
        // The observers keep the tracker alive until finish() removes them.
        let registered = providers.map { provider in
            (provider, provider.addLoadObserver { event in self.handle(event) })
        }
        tokens.withLock { $0 += registered }
    }

    /// The drop has concluded: from now on, reaching zero outstanding loads completes.
    func conclude() {
        let complete = state.withLock { state -> Bool in
            state.concluded = true
            return takeCompletion(&state)
        }
        if complete { finish() }
    }

    private func handle(_ event: ItemProvider.LoadEvent) {
        let complete = state.withLock { state -> Bool in
            switch event {
            case .began: state.outstanding += 1
            case .ended: state.outstanding -= 1
            }
            return takeCompletion(&state)
        }
        if complete { finish() }
    }

    private func takeCompletion(_ state: inout State) -> Bool {
        guard state.concluded, state.outstanding == 0, !state.reported else { return false }
        state.reported = true
        return true
    }

    private func finish() {
        let registered = tokens.withLock { tokens in
            defer { tokens.removeAll() }
            return tokens
        }
        registered.forEach { $0.0.removeLoadObserver($0.1) }
        let onComplete = self.onComplete
        Task { @MainActor in onComplete() }
    }
}
