import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// The widgets of the visible cells of a host, one per visible core cell — they follow
/// the cell objects, which follow their items through batch updates — recycled as cells come
/// and go. A batch glides each widget from where it was to its new frame. Each draws a ``CellContent``: text, an image (through the host's
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
        /// Where the widget is drawn now, and where a glide takes it.
        var shownFrame: Rect?
        var glide: (from: Rect, to: Rect)?

        init(in fixed: UnsafeMutablePointer<GtkWidget>, xalign: Float) {
            box = dd_widget_with_role(dd_box_type(), GTK_ACCESSIBLE_ROLE_LIST_ITEM)
            gtk_orientable_set_orientation(OpaquePointer(box), GTK_ORIENTATION_VERTICAL)
            gtk_widget_add_css_class(box, "dragdrop-cell")
            gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
            label = gtk_label_new(nil)
            gtk_label_set_xalign(dd_label(label), xalign)
            gtk_label_set_ellipsize(dd_label(label), PANGO_ELLIPSIZE_END)  // never wider than the cell
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
    private var cells: [ObjectIdentifier: Cell] = [:]
    private var spare: [Cell] = []
    private var animation: Task<Void, Never>?
    /// How long a batch's glide lasts.
    static let glideDuration = 0.2

    init(in fixed: UnsafeMutablePointer<GtkWidget>, xalign: Float) {
        self.fixed = fixed
        self.xalign = xalign
    }

    /// The widget of `cell`, placed at `frame` — at once, or gliding there from where it was
    /// when `animated` (a batch update).
    func widget(for cell: CollectionViewCell, frame: Rect, animated: Bool) -> Cell {
        let id = ObjectIdentifier(cell)
        let isNew = cells[id] == nil
        let widget = cells[id] ?? spare.popLast() ?? Cell(in: fixed, xalign: xalign)
        cells[id] = widget
        if animated, !isNew, let from = widget.shownFrame, from != frame {
            widget.glide = (from, frame)
            startGliding()
        } else if widget.glide?.to != frame {
            // Not gliding, or gliding elsewhere: the cell's place now is `frame`.
            widget.glide = nil
            place(widget, at: frame)
        }
        gtk_widget_set_visible(widget.box, 1)
        return widget
    }

    /// Hides and keeps for reuse the widgets of cells not in `keep`.
    func recycle(keeping keep: Set<ObjectIdentifier>) {
        for (id, cell) in cells where !keep.contains(id) {
            gtk_widget_set_visible(cell.box, 0)
            gtk_spinner_set_spinning(OpaquePointer(cell.spinner), 0)
            cell.glide = nil
            cell.shownFrame = nil
            spare.append(cell)
            cells[id] = nil
        }
    }

    private func place(_ cell: Cell, at frame: Rect) {
        guard cell.shownFrame != frame else { return }
        DragDropGTK.place(cell.box, in: fixed, at: frame)
        cell.shownFrame = frame
    }

    /// Moves every gliding widget a step per frame until all arrive.
    private func startGliding() {
        animation?.cancel()
        for cell in cells.values { if let glide = cell.glide { cell.glide = (cell.shownFrame ?? glide.from, glide.to) } }
        animation = animateFrames(duration: Self.glideDuration) { [weak self] fraction in
            guard let self else { return }
            for cell in cells.values {
                guard let (from, to) = cell.glide else { continue }
                place(cell, at: from.interpolated(to: to, fraction: fraction))
                if fraction >= 1 { cell.glide = nil }
            }
        }
    }
}
