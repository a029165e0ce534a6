/// Drop targets whose views were never put in a window: a drag cannot find them (it
/// hit-tests windows), which is silent in UIKit. When a drag begins, each such view still in
/// use is reported once (``Diagnostics``), so a forgotten `window.addView(_:)` is said at the
/// first drag, not found by reading sources. A view that was in a window once and was taken
/// out (a hidden page) is not reported: that is on purpose.
@MainActor
enum UnplacedDropTargets {
    private struct Entry {
        weak var interaction: DropInteraction?
    }

    private static var pending: [ObjectIdentifier: Entry] = [:]

    /// `interaction` was added to a view; remembered until its view is first in a window.
    static func interactionAdded(_ interaction: DropInteraction) {
        guard let view = interaction.view, !view.hasBeenInWindow else { return }
        pending[ObjectIdentifier(interaction)] = Entry(interaction: interaction)
    }

    /// A drag began: reports the live drop targets whose views have never been in a window,
    /// once each, and forgets those that are placed or gone.
    /// - Complexity: O(*n*) in the targets never placed so far, usually none.
    static func reportAtDragStart() {
        guard !pending.isEmpty else { return }
        for (id, entry) in pending {
            guard let interaction = entry.interaction, let view = interaction.view, !view.hasBeenInWindow else {
                pending[id] = nil
                continue
            }
            pending[id] = nil
            let name = view.identifier.isEmpty ? "a \(type(of: view))" : "\"\(view.identifier)\""
            Diagnostics.handler(Diagnostic(view: view.identifier, message: """
                \(name) has a drop interaction but has never been in a window, so no drag can reach it: add it to \
                a window (window.addView(_:)) or to a view that is in one. Front-end hosts add the views they show.
                """))
        }
    }
}
