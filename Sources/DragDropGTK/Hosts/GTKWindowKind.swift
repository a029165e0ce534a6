import CDragDropGtk
import CDragDropGtkShim

/// How ``GTKApplication`` makes its windows: GTK's own `GtkApplicationWindow`, or a window
/// class built on it by another library — libadwaita's `AdwApplicationWindow`, which takes
/// its content its own way and has no separate title bar — without DragDropGTK depending
/// on that library.
@MainActor
public struct GTKWindowKind {
    /// Makes a window of the application.
    public let make: (UnsafeMutablePointer<GtkApplication>) -> UnsafeMutablePointer<GtkWidget>
    /// Puts `content` (the second argument) into the window (the first).
    public let setContent: (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) -> Void
    /// Whether the window takes a title bar widget (`gtk_window_set_titlebar`); when false,
    /// a header bar is only ever part of the content.
    public let hasTitlebar: Bool

    /// A window kind from its three parts.
    public init(make: @escaping (UnsafeMutablePointer<GtkApplication>) -> UnsafeMutablePointer<GtkWidget>,
                setContent: @escaping (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) -> Void,
                hasTitlebar: Bool) {
        self.make = make
        self.setContent = setContent
        self.hasTitlebar = hasTitlebar
    }

    /// GTK's `GtkApplicationWindow`.
    public static let gtk = GTKWindowKind(make: { gtk_application_window_new($0)! },
                                          setContent: { gtk_window_set_child(dd_window($0), $1) },
                                          hasTitlebar: true)
}
