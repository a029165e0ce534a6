// `import DragDropGTK` brings GTK's C API (GtkWidget, gtk_label_new…), which custom cells
// (GTKCellFactory) are written with, and the core (`DragDrop`).
@_exported import CDragDropGtk
@_exported import DragDrop
