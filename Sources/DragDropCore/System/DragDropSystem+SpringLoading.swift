import Foundation

extension DragDropSystem {
    /// After every event: the spring-loaded view under a drag hovering over this application
    /// hears where the pointer is; one it left, or any when the drag ended, hears that.
    func syncSpringLoading() {
        var target: SpringLoadedInteraction?
        var point = Point.zero
        if case .dragging = lifecycle.state, let drag, drag.isOverThisApplication {
            point = pointer ?? point
            if let window = window(at: point) { target = window.springLoadedInteraction(at: window.convert(fromScreen: point)) }
        }
        if let current = springLoaded, current.interaction !== target {
            runSpringLoading(target == nil && !isDragging ? .end : .leave)
            springLoaded = nil
        }
        guard let target else { return }
        if springLoaded == nil {
            springLoaded = (target, SpringLoading(delay: target.activationDelay, tolerance: target.movementTolerance))
        }
        runSpringLoading(.hover(point))
    }

    /// Runs one event through the current spring-loaded view's machine and performs its actions.
    private func runSpringLoading(_ event: SpringLoading.Event) {
        guard var current = springLoaded else { return }
        let actions = current.machine.handle(event)
        springLoaded?.machine = current.machine  // before the handler, which may move views
        let interaction = current.interaction
        for action in actions {
            switch action {
            case let .show(state):
                interaction.state = state
                interaction.onStateChange?(interaction, state)
            case let .schedule(generation, delay):
                let clock = self.clock
                Task { @MainActor [weak self, weak interaction] in
                    do { try await clock.sleep(for: delay) } catch { return }
                    guard let self, let interaction, springLoaded?.interaction === interaction else { return }
                    runSpringLoading(.fire(generation: generation))
                }
            case let .activate(point):
                interaction.handler(interaction, SpringLoadedInteractionContext(state: .activated, targetView: interaction.view,
                                                                                 screenLocation: point))
            }
        }
    }
}
