import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The gallery window's header bar (from its template, ``template``): the Galleries button
/// (shown while the sidebar is folded away), Add Pictures, New Gallery, Undo and Redo at the
/// start; the gallery's name and counts as the title; the Trash, the primary menu and the zoom
/// control ("− 100 % +") at the end.
@MainActor
final class GalleryHeaderBar {
    /// The window's title bar: the header bar, in a squeezer that may leave it out
    /// (``titlebar(around:)``).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The header bar itself.
    private let bar: UnsafeMutablePointer<GtkWidget>
    let galleriesButton: UnsafeMutablePointer<GtkWidget>
    let newGalleryButton: UnsafeMutablePointer<GtkWidget>
    /// The application's undo and redo (the library's undo manager): greyed out while there is nothing to do.
    let undoButton: UnsafeMutablePointer<GtkWidget>
    let redoButton: UnsafeMutablePointer<GtkWidget>
    private let addButton: UnsafeMutablePointer<GtkWidget>
    /// Where the zoom control goes once it knows what to do (``connect(addPictures:newGallery:showGalleries:zoom:resetZoom:)``).
    private let zoomSlot: UnsafeMutablePointer<GtkWidget>
    /// "− 100 % +", once connected.
    private(set) var zoomControl: ZoomControl?
    private let menuButton: UnsafeMutablePointer<GtkWidget>
    /// The gallery's name, and under it how many pictures it has and how many are selected.
    private let title: OpaquePointer
    /// Where the Trash goes once the window it routes drops in exists (``attachTrash(_:)``).
    private let trashSlot: UnsafeMutablePointer<GtkWidget>
    /// The Trash, once attached.
    private(set) var trash: TrashDropTarget?

    /// A header bar whose Undo and Redo run the application's actions (the other buttons do
    /// what ``connect(addPictures:newGallery:showGalleries:zoom:resetZoom:)`` says).
    init() {
        let template = UITemplate(Self.template, strings: [
            "galleries": tr("Galleries"),
            "add-tooltip": tr("Add Pictures (Ctrl+O)"), "add": tr("Add Pictures"),
            "new-gallery-tooltip": tr("New Gallery (Ctrl+Shift+N)"), "new-gallery": tr("New Gallery"),
            "undo-tooltip": tr("Undo (Ctrl+Z)"), "undo": tr("Undo"),
            "redo-tooltip": tr("Redo (Ctrl+Shift+Z)"), "redo": tr("Redo"),
            "app-name": tr("Image Gallery"), "main-menu": tr("Main Menu"),
            "zoom-in": tr("Zoom In"), "zoom-out": tr("Zoom Out"),
            "add-pictures-item": tr("Add Pictures…"), "import-folder-item": tr("Import Folder…"),
            "export-item": tr("Export Pictures…"),
            "new-window-item": tr("New Window"),
            "sort-by-name": tr("Sort by Name"), "sort-by-date": tr("Sort by Date"),
            // A check item: off is the flow of one width.
            "layout": tr("Layout"), "justified-rows": tr("Justified Rows"),
            "preferences": tr("Preferences"), "shortcuts": tr("Keyboard Shortcuts"), "about": tr("About Image Gallery"),
        ])
        galleriesButton = template.widget("galleries")
        newGalleryButton = template.widget("new-gallery")
        undoButton = template.widget("undo")
        redoButton = template.widget("redo")
        title = OpaquePointer(template.widget("title"))
        trashSlot = template.widget("trash-slot")
        addButton = template.widget("add")
        zoomSlot = template.widget("zoom-slot")
        menuButton = template.widget("menu")
        bar = template.takeRoot("header")
        widget = Self.titlebar(around: bar)
    }

    /// `header` in a squeezer whose least width is none (AdwSqueezer's `allow-none`, switching
    /// at the header's least width): the header's own least width, with the buttons only a
    /// wide window shows, never becomes the window's, so a window manager lets the window be
    /// made 360 points wide at once, as a user dragging its edge expects. Too narrow for those
    /// buttons, the header is left out for a moment, until the window folds and the header
    /// leaves them out (``isCompact``; the window folds when it is left out: ``onShownChange``).
    private static func titlebar(around header: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let titlebar = adw_squeezer_new()!
        let squeezer = OpaquePointer(titlebar)  // AdwSqueezer is a final (opaque) type
        adw_squeezer_set_allow_none(squeezer, 1)
        adw_squeezer_set_switch_threshold_policy(squeezer, ADW_FOLD_THRESHOLD_POLICY_MINIMUM)
        _ = adw_squeezer_add(squeezer, header)
        return titlebar
    }

    /// What the buttons do: Add Pictures, New Gallery, Galleries, and the zoom control's (by
    /// the factor given; its per cent back to 100 %). Called once.
    func connect(addPictures: @escaping @MainActor () -> Void, newGallery: @escaping @MainActor () -> Void,
                 showGalleries: @escaping @MainActor () -> Void, zoom: @escaping @MainActor (Double) -> Void,
                 resetZoom: @escaping @MainActor () -> Void) {
        precondition(zoomControl == nil, "GalleryHeaderBar: connected once")
        onSignal(addButton, "clicked", addPictures)
        onSignal(newGalleryButton, "clicked", newGallery)
        onSignal(galleriesButton, "clicked", showGalleries)
        let control = ZoomControl(resetTooltip: tr("Zoom to 100 %"), zoomOut: { zoom(0.8) }, reset: resetZoom, zoomIn: { zoom(1.25) })
        gtk_box_append(dd_box(zoomSlot), control.widget)
        zoomControl = control
    }

    /// Puts the Trash at the header's end (made once the window it routes drops in exists).
    func attachTrash(_ trash: TrashDropTarget) {
        precondition(self.trash == nil, "GalleryHeaderBar: the Trash is attached once")
        self.trash = trash
        trash.showsName = !isCompact
        gtk_box_append(dd_box(trashSlot), trash.button)
    }

    /// Whether the header bar is shown: false while the window is too narrow for it and the
    /// squeezer leaves it out (``titlebar(around:)``).
    var isShown: Bool { adw_squeezer_get_visible_child(OpaquePointer(widget)) != nil }

    /// Called when the header bar is left out, or shown again (``isShown``). Set once.
    var onShownChange: (@MainActor () -> Void)? {
        didSet {
            precondition(oldValue == nil, "GalleryHeaderBar: onShownChange is set once")
            onPropertyChange(UnsafeMutableRawPointer(widget), "visible-child") { [unowned self] in onShownChange?() }
        }
    }

    /// The least width of the header bar with the buttons it shows now, in points.
    var leastWidth: Int32 {
        var minimum: Int32 = 0
        gtk_widget_measure(bar, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        return minimum
    }

    /// Whether the Galleries button shows (while the sidebar is folded away).
    var showsGalleriesButton: Bool {
        get { gtk_widget_get_visible(galleriesButton) != 0 }
        set { gtk_widget_set_visible(galleriesButton, newValue ? 1 : 0) }
    }

    /// The buttons a narrow window leaves out (their actions are in the primary menu): Add
    /// Pictures, New Gallery, Undo, Redo and the zoom control.
    private var collapsible: [UnsafeMutablePointer<GtkWidget>] {
        [addButton, newGalleryButton, undoButton, redoButton, zoomSlot]
    }

    /// Whether the header is narrow (the window folded to one pane): only Galleries, the
    /// title, the Trash's icon and the primary menu show, so the header fits 360 points and
    /// its title is never drawn over a button.
    var isCompact: Bool {
        get { gtk_widget_get_visible(undoButton) == 0 }
        set {
            for button in collapsible { gtk_widget_set_visible(button, newValue ? 0 : 1) }
            trash?.showsName = !newValue
        }
    }

    /// Where the title and each shown button are in the window (x, y, width, height), by name,
    /// for the end-to-end tests.
    var frames: [String: [Double]] {
        let named: [(String, UnsafeMutablePointer<GtkWidget>?)] = [
            ("title", UnsafeMutablePointer<GtkWidget>(title)), ("galleries", galleriesButton), ("add", addButton),
            ("newGallery", newGalleryButton), ("undo", undoButton), ("redo", redoButton), ("trash", trash?.button),
            ("menu", menuButton), ("zoom", zoomSlot),
        ]
        var frames: [String: [Double]] = [:]
        for (name, widget) in named {
            guard let widget, gtk_widget_get_visible(widget) != 0, let origin = windowOrigin(of: widget) else { continue }
            frames[name] = [origin.x, origin.y, Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget))]
        }
        return frames
    }

    /// The actions of the primary menu's items ("app.undo"…).
    var menuActions: [String] {
        guard let model = gtk_menu_button_get_menu_model(OpaquePointer(menuButton)) else { return [] }
        return Self.actions(in: model)
    }

    /// The actions of `model`'s items and of its sections' and submenus' items.
    private static func actions(in model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        var actions: [String] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let action = g_menu_model_get_item_attribute_value(model, index, "action", nil) {
                if let name = g_variant_get_string(action, nil) { actions.append(String(cString: name)) }
                g_variant_unref(action)
            }
            for link in ["section", "submenu"] {
                if let linked = g_menu_model_get_item_link(model, index, link) {
                    actions += Self.actions(in: linked)
                    g_object_unref(linked)
                }
            }
        }
        return actions
    }

    /// The title for `gallery` (the application's name without one): its name, and how many
    /// pictures it has, or how many of them are selected.
    func showCounts(of gallery: String?, pictures count: Int, selected: Int) {
        guard let gallery else {
            adw_window_title_set_title(title, tr("Image Gallery"))
            return adw_window_title_set_subtitle(title, "")
        }
        adw_window_title_set_title(title, gallery)
        adw_window_title_set_subtitle(title, selected > 0
            // TRANSLATORS: "3 of 12 pictures selected": %2$ld is how many are selected, %1$ld of how many.
            ? trn("%2$ld of %1$ld picture selected", "%2$ld of %1$ld pictures selected", count, selected)
            : trn("%ld picture", "%ld pictures", count))
    }

    /// The title's second line ("12 pictures").
    var subtitle: String { String(cString: adw_window_title_get_subtitle(title)) }
}
