import CDragDropGtk
import CDragDropGtkShim

/// Ties a Swift object's life to a GTK widget's: the widget holds a strong reference, given
/// back when the widget is finalized. Hosts use it so an application that keeps only the
/// widget (as GTK code does) still has a working host — drags included.
enum WidgetOwnership {
    @MainActor
    static func retain(_ owner: AnyObject, by widget: UnsafeMutablePointer<GtkWidget>, key: String = "dragdrop-host") {
        g_object_set_data_full(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key,
                               Unmanaged.passRetained(owner).toOpaque(), releaseOwner)
    }
}

private let releaseOwner: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
