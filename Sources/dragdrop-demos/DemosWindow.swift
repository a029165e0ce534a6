import AdwaitaSupport
import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation

/// The demos' window (libadwaita's, as the gallery's): a sidebar listing the demos under a
/// header bar of its own, and the page shown under the page's header bar (Undo, Redo, the
/// page's title and controls), each page with its one-line hint above the demo. The state
/// file follows the visible page.
@MainActor
final class DemosWindow {
    private let pages: [any DemoPage]
    private let stateFile: StateFile?
    private var stack: OpaquePointer?
    /// How the last drag that started here ended, as the source saw it ("copy", "cancel"…).
    private var lastDragEnd = "none"
    /// What the keyboard path said last ("Moved to position 5 of 15"…).
    private var lastAnnouncement = ""
    /// How many drags have begun here (a drag can be seen to start before any move).
    private var dragsBegun = 0
    /// Items asked of a source (a drag or a long press's lift).
    private var itemsAsked = 0
    private var gtkWindow: UnsafeMutablePointer<GtkWidget>?
    /// The page header's Undo (app.undo).
    private var undoButton: UnsafeMutablePointer<GtkWidget>?
    /// The page header's title: the visible page's.
    private lazy var pageTitle = adw_window_title_new("", nil)!
    /// Where the pages' own header controls go (only the visible page's show).
    private lazy var headerControls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    /// The window's core: its undo manager is the one Ctrl+Z and the header's Undo and Redo use.
    private var coreWindow: DragDrop.Window?

    init(pages: [any DemoPage], stateFile: StateFile?) {
        self.pages = pages
        self.stateFile = stateFile
    }

    func open(in app: GTKApplication, showing initial: String) {
        Adwaita.adopt(app)
        app.addStyle(Self.style)
        app.system.onEvent = { [weak self] event in
            guard let self else { return }
            switch event.kind {
            case .sessionWillBegin:
                dragsBegun += 1
                save()
            case .itemsForBeginning:
                itemsAsked += 1
                save()
            case let .didEnd(operation):
                lastDragEnd = operation.description
                save()
            default:
                break
            }
        }
        app.installUndoActions { [weak self] in self?.coreWindow?.undoManager }
        let pageHeader = makePageHeader()
        coreWindow = app.openWindow(title: "DragDrop demos", size: Size(width: 820, height: 610)) { window in
            let stackWidget = gtk_stack_new()!
            let stack = OpaquePointer(stackWidget)
            self.stack = stack
            gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_NONE)
            // The window's width is the page shown's, not the widest page's: a wide page (Notes)
            // must not keep the window from the width another page is used at (two windows
            // side by side on a tiling compositor, a narrow window).
            gtk_stack_set_hhomogeneous(stack, 0)
            for (index, page) in pages.enumerated() {
                // Each page lays its views out in a region of its own (drags find them where GTK draws them: SEMANTICS 47).
                let region = Rect(x: window.frame.minX + Double(index) * 10_000, y: 0, width: 9_000, height: 9_000)
                let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
                gtk_widget_add_css_class(box, "demo-page")
                let hint = gtk_label_new(page.hint)!
                gtk_widget_add_css_class(hint, "dim-label")
                gtk_label_set_xalign(dd_label(hint), 0)
                gtk_label_set_wrap(dd_label(hint), 1)
                gtk_box_append(dd_box(box), hint)
                let spoken = gtk_label_new(nil)!
                gtk_widget_add_css_class(spoken, "announcement")
                gtk_label_set_xalign(dd_label(spoken), 0)
                let content = page.makeContent(app: app, window: window, region: region, changed: { [weak self] in self?.save() },
                                               announce: { [weak self] text in
                                                   gtk_label_set_text(dd_label(spoken), text)
                                                   self?.lastAnnouncement = text
                                                   self?.save()
                                               })
                gtk_widget_set_vexpand(content, 1)
                gtk_box_append(dd_box(box), content)
                gtk_box_append(dd_box(box), spoken)
                gtk_stack_add_titled(stack, box, page.name, page.title)
                if let controls = page.headerControls { gtk_box_append(dd_box(headerControls), controls) }
            }
            gtk_stack_set_visible_child_name(stack, initial)
            onPropertyChange(UnsafeMutableRawPointer(stackWidget), "visible-child") { [weak self] in
                self?.showHeader()
                self?.saveWhenLaidOut()
            }
            showHeader()
            let pageColumn = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(dd_box(pageColumn), pageHeader)
            gtk_widget_set_vexpand(stackWidget, 1)
            gtk_box_append(dd_box(pageColumn), stackWidget)
            gtk_widget_set_hexpand(pageColumn, 1)
            let root = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_box_append(dd_box(root), makeSidebar(for: stack))
            gtk_box_append(dd_box(root), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
            gtk_box_append(dd_box(root), pageColumn)
            return root
        }
        gtkWindow = gtk_widget_get_ancestor(pageHeader, gtk_window_get_type())
        saveWhenLaidOut()
    }

    /// The page's header bar, as GNOME applications with a sidebar have one over each pane:
    /// Undo and Redo (the window's undo manager, greyed out while there is nothing to do) at
    /// the start, the page's title, and the page's own controls (the Teams variant) at the end.
    private func makePageHeader() -> UnsafeMutablePointer<GtkWidget> {
        let header = adw_header_bar_new()!
        adw_header_bar_set_show_start_title_buttons(OpaquePointer(header), 0)
        for (icon, action, tooltip) in [("edit-undo-symbolic", "app.undo", "Undo (Ctrl+Z)"),
                                        ("edit-redo-symbolic", "app.redo", "Redo (Ctrl+Shift+Z)")] {
            let button = gtk_button_new_from_icon_name(icon)!
            gtk_actionable_set_action_name(OpaquePointer(button), action)
            gtk_widget_set_tooltip_text(button, tooltip)
            dd_accessible_set_label(button, action == "app.undo" ? "Undo" : "Redo")
            adw_header_bar_pack_start(OpaquePointer(header), button)
            if action == "app.undo" { undoButton = button }
        }
        adw_header_bar_set_title_widget(OpaquePointer(header), pageTitle)
        adw_header_bar_pack_end(OpaquePointer(header), headerControls)
        return header
    }

    /// The sidebar of demos, under a header bar of its own with the application's name.
    private func makeSidebar(for stack: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
        let header = adw_header_bar_new()!
        adw_header_bar_set_show_end_title_buttons(OpaquePointer(header), 0)
        adw_header_bar_set_title_widget(OpaquePointer(header), adw_window_title_new("DragDrop Demos", nil))
        let sidebar = gtk_stack_sidebar_new()!
        gtk_stack_sidebar_set_stack(OpaquePointer(sidebar), stack)
        gtk_widget_set_vexpand(sidebar, 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(column, "demos-sidebar")
        gtk_widget_set_size_request(column, 190, -1)
        gtk_box_append(dd_box(column), header)
        gtk_box_append(dd_box(column), sidebar)
        return column
    }

    /// The header shows the visible page's title and controls.
    private func showHeader() {
        guard let page = visiblePage else { return }
        adw_window_title_set_title(OpaquePointer(pageTitle), page.title)
        for other in pages {
            if let controls = other.headerControls { gtk_widget_set_visible(controls, other === page ? 1 : 0) }
        }
    }

    private var visiblePage: (any DemoPage)? {
        guard let stack, let name = gtk_stack_get_visible_child_name(stack).map({ String(cString: $0) }) else { return nil }
        return pages.first { $0.name == name }
    }

    /// Saves now and once GTK has laid the page out, so the origins are known: 0.3 s later,
    /// then every 0.3 s (for up to 30 s) while the page's hosts have no place yet. (Saved once
    /// at 0.3 s only, a window laid out later, on a loaded machine, kept a state without
    /// origins until the next change: the end-to-end tests waited for them in vain.)
    private func saveWhenLaidOut(attemptsLeft: Int = 100) {
        save()
        guard attemptsLeft > 0 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                if self.visiblePage?.origins.isEmpty ?? false {
                    self.saveWhenLaidOut(attemptsLeft: attemptsLeft - 1)
                } else {
                    self.save()
                }
            }
        }
    }

    /// Writes the visible demo's model, where its hosts are, and how the last drag ended.
    func save() {
        guard let stateFile, let page = visiblePage else { return }
        var state = page.state
        state["demo"] = page.name
        state["lastDragEnd"] = lastDragEnd
        state["announcement"] = lastAnnouncement
        state["dragsBegun"] = dragsBegun
        state["itemsAsked"] = itemsAsked
        var origins = page.origins
        origins["undo"] = undoButton.flatMap(windowOrigin(of:))
        state["origins"] = origins.mapValues { [$0.x, $0.y] }
        state["sizes"] = page.sizes.mapValues { [$0.width, $0.height] }
        if let stack, let shown = gtk_stack_get_visible_child(stack) { state["listTitles"] = TitledList.titles(in: shown) }
        state["undoEnabled"] = undoButton.map { gtk_widget_is_sensitive($0) != 0 } ?? false
        // Where the window's own coordinates start on its X11 surface (libadwaita's window
        // draws its frame and shadow around them).
        var surfaceX = 0.0, surfaceY = 0.0
        if let gtkWindow { gtk_native_get_surface_transform(OpaquePointer(gtkWindow), &surfaceX, &surfaceY) }
        state["surfaceOffset"] = [surfaceX, surfaceY]
        stateFile.write(state)
    }

    /// The demos' look, from the theme's named colours (light, dark and high contrast) except
    /// the seed's own gradient behind the grid; the lightbox is drawn as a drop area (a dashed
    /// outline in the accent colour).
    static let style = """
        .demo-page { padding: 12px; }
        .demos-sidebar { background-color: @view_bg_color; }
        .dragdrop-collection { background: @theme_base_color; }
        .dragdrop-cell { background: @theme_bg_color; color: @theme_fg_color; border-radius: 8px; }
        .dragdrop-header { background: alpha(@theme_fg_color, 0.08); color: @theme_fg_color; font-weight: bold; padding-left: 8px; }
        .dragdrop-handle { color: alpha(@theme_fg_color, 0.55); font-size: 20px; }
        .grid .dragdrop-collection { background: linear-gradient(160deg, #2b5876, #4e4376); }
        .grid .dragdrop-cell { font-size: 28px; font-weight: bold; }
        .list .dragdrop-cell { border-radius: 0; border-bottom: 1px solid alpha(@theme_fg_color, 0.12); }
        .teams .dragdrop-cell { background: transparent; border-radius: 0; border-bottom: 1px solid alpha(@theme_fg_color, 0.08); }
        .list .dragdrop-cell, .teams .dragdrop-cell { padding-left: 12px; }
        .dragdrop-cell.selected { background: alpha(@theme_selected_bg_color, 0.3); }
        .dragdrop-cell.focused { outline: 2px solid @theme_selected_bg_color; outline-offset: -2px; }
        .dragdrop-cell.lifted { opacity: 0.55; }
        .announcement { color: alpha(@theme_fg_color, 0.8); padding: 2px 8px; font-size: 12px; }
        .dragdrop-cell.moving { background: @theme_base_color; box-shadow: 0 3px 10px alpha(black, 0.35); }
        .dragdrop-backdrop { background: alpha(@warning_color, 0.45); border-radius: 12px; }
        .matches { padding: 12px; color: @theme_fg_color; }
        .lightbox { border: 2px dashed alpha(@accent_color, 0.7); border-radius: 12px; background: alpha(@accent_bg_color, 0.08);
                    color: @accent_color; font-weight: bold; }
        .dragdrop-drag-preview { font-size: 20px; box-shadow: 0 4px 12px alpha(black, 0.4); }
        .dragdrop-drag-preview.rounded { border-radius: 12px; margin: 5px; }
        .dragdrop-badge { background: @success_color; color: @theme_selected_fg_color; border-radius: 12px; padding: 2px 8px;
                          font-weight: bold; margin: 2px; }
        .dragdrop-highlight { background: alpha(@theme_selected_bg_color, 0.55); border-radius: 3px; }
        .notes-board { background: #dfe6ee; border-radius: 10px; color: #555; padding: 8px; }
        .note { background: #fff3a0; color: #222; padding: 4px 10px; border-radius: 6px; }
        .notes-trash { background: #c01c28; color: white; border-radius: 12px; font-weight: bold; padding: 8px; }
        """
}
