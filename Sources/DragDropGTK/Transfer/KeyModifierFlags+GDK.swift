import CDragDropGtk
import CDragDropGtkShim
import DragDrop

extension KeyModifierFlags {
    /// The core's flags for GDK's modifier state.
    init(gdk state: GdkModifierType) {
        self = []
        if dd_has_shift(state) != 0 { insert(.shift) }
        if dd_has_control(state) != 0 { insert(.control) }
        if dd_has_alt(state) != 0 { insert(.alternate) }
        if dd_has_super(state) != 0 { insert(.command) }
        if dd_has_caps_lock(state) != 0 { insert(.alphaShift) }
    }

    /// The modifier keys held now on the keyboard of the display `drop` happens on.
    @MainActor
    static func held(during drop: OpaquePointer) -> KeyModifierFlags {
        KeyModifierFlags(gdk: dd_keyboard_modifiers(gdk_drop_get_display(drop)))
    }
}
