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
/// and undo: every change is a step of the window's undo manager (the Undo button and
/// Ctrl+Z are the application's `app.undo`).
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
    private var undoButton: UnsafeMutablePointer<GtkWidget>?
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
        // The Undo button follows the window's manager (app.undo's enabled state): save the state once it has.
        undoObserver = NotificationCenter.default.addObserver(forName: .NSUndoManagerCheckpoint, object: window.undoManager,
                                                              queue: nil) { [weak self] _ in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.changed() } }
        }
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        let toolbar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(toolbar, "linked")
        var group: UnsafeMutablePointer<GtkWidget>?
        for option in Variant.allCases {
            let button = gtk_toggle_button_new_with_label(option.title)!
            if let group { gtk_toggle_button_set_group(dd_toggle_button(button), dd_toggle_button(group)) }
            group = group ?? button
            gtk_toggle_button_set_active(dd_toggle_button(button), option == variant ? 1 : 0)
            onSignal(button, "toggled") { [unowned self] in
                if gtk_toggle_button_get_active(dd_toggle_button(button)) != 0 { show(option) }
            }
            gtk_box_append(dd_box(toolbar), button)
        }
        let undo = gtk_button_new_with_label("Undo")!
        gtk_widget_set_margin_start(undo, 12)
        undoButton = undo
        gtk_actionable_set_action_name(OpaquePointer(undo), "app.undo")
        gtk_box_append(dd_box(toolbar), undo)
        gtk_box_append(dd_box(page), toolbar)

        let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        self.container = container
        gtk_box_append(dd_box(body), container)
        let matches = gtk_label_new(nil)!
        gtk_widget_add_css_class(matches, "matches")
        gtk_label_set_xalign(dd_label(matches), 0)
        gtk_label_set_wrap(dd_label(matches), 1)
        gtk_widget_set_size_request(matches, 220, -1)
        gtk_widget_set_valign(matches, GTK_ALIGN_START)
        matchesLabel = matches
        gtk_box_append(dd_box(body), matches)
        gtk_box_append(dd_box(page), body)
        show(variant)
        return page
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
            gtk_widget_add_css_class(host.widget, "teams")
            gtk_box_append(dd_box(container), host.widget)
            tableScene = scene
            tableHost = host
        case .transferable:
            let scene = TeamsTransferableScene(frame: region, document: document)
            let host = GTKCollectionHost(view: scene.tableView, system: app.system, window: window)
            host.afterChange = { [unowned self] in modelChanged() }
            scene.onModelChange = { [unowned self] in modelChanged() }
            host.onAnnouncement = announce
            gtk_widget_add_css_class(host.widget, "teams")
            gtk_box_append(dd_box(container), host.widget)
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
            gtk_widget_set_size_request(scroller, Int32(region.width), Int32(region.height))
            gtk_box_append(dd_box(container), scroller)
            viewScroller = scroller
            swiftUIScene = scene
            viewHost = host
        }
        modelChanged()
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
            gtk_label_set_text(dd_label(matchesLabel), "Matches\n" + (matches.isEmpty ? "(drop a team onto a team of another division)" : matches.joined(separator: "\n")))
        }
        changed()
    }

    var state: [String: Any] {
        ["variant": variant.rawValue, "divisions": model.teamNames, "matches": model.matches.map(\.description),
         "undoEnabled": undoButton.map { gtk_widget_is_sensitive($0) != 0 } ?? false]
    }

    var sizes: [String: Size] { ["teams": tableHost?.view.frame.size ?? viewHost?.frame.size ?? .zero] }

    var origins: [String: Point] {
        var origins: [String: Point] = [:]
        origins["teams"] = tableHost?.originInWindow ?? viewHost?.originInWindow
        origins["undo"] = undoButton.flatMap(windowOrigin(of:))
        return origins
    }
}
