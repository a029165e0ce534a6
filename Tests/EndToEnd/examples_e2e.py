"""End-to-end tests of Examples/ReorderableList: a package of its own that depends on the
library by path and uses only its products. Run by run_e2e.py with the example's binary.
"""
import os

from run_e2e import App, lists_app, row_center

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "Examples", "ReorderableList", ".build", "debug", "ReorderableList")
ITEMS = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"]


def item_point(app, index, dy=0):
    """The list's 40-point rows."""
    return app.at("list", 150, index * 40 + 20 + dy)


def test_example_reorders_by_drag(screen, binary):
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, EXAMPLE)
    screen.drag(item_point(app, 0), item_point(app, 2, dy=12))
    state = app.wait_for(lambda s: s["items"] != ITEMS, "the reorder")
    assert state["items"] == ["Bread", "Cheese", "Apples", "Dates", "Eggs", "Flour"], state["items"]


def test_example_takes_text_from_another_application(screen, binary):
    """A row of the demos' two lists (another process) dropped on the example's list."""
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    example = App(screen, EXAMPLE, position=(900, 0))
    demos = lists_app(screen, os.path.join(os.path.dirname(binary), "dragdrop-demos"))
    screen.drag(row_center(demos, 3), item_point(example, 1, dy=-12), steps=12)
    state = example.wait_for(lambda s: len(s["items"]) == 7, "the row to arrive")
    assert state["items"][1] == "Left 4", state["items"]
