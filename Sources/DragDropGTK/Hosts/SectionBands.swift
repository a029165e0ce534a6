import CDragDropGtk
import CDragDropGtkShim
import DragDrop

/// The widgets of one kind of section band of a host — its headers or its footers: the data
/// source's titles as labels, or, once registered, ``GTKCellContent`` made into widgets by
/// the same code as content cells. Only bands in view have widgets.
@MainActor
final class SectionBands {
    private let fixed: UnsafeMutablePointer<GtkWidget>
    private let cssClass: String
    private lazy var labels = LabelPool<Int>(in: fixed, cssClass: cssClass, xalign: 0)
    private var contentWidgets: WidgetPool<Int, GTKCellContent>?
    private var content: ((Int) -> GTKCellContent)?

    /// Bands in `fixed`, styled by `cssClass` ("dragdrop-header", "dragdrop-footer").
    init(in fixed: UnsafeMutablePointer<GtkWidget>, cssClass: String) {
        self.fixed = fixed
        self.cssClass = cssClass
    }

    /// From now on the bands show `content`, pictures from `pictures()`.
    func register(_ content: @escaping (_ section: Int) -> GTKCellContent, pictures: @escaping () -> (any GTKImageSource)?) {
        labels.recycle { _ in false }
        contentWidgets?.recycle { _ in false }
        self.content = content
        contentWidgets = WidgetPool(in: fixed, make: { [cssClass] in
            let band = ContentWidgets.make()
            gtk_widget_add_css_class(band, cssClass)
            return band
        }, fill: { band, content in ContentWidgets.fill(band, with: content, pictures: pictures()) })
    }

    /// Shows the bands in view at their frames, each with its content or `title`.
    /// - Complexity: O(*b*) in the bands in view.
    func show(_ visible: [(section: Int, frame: Rect)], title: (Int) -> String?) {
        let shown = { (section: Int) in visible.contains { $0.section == section } }
        labels.recycle(keeping: shown)
        contentWidgets?.recycle(keeping: shown)
        for (section, frame) in visible {
            if let content, let contentWidgets {
                contentWidgets.show(section, content(section), frame: frame)
            } else {
                labels.show(section, text: title(section) ?? "", frame: frame)
            }
        }
    }
}
