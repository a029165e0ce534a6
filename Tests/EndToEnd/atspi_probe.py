"""Reads what a screen reader reads: the AT-SPI tree of the running application whose name
contains argv[1], on the session bus of the environment. Prints, as JSON, the list items of
the list called argv[2] in AT-SPI's order: their name, description, index and the names of
their actions. With argv[3] and argv[4], performs the action named argv[4] of the item
whose name starts with argv[3] first, as a screen reader would (Orca's list of actions), and
prints whether it was done. Needs pyatspi (python3-pyatspi, for the system's Python: run it
with /usr/bin/python3)."""
import json
import sys

import pyatspi


def actions_of(accessible):
    try:
        action = accessible.queryAction()
    except NotImplementedError:
        return None, []
    return action, [action.getName(index) for index in range(action.nActions)]


def list_items(accessible, list_name, inside=False):
    found = []
    role = accessible.getRoleName()
    if inside and role == "list item":
        return [accessible]
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
    if len(sys.argv) > 4:
        item_name, action_name = sys.argv[3], sys.argv[4]
        for item in items:
            action, names = actions_of(item)
            if (item.name or "").startswith(item_name) and action_name in names:
                print(json.dumps({"done": bool(action.doAction(names.index(action_name))), "actions": names}))
                return
        print(json.dumps({"done": False, "actions": [actions_of(item)[1] for item in items]}))
        return
    print(json.dumps([{"name": item.name, "description": item.description, "index": item.getIndexInParent(),
                       "actions": actions_of(item)[1]} for item in items]))


main()
