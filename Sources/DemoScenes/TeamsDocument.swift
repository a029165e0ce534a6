import DragDrop

/// Seed 000's document (UIDocument's role): the one ``TeamsModel`` that every variant shows,
/// each change of it an undo step of ``undoManager``. The demos page keeps one document while
/// it switches variants, so the undo history outlives the scene that made a change.
@MainActor
package final class TeamsDocument {
    package private(set) var model: TeamsModel
    /// Where the changes are registered: the window's shared manager in the demos.
    package let undoManager: UndoManager
    /// Called after every change of the model — a scene's, an undo's, a redo's. The scene
    /// showing the document sets it (one at a time).
    package var onChange: (() -> Void)?

    package init(model: TeamsModel = .sample, undoManager: UndoManager = UndoManager()) {
        self.model = model
        self.undoManager = undoManager
    }

    /// Applies `change` to the model and returns its result; if the model changed, that is
    /// one undo step named `actionName`.
    @discardableResult
    package func change<Result>(_ actionName: String, _ change: (inout TeamsModel) -> Result) -> Result {
        var next = model
        let result = change(&next)
        if next != model { replace(with: next, actionName: actionName) }
        return result
    }

    /// Whether an undo or redo is changing the model now (the scene reloads its views then).
    package var isUndoingOrRedoing: Bool { undoManager.isUndoing || undoManager.isRedoing }

    private func replace(with next: TeamsModel, actionName: String) {
        let previous = model
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { $0.replace(with: previous, actionName: actionName) }
        undoManager.setActionName(actionName)
        undoManager.endUndoGrouping()
        model = next
        onChange?()
    }
}
