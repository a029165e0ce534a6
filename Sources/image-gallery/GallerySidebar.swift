import AdwaitaSupport
import CAdwaita
import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The list of galleries: click opens, double-click renames in place (Enter keeps it and
/// gives the keyboard back to the gallery); a row's context menu (secondary click, Menu or
/// Shift+F10) opens, renames, or moves the gallery into "Recently Deleted" with an Undo
/// notice — no row has a one-click destructive button. By keyboard, each gallery's row is a
/// Tab stop and takes the focus: Up and Down move between them, Enter or Space opens, F2
/// renames (Escape cancels), Delete moves the gallery to Recently Deleted, and the focus goes
/// on to the next row; deleted galleries can be restored, or deleted for good after
/// a second click to confirm (with an Undo notice too); documents that cannot be read are
/// listed with the reason. Each gallery's row is a drop target too (``GallerySidebarRow``):
/// pictures dragged onto it are copied there (moved with Shift), and a drag held over it
/// opens the gallery.
@MainActor
final class GallerySidebar {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private unowned let app: GalleryApp
    private let open: (UUID) -> Void
    /// Shows a notice in the window (with Undo when asked).
    private let notify: (String, Bool) -> Void
    /// Gives the keyboard focus to the gallery shown.
    private let focusContent: () -> Void
    /// The widget shown for each entry, kept while the entry looks the same.
    private var shown: [SidebarEntry: ShownRow] = [:]
    private var rowsByGallery: [UUID: UnsafeMutablePointer<GtkWidget>] = [:]
    private var deleteButtons: [UUID: UnsafeMutablePointer<GtkWidget>] = [:]
    /// The rows of the live galleries, in order.
    private var liveRows: [UnsafeMutablePointer<GtkWidget>] = []
    /// Whether Recently Deleted shows its "Nothing Deleted" status page.
    private(set) var showsNothingDeleted = false
    /// Every row that takes the focus — live galleries, then Recently Deleted — in order (Up
    /// and Down move between them).
    private var focusRows: [UnsafeMutablePointer<GtkWidget>] = []
    /// The context menu of a row, while it shows.
    private var rowMenu: UnsafeMutablePointer<GtkWidget>?
    /// Routes drags over the sidebar to the core, where each live gallery's row is a view.
    private var dropHost: GTKWidgetHost?
    /// The live galleries' drop targets, kept across rebuilds of the rows (a drag may be over one).
    private var dropRows: [UUID: GallerySidebarRow] = [:]

    /// The origin of the sidebar views' frames: their layout's coordinates (the core finds them
    /// where GTK draws the sidebar, SEMANTICS 47).
    static let coreOrigin = Point(x: 60_000, y: 0)
    /// The sidebar's width in points (GNOME's sidebars are 200–280).
    static let width: Int32 = 240

    init(app: GalleryApp, system: DragDropSystem, window: DragDrop.Window, open: @escaping (UUID) -> Void,
         notify: @escaping (String, Bool) -> Void, focusContent: @escaping () -> Void) {
        self.app = app
        self.open = open
        self.notify = notify
        self.focusContent = focusContent
        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(dd_scrolled(scrolled), list)
        gtk_scrolled_window_set_policy(dd_scrolled(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scrolled, 1)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(dd_box(widget), scrolled)
        // One width, whatever the rows hold: names are ellipsized and Recently Deleted's
        // buttons are icons, so deleting a gallery or arming Delete never widens the sidebar.
        gtk_widget_set_size_request(widget, Self.width, -1)
        gtk_widget_set_hexpand(widget, 0)
        gtk_widget_add_css_class(widget, "gallery-sidebar")
        dropHost = GTKWidgetHost(widget: widget, origin: Self.coreOrigin, system: system, window: window)
    }

    /// The drop target of a live gallery's row, made once and bound to the row's new widget.
    private func bindDropTarget(_ id: UUID, to row: UnsafeMutablePointer<GtkWidget>) {
        let target = dropRows[id] ?? GallerySidebarRow(galleryID: id, library: app.library) { [unowned self] id in open(id) }
        dropRows[id] = target
        target.onHighlightChange = { [unowned self] highlight in
            guard let row = rowsByGallery[id] else { return }
            for (cssClass, shown) in [("drop-target", highlight == .dropTarget), ("spring-loading", highlight == .springLoading)] {
                if shown { gtk_widget_add_css_class(row, cssClass) } else { gtk_widget_remove_css_class(row, cssClass) }
            }
        }
        target.onTransfer = { [unowned self] count, moved in
            let name = app.library.gallery(id)?.name ?? ""
            notify(moved ? trn("Moved %ld picture to “%@”", "Moved %ld pictures to “%@”", count, name)
                          : trn("Copied %ld picture to “%@”", "Copied %ld pictures to “%@”", count, name), true)
        }
        dropHost?.bind(target.view, to: row)
        target.onHighlightChange?(target.highlight)
    }

    /// Where each gallery's row is in the window, by gallery id (for the end-to-end tests).
    var rowOrigins: [String: [Double]] {
        rowsByGallery.reduce(into: [:]) { result, entry in
            if let point = windowOrigin(of: entry.value) { result[entry.key.uuidString.lowercased()] = [point.x, point.y] }
        }
    }

    /// The gallery whose row has the keyboard focus, if one has (for the end-to-end tests).
    var focusedGallery: String? {
        rowsByGallery.first { gtk_widget_has_focus($0.value) != 0 }.map { $0.key.uuidString.lowercased() }
    }

    /// Whether a row's context menu shows (for the end-to-end tests).
    var showsRowMenu: Bool { rowMenu.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// What each gallery's row shows of a drag over it, by gallery id, when anything (for the end-to-end tests).
    var rowHighlights: [String: String] {
        dropRows.reduce(into: [:]) { result, entry in
            if entry.value.highlight != .none { result[entry.key.uuidString.lowercased()] = "\(entry.value.highlight)" }
        }
    }

    /// Brings the rows up to date with the library. A row whose gallery looks the same keeps
    /// its widget: a rename in progress, a pending "Delete for Good?", the keyboard focus and
    /// the pointer's place survive changes elsewhere (GTK 4 sends a click under a pointer that
    /// has not moved to where the widget it last entered was, so a rebuilt row under a still
    /// pointer would miss the click). The keyboard focus stays on the gallery it was on.
    func reload(current: UUID?) {
        let focused = rowsByGallery.first { gtk_widget_has_focus($0.value) != 0 }?.key
        defer {
            if let focused, let row = rowsByGallery[focused] ?? liveRows.first, gtk_widget_has_focus(row) == 0 {
                gtk_widget_grab_focus(row)
            }
        }
        let entries = entries(current: current)
        var previous = shown
        for (entry, row) in previous where !entries.contains(entry) {
            gtk_box_remove(dd_box(list), row.widget)
            previous[entry] = nil
        }
        shown.removeAll()
        liveRows.removeAll()
        focusRows.removeAll()
        rowsByGallery.removeAll()
        deleteButtons.removeAll()
        var before: UnsafeMutablePointer<GtkWidget>?
        for entry in entries {
            let row: ShownRow
            if let kept = previous[entry] {
                row = kept
                gtk_box_reorder_child_after(dd_box(list), row.widget, before)
            } else {
                row = make(entry)
                gtk_box_insert_child_after(dd_box(list), row.widget, before)
            }
            shown[entry] = row
            before = row.widget
            switch entry {
            case let .live(id, _, _):
                rowsByGallery[id] = row.widget
                liveRows.append(row.widget)
                focusRows.append(row.widget)
                if previous[entry] == nil { bindDropTarget(id, to: row.widget) }
            case let .deleted(id, _):
                rowsByGallery[id] = row.widget
                focusRows.append(row.widget)
                deleteButtons[id] = row.deleteButton
            case .section, .nothingDeleted, .unreadable:
                break
            }
        }
        let live = Set(app.library.liveGalleries.map(\.id))
        for (id, target) in dropRows where !live.contains(id) {
            dropHost?.unbind(target.view)
            dropRows[id] = nil
        }
        showsNothingDeleted = entries.contains(.nothingDeleted)
    }

    /// What the sidebar shows, top to bottom.
    private func entries(current: UUID?) -> [SidebarEntry] {
        var entries: [SidebarEntry] = [.section(tr("GALLERIES"))]
        entries += app.library.liveGalleries.map { .live(id: $0.id, name: $0.name, isCurrent: $0.id == current) }
        entries.append(.section(tr("RECENTLY DELETED")))
        let deleted = app.library.deletedGalleries
        entries += deleted.isEmpty ? [.nothingDeleted] : deleted.map { .deleted(id: $0.id, name: $0.name) }
        if !app.library.unreadable.isEmpty {
            entries.append(.section(tr("CANNOT OPEN")))
            for entry in app.library.unreadable {
                guard case let .failure(error) = entry.content else { continue }
                entries.append(.unreadable(file: entry.fileURL.lastPathComponent, reason: error.description))
            }
        }
        return entries
    }

    /// A new widget for an entry.
    private func make(_ entry: SidebarEntry) -> ShownRow {
        switch entry {
        case let .section(title):
            let label = gtk_label_new(title)!
            gtk_label_set_xalign(dd_label(label), 0)
            gtk_widget_add_css_class(label, "gallery-sidebar-section")
            return ShownRow(widget: label)
        case let .live(id, name, isCurrent):
            return ShownRow(widget: liveRow(id: id, name: name, isCurrent: isCurrent))
        case let .deleted(id, name):
            return deletedRow(id: id, name: name)
        case .nothingDeleted:
            // libadwaita's status page, compact for a sidebar.
            let empty = statusPage(icon: "user-trash-symbolic", title: tr("Nothing Deleted"),
                                   description: tr("Deleted galleries wait here until you delete them for good."))
            gtk_widget_add_css_class(empty, "compact")
            gtk_widget_add_css_class(empty, "recently-deleted-empty")
            gtk_widget_set_size_request(empty, -1, 190)  // its own scrolled window would clip the text
            return ShownRow(widget: empty)
        case let .unreadable(file, reason):
            let label = gtk_label_new("⚠ \(file)\n\(reason)")!
            gtk_label_set_wrap(dd_label(label), 1)
            gtk_label_set_xalign(dd_label(label), 0)
            gtk_widget_add_css_class(label, "gallery-sidebar-error")
            return ShownRow(widget: label)
        }
    }

    /// How many pictures a gallery holds now (a row outlives changes to its pictures).
    private func pictureCount(_ id: UUID) -> Int { app.library.gallery(id)?.images.count ?? 0 }

    private func liveRow(id: UUID, name: String, isCurrent: Bool) -> UnsafeMutablePointer<GtkWidget> {
        // A Tab stop of its own (a plain box would pass Tab on to its children).
        let row = dd_widget_with_role(dd_focus_box_get_type(), GTK_ACCESSIBLE_ROLE_LIST_ITEM)!
        gtk_box_set_spacing(dd_box(row), 4)
        dd_accessible_set_label(row, isCurrent ? tr("%@, shown", name) : name)
        gtk_widget_set_tooltip_text(row, tr("Enter opens, F2 renames, Delete moves to Recently Deleted, Menu shows more"))
        gtk_widget_add_css_class(row, "gallery-sidebar-row")
        if isCurrent { gtk_widget_add_css_class(row, "current") }
        let stack = gtk_stack_new()!
        gtk_widget_set_hexpand(stack, 1)
        let label = gtk_label_new(name)!
        gtk_label_set_xalign(dd_label(label), 0)
        gtk_label_set_ellipsize(dd_label(label), PANGO_ELLIPSIZE_END)
        let entry = gtk_entry_new()!
        gtk_editable_set_text(OpaquePointer(entry), name)
        gtk_stack_add_named(OpaquePointer(stack), label, "label")
        gtk_stack_add_named(OpaquePointer(stack), entry, "entry")
        gtk_stack_set_visible_child_name(OpaquePointer(stack), "label")
        onSignal(entry, "activate") { [unowned self] in
            let name = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
            if !app.library.rename(id, to: name) {  // unchanged or empty: the row stays
                gtk_editable_set_text(OpaquePointer(entry), name)
                gtk_stack_set_visible_child_name(OpaquePointer(stack), "label")
            }
            // The row is rebuilt: the keyboard goes back to the gallery, not to wherever GTK
            // would move the focus from the entry that went.
            focusContent()
        }
        func rename() {
            gtk_stack_set_visible_child_name(OpaquePointer(stack), "entry")
            gtk_widget_grab_focus(entry)
        }
        /// Moves the gallery to Recently Deleted (with an Undo notice); the keyboard focus goes
        /// on to the next gallery's row (or the one before): a row, never a button that deletes.
        func moveToRecentlyDeleted() {
            let index = liveRows.firstIndex(of: row) ?? 0
            let neighbour = [index + 1, index - 1].first(where: liveRows.indices.contains).map { liveRows[$0] }
            let neighbourID = neighbour.flatMap { widget in rowsByGallery.first { $0.value == widget }?.key }
            let count = pictureCount(id)
            app.library.delete(id)
            if let neighbourID, let next = rowsByGallery[neighbourID] { gtk_widget_grab_focus(next) }
            notify(trn("Moved “%2$@” (%1$ld picture) to Recently Deleted", "Moved “%2$@” (%1$ld pictures) to Recently Deleted",
                       count, name), true)
        }
        func showMenu(at point: Point?) {
            showRowMenu(for: row, at: point, actions: [("open", { [unowned self] in open(id) }), ("rename", rename),
                                                       ("move-to-recently-deleted", moveToRecentlyDeleted)])
        }
        onKeyPress(entry) { [unowned self] key, _ in
            guard key == UInt32(GDK_KEY_Escape) else { return false }
            gtk_editable_set_text(OpaquePointer(entry), name)  // the rename is dropped
            gtk_stack_set_visible_child_name(OpaquePointer(stack), "label")
            if let row = rowsByGallery[id] { gtk_widget_grab_focus(row) }
            return true
        }
        onKeyPress(row) { [unowned self] key, state in
            guard gtk_widget_has_focus(row) != 0 else { return false }  // keys typed into the rename entry
            switch Int32(key) {
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space:
                open(id)
            case GDK_KEY_F2:
                rename()
            case GDK_KEY_Delete, GDK_KEY_KP_Delete:
                moveToRecentlyDeleted()
            case GDK_KEY_Menu:
                showMenu(at: nil)
            case GDK_KEY_F10 where dd_has_shift(state) != 0:
                showMenu(at: nil)
            case GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_KP_Up, GDK_KEY_KP_Down:
                moveFocus(from: row, key: key)
            default:
                return false
            }
            return true
        }
        let clicks = gtk_gesture_click_new()!
        onClick(clicks) { [unowned self] presses in
            if presses >= 2 {
                rename()
            } else {
                gtk_widget_grab_focus(row)
                open(id)
            }
        }
        // The label fills the row (it has no button of its own): a click anywhere on it opens.
        gtk_widget_add_controller(label, dd_controller(UnsafeMutableRawPointer(clicks)))
        let secondary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(secondary, 3)
        onClick(secondary) { _ in
            var x = 0.0, y = 0.0
            let sequence = gtk_gesture_single_get_current_sequence(secondary)
            _ = gtk_gesture_get_point(secondary, sequence, &x, &y)
            gtk_widget_grab_focus(row)
            showMenu(at: Point(x: x, y: y))
        }
        gtk_widget_add_controller(row, dd_controller(UnsafeMutableRawPointer(secondary)))
        gtk_box_append(dd_box(row), stack)
        return row
    }

    /// A row's context menu — Open, Rename…, and apart, Move to Recently Deleted — at `point`
    /// of the row (its start when the keys asked). Its actions are the row's own (`row.NAME`).
    private func showRowMenu(for row: UnsafeMutablePointer<GtkWidget>, at point: Point?,
                             actions: [(String, @MainActor () -> Void)]) {
        insertActions(actions, into: row, as: "row")
        let menu = g_menu_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
        let first = g_menu_new()!, last = g_menu_new()!
        g_menu_append(first, tr("Open"), "row.open")
        g_menu_append(first, tr("Rename…"), "row.rename")
        g_menu_append(last, tr("Move to Recently Deleted"), "row.move-to-recently-deleted")
        for section in [first, last] {
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        rowMenu.map { gtk_popover_popdown(dd_popover($0)) }
        // Parented to the row: its actions are found there. Held until closed and let go after
        // the action it ran (GTK emits closed first), which may have removed the row with its
        // gallery (the popover with it).
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))!
        gtk_widget_set_parent(popover, row)
        g_object_ref(UnsafeMutableRawPointer(popover))
        gtk_popover_set_has_arrow(dd_popover(popover), 0)
        var rect = GdkRectangle(x: Int32(point?.x ?? 12), y: Int32(point?.y ?? Double(gtk_widget_get_height(row))), width: 1, height: 1)
        gtk_popover_set_pointing_to(dd_popover(popover), &rect)
        onSignal(UnsafeMutableRawPointer(popover), "closed") { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
                    if self?.rowMenu == popover { self?.rowMenu = nil }
                    g_object_unref(UnsafeMutableRawPointer(popover))
                }
            }
        }
        rowMenu = popover
        gtk_popover_popup(dd_popover(popover))
    }

    /// Up or Down: the focus goes to the row before or after, live or deleted.
    private func moveFocus(from row: UnsafeMutablePointer<GtkWidget>, key: UInt32) {
        let step = key == UInt32(GDK_KEY_Up) || key == UInt32(GDK_KEY_KP_Up) ? -1 : 1
        if let index = focusRows.firstIndex(of: row), focusRows.indices.contains(index + step) {
            gtk_widget_grab_focus(focusRows[index + step])
        }
    }

    /// A gallery in Recently Deleted: Restore, or Delete for good after a second click to
    /// confirm. By keyboard the row takes the focus: Enter or Space restores, Delete asks and a
    /// second Delete confirms.
    private func deletedRow(id: UUID, name: String) -> ShownRow {
        let row = dd_widget_with_role(dd_box_type(), GTK_ACCESSIBLE_ROLE_LIST_ITEM)!
        gtk_box_set_spacing(dd_box(row), 4)
        gtk_widget_set_focusable(row, 1)
        dd_accessible_set_label(row, tr("%@, in Recently Deleted", name))
        gtk_widget_set_tooltip_text(row, tr("Enter restores, Delete deletes for good (press it twice)"))
        gtk_widget_add_css_class(row, "gallery-sidebar-row")
        let label = gtk_label_new(name)!
        gtk_label_set_xalign(dd_label(label), 0)
        gtk_label_set_ellipsize(dd_label(label), PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(label, 1)
        let restore = gtk_button_new_from_icon_name("edit-undo-symbolic")!
        gtk_widget_set_tooltip_text(restore, tr("Restore “%@”", name))
        dd_accessible_set_label(restore, tr("Restore “%@”", name))
        func restoreGallery() {
            app.library.restore(id)
            open(id)
        }
        onSignal(restore, "clicked") { restoreGallery() }
        let delete = gtk_button_new_from_icon_name("edit-delete-symbolic")!
        gtk_widget_set_tooltip_text(delete, tr("Delete “%@” for good", name))
        dd_accessible_set_label(delete, tr("Delete “%@” for good", name))
        var armed = false
        func deleteForGood() {
            // A second click confirms; the first only asks, for 5 seconds.
            guard armed else {
                armed = true
                // The question in the tooltip and the button's name: the button keeps its size.
                let question = tr("Delete “%@” for good? Click again to confirm", name)
                gtk_widget_set_tooltip_text(delete, question)
                dd_accessible_set_label(delete, question)
                gtk_widget_add_css_class(delete, "destructive-action")
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                    MainActor.assumeIsolated {
                        guard armed else { return }
                        armed = false
                        gtk_widget_set_tooltip_text(delete, tr("Delete “%@” for good", name))
                        dd_accessible_set_label(delete, tr("Delete “%@” for good", name))
                        gtk_widget_remove_css_class(delete, "destructive-action")
                    }
                }
                return
            }
            armed = false
            let count = pictureCount(id)
            app.library.deletePermanently(id)
            notify(trn("Deleted “%2$@” (%1$ld picture) for good", "Deleted “%2$@” (%1$ld pictures) for good", count, name), true)
        }
        onSignal(delete, "clicked") { deleteForGood() }
        onKeyPress(row) { [unowned self] key, _ in
            guard gtk_widget_has_focus(row) != 0 else { return false }  // keys for its buttons
            switch Int32(key) {
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space: restoreGallery()
            case GDK_KEY_Delete, GDK_KEY_KP_Delete:
                let asks = !armed
                deleteForGood()
                // The button's question is out of sight for the keyboard: say it.
                if asks { notify(tr("Press Delete again to delete “%@” for good", name), false) }
            case GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_KP_Up, GDK_KEY_KP_Down: moveFocus(from: row, key: key)
            default: return false
            }
            return true
        }
        for widget in [label, restore, delete] { gtk_box_append(dd_box(row), widget) }
        return ShownRow(widget: row, deleteButton: delete)
    }

    /// Where each deleted gallery's Delete button is (for the end-to-end tests).
    var deleteButtonOrigins: [String: [Double]] {
        deleteButtons.reduce(into: [:]) { result, entry in
            if let point = windowOrigin(of: entry.value) { result[entry.key.uuidString.lowercased()] = [point.x, point.y] }
        }
    }
}

/// One entry of the sidebar, equal to another exactly when both would show the same.
private enum SidebarEntry: Hashable {
    case section(String)
    case live(id: UUID, name: String, isCurrent: Bool)
    case deleted(id: UUID, name: String)
    case nothingDeleted
    case unreadable(file: String, reason: String)
}

/// The widget shown for a sidebar entry, and its Delete button when it has one to report.
private struct ShownRow {
    let widget: UnsafeMutablePointer<GtkWidget>
    var deleteButton: UnsafeMutablePointer<GtkWidget>?
}
