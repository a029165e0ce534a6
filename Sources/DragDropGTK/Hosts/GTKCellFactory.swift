import CDragDropGtk
import DragDrop

/// Makes and fills the GTK widgets of cells of one reuse identifier, as
/// GtkSignalListItemFactory does, with virtualisation kept: only visible cells have a
/// widget, and widgets are reused as cells scroll in and out.
///
/// - `setup` creates a widget (called only when no spare widget of this identifier exists);
/// - `bind` fills it for a cell at a data-source index path — again whenever the cell is
///   reconfigured (dequeued anew) or shows another item;
/// - `unbind` clears it before it shows another cell or goes back to the spare widgets.
///
/// The host keeps what is common to every cell: the frame (and its glide through batch
/// updates), selection, focus and lifted states as CSS classes on the wrapper, the
/// accessible label (the cell's `spokenLabel`), reorder handles, and drag and drop. A
/// widget's own controls (a check button, say) take their clicks — connect them with
/// ``onSignal(_:_:_:)`` — and a press elsewhere on the cell still selects and drags it.
///
/// ```swift
/// host.register(GTKCellFactory(
///     setup: { gtk_label_new(nil) },
///     bind: { widget, cell, _ in gtk_label_set_text(OpaquePointer(widget), (cell as! ItemCell).name) }
/// ), forReuseIdentifier: "Item")
/// ```
@MainActor
public struct GTKCellFactory {
    /// A GTK widget, as the factory's closures see it.
    public typealias Widget = UnsafeMutablePointer<GtkWidget>

    /// Makes a new, empty widget for a cell of this reuse identifier.
    public var setup: () -> Widget
    /// Fills a widget for a cell showing the item at a data-source index path.
    public var bind: (Widget, CollectionViewCell, IndexPath) -> Void
    /// Clears a widget before it shows another cell or is hidden; nil when nothing needs undoing.
    public var unbind: ((Widget, CollectionViewCell) -> Void)?

    /// What a ``content(_:)`` factory's cells show, which the host fills with its own image
    /// source (for ``GTKCellContent/picture``); nil for a factory of the application's widgets.
    var content: ((CollectionViewCell, IndexPath) -> GTKCellContent)?

    /// A factory from its three steps (see the type's description).
    public init(setup: @escaping () -> Widget, bind: @escaping (Widget, CollectionViewCell, IndexPath) -> Void,
                unbind: ((Widget, CollectionViewCell) -> Void)? = nil) {
        self.setup = setup
        self.bind = bind
        self.unbind = unbind
    }
}
