"""GTK 4's own file chooser in a libadwaita application, as a reference for the gallery's:
opens a GtkFileChooserNative for several files with one filter (as Add Pictures… does, with
libadwaita's style as the gallery has it, and no style sheet of an application), and writes the texts of its labels that GTK shows cut short (ellipsized), at
its default size, as a JSON list to the file given as the first argument, then waits to be
ended. Runs with the system Python (PyGObject)."""
import json
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
from gi.repository import Adw, GLib, Gtk  # noqa: E402


def cut_labels(widget, found):
    if not widget.get_mapped():
        return
    if isinstance(widget, Gtk.Label) and widget.get_layout().is_ellipsized():
        found.append(widget.get_text())
    child = widget.get_first_child()
    while child:
        cut_labels(child, found)
        child = child.get_next_sibling()


def main():
    record = sys.argv[1]
    Gtk.init()
    Adw.init()  # libadwaita's style sheet, as every libadwaita application has it (the gallery's fonts and paddings)
    chooser = Gtk.FileChooserNative.new("Reference", None, Gtk.FileChooserAction.OPEN, "_Add", "_Cancel")
    pictures = Gtk.FileFilter()
    pictures.set_name("Pictures")
    pictures.add_suffix("png")
    chooser.add_filter(pictures)
    chooser.set_select_multiple(True)
    chooser.show()
    loop = GLib.MainLoop()

    def measure():
        found = []
        for window in Gtk.Window.get_toplevels():
            if isinstance(window, Gtk.FileChooserDialog):
                cut_labels(window, found)
        with open(record + ".tmp", "w") as out:
            json.dump(found, out)
        os.replace(record + ".tmp", record)
        chooser.hide()  # out of the gallery's way; the test ends this process once it has read the record
        return False

    GLib.timeout_add(2500, measure)  # its places listed, as the gallery's test waits for them
    loop.run()


if __name__ == "__main__":
    main()
