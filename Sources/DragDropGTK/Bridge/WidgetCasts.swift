import CDragDropGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as its own GTK type, for functions that take it (C's `GTK_BOX (widget)`
    /// without the type check): `gtk_box_append(row.as(GtkBox.self), child)`.
    public func `as`<Widget>(_ type: Widget.Type) -> UnsafeMutablePointer<Widget> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: type)
    }
}
