"""End-to-end tests of the SwiftUI stickers page (issue 41, 3 and 6): a `LazyHGrid` of three
rows scrolling sideways (`StickersView` in DemoScenes) shown on a collection host by
`GTKSwiftUIHost`, its `ForEach` with `onMove`, above an album with a `dropDestination` —
driven with a real pointer. Each test checks the model (the state file) and the screen (the
stickers' colours where the grid lays them out). Run by run_e2e.py with dragdrop-demos, on X11
and on Wayland.
"""
import time

from run_e2e import App, pixel

STICKERS = [f"Sticker {n}" for n in range(1, 25)]
# The stickers' colours in turn, as the demo's Color has them (sRGB, 0…255).
COLOURS = [(255, 59, 48), (255, 148, 0), (255, 204, 0), (52, 199, 89), (0, 122, 255), (176, 82, 222)]
# Three rows in 216 points, 8 apart; stickers 100 wide, columns 8 apart.
CELL_HEIGHT = (216 - 16) / 3
COLUMN_PITCH = 108


def near(colour, expected, tolerance=24):
    return max(abs(a - b) for a, b in zip(colour, expected)) <= tolerance


def stickers_app(screen, binary):
    app = App(screen, binary, "--demo", "stickers")
    app.wait_for(lambda s: "grid" in s["origins"], "the grid")
    return app


def cell(app, column, row, fraction=0.5, dx=20):
    """A point of the sticker shown at `column`, `row` of the grid as scrolled now, `fraction`
    down it, `dx` in from its left (away from its centred text)."""
    scrolled = app.state()["scrolled"]
    return app.at("grid", column * COLUMN_PITCH + dx - scrolled, row * (CELL_HEIGHT + 8) + fraction * CELL_HEIGHT)


def colour_of(name):
    return COLOURS[(int(name.split()[1]) - 1) % len(COLOURS)]


def test_swiftui_lazy_hgrid_sticker_moves_down_its_column_and_into_the_next(screen, binary):
    """Issue 41.3: a SwiftUI `LazyHGrid` on a collection host reorders through its `ForEach`'s
    `onMove` by a real pointer drag measured down each column: the first sticker dragged to the
    lower half of the third goes after it; the fourth dragged to the top of the first column
    goes first. The stickers are drawn in the new order, down the columns."""
    app = stickers_app(screen, binary)
    assert app.state()["stickers"] == STICKERS, app.state()
    screen.drag(cell(app, 0, 0), cell(app, 0, 2, 0.85), steps=12)
    state = app.wait_for(lambda s: s["stickers"] != STICKERS, "the sticker to move down its column")
    expected = STICKERS[1:3] + STICKERS[:1] + STICKERS[3:]
    assert state["stickers"] == expected, state["stickers"]
    screen.drag(cell(app, 1, 0), cell(app, 0, 0, 0.15), steps=12)
    state = app.wait_for(lambda s: s["stickers"] != expected, "the sticker to move into the first column")
    expected = expected[3:4] + expected[:3] + expected[4:]
    assert state["stickers"] == expected, state["stickers"]
    time.sleep(0.5)
    shown = [pixel(screen, cell(app, column, row, 0.8)) for column in range(2) for row in range(3)]
    try:
        assert all(near(colour, colour_of(name)) for colour, name in zip(shown, expected[:6])), (shown, expected[:6])
    except AssertionError:
        screen.screenshot("swiftui-lazy-hgrid-not-drawn-in-order")
        raise


def test_swiftui_lazy_hgrid_scrolls_sideways_and_a_sticker_drops_into_the_album(screen, binary):
    """Issue 41.3: the wheel with Shift over the `LazyHGrid` scrolls it sideways (its content is
    wider than the page, and GTK turns a shifted wheel sideways); a sticker then dragged from its first column shown into the album arrives there
    through the album's `dropDestination(for: String.self)` (an `onMove` drag carries its row's
    text), and the grid keeps its order."""
    app = stickers_app(screen, binary)
    width, height = app.state()["sizes"]["grid"]
    screen.xdotool("mousemove", *app.at("grid", width / 2, height / 2))
    time.sleep(0.2)
    screen.xdotool("keydown", "shift")
    time.sleep(0.3)
    for _ in range(4):
        screen.xdotool("click", 5)
        time.sleep(0.15)
    screen.xdotool("keyup", "shift")
    time.sleep(0.5)
    # The state is written after the drop (a scroll alone writes none): the sticker dragged is
    # the one drawn at the top right of the grid as scrolled then.
    start = app.at("grid", width - 60, CELL_HEIGHT / 2)
    screen.drag(start, app.at("grid", 200, height + 12 + 100), steps=14)
    state = app.wait_for(lambda s: s["album"], "a sticker in the album")
    assert state["scrolled"] > COLUMN_PITCH, state["scrolled"]
    name = STICKERS[int((width - 60 + state["scrolled"]) // COLUMN_PITCH) * 3]
    assert state["album"] == [name], (state["album"], name)
    assert state["stickers"] == STICKERS, state["stickers"]
    time.sleep(0.3)
    try:
        assert near(pixel(screen, start), colour_of(name)), (pixel(screen, start), name)
    except AssertionError:
        screen.screenshot("swiftui-lazy-hgrid-not-scrolled-as-drawn")
        raise
