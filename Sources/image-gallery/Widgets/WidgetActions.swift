import CDragDropGtk
import CDragDropGtkShim
import DragDropGTK

/// Gives `widget` the actions `actions` as the group `prefix` (a menu item's `prefix.NAME`):
/// each a parameterless GSimpleAction that calls its closure (a row's or a window's own actions).
@MainActor
func insertActions(_ actions: [(String, @MainActor () -> Void)], into widget: UnsafeMutablePointer<GtkWidget>, as prefix: String) {
    let group = OpaquePointer(g_simple_action_group_new()!)
    for (name, perform) in actions {
        let action = g_simple_action_new(name, nil)!
        onActivate(UnsafeMutableRawPointer(action), perform)
        g_action_map_add_action(dd_action_map(UnsafeMutableRawPointer(group)), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
    gtk_widget_insert_action_group(widget, prefix, group)
    g_object_unref(UnsafeMutableRawPointer(group))
}
