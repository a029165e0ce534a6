"""End-to-end tests of the SwiftUI demo page (issue 41, 6 and 7): a page written as SwiftUI code
(`PackingView` in DemoScenes) shown by `GTKSwiftUIHost` — a `List` with `onMove` on a
collection host, a `LazyVGrid` of `draggable` items, a suitcase with `dropDestination` and
`onTapGesture` — driven with a real pointer. Each test checks the model (the state file) and
the screen (colours drawn where the SwiftUI layout puts them). Run by run_e2e.py with
dragdrop-demos, on X11 and on Wayland.
"""
import time

from gallery_e2e import style_env
from run_e2e import App, colour_under_held_drag, pixel

TASKS = ["Book tickets", "Water the plants", "Charge the camera", "Print the map", "Lock the door"]
# SwiftUI's colours as the demo's Color has them (sRGB, 0…255).
RED, ORANGE, YELLOW = (255, 59, 48), (255, 148, 0), (255, 204, 0)
PURPLE = (176, 82, 222)


def near(colour, expected, tolerance=24):
    return max(abs(a - b) for a, b in zip(colour, expected)) <= tolerance


def swiftui_app(screen, binary, env=None):
    app = App(screen, binary, "--demo", "swiftui", env=env)
    app.wait_for(lambda s: "list" in s["origins"] and "grid" in s["origins"], "the list and the grid")
    return app


def swatch(app, row):
    """The middle of the colour swatch of list row `row` (44-point rows, the swatch 24 points
    square 10 points in)."""
    return app.at("list", 22, row * 44 + 22)


def test_swiftui_list_row_reordered_by_a_real_pointer_drag(screen, binary):
    """Issue 41.6: a SwiftUI `List` whose `ForEach` has `onMove`, rendered on GTK, reorders by a
    real pointer drag: the model's order changes through the `onMove` closure, and the rows are
    drawn in the new order (each row's swatch, a SwiftUI `Color`, where the row now is)."""
    app = swiftui_app(screen, binary)
    assert app.state()["tasks"] == TASKS, app.state()
    assert near(pixel(screen, swatch(app, 0)), RED), pixel(screen, swatch(app, 0))
    assert near(pixel(screen, swatch(app, 1)), ORANGE), pixel(screen, swatch(app, 1))
    screen.drag(app.at("list", 150, 22), app.at("list", 150, 2 * 44 + 36), steps=12)
    state = app.wait_for(lambda s: s["tasks"] != TASKS, "the row to move")
    assert state["tasks"] == TASKS[1:3] + TASKS[:1] + TASKS[3:], state["tasks"]
    time.sleep(0.5)
    shown = [pixel(screen, swatch(app, row)) for row in range(3)]
    try:
        assert near(shown[0], ORANGE) and near(shown[1], YELLOW) and near(shown[2], RED), shown
    except AssertionError:
        screen.screenshot("swiftui-list-reorder-not-drawn")
        raise


def suitcase(app, x=60, dy=0):
    """A point of the suitcase, under the grid (184 points high, then 12 apart)."""
    return app.at("grid", x, 184 + 12 + 60 + dy)


def suitcase_colour(screen, app):
    """The colour drawn in the suitcase, away from where the pointer drops (a compositor's
    screenshot shows the pointer)."""
    return pixel(screen, suitcase(app, x=160, dy=80))


def test_swiftui_grid_item_dragged_into_the_suitcase_then_tapped_empty(screen, binary):
    """Issue 41.6: a `draggable` item of a SwiftUI `LazyVGrid` (on a collection host) dropped
    with a real pointer on a view's `dropDestination(for: String.self)` arrives there (the
    model), and the suitcase is drawn in the packed item's colour; a click on it runs its
    `onTapGesture`, which empties it."""
    app = swiftui_app(screen, binary)
    assert app.state()["packed"] == []
    # The item's `.frame(maxWidth: .infinity).frame(height: 56).background(color)` fills its
    # whole cell, as laid out at the grid's width (its lower right, not only behind its text).
    corner = pixel(screen, app.at("grid", 86, 48))
    try:
        assert near(corner, PURPLE), f"the first item's cell is {corner} low on its right, not its colour"
    except AssertionError:
        screen.screenshot("swiftui-grid-item-not-filled")
        raise
    before = suitcase_colour(screen, app)
    assert not near(before, PURPLE), before
    screen.drag(app.at("grid", 30, 28), suitcase(app), steps=12)
    state = app.wait_for(lambda s: s["packed"] != [], "the item in the suitcase")
    assert state["packed"] == ["Socks"], state
    time.sleep(0.5)
    try:
        assert near(suitcase_colour(screen, app), PURPLE), suitcase_colour(screen, app)
    except AssertionError:
        screen.screenshot("swiftui-suitcase-not-drawn")
        raise
    screen.xdotool("mousemove", *suitcase(app, x=90))
    screen.xdotool("click", 1)
    app.wait_for(lambda s: s["packed"] == [], "the tap to empty the suitcase")
    time.sleep(0.5)
    assert near(suitcase_colour(screen, app), before), (suitcase_colour(screen, app), before)


def test_swiftui_drop_lands_where_drawn_after_the_window_grows(screen, binary):
    """Issue 41.6, SEMANTICS 47: a new allocation lays the SwiftUI views out again. After the
    window grows, the suitcase is drawn wider; an item dropped on its new right end (outside
    the width it had before) lands in it."""
    app = swiftui_app(screen, binary)
    width = app.state()["sizes"]["swiftui"][0]
    window = screen.windows_of(app.process)[-1]
    screen.xdotool("windowsize", window, int(width) + 170 + 24 + 260, 640)
    screen.xdotool("windowmove", window, *app.position)  # sway centres a resized floating window
    state = app.wait_for(lambda s: s["sizes"]["swiftui"][0] > width + 150, "the SwiftUI layout at the new width")
    time.sleep(0.5)
    grown = state["sizes"]["swiftui"][0]
    right_end = app.at("swiftui", grown - 30, 12 + 184 + 12 + 60)
    assert right_end[0] > app.at("swiftui", width, 0)[0], (right_end, width)
    shown = (right_end[0], right_end[1] + 60)  # away from the pointer
    assert not near(pixel(screen, shown), PURPLE)
    screen.drag(app.at("grid", 30, 28), right_end, steps=12)
    try:
        state = app.wait_for(lambda s: s["packed"] != [], "the item dropped on the suitcase's new right end", timeout=5)
    except AssertionError:
        screen.screenshot("swiftui-drop-after-resize-missed")
        raise
    assert state["packed"] == ["Socks"], state
    time.sleep(0.5)
    assert near(pixel(screen, shown), PURPLE), pixel(screen, shown)


def test_swiftui_colour_scheme_follows_the_system_style(screen, binary):
    """Issue 41.6: light and dark style from the system. In the desktop's dark style the
    SwiftUI view's `@Environment(\\.colorScheme)` is `.dark` (the empty suitcase drawn dark
    grey, a colour the view chose from it); in the default style `.light` (light grey)."""
    for scheme, dark in (("prefer-dark", True), ("default", False)):
        app = swiftui_app(screen, binary, env=style_env(screen, scheme))
        state = app.wait_for(lambda s: s["colorScheme"] == ("dark" if dark else "light"), f"the {scheme} colour scheme")
        time.sleep(0.5)
        colour = suitcase_colour(screen, app)
        assert (sum(colour) / 3 < 100) == dark, f"{scheme}: the empty suitcase is {colour}"
        app.close()
        assert state["packed"] == []


def test_swiftui_grid_item_is_dragged_as_drawn(screen, binary):
    """A grid item's `draggable` lifts the item as drawn, its colour under the pointer — the
    drag's items are the SwiftUI row's own (no index path of the grid), and its image was
    GTK's default document icon."""
    if screen.backend != "x11":
        return "sway's screenshots here show no drag image to measure (grim leaves it out)"
    app = swiftui_app(screen, binary)
    start = app.at("grid", 30, 28)
    near = colour_under_held_drag(screen, start, (start[0] + 40, 700), "#B052DE", "swiftui-grid-item-dragged-not-as-drawn")
    assert near > 1000, f"the drag image is not the item ({near} pixels of its purple near the pointer)"
    assert app.state()["packed"] == []


TEAMS = ["Harbor Hawks", "Liberty Lions", "Bay Bulls", "Lake Lynx", "Motor Mustangs", "River Rams"]


def test_swiftui_teams_resorted_live_by_a_real_pointer_drag(screen, binary):
    """Issue 41.7: seed 000's SwiftUI Teams code as a SwiftUI view body (`TeamsView`, a `List`
    of division `Section`s, rows with `onDrag` and a `DropDelegate` each), on GTK. A team
    dragged down its division with a real pointer re-sorts it live and stays where it is
    dropped; a team dragged onto another division's team changes nothing. Each division is a
    28-point header, three 44-point rows and a 28-point footer."""
    app = App(screen, binary, "--demo", "swiftuiteams")
    app.wait_for(lambda s: "list" in s["origins"] and len(s.get("teams", [])) == 6, "the teams list")
    assert app.state()["teams"] == TEAMS, app.state()
    screen.drag(app.at("list", 120, 28 + 22), app.at("list", 120, 28 + 2 * 44 + 26), steps=16)
    state = app.wait_for(lambda s: s["teams"][:3] == ["Liberty Lions", "Bay Bulls", "Harbor Hawks"], "the live re-sort")
    assert state["teams"][3:] == TEAMS[3:], state
    # Harbor Hawks (now last of its division) onto Motor Mustangs, in the other division: nothing moves.
    screen.drag(app.at("list", 120, 28 + 2 * 44 + 22), app.at("list", 120, 188 + 28 + 44 + 22), steps=16)
    time.sleep(1)
    assert app.state()["teams"] == ["Liberty Lions", "Bay Bulls", "Harbor Hawks"] + TEAMS[3:], app.state()


def test_swiftui_teams_row_selected_by_a_click(screen, binary):
    """Issue 41: `List(selection:)` on GTK. A click on a team selects it (the table's selection,
    which the view's `Set` binding follows) and the row is drawn selected, in another colour
    than the rows around it."""
    app = App(screen, binary, "--demo", "swiftuiteams")
    app.wait_for(lambda s: "list" in s["origins"] and len(s.get("teams", [])) == 6, "the teams list")
    assert app.state()["selected"] == []
    blank = app.at("list", 200, 188 + 28 + 22)  # between Lake Lynx's name and its city
    before = pixel(screen, blank)
    screen.xdotool("mousemove", *app.at("list", 60, 188 + 28 + 22))
    screen.xdotool("click", 1)
    app.wait_for(lambda s: s["selected"] == ["Lake Lynx"], "Lake Lynx selected")
    time.sleep(0.5)
    after = pixel(screen, blank)
    neighbour = pixel(screen, app.at("list", 200, 188 + 28 + 44 + 22))
    try:
        assert after != before and neighbour == before, (before, after, neighbour)
    except AssertionError:
        screen.screenshot("swiftui-teams-selection-not-drawn")
        raise
