import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Shows the core's drop previews after a drop inside the application: the dragged
/// picture travels from where it was released to each preview's target — its center and
/// scale, for example shrinking into a trash can (previewForDropping with a retargeted
/// preview) — then goes. Drawn on a layer above a window's content.
@MainActor
enum DropAnimation {
    static let duration = 0.3
    private static var layers: [UnsafeMutableRawPointer: UnsafeMutablePointer<GtkWidget>] = [:]

    /// Puts `content` under an animation layer; returns the widget to put in the window.
    static func wrap(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), content)
        let layer = dd_canvas_new(GTK_ACCESSIBLE_ROLE_GENERIC)!
        gtk_widget_set_can_target(layer, 0)
        gtk_overlay_add_overlay(OpaquePointer(overlay), layer)
        let key = UnsafeMutableRawPointer(overlay)
        layers[key] = layer
        onSignal(key, "destroy") { layers[key] = nil }
        return overlay
    }

    /// Plays the previews of the drop that just happened, released at `release` (a point
    /// of `widget`).
    static func play(_ previews: [TargetedDragPreview?], releasedAt release: Point, in widget: UnsafeMutablePointer<GtkWidget>,
                     icon: DragIcon.Content?) {
        guard let icon, let start = windowOrigin(of: widget) else { return }
        let from = Point(x: start.x + release.x, y: start.y + release.y)
        for preview in previews {
            guard let preview, let container = preview.target.container,
                  let (root, to) = ViewPlacement.windowPoint(of: container, preview.target.center),
                  let layer = layer(in: root) else { continue }
            animate(icon, from: from, to: to, scale: preview.target.transform.scaleX, in: layer)
        }
    }

    private static func layer(in root: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>? {
        layers.first { key, _ in
            gtk_widget_get_root(key.assumingMemoryBound(to: GtkWidget.self)) == root
        }?.value
    }

    private static func animate(_ icon: DragIcon.Content, from: Point, to: Point, scale: Double,
                                in layer: UnsafeMutablePointer<GtkWidget>) {
        let label = icon.makeWidget()
        gtk_widget_add_css_class(label, "dragdrop-drop-preview")
        let size = icon.shownSize
        let start = Rect(x: from.x - size.width / 2, y: from.y - size.height / 2, width: size.width, height: size.height)
        let end = Rect(x: to.x - size.width * scale / 2, y: to.y - size.height * scale / 2,
                       width: size.width * scale, height: size.height * scale)
        dd_canvas_put(layer, label)
        place(label, in: layer, at: start)
        place(label, in: layer, at: end, glideDuration: duration)
        // Held until the glide is over: a window closed meanwhile frees neither under us.
        g_object_ref(UnsafeMutableRawPointer(layer))
        g_object_ref(UnsafeMutableRawPointer(label))
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(duration))
            if gtk_widget_get_parent(label) == layer { dd_canvas_remove(layer, label) }
            g_object_unref(UnsafeMutableRawPointer(label))
            g_object_unref(UnsafeMutableRawPointer(layer))
        }
    }
}
