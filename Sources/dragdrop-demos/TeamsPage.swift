import CDragDropGtk
import CDragDropGtkShim
import DemoScenes
import DragDrop
import DragDropGTK
import Foundation

/// Seed 000: teams by division in four switchable variants — classic reorder handles,
/// UIKit's table drag and drop delegates, the SwiftUI style of the article (onDrag /
/// onDrop), and today's SwiftUI (Transferable, draggable, dropDestination) — sharing one
/// model, with the matches scheduled by dropping a team onto a team of another division,
/// and undo: every change is a step of the window's undo manager (the header's Undo and
/// Ctrl+Z are the application's `app.undo`). The variant is chosen in the header bar; the
/// teams and the matches are titled lists that take the window's room.
@MainActor
final class TeamsPage: DemoPage {
    enum Variant: String, CaseIterable {
        case classic, dragAndDrop, swiftUI, transferable

        var title: String {
            switch self {
            case .classic: "Classic (handles)"
            case .dragAndDrop: "Drag and drop"
            case .swiftUI: "SwiftUI style"
            case .transferable: "Transferable"
            }
        }
    }

    let name = "teams"
    let title = "Teams by division"
    let hint = TeamsScene.hint
    private(set) var variant: Variant
    private var tableScene: TeamsScene?
    private var swiftUIScene: TeamsSwiftUIScene?
    private var transferableScene: TeamsTransferableScene?
    private var tableHost: GTKCollectionHost?
    private var viewHost: GTKViewHost?
    private var viewScroller: UnsafeMutablePointer<GtkWidget>?
    private var container: UnsafeMutablePointer<GtkWidget>?
    private var matchesLabel: UnsafeMutablePointer<GtkWidget>?
    /// The variant chooser, for the window's header bar.
    private(set) var headerControls: UnsafeMutablePointer<GtkWidget>?
    /// The model and its undo history, kept while the variants change.
    private var document: TeamsDocument?
    private var undoObserver: (any NSObjectProtocol)?
    private var app: GTKApplication?
    private var window: DragDrop.Window?
    private var region = Rect.zero
    private var changed: () -> Void = {}
    private var announce: (String) -> Void = { _ in }

    init(variant: Variant) {
        self.variant = variant
    }

    var model: TeamsModel { document?.model ?? .sample }

    func makeContent(app: GTKApplication, window: DragDrop.Window, region: Rect,
                     changed: @escaping () -> Void, announce: @escaping (String) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        self.app = app
        self.window = window
        self.region = Rect(origin: region.origin, size: Size(width: 380, height: 470))
        self.changed = changed
        self.announce = announce
        document = TeamsDocument(model: .sample, undoManager: window.undoManager)
        // The header's Undo follows the window's manager (app.undo's enabled state): save the state once it has.
        undoObserver = NotificationCenter.default.addObserver(forName: .NSUndoManagerCheckpoint, object: window.undoManager,
                                                              queue: nil) { [weak self] _ in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.changed() } }
        }
        headerControls = makeVariantChooser()
        // The teams and the matches, each a titled list taking the room it is given.
        let page = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        self.container = container
        gtk_box_append(dd_box(page), TitledList.make(title: "Teams", content: container))
        let matches = gtk_label_new(nil)!
        gtk_widget_add_css_class(matches, "matches")
        gtk_label_set_xalign(dd_label(matches), 0)
        gtk_label_set_yalign(dd_label(matches), 0)
        gtk_label_set_wrap(dd_label(matches), 1)
        matchesLabel = matches
        let matchesList = TitledList.make(title: "Matches", content: matches)
        gtk_widget_set_hexpand(matchesList, 0)
        gtk_widget_set_size_request(matchesList, 220, -1)
        gtk_box_append(dd_box(page), matchesList)
        show(variant)
        return page
    }

    /// The variant chooser for the header bar: a drop-down of the four variants.
    private func makeVariantChooser() -> UnsafeMutablePointer<GtkWidget> {
        let titles = gtk_string_list_new(nil)!
        for option in Variant.allCases { gtk_string_list_append(titles, option.title) }
        let chooser = gtk_drop_down_new(titles, nil)!
        gtk_drop_down_set_selected(OpaquePointer(chooser), UInt32(Variant.allCases.firstIndex(of: variant) ?? 0))
        gtk_widget_set_tooltip_text(chooser, "How the page is written")
        dd_accessible_set_label(chooser, "Variant")
        onPropertyChange(UnsafeMutableRawPointer(chooser), "selected") { [unowned self] in
            let index = Int(gtk_drop_down_get_selected(OpaquePointer(chooser)))
            if Variant.allCases.indices.contains(index) { show(Variant.allCases[index]) }
        }
        return chooser
    }

    /// Shows the document in `variant`, keeping the model and its undo history.
    private func show(_ variant: Variant) {
        guard let app, let window, let container, let document else { return }
        if let tableScene, variant == .classic || variant == .dragAndDrop, let tableHost {
            // Classic and drag and drop are one scene: only the variant changes.
            self.variant = variant
            tableScene.variant = variant == .classic ? .classic : .dragAndDrop
            tableHost.sync()
            return
        }
        removeCurrent()
        self.variant = variant
        switch variant {
        case .classic, .dragAndDrop:
            let scene = TeamsScene(frame: region, document: document, variant: variant == .classic ? .classic : .dragAndDrop)
            let host = GTKCollectionHost(view: scene.tableView, system: app.system, window: window)
            // Custom cells, said in Swift: the team, its city under it, its division's tag.
            host.register(.content { [unowned scene] _, path in
                let division = scene.model.divisions[path.section]
                let team = division.teams[path.row]
                return GTKCellContent(title: team.name, subtitle: team.city,
                                      tag: .init(division.name, color: Self.tagColours[path.section % Self.tagColours.count]))
            }, forReuseIdentifier: "Team")
            scene.onBackdropChange = { [weak host] change in
                host?.moveBackdrop(to: change.frame, animationDuration: change.animationDuration)
            }
            host.afterChange = { [unowned self] in modelChanged() }
            scene.onModelChange = { [unowned self] in modelChanged() }
            scene.onFailure = { [unowned self] message in
                announce(message)
                changed()
            }
            host.onAnnouncement = announce
            addTable(host)
            tableScene = scene
            tableHost = host
        case .transferable:
            let scene = TeamsTransferableScene(frame: region, document: document)
            let host = GTKCollectionHost(view: scene.tableView, system: app.system, window: window)
            host.afterChange = { [unowned self] in modelChanged() }
            scene.onModelChange = { [unowned self] in modelChanged() }
            host.onAnnouncement = announce
            addTable(host)
            transferableScene = scene
            tableHost = host
        case .swiftUI:
            let scene = TeamsSwiftUIScene(frame: region, document: document)
            scene.onModelChange = { [unowned self] in modelChanged() }
            for row in scene.views { window.addView(row) }
            let host = GTKViewHost(frame: region, system: app.system, window: window) { [unowned scene] in
                Self.items(of: scene)
            }
            host.afterEvent = { [unowned self] in modelChanged() }
            gtk_widget_add_css_class(host.widget, "teams")
            // The rows are plain views: the page scrolls them (the table scrolls itself).
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(dd_scrolled(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(dd_scrolled(scroller), host.widget)
            gtk_widget_set_size_request(scroller, Int32(region.width), Self.minimumHeight)
            gtk_widget_set_vexpand(scroller, 1)
            gtk_box_append(dd_box(container), scroller)
            viewScroller = scroller
            swiftUIScene = scene
            viewHost = host
        }
        modelChanged()
    }

    /// The table's least height: the window's height is the rest's (the table scrolls), so the
    /// page fits the window and its last row is never cut off by the window's edge.
    private static let minimumHeight: Int32 = 240

    /// Puts a table variant's host in the page: as wide and high as the list is.
    private func addTable(_ host: GTKCollectionHost) {
        // A scroll moves the rows: the state says how far (the host draws the change first).
        let draw = host.view.onChange
        host.view.onChange = { [weak self] change in
            draw?(change)
            if case .scrolled = change { self?.changed() }
        }
        gtk_widget_add_css_class(host.widget, "teams")
        gtk_widget_set_size_request(host.widget, 280, Self.minimumHeight)
        gtk_widget_set_vexpand(host.widget, 1)
        gtk_widget_set_hexpand(host.widget, 1)
        if let container { gtk_box_append(dd_box(container), host.widget) }
    }

    /// The divisions' tag colours (libadwaita's palette: blue, green, orange, purple).
    static let tagColours = ["#1c71d8", "#26a269", "#e66100", "#813d9c"]

    private func removeCurrent() {
        guard let window, let container else { return }
        if let tableHost {
            window.remove(tableHost.view)
            gtk_box_remove(dd_box(container), tableHost.widget)
        }
        if let swiftUIScene, let viewScroller {
            for row in swiftUIScene.views { window.remove(row) }
            gtk_box_remove(dd_box(container), viewScroller)
        }
        viewScroller = nil
        tableScene = nil
        transferableScene = nil
        tableHost = nil
        swiftUIScene = nil
        viewHost = nil
    }

    /// The SwiftUI variant's rows and headers, where the scene has them now.
    private static func items(of scene: TeamsSwiftUIScene) -> [GTKViewHost.Item] {
        let headers = scene.headers.map { GTKViewHost.Item(text: $0.title, frame: $0.frame, cssClass: "dragdrop-header") }
        let cities = Dictionary(uniqueKeysWithValues: scene.model.divisions.flatMap(\.teams).map { ($0.name, $0.city) })
        let rows = scene.views.map { row in
            GTKViewHost.Item(text: "\(row.identifier)\n\(cities[row.identifier] ?? "")", frame: row.frame,
                             cssClass: "dragdrop-cell", view: row)
        }
        return headers + rows
    }

    private func modelChanged() {
        // An undo or redo moved the SwiftUI variant's rows: the host shows them where they are.
        if document?.isUndoingOrRedoing == true { viewHost?.sync() }
        let matches = model.matches.map(\.description)
        if let matchesLabel {
            gtk_label_set_text(dd_label(matchesLabel), (matches.isEmpty ? "(drop a team onto a team of another division)" : matches.joined(separator: "\n")))
        }
        changed()
    }

    var state: [String: Any] {
        ["variant": variant.rawValue, "divisions": model.teamNames, "matches": model.matches.map(\.description),
         "scrollOffset": tableHost?.view.contentOffset.y ?? 0]
    }

    var sizes: [String: Size] { ["teams": tableHost?.view.frame.size ?? viewHost?.frame.size ?? .zero] }

    var origins: [String: Point] {
        var origins: [String: Point] = [:]
        origins["teams"] = tableHost?.originInWindow ?? viewHost?.originInWindow
        return origins
    }
}
