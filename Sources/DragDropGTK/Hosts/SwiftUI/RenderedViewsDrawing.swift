import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropSwiftUI

/// Draws the views a SwiftUI view rendered (a hosting view's, or a list row's in its cell)
/// on a canvas: each `Text` as a label in its font, each `Color` as a filled widget, at
/// their frames; the tables and collection views among them (a `List`, a lazy grid) are
/// handed to the caller, which shows them on their own hosts. Fills lie in a layer under the
/// labels, so a background never covers its text. Widgets are pooled: their number follows
/// the views shown.
@MainActor
final class RenderedViewsDrawing {
    private let canvas: UnsafeMutablePointer<GtkWidget>
    /// The fills' layer, the canvas's first child (drawn under the rest).
    private let fillLayer: UnsafeMutablePointer<GtkWidget>
    private let labels: WidgetPool<Int, (String, Font)>
    private let fills: WidgetPool<Int, Color>

    init(in canvas: UnsafeMutablePointer<GtkWidget>) {
        self.canvas = canvas
        fillLayer = dd_canvas_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_set_can_target(fillLayer, 0)
        dd_canvas_put(canvas, fillLayer)
        labels = WidgetPool(in: canvas, make: {
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(dd_label(label), 0)
            gtk_label_set_yalign(dd_label(label), 0)
            gtk_label_set_wrap(dd_label(label), 1)
            gtk_label_set_wrap_mode(dd_label(label), PANGO_WRAP_WORD)
            gtk_widget_set_can_target(label, 0)
            gtk_widget_add_css_class(label, "dragdrop-swiftui-text")
            return label
        }, fill: { label, content in
            gtk_label_set_text(dd_label(label), content.0)
            let attributes = PangoTextMeasurer.fontAttributes(for: content.1)
            gtk_label_set_attributes(dd_label(label), attributes)
            pango_attr_list_unref(attributes)
        })
        fills = WidgetPool(in: fillLayer, make: {
            let fill = dd_canvas_new(GTK_ACCESSIBLE_ROLE_PRESENTATION)!
            gtk_widget_set_can_target(fill, 0)
            return fill
        }, fill: { widget, color in FillStyle.paint(widget, color) })
    }

    /// Draws what `root`'s subviews rendered, `root`'s top-left corner at the canvas's, in
    /// `size`; `collection` gets each table or collection view met, at its frame in the
    /// canvas (what is inside it is its host's to draw).
    /// - Complexity: O(views under `root`, not counting those inside tables and collection views).
    func draw(_ root: PlatformView, size: Size, collection: (IndexedCollectionView, Rect) -> Void) {
        place(fillLayer, in: canvas, at: Rect(origin: .zero, size: size))
        var labelCount = 0, fillCount = 0
        func walk(_ view: PlatformView, origin: Point) {
            for subview in view.subviews where !subview.isHidden {
                let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
                if let indexed = subview as? IndexedCollectionView {
                    collection(indexed, frame)
                    continue
                }
                switch subview.renderedContent {
                case let .text(text, font)?:
                    labels.show(labelCount, (text, font), frame: frame)
                    labelCount += 1
                case let .fill(color)?:
                    fills.show(fillCount, color, frame: frame)
                    fillCount += 1
                case nil:
                    break
                }
                walk(subview, origin: frame.origin)
            }
        }
        walk(root, origin: .zero)
        labels.recycle { $0 < labelCount }
        fills.recycle { $0 < fillCount }
    }
}
