import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// Puts `widget`, a child of `canvas` (a `dd_canvas`), at `frame`: at once (ending a glide),
/// or gliding there from where it shows now over `glideDuration` seconds (cubic ease-out,
/// drawn by the canvas on the frame clock; a glide to where it is or glides to does nothing).
@MainActor
func place(_ widget: UnsafeMutablePointer<GtkWidget>, in canvas: UnsafeMutablePointer<GtkWidget>, at frame: Rect,
           glideDuration: Double = 0) {
    dd_canvas_place(canvas, widget, frame.minX, frame.minY, frame.width, frame.height, glideDuration)
}
