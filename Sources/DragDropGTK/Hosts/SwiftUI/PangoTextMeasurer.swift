import CDragDropGtk
import DragDrop
import DragDropSwiftUI

/// Measures a SwiftUI `Text` as GTK draws it: a Pango layout of the widget's font family at
/// the text's size and weight (``fontAttributes(for:)``, the same attributes its label gets),
/// wrapped at word boundaries to the width offered. Sizes are in points, rounded up.
@MainActor
struct PangoTextMeasurer: TextMeasurer {
    /// The widget whose Pango context (font family, resolution, font options) text is measured in.
    let widget: UnsafeMutablePointer<GtkWidget>

    /// - Complexity: O(characters) (Pango lays the text out once).
    func size(of text: String, font: Font, width: Double?) -> Size {
        guard let layout = gtk_widget_create_pango_layout(widget, text) else {
            preconditionFailure("GTK gave no Pango layout for a widget")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let attributes = Self.fontAttributes(for: font)
        defer { pango_attr_list_unref(attributes) }
        pango_layout_set_attributes(layout, attributes)
        if let width {
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_width(layout, Int32(max(1, width) * Double(PANGO_SCALE)))
        }
        var measured = (width: Int32(0), height: Int32(0))
        pango_layout_get_pixel_size(layout, &measured.width, &measured.height)
        return Size(width: Double(measured.width), height: Double(measured.height))
    }

    /// A new attribute list (the caller unrefs it) setting `font`'s size in points (as the
    /// core's points are the screen's) and its weight.
    static func fontAttributes(for font: Font) -> OpaquePointer {
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_size_new_absolute(Int32(font.size * Double(PANGO_SCALE))))
        pango_attr_list_insert(list, pango_attr_weight_new(font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL))
        return list
    }
}
