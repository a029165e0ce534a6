"""End-to-end tests of the SwiftUI controls demo page (issue 41): a page written as SwiftUI code
(`ControlsView` in DemoScenes) shown by `GTKSwiftUIHost` — a `Button`, a `Toggle` and a
`TextField` bound to the model, and a row of shapes — driven with a real pointer and keyboard.
Each test checks the model (the state file) and the screen. Run by run_e2e.py with
dragdrop-demos, on X11 and on Wayland.
"""
import subprocess
import time

from run_e2e import App, pixel

RED, GREEN, BLUE, ORANGE, PURPLE = (255, 59, 48), (51, 199, 89), (0, 122, 255), (255, 148, 0), (176, 82, 222)


def near(colour, expected, tolerance=24):
    return max(abs(a - b) for a, b in zip(colour, expected)) <= tolerance


def controls_app(screen, binary):
    app = App(screen, binary, "--demo", "controls")
    app.wait_for(lambda s: all(name in s["origins"] for name in ("button", "switch", "entry", "shape5")), "the controls")
    return app


def middle(app, name, dx=None, dy=None):
    """A point of the view `name` (its middle unless told), in the screen's coordinates."""
    width, height = app.state()["sizes"][name]
    return app.at(name, width / 2 if dx is None else dx, height / 2 if dy is None else dy)


def test_swiftui_button_toggle_and_text_field_by_pointer_and_keyboard(screen, binary):
    """Issue 41: a SwiftUI `Button` clicked twice runs its action twice; a `Toggle`'s switch
    clicked flips its binding (the circle, a view of that state, is drawn orange); a click in
    a `TextField` and typing writes its binding, letter by letter."""
    app = controls_app(screen, binary)
    assert app.state()["stickers"] == 0 and app.state()["fragile"] is False
    for _ in range(2):
        screen.xdotool("mousemove", *middle(app, "button"))
        screen.xdotool("click", 1)
        time.sleep(0.3)
    app.wait_for(lambda s: s["stickers"] == 2, "two clicks on the button")
    assert near(pixel(screen, middle(app, "shape2")), BLUE), pixel(screen, middle(app, "shape2"))
    screen.xdotool("mousemove", *middle(app, "switch"))
    screen.xdotool("click", 1)
    app.wait_for(lambda s: s["fragile"] is True, "the switch on")
    time.sleep(0.5)
    try:
        assert near(pixel(screen, middle(app, "shape2")), ORANGE), pixel(screen, middle(app, "shape2"))
    except AssertionError:
        screen.screenshot("swiftui-toggle-not-drawn")
        raise
    screen.xdotool("mousemove", *middle(app, "entry"))
    screen.xdotool("click", 1)
    time.sleep(0.3)
    screen.xdotool("type", "glass")
    state = app.wait_for(lambda s: s["label"] == "glass", "the typed label")
    assert state["stickers"] == 2 and state["fragile"] is True, state
    screen.xdotool("mousemove", *middle(app, "switch"))
    screen.xdotool("click", 1)
    app.wait_for(lambda s: s["fragile"] is False, "the switch off again")


def test_swiftui_shapes_are_drawn_as_laid_out(screen, binary):
    """Issue 41: a `Rectangle`, a `RoundedRectangle` and a `Circle` filled, a `Capsule` stroked
    and a colour with a `border` at half `opacity`, and a colour with a `cornerRadius`, are
    drawn where the layout has them: the rounded corners and the circle's outside are not
    filled, the capsule's line is drawn and its inside is not, the half-opaque yellow is paler
    than yellow, the colour is clipped at its corners."""
    app = controls_app(screen, binary)
    time.sleep(0.5)
    seen = {}
    try:
        seen["rectangle"] = pixel(screen, middle(app, "shape0"))
        seen["rectangle corner"] = pixel(screen, middle(app, "shape0", 2, 2))
        assert near(seen["rectangle"], RED) and near(seen["rectangle corner"], RED), seen
        seen["rounded"] = pixel(screen, middle(app, "shape1"))
        seen["rounded corner"] = pixel(screen, middle(app, "shape1", 1, 1))
        assert near(seen["rounded"], GREEN) and not near(seen["rounded corner"], GREEN), seen
        seen["circle"] = pixel(screen, middle(app, "shape2"))
        seen["circle corner"] = pixel(screen, middle(app, "shape2", 4, 4))
        assert near(seen["circle"], BLUE) and not near(seen["circle corner"], BLUE), seen
        seen["capsule line"] = pixel(screen, middle(app, "shape3", dx=1))
        seen["capsule inside"] = pixel(screen, middle(app, "shape3"))
        assert near(seen["capsule line"], PURPLE) and not near(seen["capsule inside"], PURPLE), seen
        seen["half yellow"] = pixel(screen, middle(app, "shape4"))
        seen["half border"] = pixel(screen, middle(app, "shape4", 1, 30))
        yellow, border = seen["half yellow"], seen["half border"]
        assert yellow[0] > 200 and yellow[1] > 180 and 60 < yellow[2] < 200, seen
        assert 40 < sum(border) / 3 < 200 and sum(border) < sum(yellow) - 100, seen
        seen["rounded colour"] = pixel(screen, middle(app, "shape6"))
        seen["rounded colour corner"] = pixel(screen, middle(app, "shape6", 2, 2))
        assert near(seen["rounded colour"], GREEN) and not near(seen["rounded colour corner"], GREEN), seen
    except AssertionError:
        screen.screenshot("swiftui-shapes-not-drawn")
        raise


def test_swiftui_overlay_is_drawn_over_the_text_it_covers(screen, binary):
    """Issue 41: `Text("Tinted").padding(8).overlay(Color.orange.opacity(0.5))` is drawn as
    SwiftUI draws it, the half-opaque orange over the text: no pixel of the text's glyphs is
    darker than the orange lets through. Before, every fill lay in a layer under every label,
    so the overlay was drawn under the text, whose glyphs kept their dark colour
    (docs/defects/issue41-overlay-drawn-under-the-text.png)."""
    app = controls_app(screen, binary)
    app.wait_for(lambda s: "shape7" in s["origins"], "the tinted text's overlay")
    time.sleep(0.5)
    x, y = app.at("shape7", 0, 0)
    width, height = app.state()["sizes"]["shape7"]
    path = screen.screenshot("overlay")
    crop = f"{round(width * screen.scale) - 4}x{round(height * screen.scale) - 4}+{round(x * screen.scale) + 2}+{round(y * screen.scale) + 2}"
    out = subprocess.run(["convert", path, "-crop", crop, "+repage", "-format",
                          "%[fx:int(255*minima.r)] %[fx:int(255*minima.g)] %[fx:int(255*minima.b)] %[fx:int(255*maxima.r)]", "info:"],
                         capture_output=True, text=True, check=True).stdout.split()
    darkest_red, _, _, brightest_red = (int(v) for v in out)
    if darkest_red < 100:
        screen.screenshot("issue41-overlay-drawn-under-the-text")
    assert brightest_red > 200, f"no orange drawn where the overlay is: {out}"
    assert darkest_red >= 100, f"the text's glyphs are drawn over the overlay (darkest red {darkest_red}): {out}"


def test_swiftui_shadow_is_drawn_under_the_shape(screen, binary):
    """Issue 41: `Rectangle().fill(.red).frame(width: 60, height: 60).shadow(radius: 3, y: 4)`
    casts SwiftUI's default shadow (black at 33 %) below the rectangle: just under its bottom
    edge the page is darker than beside it, and the shadow is soft (lighter further down);
    above the rectangle, where the offset takes it away from, nothing is drawn. The
    rectangle itself stays red to its edges. (`shadow` was a compile error before.)"""
    app = controls_app(screen, binary)
    time.sleep(0.5)
    width, height = app.state()["sizes"]["shape0"]
    page = pixel(screen, app.at("shape0", -10, height / 2))
    below = pixel(screen, app.at("shape0", width / 2, height + 2))
    further = pixel(screen, app.at("shape0", width / 2, height + 6))
    above = pixel(screen, app.at("shape0", width / 2, -3))
    edge = pixel(screen, app.at("shape0", width / 2, height - 1))
    seen = {"page": page, "below": below, "further": further, "above": above, "edge": edge}
    if not sum(below) < sum(page) - 45:
        screen.screenshot("swiftui-shadow-not-drawn")
    assert sum(below) < sum(page) - 45, f"no shadow under the rectangle: {seen}"
    assert sum(below) < sum(further) <= sum(page), f"the shadow is not soft: {seen}"
    assert sum(above) >= sum(page) - 12, f"a shadow above the rectangle: {seen}"
    assert near(edge, RED), f"the rectangle is not red to its edge: {seen}"


def test_swiftui_app_runs_with_its_navigation_title_in_the_header(screen, binary):
    """Issue 41: `swiftui-checklist`, a SwiftUI `@main struct …: App` whose `WindowGroup` shows a
    `NavigationStack` with a `navigationTitle`, runs as a GTK application: the window's title
    (shown by its header bar) is the navigation title, and follows the state — text typed in
    its `TextField`, its `Button` clicked, the title counts the item its `List` now shows."""
    import os
    app = App(screen, os.path.join(os.path.dirname(binary), "swiftui-checklist"))
    app.wait_for(lambda s: s["titles"] == ["Checklist"] and "window0.entry" in s["origins"], "the window titled Checklist")
    window = screen.windows_of(app.process)[-1]
    assert screen.window_title(window) == "Checklist", screen.window_title(window)
    width, height = app.state()["sizes"]["window0.entry"]
    screen.xdotool("mousemove", *app.at("window0.entry", width / 2, height / 2))
    screen.xdotool("click", 1)
    time.sleep(0.3)
    screen.xdotool("type", "Socks")
    time.sleep(0.3)
    width, height = app.state()["sizes"]["window0.button"]
    screen.xdotool("mousemove", *app.at("window0.button", width / 2, height / 2))
    screen.xdotool("click", 1)
    try:
        app.wait_for(lambda s: s["titles"] == ["Checklist (1)"], "the title to count the item")
    except AssertionError:
        screen.screenshot("swiftui-app-title-not-followed")
        raise
    assert screen.window_title(window) == "Checklist (1)", screen.window_title(window)


def test_swiftui_scroll_view_scrolls_by_wheel_and_clips_its_content(screen, binary):
    """Issue 41: a SwiftUI `ScrollView` (nine rows of 40 points, 8 apart, in a frame 96 high)
    shows only what lies in its frame — the rows below it are not drawn under it — and the
    wheel over it scrolls: the row at its top is another after a few notches."""
    app = controls_app(screen, binary)
    app.wait_for(lambda s: "scroll" in s["origins"], "the scroll view")
    pink, yellow = (255, 46, 84), (255, 204, 0)
    width, height = app.state()["sizes"]["scroll"]
    top, below = app.at("scroll", 12, 12), app.at("scroll", 12, height + 10)
    time.sleep(0.5)
    try:
        assert near(pixel(screen, top), BLUE), pixel(screen, top)
        assert not any(near(pixel(screen, below), c) for c in (BLUE, pink, yellow)), pixel(screen, below)
        screen.xdotool("mousemove", *app.at("scroll", width / 2, height / 2))
        for _ in range(6):
            screen.xdotool("click", 5)
            time.sleep(0.2)
            if not near(pixel(screen, top), BLUE):
                break
        time.sleep(0.3)
        assert not near(pixel(screen, top), BLUE), pixel(screen, top)
        assert not any(near(pixel(screen, below), c) for c in (BLUE, pink, yellow)), pixel(screen, below)
    except AssertionError:
        screen.screenshot("swiftui-scroll-view-not-scrolled")
        raise


def test_swiftui_button_and_switch_are_reached_by_tab_and_activated_by_keys(screen, binary):
    """Issue 41: the GtkButton and GtkSwitch a SwiftUI `Button` and `Toggle` are drawn as take
    the keyboard in the views' order (button, switch, text field, as they read): from the
    `TextField`, Shift+Tab twice reaches the button, whose focus ring shows (it is drawn
    otherwise than unfocused), and Space and Enter each run its action; Tab reaches the
    switch, and Space flips the toggle's binding (the circle, a view of it, turns orange)."""
    app = controls_app(screen, binary)
    assert app.state()["stickers"] == 0 and app.state()["fragile"] is False
    # The button's left edge, where the focus ring is drawn.
    edge = [middle(app, "button", dx=dx) for dx in (0, 1, 2)]
    unfocused = [pixel(screen, point) for point in edge]
    screen.xdotool("mousemove", *middle(app, "entry"))
    for _ in range(2):  # (under sway the first click only focuses the window)
        screen.xdotool("click", 1)
        time.sleep(0.3)
    # Shift+Tab twice: back to the switch, then the button. (wtype's keymap has Tab on one
    # level, so on Wayland Shift+Tab is sent as what a keyboard's Shift+Tab gives: Shift and
    # ISO_Left_Tab.)
    back = "shift+ISO_Left_Tab" if screen.backend == "wayland" else "shift+Tab"
    screen.xdotool("key", back, back)
    time.sleep(0.3)
    focused = [pixel(screen, point) for point in edge]
    try:
        assert focused != unfocused, (focused, unfocused)
    except AssertionError:
        screen.screenshot("swiftui-button-focus-ring-not-drawn")
        raise
    screen.xdotool("key", "space")
    app.wait_for(lambda s: s["stickers"] == 1, "the button pressed by Space")
    screen.xdotool("key", "Return")
    app.wait_for(lambda s: s["stickers"] == 2, "the button pressed by Enter")
    screen.xdotool("key", "Tab")
    time.sleep(0.3)
    screen.xdotool("key", "space")
    state = app.wait_for(lambda s: s["fragile"] is True, "the switch on by Space")
    assert state["stickers"] == 2 and state["label"] == "", state
    time.sleep(0.5)
    try:
        assert near(pixel(screen, middle(app, "shape2")), ORANGE), pixel(screen, middle(app, "shape2"))
    except AssertionError:
        screen.screenshot("swiftui-toggle-by-key-not-drawn")
        raise
