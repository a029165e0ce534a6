import DragDropCore

/// Whether the user is editing a list (SwiftUI's `EditMode`), read and set through
/// `@Environment(\.editMode)`: while it is active a `List` shows its rows' edit controls
/// (reorder handles, delete buttons), and a click on a row of a `List(selection:)` adds it to
/// the selection or takes it out instead of selecting it alone.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe to delete on iOS).
    case transient
    /// Editing.
    case active

    /// Whether this mode edits (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the lists in the subtree, as a binding (nil where no ancestor gave
    /// one: the lists are not editing). `.environment(\.editMode, $mode)` gives it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
