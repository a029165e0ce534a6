import CDragDropGtk

/// A widget held without a reference: nil once GTK finalized it (a weak pointer GLib clears).
@MainActor
final class WeakWidget {
    private let pointer: UnsafeMutablePointer<gpointer?>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: UnsafeMutableRawPointer(widget))
        g_object_add_weak_pointer(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), pointer)
    }

    /// The widget, or nil after GTK finalized it.
    var widget: UnsafeMutablePointer<GtkWidget>? { pointer.pointee?.assumingMemoryBound(to: GtkWidget.self) }

    isolated deinit {
        if let object = pointer.pointee {
            g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), pointer)
        }
        pointer.deallocate()
    }
}
