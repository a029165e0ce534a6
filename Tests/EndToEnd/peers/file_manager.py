"""A stand-in file manager on the session bus: org.freedesktop.FileManager1, as Nautilus,
Thunar and Dolphin offer it, recording each ShowItems / ShowFolders call as a JSON line in
the file given as the first argument. Runs with the system Python (PyGObject)."""
import json
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

INTERFACE = """<node><interface name="org.freedesktop.FileManager1">
<method name="ShowItems"><arg type="as" name="uris" direction="in"/><arg type="s" name="startup" direction="in"/></method>
<method name="ShowFolders"><arg type="as" name="uris" direction="in"/><arg type="s" name="startup" direction="in"/></method>
</interface></node>"""


def main():
    record = sys.argv[1]
    loop = GLib.MainLoop()

    def called(connection, sender, path, interface, method, parameters, invocation):
        with open(record, "a") as out:
            out.write(json.dumps({"method": method, "uris": parameters.unpack()[0]}) + "\n")
        invocation.return_value(None)

    def acquired(connection, name):
        node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
        connection.register_object("/org/freedesktop/FileManager1", node.interfaces[0], called, None, None)

    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.FileManager1", Gio.BusNameOwnerFlags.NONE,
                     acquired, lambda *a: print("ready", flush=True), lambda *a: loop.quit())
    loop.run()


if __name__ == "__main__":
    main()
