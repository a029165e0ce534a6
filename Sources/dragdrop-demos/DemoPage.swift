import CDragDropGtk
import DragDrop
import DragDropGTK

/// One demo of the sidebar: an article's app built only on the library's public API.
@MainActor
protocol DemoPage: AnyObject {
    /// The name used by `--demo` and in the state file.
    var name: String { get }
    /// The title in the sidebar.
    var title: String { get }
    /// One line saying what to try.
    var hint: String { get }
    /// Builds the page's widgets; its views go into `window` inside `region` (core coordinates).
    /// `changed` is called after every change of the model; `announce` shows what the
    /// keyboard path says.
    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget>
    /// The model as JSON values, for the state file.
    var state: [String: Any] { get }
    /// Where each drag-and-drop host of the page is in the GTK window, by name (the
    /// end-to-end tests aim with these).
    var origins: [String: Point] { get }
    /// The size of each host on screen, by the same names.
    var sizes: [String: Size] { get }
    /// The page's own controls for the window's header bar (shown while the page is), made by
    /// ``makeContent(app:window:region:changed:announce:)``; nil: none.
    var headerControls: UnsafeMutablePointer<GtkWidget>? { get }
}

extension DemoPage {
    var headerControls: UnsafeMutablePointer<GtkWidget>? { nil }
}
