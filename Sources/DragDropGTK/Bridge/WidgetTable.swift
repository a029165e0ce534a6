import CDragDropGtk

/// Values kept per widget, keyed by the widget but holding no reference to it: an entry goes
/// when GTK finalizes its widget (`g_object_weak_ref`), so none outlives its widget and a new
/// widget GTK makes at a freed one's address starts with no entry.
@MainActor
final class WidgetTable<Value> {
    private var values: [UnsafeMutablePointer<GtkWidget>: Value] = [:]
    /// The widgets this table has a weak reference on (one each, until finalized).
    private var watched: Set<UnsafeMutablePointer<GtkWidget>> = []

    init() {}

    /// The value of `widget`; setting one watches the widget for its finalization.
    /// - Complexity: O(1) on average.
    subscript(widget: UnsafeMutablePointer<GtkWidget>) -> Value? {
        get { values[widget] }
        set {
            if newValue != nil, watched.insert(widget).inserted { watchFinalization(of: widget) }
            values[widget] = newValue
        }
    }

    /// The number of widgets with a value.
    var count: Int { values.count }

    private func watchFinalization(of widget: UnsafeMutablePointer<GtkWidget>) {
        let forget: @MainActor () -> Void = { [weak self] in
            self?.values[widget] = nil
            self?.watched.remove(widget)
        }
        let data = Unmanaged.passRetained(ClosureBox(forget)).toOpaque()
        g_object_weak_ref(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), { data, _ in
            guard let data else { return }
            let box = Unmanaged<ClosureBox<@MainActor () -> Void>>.fromOpaque(data).takeRetainedValue()
            let forget = UncheckedResult(value: box.handler)
            onMain { forget.value() }  // GTK finalizes widgets on the main thread
        }, data)
    }
}
