"""Reads what a screen reader reads: the AT-SPI tree of the running application whose name
contains argv[1], on the session bus of the environment. Prints, as JSON, the list items of
the list called argv[2] in AT-SPI's order: their name, description and index. Needs pyatspi
(python3-pyatspi, for the system's Python: run it with /usr/bin/python3)."""
import json
import sys

import pyatspi


def list_items(accessible, list_name, inside=False):
    found = []
    role = accessible.getRoleName()
    if inside and role == "list item":
        return [{"name": accessible.name, "description": accessible.description, "index": accessible.getIndexInParent()}]
    inside = inside or (role == "list" and accessible.name == list_name)
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        if child is not None:
            found += list_items(child, list_name, inside)
    return found


def main():
    application, list_name = sys.argv[1], sys.argv[2]
    items = []
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and application in (app.name or ""):
            items += list_items(app, list_name)
    print(json.dumps(items))


main()
