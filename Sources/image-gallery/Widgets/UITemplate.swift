import CAdwaita
import CDragDropGtk
import DragDropGTK
import Foundation

/// A widget's GtkBuilder template (Loupe's `widget.ui` beside `widget.rs`): the XML of the
/// widget tree, with `{{key}}` where a translated string goes. The strings are translated in
/// Swift (`tr`, so that `scripts/translations` finds them) and escaped for XML here.
@MainActor
struct UITemplate {
    private let builder: OpaquePointer

    /// Builds `xml` with each `{{key}}` replaced by `strings[key]`, escaped. A key the XML names
    /// but `strings` lacks, or XML GtkBuilder refuses, is a programming error: it stops here
    /// with the template's message rather than showing a window with a hole.
    init(_ xml: String, strings: [String: String] = [:]) {
        // libadwaita's types, registered before GtkBuilder looks them up by name.
        _ = adw_header_bar_get_type()
        _ = adw_window_title_get_type()
        _ = adw_status_page_get_type()
        var text = xml
        for (key, value) in strings { text = text.replacingOccurrences(of: "{{\(key)}}", with: Self.escaped(value)) }
        if let hole = text.range(of: "{{") {
            preconditionFailure("UITemplate: no string for \(text[hole.lowerBound...].prefix(40))")
        }
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        if gtk_builder_add_from_string(builder, text, -1, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            preconditionFailure("UITemplate: GtkBuilder refused the template: \(message)")
        }
        self.builder = builder
    }

    /// The object `id` names in the template (a programming error when it names none).
    func object(_ id: String) -> UnsafeMutableRawPointer {
        guard let object = gtk_builder_get_object(builder, id) else { preconditionFailure("UITemplate: no object \(id)") }
        return UnsafeMutableRawPointer(object)
    }

    /// The widget `id` names in the template.
    func widget(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        object(id).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The template's root widget `id`, owned by whoever parents it next (as a widget made
    /// with `gtk_*_new` is); the builder and its references go.
    func takeRoot(_ id: String) -> UnsafeMutablePointer<GtkWidget> {
        let root = widget(id)
        g_object_ref(UnsafeMutableRawPointer(root))
        g_object_force_floating(UnsafeMutablePointer<GObject>(OpaquePointer(root)))
        release()
        return root
    }

    /// Lets the builder and its references go: objects of the template that nothing else
    /// holds go with it. Call it once, after taking what the template made.
    func release() {
        g_object_unref(UnsafeMutableRawPointer(builder))
    }

    /// `text` safe inside XML's text and attribute values.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
