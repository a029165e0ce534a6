import Foundation

/// Foundation's `UndoManager`, which Foundation on Linux lacks: changes registered as undo
/// actions, gathered in groups (one group is one step of Undo), undone and redone in turn.
///
/// The rules are Apple's (SEMANTICS 53):
/// - With ``groupsByEvent`` (the default), an action registered while no group is open opens
///   a group that closes at the end of the event — the main loop's turn — so what one click or
///   one key changed is undone at once. ``undo()`` closes that group first.
/// - Groups nest: what an inner group registers is part of the outermost group's step.
///   Closing an outermost group with nothing in it records no step.
/// - While ``undo()`` runs a step's actions (last registered first), what they register forms
///   the step that ``redo()`` performs, named as the step undone unless they name it; what a
///   redo registers is undone again. Registering anywhere else forgets every redo step.
/// - ``levelsOfUndo`` bounds the steps kept (0: no bound); the oldest go first.
/// - A target is held weakly: its actions are skipped once it is gone. An object that goes
///   away should call ``removeAllActions(withTarget:)``.
///
/// Every change of what ``canUndo``, ``canRedo`` and the action names say posts
/// `Notification.Name.NSUndoManagerCheckpoint` (and undo and redo post their own
/// notifications, as on Apple's platforms): front ends follow it to update Undo and Redo
/// buttons. Misuse — closing a group never opened, undoing inside an open group, registering
/// outside any group when ``groupsByEvent`` is off — is reported to ``Diagnostics`` and
/// answered as the diagnostic says, never with silence or a crash.
///
/// Views, view controllers and windows give theirs as ``View/undoManager``.
@MainActor
open class UndoManager {
    /// One step (or, while open, one group being built).
    private struct Step {
        var actions: [UndoAction] = []
        var actionName = ""
        /// Opened by ``groupsByEvent`` (closed at the end of the event), not by the caller.
        var isEventGroup = false
    }

    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    /// Open groups, outermost first.
    private var openGroups: [Step] = []
    private var registrationDisabled = 0
    /// Counts scheduled event ends, so a closing scheduled before ``removeAllActions()`` is ignored.
    private var eventGeneration = 0

    /// Whether an action registered outside any group opens a group closed at the end of the
    /// event (true by default, as on Apple's platforms).
    open var groupsByEvent = true
    /// How many steps are kept (0: all); the oldest are forgotten first, at once when it is lowered.
    open var levelsOfUndo = 0 {
        didSet {
            if levelsOfUndo < 0 {
                report("levelsOfUndo cannot be negative (\(levelsOfUndo)); set to 0, no bound")
                levelsOfUndo = 0
            }
            trim()
            changed()
        }
    }
    /// Whether ``undo()`` is running a step's actions.
    public private(set) var isUndoing = false
    /// Whether ``redo()`` is running a step's actions.
    public private(set) var isRedoing = false
    /// How many groups are open (the one ``undo()`` and ``redo()`` open included).
    public var groupingLevel: Int { openGroups.count }
    /// Whether actions are registered (see ``disableUndoRegistration()``).
    public var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }
    /// How the end of an event is awaited for ``groupsByEvent``: by default the next turn of the
    /// main queue (which the GTK front end's main loop runs). A test may run it by hand.
    public var eventEndScheduler: @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void = { close in
        DispatchQueue.main.async { MainActor.assumeIsolated { close() } }
    }

    /// An empty undo manager.
    public init() {}

    // MARK: Registering

    /// Registers `handler` to be called with `target` when the step now being built is undone
    /// (or redone, when registered while undoing).
    /// - Complexity: O(1), amortised (O(n) when it forgets n redo steps).
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            if groupsByEvent {
                openEventGroup()
            } else {
                report("registerUndo(withTarget:handler:) with no group open and groupsByEvent off; the action is a step of its own")
                beginUndoGrouping()
                append(UndoAction(target: target, handler: handler))
                endUndoGrouping()
                return
            }
        }
        append(UndoAction(target: target, handler: handler))
    }

    private func append(_ action: UndoAction) {
        let canUndoBefore = canUndo
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].actions.append(action)
        if !canUndoBefore { changed() }
    }

    /// Names the step being built (or, with no group open, the last step): "Undo \(name)".
    public func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[0].actionName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        } else {
            return report("setActionName(\"\(actionName)\") with no step to name; ignored")
        }
        changed()
    }

    /// Stops registering actions (counted: each call needs an ``enableUndoRegistration()``).
    public func disableUndoRegistration() { registrationDisabled += 1 }

    /// Undoes one ``disableUndoRegistration()``.
    public func enableUndoRegistration() {
        guard registrationDisabled > 0 else {
            return report("enableUndoRegistration() without disableUndoRegistration(); ignored")
        }
        registrationDisabled -= 1
    }

    // MARK: Grouping

    /// Opens a group: what is registered until the matching ``endUndoGrouping()`` is undone in
    /// one step (with the groups around it, if any).
    public func beginUndoGrouping() {
        openGroups.append(Step())
        if openGroups.count > 1 { post(.NSUndoManagerCheckpoint) }
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group; an outermost group with actions becomes a step.
    public func endUndoGrouping() {
        guard let group = openGroups.last else {
            return report("endUndoGrouping() with no group open; ignored")
        }
        guard openGroups.count > 1 || !(isUndoing || isRedoing) else {
            return report("endUndoGrouping() from an undo or redo action closes no group it opened; ignored")
        }
        post(.NSUndoManagerWillCloseUndoGroup)
        openGroups.removeLast()
        if openGroups.isEmpty {
            if !group.actions.isEmpty {
                if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
                trim()
            }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
        }
        post(.NSUndoManagerDidCloseUndoGroup)
        changed()
    }

    private func openEventGroup() {
        beginUndoGrouping()
        openGroups[0].isEventGroup = true
        eventGeneration += 1
        let generation = eventGeneration
        eventEndScheduler { [weak self] in self?.eventEnded(generation) }
    }

    /// The event whose actions the event group gathers is over: closes it.
    private func eventEnded(_ generation: Int) {
        guard generation == eventGeneration, openGroups.first?.isEventGroup == true else { return }
        guard openGroups.count == 1 else {
            return report("an event ended with \(openGroups.count - 1) group(s) still open inside its event group; they stay open")
        }
        endUndoGrouping()
    }

    // MARK: Undoing

    /// Whether there is a step to undo (the open event group's actions count).
    public var canUndo: Bool {
        !undoStack.isEmpty || (openGroups.count == 1 && openGroups[0].isEventGroup && !openGroups[0].actions.isEmpty)
    }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step ``undo()`` would undo ("" when it has none).
    public var undoActionName: String {
        if openGroups.count == 1, openGroups[0].isEventGroup, !openGroups[0].actions.isEmpty { return openGroups[0].actionName }
        return undoStack.last?.actionName ?? ""
    }
    /// The name of the step ``redo()`` would redo ("" when it has none).
    public var redoActionName: String { redoStack.last?.actionName ?? "" }
    /// "Undo" followed by ``undoActionName``, for a menu or a tooltip.
    public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by ``redoActionName``.
    public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo" followed by `actionName`, if any.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    /// "Redo" followed by `actionName`, if any.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    /// Undoes the last step, first closing the event group if one is open. Nothing to undo:
    /// nothing happens.
    /// - Complexity: O(n) in the step's actions.
    open func undo() { turn(.undo) }

    /// Redoes the last step undone. Nothing to redo: nothing happens.
    /// - Complexity: O(n) in the step's actions.
    open func redo() { turn(.redo) }

    private enum Direction: String { case undo, redo }

    /// Performs the last step of `direction`'s stack, posting its notifications.
    private func turn(_ direction: Direction) {
        if openGroups.count == 1, openGroups[0].isEventGroup { endUndoGrouping() }
        guard openGroups.isEmpty, !isUndoing, !isRedoing else {
            return report("\(direction)() with \(openGroups.count) group(s) open\(isUndoing || isRedoing ? ", from an undo or redo action" : ""); ignored")
        }
        let step = direction == .undo ? undoStack.popLast() : redoStack.popLast()
        guard let step else { return }
        post(.NSUndoManagerCheckpoint)
        post(direction == .undo ? .NSUndoManagerWillUndoChange : .NSUndoManagerWillRedoChange)
        if direction == .undo { isUndoing = true } else { isRedoing = true }
        perform(step)
        isUndoing = false
        isRedoing = false
        post(direction == .undo ? .NSUndoManagerDidUndoChange : .NSUndoManagerDidRedoChange)
        changed()
    }

    /// Runs `step`'s actions, last first, inside a group that becomes the opposite step.
    private func perform(_ step: Step) {
        var opposite = Step()
        opposite.actionName = step.actionName
        openGroups = [opposite]
        for action in step.actions.reversed() where !action.perform() {
            report("an action of \"\(step.actionName)\" outlived its target; skipped")
        }
        let built = openGroups.first ?? Step()  // none: removeAllActions() ran meanwhile
        openGroups = []
        guard !built.actions.isEmpty else { return }
        if isUndoing { redoStack.append(built) } else { undoStack.append(built) }
        trim()
    }

    // MARK: Forgetting

    /// Forgets every step, undo and redo, closes every open group and enables registration
    /// again (as on Apple's platforms).
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        registrationDisabled = 0
        eventGeneration += 1
        changed()
    }

    /// Forgets the actions registered with `target`, and the steps left empty.
    /// - Complexity: O(n) in all the actions kept.
    public func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        func strip(_ steps: inout [Step], keepingEmpty: Bool) {
            for index in steps.indices { steps[index].actions.removeAll { $0.targetID == id } }
            if !keepingEmpty { steps.removeAll { $0.actions.isEmpty } }
        }
        strip(&undoStack, keepingEmpty: false)
        strip(&redoStack, keepingEmpty: false)
        strip(&openGroups, keepingEmpty: true)
        changed()
    }

    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    // MARK: Telling

    private func changed() { post(.NSUndoManagerCheckpoint) }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    private func report(_ message: String) {
        Diagnostics.handler(Diagnostic(view: "UndoManager", message: message))
    }
}
