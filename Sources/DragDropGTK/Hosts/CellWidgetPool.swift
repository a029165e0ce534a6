import CGtk
import CGtkShim
import DragDrop
import Foundation

/// The widgets of the visible cells of a host, one per visible index path, recycled as
/// paths come and go. Each draws a ``CellContent``: text, an image (through the host's
/// ``GTKImageSource``: a spinner while it loads, "Error ☹" if it fails), a spinner, or an error.
@MainActor
final class CellWidgetPool {
    /// One cell: a box holding a label, a picture and a spinner, one of them shown.
    @MainActor
    final class Cell {
        let box: UnsafeMutablePointer<GtkWidget>
        let label: UnsafeMutablePointer<GtkWidget>
        let picture: UnsafeMutablePointer<GtkWidget>
        let spinner: UnsafeMutablePointer<GtkWidget>
        /// The texture shown now (so an unchanged picture is not set again).
        var texture: OpaquePointer?

        init(in fixed: UnsafeMutablePointer<GtkWidget>, xalign: Float) {
            box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            gtk_widget_add_css_class(box, "dragdrop-cell")
            gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
            label = gtk_label_new(nil)
            gtk_label_set_xalign(dd_label(label), xalign)
            gtk_widget_set_vexpand(label, 1)
            picture = gtk_picture_new()
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            gtk_widget_set_vexpand(picture, 1)
            spinner = gtk_spinner_new()
            gtk_widget_set_vexpand(spinner, 1)
            gtk_widget_set_size_request(spinner, 24, 24)
            for child in [label, picture, spinner] { gtk_box_append(dd_box(box), child) }
            gtk_fixed_put(dd_fixed(fixed), box, 0, 0)
        }

        func showText(_ text: String, isError: Bool = false) {
            gtk_label_set_text(dd_label(label), text)
            setCSSClass("error", isError, of: box)
            show(label)
        }

        func showSpinner() { show(spinner) }

        func showPicture(_ texture: OpaquePointer, description: String) {
            if self.texture != texture {
                gtk_picture_set_paintable(OpaquePointer(picture), texture)
                self.texture = texture
            }
            gtk_picture_set_alternative_text(OpaquePointer(picture), description)
            setCSSClass("error", false, of: box)
            show(picture)
        }

        private func show(_ child: UnsafeMutablePointer<GtkWidget>) {
            for widget in [label, picture, spinner] { gtk_widget_set_visible(widget, widget == child ? 1 : 0) }
            gtk_spinner_set_spinning(OpaquePointer(spinner), child == spinner ? 1 : 0)
            if child != picture, texture != nil {
                gtk_picture_set_paintable(OpaquePointer(picture), nil)
                texture = nil
            }
        }
    }

    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let xalign: Float
    private(set) var cells: [IndexPath: Cell] = [:]
    private var spare: [Cell] = []

    init(in fixed: UnsafeMutablePointer<GtkWidget>, xalign: Float) {
        self.fixed = fixed
        self.xalign = xalign
    }

    /// The widget for `path`, placed at `frame`.
    func cell(_ path: IndexPath, frame: Rect) -> Cell {
        let cell = cells[path] ?? spare.popLast() ?? Cell(in: fixed, xalign: xalign)
        cells[path] = cell
        gtk_widget_set_size_request(cell.box, Int32(max(frame.width, 1)), Int32(max(frame.height, 1)))
        gtk_fixed_move(dd_fixed(fixed), cell.box, frame.minX, frame.minY)
        gtk_widget_set_visible(cell.box, 1)
        return cell
    }

    /// Hides and keeps for reuse the widgets of paths not in `keep`.
    func recycle(keeping keep: (IndexPath) -> Bool) {
        for (path, cell) in cells where !keep(path) {
            gtk_widget_set_visible(cell.box, 0)
            gtk_spinner_set_spinning(OpaquePointer(cell.spinner), 0)
            spare.append(cell)
            cells[path] = nil
        }
    }
}
