import CDragDropGtk
import CDragDropGtkShim
import DragDropSwiftUI
import Foundation

/// The style classes that paint a SwiftUI `Color` or shape: one per colour or shape style,
/// added to the display's stylesheet the first time it is met, so a fill is a plain widget with
/// a CSS background (and a shape's line a CSS border).
@MainActor
enum FillStyle {
    private static var registered: Set<String> = []
    /// The class each fill widget has now, to take off when it shows another colour.
    private static let applied = WidgetTable<String>()

    /// Paints `widget` in `color`.
    static func paint(_ widget: UnsafeMutablePointer<GtkWidget>, _ color: Color) {
        apply(cssClass(for: color), to: widget)
    }

    /// Paints `widget` as `shape` drawn at `size` (its `strokeRect(in:)`):
    /// its fill as the background, its line as a border, its corners rounded.
    static func paint(_ widget: UnsafeMutablePointer<GtkWidget>, _ shape: RenderedShape, size: Size) {
        let radius = shape.outline.cornerRadius(at: size)
        let background = shape.fill.map(rgba) ?? "transparent"
        let border = shape.stroke.map { "\(px($0.lineWidth)) solid \(rgba($0.color))" } ?? "none"
        let css = "background-color: \(background); border: \(border); border-radius: \(px(radius));"
        // FNV-1a of the style: the same name in every run for the same style.
        let hash = css.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let name = "dragdrop-shape-" + String(hash, radix: 16)
        register(name, css: css)
        apply(name, to: widget)
    }

    /// Gives `widget` the class `name`, taking off the one it had.
    private static func apply(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        apply(name, to: widget, in: applied)
    }

    private static func apply(_ name: String?, to widget: UnsafeMutablePointer<GtkWidget>, in table: WidgetTable<String>) {
        guard table[widget] != name else { return }
        if let old = table[widget] { gtk_widget_remove_css_class(widget, old) }
        if let name { gtk_widget_add_css_class(widget, name) }
        table[widget] = name
    }

    /// The shadow class each widget has now.
    private static let shadowApplied = WidgetTable<String>()

    /// Gives `widget` the shadow `shadow` casts (none: takes it off): a text's glyphs cast it
    /// (`text-shadow`) when `ofText`, else the widget's box, its rounded corners followed
    /// (`box-shadow`).
    static func castShadow(_ shadow: RenderedShadow?, on widget: UnsafeMutablePointer<GtkWidget>, ofText: Bool) {
        guard let shadow else { return apply(nil, to: widget, in: shadowApplied) }
        let value = "\(px(shadow.x, signed: true)) \(px(shadow.y, signed: true)) \(px(shadow.radius)) \(rgba(shadow.color))"
        let css = ofText ? "text-shadow: \(value);" : "box-shadow: \(value);"
        let hash = css.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        let name = "dragdrop-shadow-" + String(hash, radix: 16)
        register(name, css: css)
        apply(name, to: widget, in: shadowApplied)
    }

    /// The class of `color` ("dragdrop-fill-" and its components in hexadecimal).
    static func cssClass(for color: Color) -> String {
        let name = "dragdrop-fill-" + components(of: color).map { String(format: "%02x", $0) }.joined()
        register(name, css: "background-color: \(rgba(color));")
        return name
    }

    /// Adds `.name { css }` to the display's stylesheet, once.
    private static func register(_ name: String, css: String) {
        guard !registered.contains(name), let display = gdk_display_get_default() else { return }
        registered.insert(name)
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, ".\(name) { \(css) }", -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    private static func components(of color: Color) -> [Int] {
        [color.red, color.green, color.blue, color.opacity].map { Int((min(1, max(0, $0)) * 255).rounded()) }
    }

    /// `color` as CSS.
    private static func rgba(_ color: Color) -> String {
        let bytes = components(of: color)
        return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(min(1, max(0, color.opacity))))"
    }

    private static func px(_ length: Double, signed: Bool = false) -> String { "\(signed ? length : max(0, length))px" }
}
