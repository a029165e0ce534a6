"""End-to-end tests of Examples/ReorderableList: a package of its own that depends on the
library by path and uses only its products, with custom GTK cells (a check button and a
label per row, from a GTKCellFactory). Run by run_e2e.py with the example's binary.
"""
import os
import subprocess
import time

from run_e2e import App, accessibility_bus, colour_under_held_drag, lists_app, row_center, wait_until

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def example_binary(package):
    """An example's program: where scripts/test builds both examples (.build/examples), else
    where `swift build` in the example's own folder puts it."""
    shared = os.path.join(ROOT, ".build", "examples", "debug", package)
    return shared if os.path.exists(shared) else os.path.join(ROOT, "Examples", package, ".build", "debug", package)


EXAMPLE = example_binary("ReorderableList")
BOARD = example_binary("TaskBoard")
ITEMS = ["Apples", "Bread", "Cheese", "Dates", "Eggs", "Flour"] + [f"Item {n}" for n in range(7, 41)]


def item_point(app, index, dy=0):
    """The centre of the list's row `index` (`dy` points lower), where the example's
    GTKStateReport says GTK draws it (its "visibleItems": section, item, frame in the window)."""
    state = app.wait_for(lambda s: any(f[1] == index for f in s["visibleItems"]["list"]), f"row {index} shown")
    _, _, x, y, width, height = next(f for f in state["visibleItems"]["list"] if f[1] == index)
    origin = state["origins"]["list"]
    return app.at("list", x + width / 2 - origin[0], y + height / 2 + dy - origin[1])


def thunar_unavailable(screen):
    """Why Thunar cannot be the file manager dragged from here, or None."""
    from peers_e2e import file_manager_unavailable
    if file_manager_unavailable(screen):
        return file_manager_unavailable(screen)
    if screen.backend != "x11":
        return "Thunar's icon places are measured on X11"
    return None


def test_example_reorders_by_drag(screen, binary):
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, EXAMPLE)
    screen.drag(item_point(app, 0), item_point(app, 2, dy=12))
    state = app.wait_for(lambda s: s["items"] != ITEMS, "the reorder")
    assert state["items"][:6] == ["Bread", "Cheese", "Apples", "Dates", "Eggs", "Flour"], state["items"]
    # What the custom widgets show follows the model (rebound as they were reused).
    items = state["items"]
    app.wait_for(lambda s: [n for n, _ in s["shown"][:3]] == items[:3], "the widgets to follow")


def test_example_custom_cells_are_virtualised_and_interactive(screen, binary):
    """40 items, 10 rows on screen: about as many widgets as fit are made; a row's own check
    button takes its click (the item is bought, shown checked) and still drags by its label."""
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, EXAMPLE)
    state = app.wait_for(lambda s: len(s["shown"]) >= 10, "the rows to be shown")
    assert state["setups"] <= 13, f"{state['setups']} widgets made for 40 items"
    assert [n for n, _ in state["shown"][:3]] == ITEMS[:3], state["shown"]
    screen.xdotool("mousemove", *app.at("list", 18, 2 * 40 + 20))  # Cheese's check button
    time.sleep(0.2)
    screen.xdotool("click", 1)
    state = app.wait_for(lambda s: s["bought"] == ["Cheese"], "the check button to mark Cheese bought")
    state = app.wait_for(lambda s: s["shown"][2] == ["Cheese", True], "the check to show")
    # Scrolling far down and back reuses the widgets: still no more than fit, Cheese still checked.
    screen.xdotool("mousemove", *app.at("list", 160, 200))
    for _ in range(12):
        screen.xdotool("click", 5)
        time.sleep(0.05)
    state = app.wait_for(lambda s: s["shown"] and s["shown"][0][0] != "Apples", "the list to scroll")
    for _ in range(12):
        screen.xdotool("click", 4)
        time.sleep(0.05)
    state = app.wait_for(lambda s: s["shown"] and s["shown"][0][0] == "Apples", "the list to scroll back")
    assert state["setups"] <= 13, f"{state['setups']} widgets made"
    assert state["shown"][2] == ["Cheese", True], state["shown"]
    # The checked row still drags (by its label): it moves below Eggs, its check with it.
    screen.drag(app.at("list", 150, 2 * 40 + 20), app.at("list", 150, 4 * 40 + 32))
    state = app.wait_for(lambda s: s["items"][:5] == ["Apples", "Bread", "Dates", "Eggs", "Cheese"], "the move")
    state = app.wait_for(lambda s: s["shown"][4] == ["Cheese", True] and s["shown"][2] == ["Dates", False],
                         "the widgets to follow the move")


def test_example_takes_text_from_another_application(screen, binary):
    """A row of the demos' two lists (another process) dropped on the example's list."""
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    example = App(screen, EXAMPLE, position=(900, 0))
    demos = lists_app(screen, os.path.join(os.path.dirname(binary), "dragdrop-demos"))
    screen.drag(row_center(demos, 3), item_point(example, 1, dy=-12), steps=12)
    state = example.wait_for(lambda s: len(s["items"]) == len(ITEMS) + 1, "the row to arrive")
    assert state["items"][1] == "Left 4", state["items"]


def test_example_takes_text_files_from_a_file_manager_and_refuses_pictures_while_hovering(screen, binary):
    """Files from a file manager conform to public.file-url and to their content type
    (SEMANTICS 42), so the list can refuse a picture while it hovers — before anything is
    read — and take a text file's lines. Thunar's icons are found where it places them on
    X11 (the root-account warning bar above them)."""
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    if thunar_unavailable(screen):
        return thunar_unavailable(screen)
    from peers_e2e import FileManager
    from gallery_e2e import Folder
    folder = Folder("example-files-")
    with open(os.path.join(folder.path, "notes.txt"), "w") as handle:
        handle.write("Milk\nTea\n")
    subprocess.run(["convert", "-size", "40x30", "xc:red", os.path.join(folder.path, "photo.png")], check=True)
    example = App(screen, EXAMPLE)
    files = FileManager(screen, folder.path, position=(760, 0))
    notes, photo = (760 + 213, 145), (760 + 295, 145)
    # The picture hovers over the list: refused there (forbidden), and nothing is added.
    screen.drag(photo, item_point(example, 1, dy=-12), steps=14, release=False)
    example.wait_for(lambda s: s["proposal"] == "forbidden", "the picture refused while hovering")
    screen.xdotool("mouseup", 1)
    time.sleep(0.8)
    assert example.state()["items"] == ITEMS, example.state()["items"][:4]
    # The text file: its lines become items where it is dropped.
    screen.drag(notes, item_point(example, 1, dy=-12), steps=14, release=False)
    example.wait_for(lambda s: s["proposal"] == "copy", "the text file taken while hovering")
    screen.xdotool("mouseup", 1)
    state = example.wait_for(lambda s: len(s["items"]) == len(ITEMS) + 2, "the file's lines to arrive")
    assert state["items"][:4] == ["Apples", "Milk", "Tea", "Bread"], state["items"][:4]


def test_example_gap_in_libadwaita_accent_colour_without_libadwaita(screen, binary):
    """Defect (issue 27): a hover highlight styled with a libadwaita colour did not appear in
    a plain GTK application (GTK drops a rule naming an undefined colour). The example paints
    the gap `@accent_bg_color`: while a row hovers, the gap is drawn in that solid colour."""
    if not os.path.exists(EXAMPLE):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, EXAMPLE)
    app.wait_for(lambda s: len(s["shown"]) >= 6, "the rows shown")
    # Grabbed by its top edge, the row's picture hangs below the pointer: the gap above stays in view.
    screen.drag(item_point(app, 0, dy=-18), item_point(app, 3, dy=-12), steps=10, release=False)
    try:
        time.sleep(0.5)
        gap = app.at("list", 20, 3 * 40 - 12)
        solid = screen.count_color((gap[0], gap[1], 260, 14), "#3584E4", fuzz=4)
        if solid <= 200:
            screen.screenshot("gap-not-in-the-accent-colour")
        assert solid > 200, f"{solid} pixels of the accent colour around the gap"
    finally:
        screen.xdotool("key", "Escape")
        screen.xdotool("mouseup", 1)


TODO = ["Write the README", "Crash on empty board", "Dark style"]


def card_point(app, column, row, dy=0):
    """The board's columns: 32-point headers, 48-point cards."""
    return app.at(f"column{column}", 140, 32 + row * 48 + 24 + dy)


def lift_card_by_keyboard(screen, app, column, row, title):
    """Clicks a card (the keyboard's focus goes there) and lifts it with Space."""
    screen.xdotool("mousemove", *card_point(app, column, row))
    screen.xdotool("click", 1)
    time.sleep(0.2)
    screen.xdotool("key", "space")
    app.wait_for(lambda s: s["announcement"].startswith(f"Lifted {title}"), "the lift")


def footer_ink(screen, app, column, cards):
    """How many pixels of a column's footer band, below `cards` cards, are not the column's
    white background: its icon and hint."""
    x, y = app.at(f"column{column}", 0, 32 + cards * 48)
    return 280 * 32 - screen.count_color((x, y, 280, 32), "#FFFFFF", fuzz=2)


def test_board_moves_cards_by_drag_keyboard_and_trash(screen, binary):
    """Examples/TaskBoard, a second package of its own (issue 24): a card dragged from To do
    (UIKit delegates) into Done (dropDestination) moves there; by keyboard a card goes from
    To do to Doing (Space, Ctrl+Right, Space); dropped on the trash a card goes. The cards
    are GTKCellContent with a coloured tag, drawn on screen."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, BOARD)
    state = app.wait_for(lambda s: "column2" in s["origins"], "the board")
    assert state["columns"][0] == TODO, state["columns"]
    bug_red = "#E01B24"
    x, y = card_point(app, 0, 1)
    assert screen.count_color((x - 140, y - 20, 280, 40), bug_red, fuzz=8) > 100, "the bug's red tag is not drawn"
    # The columns' headers are widgets of their own (registerHeaders): a name and a grey count tag.
    header = app.at("column0", 0, 0)
    assert screen.count_color((header[0], header[1], 280, 32), "#77767B", fuzz=8) > 40, "no count tag in To do's header"
    # Each column's footer (registerFooters: an icon and a hint) follows its last card.
    assert footer_ink(screen, app, 0, 3) > 150, "no footer under To do's three cards"
    if screen.backend == "x11":  # (sway's screenshots show no drag image)
        # The drag image is the card as drawn: its red tag travels with the pointer.
        near = colour_under_held_drag(screen, card_point(app, 0, 1), app.at("column1", 140, 300), bug_red,
                                      "board-card-dragged-without-its-tag", minimum=60)
        assert near > 60, f"the dragged card has no red tag ({near} pixels)"
        app.wait_for(lambda s: s["columns"][0] == TODO, "the cancelled drag to leave the board as it was")
    screen.drag(card_point(app, 0, 1), card_point(app, 2, 0, dy=-14))
    state = app.wait_for(lambda s: len(s["columns"][2]) == 2, "the card in Done")
    assert state["columns"][2] == ["Crash on empty board", "Set up CI"], state["columns"]
    assert state["columns"][0] == ["Write the README", "Dark style"], state["columns"]
    lift_card_by_keyboard(screen, app, 0, 1, "Dark style")
    screen.xdotool("key", "ctrl+Right")
    app.wait_for(lambda s: s["announcement"] == "Moved to Doing, position 2 of 2", "Doing")
    screen.xdotool("key", "space")
    state = app.wait_for(lambda s: s["columns"][1] == ["Keyboard moves", "Dark style"], "the card put down in Doing")
    assert state["columns"][0] == ["Write the README"], state["columns"]
    trash = app.at("trash", 400, 28)
    screen.drag(card_point(app, 0, 0), trash)
    state = app.wait_for(lambda s: s["trashed"] == 1, "the card in the trash")
    assert state["columns"][0] == [], state["columns"]
    assert footer_ink(screen, app, 0, 0) > 150, "the footer did not move up to the top of the emptied To do"


def test_board_gap_pushes_the_footer_down(screen, binary):
    """Defect (issue 39, 5): while a gap was open at the end of a column, the column's footer
    stayed where it was, drawn under the gap (and over a shifted last card), and nothing
    showed where the footer belongs once the gap opened. Held after To do's last card, the
    footer (its icon and hint) is drawn one card lower."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, BOARD)
    app.wait_for(lambda s: s["columns"][0] == TODO, "the board")
    assert footer_ink(screen, app, 0, 3) > 150, "no footer under To do's three cards"
    screen.drag(card_point(app, 0, 0), card_point(app, 0, 2, dy=16), steps=10, release=False)
    try:
        time.sleep(0.6)
        ink = footer_ink(screen, app, 0, 4)
        if ink <= 150:
            screen.screenshot("issue39-5-footer-not-pushed-down-by-the-gap")
    finally:
        screen.xdotool("key", "Escape")
        screen.xdotool("mouseup", 1)
    assert ink > 150, f"no footer one card lower while the gap is open ({ink} pixels of ink there)"


def test_board_drops_where_drawn_after_the_window_grows(screen, binary):
    """Defect (issue 39, 1): after the window grew, the columns (collection hosts, whose core
    frames followed GTK's allocation) reached over the trash's core frame, which stayed where
    the application first put it: a card dropped low in a column went to the trash and was
    deleted, and the trash, drawn further down, took nothing. Every host's views are where GTK
    draws them, at every allocation: after each resize the drop lands in the column under
    the pointer, and the trash takes a card where it is drawn."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, BOARD)
    state = app.wait_for(lambda s: "trash" in s["origins"], "the board")
    window = screen.windows_of(app.process)[-1]
    for height, moved in ((780, "Write the README"), (680, "Crash on empty board")):
        screen.xdotool("windowsize", window, 900, height)
        screen.xdotool("windowmove", window, *app.position)  # sway centres a resized floating window
        state = app.wait_for(lambda s: s["origins"]["trash"][1] > height - 120, f"the trash at the bottom of a {height}-point window")
        time.sleep(0.5)
        # Low in Doing, below its cards: over where the trash's core frame was at first (y 500 to 556).
        before = state["columns"]
        target = app.at("column1", 140, 520)
        screen.drag(card_point(app, 0, 0), target)
        try:
            state = app.wait_for(lambda s: s["columns"] != before or s["trashed"], f"the drop in Doing ({height} points)", timeout=5)
            assert state["trashed"] == 0, f"the card dropped in Doing went to the trash: {state}"
            assert state["columns"][1][-1] == moved and moved not in state["columns"][0], state["columns"]
        except AssertionError:
            screen.screenshot(f"issue39-1-drop-in-a-grown-column-went-elsewhere-{height}")
            raise
    # The trash where it is drawn now takes a card.
    trashed = state["columns"][1][0]
    screen.drag(card_point(app, 1, 0), app.at("trash", 400, 28))
    try:
        state = app.wait_for(lambda s: s["trashed"] == 1, "the card in the trash, where it is drawn", timeout=5)
    except AssertionError:
        screen.screenshot("issue39-1-trash-drop-went-to-the-column-after-a-resize")
        raise
    assert trashed not in state["columns"][1], state["columns"]
    screen.screenshot("issue39-1-drops-where-drawn-after-a-resize-after")


def test_board_drop_in_the_part_of_the_window_grown_after_a_drag(screen, binary):
    """Found by a newcomer (issue 39, 1): after one drag, the window made taller, a drop in the
    part it grew (below its first height) was cancelled by the window system — "no target
    took it" — while drops higher up landed. The drop lands in the column under the pointer,
    wherever the window grew.

    On X11 GTK 4.8 never sends the grown part a position (docs/defects/issue39-1-drop-in-the-
    grown-part-cancelled.md): the bridge asks the X server where the pointer is when GDK finds
    no target, and the core decides there. Failed on X11 before that, with and without a
    window manager (openbox)."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, BOARD)
    state = app.wait_for(lambda s: "trash" in s["origins"], "the board")
    window = screen.windows_of(app.process)[-1]
    first = state["columns"][0][0]
    screen.drag(card_point(app, 0, 0), card_point(app, 1, 0))
    state = app.wait_for(lambda s: first in s["columns"][1], "the first drag, before the resize")
    screen.xdotool("windowsize", window, 900, 860)
    screen.xdotool("windowmove", window, *app.position)  # sway centres a resized floating window
    state = app.wait_for(lambda s: s["origins"]["trash"][1] > 700, "the trash at the bottom of the taller window")
    time.sleep(0.5)
    moved = state["columns"][0][0]
    target = app.at("column1", 140, 640)  # below the window's first height (600 points)
    screen.drag(card_point(app, 0, 0), target)
    try:
        state = app.wait_for(lambda s: moved in s["columns"][1], "the drop low in Doing, in the grown part", timeout=5)
    except AssertionError:
        screen.screenshot("issue39-1-drop-in-the-grown-part-cancelled")
        raise
    assert state["trashed"] == 0, state


def test_board_keyboard_keeps_its_keys_while_a_card_is_lifted(screen, binary):
    """Defect (issue 39, 4): a card lifted by keyboard and taken past the last column (Ctrl+Right
    with no list left) gave the key back to GTK, which moved the focus to the next column: the
    card stayed lifted, Escape went to the other column, and Space there lifted a second card.
    While a card is lifted its column keeps the keys: Escape puts the card back, once."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    app = App(screen, BOARD)
    app.wait_for(lambda s: "column2" in s["origins"], "the board")
    lift_card_by_keyboard(screen, app, 0, 1, "Crash on empty board")
    screen.xdotool("key", "ctrl+Right")
    app.wait_for(lambda s: s["announcement"].startswith("Moved to Doing"), "Doing")
    screen.xdotool("key", "ctrl+Right")
    app.wait_for(lambda s: s["announcement"].startswith("Moved to Done"), "Done")
    screen.xdotool("key", "ctrl+Right")
    app.wait_for(lambda s: s["announcement"] == "No next list takes it", "no list after Done")
    time.sleep(0.3)
    screen.xdotool("key", "Escape")
    try:
        app.wait_for(lambda s: s["announcement"] == "Cancelled", "Escape to put the lifted card back", timeout=3)
    except AssertionError:
        screen.screenshot("issue39-4-keyboard-focus-left-the-lifted-card")
        raise
    # The focus is still on To do's card: Space lifts it (and only it) again, Escape puts it back.
    screen.xdotool("key", "space")
    app.wait_for(lambda s: s["announcement"].startswith("Lifted Crash on empty board"), "the same card lifted again")
    screen.xdotool("key", "Escape")
    state = app.wait_for(lambda s: s["announcement"] == "Cancelled", "the card put back")
    assert state["columns"] == [TODO, ["Keyboard moves"], ["Set up CI"]], state["columns"]


def test_board_cards_offer_accessible_moves_to_the_other_columns(screen, binary):
    """As a screen reader offers drag and drop (issue 24): through AT-SPI each card lists an
    action per other column ("item.move-to-doing"); performed, the card goes to the end of that
    column as the keyboard would take it, the model and the screen follow."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    if screen.backend != "x11":
        return "the test's private D-Bus session belongs to root, the Wayland session's apps to another user"
    with accessibility_bus(screen) as bus:
        app = App(screen, BOARD, env=bus.env)
        app.wait_for(lambda s: "column2" in s["origins"], "the board")
        cards = wait_until(lambda: bus.probe("TaskBoard", "To do"), lambda items: len(items) == 3, "To do's cards through AT-SPI",
                           app.process, timeout=15)
        assert all(card["actions"] == ["item.move-to-doing", "item.move-to-done"] for card in cards), cards
        done = bus.probe("TaskBoard", "To do", "Crash on empty board", "item.move-to-doing")
        assert done["done"], done
        state = app.wait_for(lambda s: s["columns"][1][-1:] == ["Crash on empty board"], "the card at the end of Doing")
        assert state["columns"][0] == ["Write the README", "Dark style"], state["columns"]
        assert state["announcement"] == "Dropped in Doing", state["announcement"]
        doing = wait_until(lambda: bus.probe("TaskBoard", "Doing"), lambda items: len(items) == 2, "Doing's cards through AT-SPI",
                           app.process)
        assert doing[1]["name"].startswith("Crash on empty board"), doing
        assert doing[1]["actions"] == ["item.move-to-to-do", "item.move-to-done"], doing
        x, y = card_point(app, 1, 1)
        assert screen.count_color((x - 140, y - 20, 280, 40), "#E01B24", fuzz=8) > 100, "the moved card is not drawn in Doing"


def test_board_picture_file_becomes_a_card_showing_its_picture(screen, binary):
    """GTKCellContent's picture (issue 24): a picture file dropped from a file manager becomes
    a card with the picture attached, drawn as a thumbnail in the card through the host's
    image source; dragged, the card's image carries the thumbnail too."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    if thunar_unavailable(screen):
        return thunar_unavailable(screen)
    from peers_e2e import FileManager
    from gallery_e2e import Folder
    folder = Folder("board-files-")
    magenta = "#C0208F"
    subprocess.run(["convert", "-size", "120x90", "xc:" + magenta, os.path.join(folder.path, "crash.png")], check=True)
    app = App(screen, BOARD)
    app.wait_for(lambda s: "column2" in s["origins"], "the board")
    files = FileManager(screen, folder.path, position=(760, 0))
    screen.drag((760 + 213, 145), card_point(app, 0, 0, dy=-14), steps=14)
    state = app.wait_for(lambda s: s["columns"][0][:1] == ["crash.png"], "the picture's card at the top of To do", timeout=10)
    assert state["pictures"][0][0] == os.path.join(folder.path, "crash.png"), state["pictures"]
    assert state["columns"][0][1:] == TODO, state["columns"]
    files.close()
    x, y = card_point(app, 0, 0)
    box = (x - 140, y - 24, 280, 48)
    shown = wait_until(lambda: screen.count_color(box, magenta, fuzz=8), lambda n: n > 600, "the thumbnail drawn in the card", timeout=5)
    assert shown <= 40 * 40 + 100, f"the thumbnail is not 40 points square ({shown} pixels)"
    near = colour_under_held_drag(screen, (x, y), card_point(app, 1, 3), magenta, "board-picture-card-dragged-without-it",
                                  minimum=300)
    assert near > 300, f"the dragged card has no thumbnail ({near} pixels)"


def test_board_done_refuses_a_picture_file_while_it_hovers(screen, binary):
    """Issue 40, item 4: Done takes cards through `dropDestination(for: Card.self)`, whose
    only import is the board's own Codable type. A picture file from a file manager held over
    it is refused there, as SwiftUI refuses it — no proposal, no highlight — where it used to
    be taken (copy), then dropped nothing. To do, whose delegate takes picture files, answers
    copy to the same drag; released over Done, nothing changes."""
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    if thunar_unavailable(screen):
        return thunar_unavailable(screen)
    from peers_e2e import FileManager
    from gallery_e2e import Folder
    folder = Folder("board-refused-")
    subprocess.run(["convert", "-size", "40x30", "xc:red", os.path.join(folder.path, "photo.png")], check=True)
    app = App(screen, BOARD)
    original = app.wait_for(lambda s: "column2" in s["origins"], "the board")["columns"]
    files = FileManager(screen, folder.path, position=(760, 0))
    screen.drag((760 + 213, 145), card_point(app, 0, 0, dy=-14), steps=14, release=False)
    app.wait_for(lambda s: s["proposals"][0] == "copy", "To do taking the picture file while it hovers")
    for step in range(1, 11):
        start, end = card_point(app, 0, 0, dy=-14), card_point(app, 2, 0)
        screen.xdotool("mousemove", start[0] + (end[0] - start[0]) * step // 10, start[1] + (end[1] - start[1]) * step // 10)
        time.sleep(0.05)
    time.sleep(0.8)
    state = app.state()
    assert state["proposals"][2] == "", f"Done answered {state['proposals'][2]} to a picture file"
    screen.xdotool("mouseup", 1)
    time.sleep(0.8)
    assert app.state()["columns"] == original, app.state()["columns"]
    files.close()


def test_board_takes_text_from_qt_and_gives_titles_to_it(screen, binary):
    """Text in and out with another toolkit: lines dragged from a Qt application become
    cards in To do; a card dragged onto a Qt drop target arrives as its title."""
    from peers_e2e import QtPeer, qt_unavailable
    if not os.path.exists(BOARD):
        return "the example is not built (scripts/test builds it)"
    if qt_unavailable(screen):
        return qt_unavailable(screen)
    app = App(screen, BOARD)
    app.wait_for(lambda s: "column2" in s["origins"], "the board")
    qt = QtPeer(screen, "source", "text", "Plan the release", position=(960, 0))
    screen.drag(qt.point(), card_point(app, 0, 0, dy=-14))
    state = app.wait_for(lambda s: s["columns"][0][:1] == ["Plan the release"], "Qt's text as a card", timeout=12)
    assert state["columns"][0][1:] == TODO, state["columns"]
    qt.close()
    target = QtPeer(screen, "target", position=(960, 0))
    screen.drag(card_point(app, 1, 0), target.point())
    from run_e2e import wait_until
    report = wait_until(target.report, lambda r: len(r["drops"]) == 1, "the card in Qt", timeout=10)
    import base64
    assert base64.b64decode(report["drops"][0]["data"]["text/plain"]) == b"Keyboard moves", report["drops"][0]["formats"]
