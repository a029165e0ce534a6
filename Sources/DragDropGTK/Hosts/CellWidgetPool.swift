import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// The widgets of the visible cells of a host, one per visible core cell — they follow
/// the cell objects, which follow their items through batch updates — recycled as cells come
/// and go. A batch glides each widget from where it shows to its new frame (the canvas draws
/// the glide on the frame clock). A cell whose reuse
/// identifier has a ``GTKCellFactory`` gets the factory's widget (set up once, bound and
/// unbound as it is reused); the others draw a ``DragDrop/CellContent``: text, an image (through the
/// host's ``GTKImageSource``: a spinner while it loads, "☹" and the reason if it fails), a spinner,
/// or an error.
@MainActor
final class CellWidgetPool {
    /// One cell's widget: a wrapper box (states, accessibility, placement) around either the
    /// built-in label, picture and spinner, or a factory's widget.
    @MainActor
    final class Cell {
        enum Body {
            case builtIn(label: UnsafeMutablePointer<GtkWidget>, picture: UnsafeMutablePointer<GtkWidget>,
                         spinner: UnsafeMutablePointer<GtkWidget>)
            case custom(UnsafeMutablePointer<GtkWidget>, reuseIdentifier: String)
        }

        let box: UnsafeMutablePointer<GtkWidget>
        let body: Body
        /// The texture shown now (so an unchanged picture is not set again).
        var texture: OpaquePointer?
        /// Where the widget was last put (where it is, or where it glides to); nil once retired.
        var frame: Rect?
        /// What a custom widget was last bound to: the cell, its configuration, the item.
        var binding: (cell: CollectionViewCell, configuration: Int, path: IndexPath?)?
        /// The states and error look last given to GTK, so that a sync changes only what changed.
        private var states: States = []
        private var isError = false
        private var shownText: String?
        private var shownChild: UnsafeMutablePointer<GtkWidget>?
        private var spoken: (label: String, selected: Bool)?
        private var place: (position: Int, count: Int)?

        /// Gives the box the CSS classes of `states`, changing only those that differ.
        func setStates(_ new: States) {
            let changed = states.symmetricDifference(new)
            guard !changed.isEmpty else { return }
            for (state, name) in States.cssClasses where changed.contains(state) { setCSSClass(name, new.contains(state), of: box) }
            states = new
        }

        private func setError(_ on: Bool) {
            guard on != isError else { return }
            isError = on
            setCSSClass("error", on, of: box)
        }

        /// What assistive technologies hear for the cell, when it changes.
        func setAccessible(label: String, selected: Bool) {
            guard spoken.map({ $0.label != label || $0.selected != selected }) ?? true else { return }
            spoken = (label, selected)
            dd_accessible_set_label(box, label)
            dd_accessible_set_selected(box, selected ? 1 : 0)
        }

        /// The cell's place for assistive technologies, `position` of `count` (1-based), when
        /// it changes: as GTK's position relations, and as the accessible description
        /// (`describe(position, count)`, made only then), which GTK 4.8 is the one to hand to
        /// AT-SPI (a screen reader says "3 of 12" though only the visible cells have widgets).
        func setAccessible(position: Int, of count: Int, describe: (Int, Int) -> String) {
            guard place.map({ $0 != (position, count) }) ?? true else { return }
            place = (position, count)
            dd_accessible_set_position(box, Int32(position), Int32(count))
            dd_accessible_set_description(box, describe(position, count))
        }

        /// Makes the next ``setAccessible(position:of:describe:)`` describe the place again.
        func forgetAccessiblePlace() { place = nil }

        /// The data-source item the cell shows now, which its accessible actions act on.
        var path: IndexPath?
        /// The `item.` action group of the box, once made, and the names of its actions.
        private var moveActionGroup: OpaquePointer?
        private var moveActionNames: [String] = []

        /// Accessible actions on the cell's item, one per name (`item.move-to-doing`): GTK
        /// lists a widget's own actions to AT-SPI, where a screen reader offers and performs
        /// them. `perform` gets the item shown when one is performed and the name's index.
        /// Installed again only when the names change.
        func setMoveActions(_ names: [String], perform: @escaping @MainActor (_ path: IndexPath, _ destination: Int) -> Void) {
            guard names != moveActionNames else { return }
            let group = moveActionGroup ?? {
                let group = OpaquePointer(g_simple_action_group_new()!)
                gtk_widget_insert_action_group(box, "item", group)
                g_object_unref(UnsafeMutableRawPointer(group))
                moveActionGroup = group
                return group
            }()
            let map = dd_action_map(UnsafeMutableRawPointer(group))
            for old in moveActionNames { g_action_map_remove_action(map, old) }
            for (index, name) in names.enumerated() {
                let action = g_simple_action_new(name, nil)!
                let handler: VoidHandler = { [weak self] in
                    guard let path = self?.path else { return }
                    perform(path, index)
                }
                connect(UnsafeMutableRawPointer(action), .actionActivate, handler)
                g_action_map_add_action(map, action)
                g_object_unref(UnsafeMutableRawPointer(action))
            }
            moveActionNames = names
        }

        init(in fixed: UnsafeMutablePointer<GtkWidget>, xalign: Float) {
            box = Self.makeBox(in: fixed)
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(dd_label(label), xalign)
            gtk_label_set_ellipsize(dd_label(label), PANGO_ELLIPSIZE_END)  // never wider than the cell
            gtk_widget_set_vexpand(label, 1)
            let picture = gtk_picture_new()!
            gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
            gtk_widget_set_vexpand(picture, 1)
            let spinner = gtk_spinner_new()!
            gtk_widget_set_vexpand(spinner, 1)
            gtk_widget_set_size_request(spinner, 24, 24)
            for child in [label, picture, spinner] { gtk_box_append(dd_box(box), child) }
            body = .builtIn(label: label, picture: picture, spinner: spinner)
        }

        init(in fixed: UnsafeMutablePointer<GtkWidget>, factory: GTKCellFactory, reuseIdentifier: String) {
            box = Self.makeBox(in: fixed)
            let widget = factory.setup()
            gtk_widget_set_vexpand(widget, 1)
            gtk_box_append(dd_box(box), widget)
            body = .custom(widget, reuseIdentifier: reuseIdentifier)
        }

        private static func makeBox(in fixed: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
            let box = dd_widget_with_role(dd_box_type(), GTK_ACCESSIBLE_ROLE_LIST_ITEM)!
            gtk_orientable_set_orientation(OpaquePointer(box), GTK_ORIENTATION_VERTICAL)
            gtk_widget_add_css_class(box, "dragdrop-cell")
            gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
            dd_canvas_put(fixed, box)
            return box
        }

        func showText(_ text: String, isError: Bool = false) {
            guard case let .builtIn(label, _, _) = body else { return }
            if text != shownText {
                gtk_label_set_text(dd_label(label), text)
                shownText = text
            }
            setError(isError)
            show(label)
        }

        func showSpinner() {
            guard case let .builtIn(_, _, spinner) = body else { return }
            show(spinner)
        }

        func showPicture(_ texture: OpaquePointer, description: String) {
            guard case let .builtIn(_, picture, _) = body else { return }
            if self.texture != texture {
                gtk_picture_set_paintable(OpaquePointer(picture), texture)
                self.texture = texture
            }
            gtk_picture_set_alternative_text(OpaquePointer(picture), description)
            setError(false)
            show(picture)
        }

        /// Stops what a hidden widget does (a spinner's animation) and lets go of its picture:
        /// a spare widget keeps no texture alive.
        func quiesce() {
            if case let .builtIn(_, picture, spinner) = body {
                gtk_spinner_set_spinning(OpaquePointer(spinner), 0)
                if texture != nil { gtk_picture_set_paintable(OpaquePointer(picture), nil) }
            }
            texture = nil
            shownChild = nil  // shown again in full when reused
        }

        private func show(_ child: UnsafeMutablePointer<GtkWidget>) {
            guard case let .builtIn(label, picture, spinner) = body, child != shownChild else { return }
            shownChild = child
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
    /// Spare widgets by reuse identifier; "" for the built-in ones.
    private var spare: [String: [Cell]] = [:]
    private var factories: [String: GTKCellFactory] = [:]
    /// Where ``GTKCellContent`` pictures come from: the host's image source. A new one fills
    /// the content cells again at the next sync (they were filled without its pictures).
    weak var imageSource: (any GTKImageSource)? {
        didSet {
            for cell in cells.values where factories[cell.kind]?.content != nil { cell.binding = nil }
        }
    }
    /// How long a batch's glide lasts.
    static let glideDuration = 0.2

    init(in fixed: UnsafeMutablePointer<GtkWidget>, xalign: Float) {
        self.fixed = fixed
        self.xalign = xalign
    }

    /// Cells with `reuseIdentifier` get `factory`'s widgets from now on.
    func register(_ factory: GTKCellFactory, forReuseIdentifier reuseIdentifier: String) {
        factories[reuseIdentifier] = factory
    }

    /// Whether cells of `reuseIdentifier` have their own widgets.
    func hasFactory(for reuseIdentifier: String) -> Bool { factories[reuseIdentifier] != nil }

    /// The widget of `cell` (showing the data-source item `path`), placed at `frame` — at
    /// once, or gliding there from where it was when `animated` (a batch update). A custom
    /// widget is bound when it shows a new cell, configuration or item.
    func widget(for cell: CollectionViewCell, at path: IndexPath?, frame: Rect, animated: Bool) -> Cell {
        let id = ObjectIdentifier(cell)
        let kind = factories[cell.reuseIdentifier] != nil ? cell.reuseIdentifier : ""
        if let existing = cells[id], existing.kind != kind {
            // The cell object now shows another kind of content: give its widget back.
            retire(existing, id: id)
        }
        let isNew = cells[id] == nil
        let widget = cells[id] ?? takeSpare(kind) ?? make(kind)
        cells[id] = widget
        if case let .custom(content, identifier) = widget.body, let factory = factories[identifier] {
            let key = (cell: cell, configuration: cell.configurationCount, path: path)
            if widget.binding.map({ $0.cell !== cell || $0.configuration != key.configuration || $0.path != path }) ?? true {
                if let bound = widget.binding { factory.unbind?(content, bound.cell) }
                if let path {
                    if let describe = factory.content {
                        ContentWidgets.fill(content, with: describe(cell, path), pictures: imageSource)
                    } else {
                        factory.bind(content, cell, path)
                    }
                }
                widget.binding = key
            }
        }
        if animated, !isNew, widget.frame != nil {
            place(widget.box, in: fixed, at: frame, glideDuration: Self.glideDuration)
        } else if widget.frame != frame {
            // Not gliding, or gliding elsewhere: the cell's place now is `frame`.
            place(widget.box, in: fixed, at: frame)
        }
        widget.frame = frame
        gtk_widget_set_visible(widget.box, 1)
        return widget
    }

    /// The widget showing `cell` now, if it has one (its wrapper, states included).
    func shownWidget(for cell: CollectionViewCell) -> UnsafeMutablePointer<GtkWidget>? {
        cells[ObjectIdentifier(cell)]?.box
    }

    /// Makes every widget, shown or spare, describe its place again (the wording changed).
    func forgetAccessiblePlaces() {
        for cell in cells.values { cell.forgetAccessiblePlace() }
        for cell in spare.values.joined() { cell.forgetAccessiblePlace() }
    }

    /// Hides and keeps for reuse the widgets of cells not in `keep`.
    func recycle(keeping keep: Set<ObjectIdentifier>) {
        for (id, cell) in cells where !keep.contains(id) { retire(cell, id: id) }
    }

    private func retire(_ cell: Cell, id: ObjectIdentifier) {
        gtk_widget_set_visible(cell.box, 0)
        cell.quiesce()
        if case let .custom(content, identifier) = cell.body, let bound = cell.binding {
            factories[identifier]?.unbind?(content, bound.cell)
        }
        cell.binding = nil
        cell.frame = nil
        spare[cell.kind, default: []].append(cell)
        cells[id] = nil
    }

    private func takeSpare(_ kind: String) -> Cell? { spare[kind]?.popLast() }

    private func make(_ kind: String) -> Cell {
        guard let factory = factories[kind] else { return Cell(in: fixed, xalign: xalign) }
        return Cell(in: fixed, factory: factory, reuseIdentifier: kind)
    }
}

extension CellWidgetPool {
    /// A cell's states that show as CSS classes of its box (`selected`, `focused`, `lifted`,
    /// `moving`; see ``DefaultStyle``).
    struct States: OptionSet {
        let rawValue: UInt8
        static let selected = States(rawValue: 1 << 0)
        static let focused = States(rawValue: 1 << 1)
        static let lifted = States(rawValue: 1 << 2)
        static let moving = States(rawValue: 1 << 3)
        /// Each state's CSS class.
        static let cssClasses: [(States, String)] = [(.selected, "selected"), (.focused, "focused"), (.lifted, "lifted"), (.moving, "moving")]

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(selected: Bool, focused: Bool, lifted: Bool, moving: Bool) {
            self = []
            if selected { insert(.selected) }
            if focused { insert(.focused) }
            if lifted { insert(.lifted) }
            if moving { insert(.moving) }
        }
    }
}

extension CellWidgetPool.Cell {
    /// The spare pool it belongs to: its reuse identifier, or "" when built in.
    var kind: String {
        switch body {
        case .builtIn: ""
        case let .custom(_, identifier): identifier
        }
    }
}
