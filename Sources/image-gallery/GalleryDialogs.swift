import CDragDropGtk
import CDragDropGtkShim
import CAdwaita
import DragDropGTK
import Foundation
import ImageGalleryCore

/// The gallery's two informational windows, GNOME's way: the keyboard shortcuts
/// (GtkShortcutsWindow, Ctrl+?) and About (AdwAboutWindow).
@MainActor
enum GalleryDialogs {
    static let version = "0.4.0"

    /// Every shortcut of the gallery, grouped as in docs/IMAGE-GALLERY.md.
    static var shortcuts: [(group: String, items: [(keys: String, title: String)])] {
        [
            (tr("Pictures"), [("<Control>o", tr("Add pictures")),
                              ("<Control><Shift>o", tr("Import a folder and its subfolders")),
                              ("<Control>e", tr("Export the selection (or the gallery) to a folder")),
                              ("<Control>a", tr("Select every picture")), ("Escape", tr("Clear the selection")),
                              ("Delete", tr("Move the selection to the trash")), ("<Control>c", tr("Copy the selection")),
                              ("<Control>v", tr("Paste pictures, image data, files or links")),
                              ("Return", tr("Open the focused picture")), ("<Alt>Return", tr("Properties of the selected picture")),
                              ("<Control>r", tr("Rotate right")), ("<Control><Shift>r", tr("Rotate left")),
                              ("Menu", tr("The picture's menu: Open With…, Show in Files…")),
                              ("<Control>f", tr("Find pictures by name, camera or date"))]),
            (tr("View"), [("<Control>plus", tr("Zoom in")), ("<Control>minus", tr("Zoom out")),
                          ("<Control>j", tr("Justified rows on or off"))]),
            (tr("Galleries"), [("<Control>n", tr("New window")), ("<Control><Shift>n", tr("New gallery")), ("<Control>z", tr("Undo")),
                               ("<Control><Shift>z", tr("Redo")), ("F2", tr("Rename the gallery whose row has the focus")),
                               ("Delete", tr("Move the gallery whose row has the focus to Recently Deleted")),
                               ("Return", tr("Restore the gallery in Recently Deleted whose row has the focus")),
                               ("Delete", tr("Delete the gallery in Recently Deleted whose row has the focus for good (press twice)"))]),
            (tr("Reordering without a pointer"), [("space", tr("Lift the focused picture, then put it down")),
                                                  ("Left Right Up Down", tr("Move the focus, or the lifted picture")),
                                                  ("Home End", tr("Move the focus, or the lifted picture, to the first or last place")),
                                                  ("Escape", tr("Put the lifted picture back"))]),
            (tr("Viewer"), [("Left", tr("Previous picture")), ("Right", tr("Next picture")),
                            ("Home", tr("First picture")), ("End", tr("Last picture")), ("<Control>c", tr("Copy the picture")),
                            ("Delete", tr("Remove the picture from the gallery")), ("F10", tr("Main Menu")),
                            ("<Control>0", tr("Fit to the window")),
                            ("F9", tr("Properties")), ("F11", tr("Full screen")), ("F5", tr("Slideshow")),
                            ("Escape", tr("Close")), ("<Control>w", tr("Close"))]),
            (tr("General"), [("<Control>question", tr("Keyboard shortcuts"))]),
        ]
    }

    /// The shortcuts window, transient for `parent`.
    static func showShortcuts(for parent: UnsafeMutablePointer<GtkWindow>?) {
        let escaped = UITemplate.escaped
        let title = escaped(tr("Keyboard Shortcuts"))
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        xml += #"<property name="title">\#(title)</property><child><object class="GtkShortcutsSection">"#
        xml += #"<property name="section-name">gallery</property>"#
        for group in shortcuts {
            xml += #"<child><object class="GtkShortcutsGroup"><property name="title">\#(escaped(group.group))</property>"#
            for item in group.items {
                xml += #"<child><object class="GtkShortcutsShortcut"><property name="accelerator">\#(escaped(item.keys))</property>"#
                xml += #"<property name="title">\#(escaped(item.title))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        wrapLongTitles(under: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), titles: Set(shortcuts.flatMap { $0.items.map(\.title) }))
        gtk_window_set_transient_for(window, parent)
        shortcutsWindow = window
        onSignal(UnsafeMutableRawPointer(window), "destroy") { shortcutsWindow = nil }
        gtk_window_present(window)
    }

    /// The shortcuts window while it is open.
    private static var shortcutsWindow: UnsafeMutablePointer<GtkWindow>?

    /// The width the shortcuts window asks for and has, for the end-to-end tests (empty while closed).
    static var shortcutsReport: [String: Int] {
        guard let window = shortcutsWindow else { return [:] }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return ["minimumWidth": Int(minimum), "naturalWidth": Int(natural), "width": Int(gtk_widget_get_width(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)))]
    }

    /// A description wraps past ``shortcutTitleWidth`` characters instead of widening its
    /// column: GtkShortcutsWindow shows two columns side by side, each as wide as its longest
    /// line, and in Russian the window was 1620 pixels wide (cut on a 1400-pixel screen).
    private static func wrapLongTitles(under widget: UnsafeMutablePointer<GtkWidget>, titles: Set<String>) {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0,
           titles.contains(String(cString: gtk_label_get_text(dd_label(widget)))) {
            gtk_label_set_wrap(dd_label(widget), 1)
            gtk_label_set_max_width_chars(dd_label(widget), shortcutTitleWidth)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            wrapLongTitles(under: current, titles: titles)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Characters of a shortcut's description on one line.
    static let shortcutTitleWidth: Int32 = 36

    /// The application's icon when the icon theme has it (installed by `scripts/install`, or
    /// found beside a build of the project), else GNOME's generic picture icon.
    static var logoIconName: String {
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        let name = "org.dragdrop.ImageGallery"
        if gtk_icon_theme_has_icon(theme, name) == 0 {
            // A build of the project: …/.build/<triple>/<configuration>/image-gallery → …/data/icons.
            let icons = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("../../../data/icons").standardized
            if FileManager.default.fileExists(atPath: icons.path) { gtk_icon_theme_add_search_path(theme, icons.path) }
        }
        return gtk_icon_theme_has_icon(theme, name) != 0 ? name : "image-x-generic"
    }

    /// The pictures an action could not add (or that were set aside), each with why, in a
    /// message dialog over `parent`; with a Try Again response when `tryAgain` is given.
    static func showProblems(_ problems: [String], title: String, tryAgain: (@MainActor () -> Void)? = nil,
                             for parent: UnsafeMutablePointer<GtkWindow>?) {
        let dialog = adw_message_dialog_new(parent, title, problems.joined(separator: "\n"))!
        let message = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: AdwMessageDialog.self)
        adw_message_dialog_add_response(message, "close", tr("_Close"))
        adw_message_dialog_set_default_response(message, "close")
        if let tryAgain {
            adw_message_dialog_add_response(message, "try-again", tr("_Try Again"))
            onNamedResponse(UnsafeMutableRawPointer(dialog), "try-again", tryAgain)
        }
        gtk_window_present(dd_window(dialog))
    }

    /// "About Image Gallery" (libadwaita's About window), transient for `parent`; its details
    /// say how many pictures the gallery keeps for good, how much room they take, and where.
    static func showAbout(for parent: UnsafeMutablePointer<GtkWindow>?, kept: KeptPictures) {
        let about = adw_about_window_new()!
        let window = OpaquePointer(about)
        adw_about_window_set_application_name(window, tr("Image Gallery"))
        adw_about_window_set_application_icon(window, logoIconName)
        adw_about_window_set_version(window, version)
        adw_about_window_set_developer_name(window, tr("The DragDrop developers"))
        adw_about_window_set_comments(window, tr("Galleries of pictures you fill, rearrange and share by dragging — iOS's drag-and-drop model on Linux."))
        adw_about_window_set_license_type(window, GTK_LICENSE_APACHE_2_0)
        let usage = kept.usage
        let size = ByteCountFormatter.string(fromByteCount: Int64(usage.bytes), countStyle: .file)
        // TRANSLATORS: About's details: "12 pictures kept (48 MB) in /home/…/pictures".
        adw_about_window_set_debug_info(window, trn("%ld picture kept (%@) in %@", "%ld pictures kept (%@) in %@", usage.pictures,
                                                    size, kept.directory.path))
        // TRANSLATORS: put your name here; it appears in About.
        let translators = tr("translator-credits")
        if translators != "translator-credits" { adw_about_window_set_translator_credits(window, translators) }
        gtk_window_set_title(dd_window(about), tr("About Image Gallery"))
        gtk_window_set_transient_for(dd_window(about), parent)
        gtk_window_set_modal(dd_window(about), 1)
        gtk_window_present(dd_window(about))
    }
}
