import DragDropCore

extension PlatformView {
    /// What a front end calls when the user activates, from the keyboard, a control this view
    /// renders (Space or Enter on a focused `Button`, Space on a focused `Toggle`'s switch): the
    /// button runs its action, the switch flips its binding — what a tap does (SEMANTICS 59).
    /// The change shows on the main actor's next turn.
    /// - Throws: `ControlActivationError.notAControl` when the view renders no button or switch.
    public func activateControl() throws(ControlActivationError) {
        guard self is ButtonView || self is SwitchView, let action = (self as? HostedView)?.tapAction else {
            throw .notAControl(identifier)
        }
        action()
    }
}

/// Why `activateControl()` did nothing.
public enum ControlActivationError: Error, Equatable, CustomStringConvertible {
    /// The view (its identifier) renders no `Button` or `Toggle` switch.
    case notAControl(String)

    public var description: String {
        switch self {
        case .notAControl(let identifier): "the view \(identifier) is not a Button or a Toggle's switch: it cannot be activated"
        }
    }
}
