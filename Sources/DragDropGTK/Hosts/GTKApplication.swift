import CDragDropGtk
import CDragDropGtkShim
import DragDrop
import Foundation

/// Runs a GTK application whose windows share one ``DragDrop/DragDropSystem``.
@MainActor
public final class GTKApplication {
    /// The drag system every window of the application shares.
    public let system: DragDropSystem
    /// The GtkApplication, for windows made outside ``openWindow(title:size:titlebar:onClose:content:)``.
    public let application: UnsafeMutablePointer<GtkApplication>
    private let onActivate: (GTKApplication) -> Void
    private let onOpen: ((GTKApplication, [URL]) -> Void)?
    private var nextWindowOrigin = 0.0
    /// The width of the core screen given to each window.
    public static let windowStretch = 100_000.0
    /// How windows are made (GTK's own by default; libadwaita's through ``GTKWindowKind``).
    public var windowKind = GTKWindowKind.gtk
    /// Whether the application follows the desktop's light, dark and high-contrast style
    /// itself (``SystemStyle``). Turn it off when a library does it (libadwaita's style manager).
    public var followsSystemStyle = true
    /// Follows the undo managers for ``installUndoActions(undoManager:)``.
    var undoObserver: (any NSObjectProtocol)?

    /// - Parameters:
    ///   - identifier: the application id (reverse DNS).
    ///   - unique: one instance per session, as GNOME applications are: a second launch
    ///     activates the running one (its `onActivate` runs again there) and exits. Without
    ///     a D-Bus session bus GApplication runs as a separate instance anyway. False lets
    ///     several instances run at once (the end-to-end tests need that).
    ///   - onActivate: runs when the application starts (and, when unique, at each launch):
    ///     open windows here.
    ///   - onOpen: runs instead of `onActivate` when the application is launched with files or
    ///     URLs (``run(opening:)``) — in the running instance when it is unique. Without it,
    ///     the application takes no files.
    public init(identifier: String, unique: Bool = false, onActivate: @escaping (GTKApplication) -> Void,
                onOpen: ((GTKApplication, [URL]) -> Void)? = nil) {
        system = DragDropSystem(identifier: identifier)
        var flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        if onOpen != nil { flags = GApplicationFlags(rawValue: flags.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue) }
        application = gtk_application_new(identifier, flags)
        self.onActivate = onActivate
        self.onOpen = onOpen
        let handler: VoidHandler = { [weak self] in
            guard let self else { return }
            if followsSystemStyle { SystemStyle.follow() }
            self.onActivate(self)
        }
        connect(UnsafeMutableRawPointer(application), .applicationActivate, handler)
        if onOpen != nil {
            let open: OpenHandler = { [weak self] urls in
                guard let self, let onOpen = self.onOpen else { return }
                if followsSystemStyle { SystemStyle.follow() }
                onOpen(self, urls)
            }
            connect(UnsafeMutableRawPointer(application), .open, open)
        }
    }

    /// Opens a window showing `content`; returns the core window its views live in. Each
    /// window gets its own stretch of the core's screen, so points never collide, and its
    /// core window covers that whole stretch, so pages of a window (a GtkStack) can each
    /// place their views in a region of their own.
    /// - Parameters:
    ///   - title: the window's title.
    ///   - size: its default size.
    ///   - titlebar: a header bar, if the window has one.
    ///   - onClose: runs when the window is closed (remove its views from the core here).
    ///   - content: makes the window's widget, given the core window to put views in.
    @discardableResult
    public func openWindow(title: String, size: Size, titlebar: UnsafeMutablePointer<GtkWidget>? = nil,
                           onClose: (@MainActor (DragDrop.Window) -> Void)? = nil,
                           content: (DragDrop.Window) -> UnsafeMutablePointer<GtkWidget>) -> DragDrop.Window {
        let coreWindow = DragDrop.Window(identifier: title, frame: Rect(x: nextWindowOrigin, y: 0, width: Self.windowStretch - 1,
                                                                        height: Self.windowStretch - 1))
        nextWindowOrigin += Self.windowStretch
        system.addWindow(coreWindow)
        let window = windowKind.make(application)
        gtk_window_set_title(dd_window(window), title)
        gtk_window_set_default_size(dd_window(window), Int32(size.width), Int32(size.height))
        var child = content(coreWindow)
        if let titlebar {
            // The header bar goes inside the content (an empty titlebar keeps the frame), so
            // drop animations are drawn over it too — into a trash button, for example.
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(dd_box(column), titlebar)
            gtk_widget_set_vexpand(child, 1)
            gtk_box_append(dd_box(column), child)
            child = column
            if windowKind.hasTitlebar {
                let empty = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
                gtk_widget_set_visible(empty, 0)
                gtk_window_set_titlebar(dd_window(window), empty)
            }
        }
        windowKind.setContent(window, DropAnimation.wrap(child))
        // Escape cancels a pointer drag from this application, before anything else sees it.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        let escape: KeyHandler = { keyval, _ in
            keyval == UInt32(GDK_KEY_Escape) && GTKDragBridge.cancelDragInProgress()
        }
        connect(UnsafeMutableRawPointer(keys), .keyPressed, escape)
        gtk_widget_add_controller(window, keys)
        onSignal(UnsafeMutableRawPointer(window), "destroy") { [weak self] in
            onClose?(coreWindow)
            self?.system.removeWindow(coreWindow)
        }
        gtk_window_present(dd_window(window))
        return coreWindow
    }

    /// Adds an application action (`app.<name>`) with keyboard shortcuts such as `<Control>z`.
    public func addAction(_ name: String, accelerators: [String] = [], perform: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        let handler: VoidHandler = perform
        connect(UnsafeMutableRawPointer(action), .actionActivate, handler)
        install(action, named: name, accelerators: accelerators)
    }

    /// Adds an application action (`app.<name>`) that is on or off — a menu shows it as a
    /// check item; activating it flips it and calls `changed` with the new state.
    public func addToggleAction(_ name: String, isOn: Bool, accelerators: [String] = [],
                                changed: @escaping @MainActor (Bool) -> Void) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))!
        let pointer = UncheckedResult(value: action)
        let handler: VoidHandler = {
            let action = pointer.value
            let state = g_action_get_state(action)
            let now = state.map { g_variant_get_boolean($0) == 0 } ?? true
            if let state { g_variant_unref(state) }
            g_simple_action_set_state(action, g_variant_new_boolean(now ? 1 : 0))
            changed(now)
        }
        connect(UnsafeMutableRawPointer(action), .actionActivate, handler)
        install(action, named: name, accelerators: accelerators)
    }

    private func install(_ action: OpaquePointer, named name: String, accelerators: [String]) {
        g_action_map_add_action(dd_action_map(UnsafeMutableRawPointer(application)), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        guard !accelerators.isEmpty else { return }
        let strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var pointers: [UnsafePointer<CChar>?] = strings.map { $0.map { UnsafePointer($0) } } + [nil]
        pointers.withUnsafeMutableBufferPointer { gtk_application_set_accels_for_action(application, "app.\(name)", $0.baseAddress) }
    }

    /// Loads CSS for the whole application.
    public func addStyle(_ css: String) {
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), OpaquePointer(provider),
                                                   UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Runs the main loop until the last window closes; returns the exit status. `files`
    /// (paths or URLs, as given on the command line) go to `onOpen` — in the running instance
    /// when the application is unique and already runs.
    public func run(opening files: [String] = []) -> Int32 {
        run(openingArguments: files.map { Array($0.utf8CString) })
    }

    /// ``run(opening:)`` with the files as the command line gave them: NUL-terminated bytes
    /// (from `CommandLine.unsafeArgv`), which need not be UTF-8 — GLib makes each a file from
    /// its bytes, where a Swift `String` would have repaired a file name that is not UTF-8
    /// into one naming no file.
    public func run(openingArguments files: [[CChar]]) -> Int32 {
        GLibMainLoop.installDispatchBridge()
        let arguments = [Array((CommandLine.arguments.first ?? "app").utf8CString)] + (onOpen == nil ? [] : files)
        let strings = arguments.map { argument in argument.withUnsafeBufferPointer { strdup($0.baseAddress!) } }
        defer { strings.forEach { free($0) } }
        var argv: [UnsafeMutablePointer<CChar>?] = strings + [nil]
        let status = argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(dd_gapplication(UnsafeMutableRawPointer(application)), Int32(arguments.count), buffer.baseAddress)
        }
        g_object_unref(UnsafeMutableRawPointer(application))
        return status
    }
}
