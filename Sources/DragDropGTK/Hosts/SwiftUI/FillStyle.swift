import CDragDropGtk
import CDragDropGtkShim
import DragDropSwiftUI
import Foundation

/// The style classes that paint a SwiftUI `Color`: one per colour, added to the display's
/// stylesheet the first time it is met, so a fill is a plain widget with a CSS background.
@MainActor
enum FillStyle {
    private static var registered: Set<String> = []
    /// The class each fill widget has now, to take off when it shows another colour.
    private static let applied = WidgetTable<String>()

    /// Paints `widget` in `color`.
    static func paint(_ widget: UnsafeMutablePointer<GtkWidget>, _ color: Color) {
        let name = cssClass(for: color)
        guard applied[widget] != name else { return }
        if let old = applied[widget] { gtk_widget_remove_css_class(widget, old) }
        gtk_widget_add_css_class(widget, name)
        applied[widget] = name
    }

    /// The class of `color` ("dragdrop-fill-" and its components in hexadecimal).
    static func cssClass(for color: Color) -> String {
        func byte(_ component: Double) -> Int { Int((min(1, max(0, component)) * 255).rounded()) }
        let components = [color.red, color.green, color.blue, color.opacity].map(byte)
        let name = "dragdrop-fill-" + components.map { String(format: "%02x", $0) }.joined()
        guard !registered.contains(name), let display = gdk_display_get_default() else { return name }
        registered.insert(name)
        let provider = gtk_css_provider_new()!
        let css = ".\(name) { background-color: rgba(\(components[0]), \(components[1]), \(components[2]), \(color.opacity)); }"
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        return name
    }
}
