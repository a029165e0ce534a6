import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Selection by clicks on a canvas, desktop style, as GNOME Files selects: click, Ctrl-click
/// and Shift-click select (the core's rule, ``DragDrop/IndexedCollectionView/select(_:gesture:)``);
/// a plain click released without a drag is UIKit's tap
/// (``DragDrop/IndexedCollectionView/completeClick(on:)``); a double-click activates the item.
@MainActor
enum SelectionClickGesture {
    /// Installs the gesture on `canvas`, where `itemAt` gives the data-source item under a
    /// point. `pressed` hears the item a click selects from (the keyboard focus follows it),
    /// `activate` a double-click, `changed` that the selection may have changed.
    static func install(on canvas: UnsafeMutablePointer<GtkWidget>, view: IndexedCollectionView,
                        itemAt: @escaping (Double, Double) -> IndexPath?, pressed: @escaping (IndexPath) -> Void,
                        activate: @escaping (IndexPath) -> Void, changed: @escaping () -> Void) {
        let gesture = gtk_gesture_click_new()!
        let controller = dd_controller(UnsafeMutableRawPointer(gesture))
        let press: ClickHandler = { [weak view] presses, x, y in
            guard let view, let path = itemAt(x, y) else { return }
            if presses == 2 { return activate(path) }
            pressed(path)
            let state = gtk_event_controller_get_current_event_state(controller)
            view.select(path, gesture: dd_has_control(state) != 0 ? .toggle : dd_has_shift(state) != 0 ? .extend : .replace)
            changed()
        }
        connect(gesture, .pressed, press)
        let release: ClickHandler = { [weak view] _, x, y in
            guard let view, let path = itemAt(x, y) else { return }
            let state = gtk_event_controller_get_current_event_state(controller)
            guard dd_has_control(state) == 0, dd_has_shift(state) == 0 else { return }
            view.completeClick(on: path)
            changed()
        }
        connect(gesture, .released, release)
        gtk_widget_add_controller(canvas, controller)
    }
}
