"""End-to-end tests of the Notes demo (issue 40, items 1 and 2): a board with a
`pasteConfiguration` takes Ctrl+V of what another process copied and drops of styled text
from Chromium through `paste(itemProviders:)`, keeping bold and colour; a note dragged onto
the trash fades out (`View.animate { alpha = 0 }`), seen mid-fade on screen. Run by
run_e2e.py with dragdrop-demos, on X11 and on Wayland.
"""
import os
import shlex
import subprocess
import time

from run_e2e import OPEN, App, Chromium, pixel, stop

PAGES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pages")
NOTE_BACKGROUND = (0xff, 0xf3, 0xa0)  # .note in the demos' style
BOARD_BACKGROUND = (0xdf, 0xe6, 0xee)  # .notes-board


class ClipboardSource:
    """Another process owning the clipboard with `data` as `mime`: xclip on X11, wl-copy on
    Wayland, each in the foreground until closed."""

    def __init__(self, screen, data, mime, path=None):
        OPEN.append(self)
        self.directory = screen.mkdtemp(prefix="dragdrop-clipboard-")
        if path is None:
            path = os.path.join(self.directory, "content")
            with open(path, "w") as handle:
                handle.write(data)
        screen.give(path)
        if screen.backend == "x11":
            argv = ["xclip", "-quiet", "-selection", "clipboard", "-i", path] + (["-t", mime] if mime else [])
        else:
            argv = ["sh", "-c", f"exec wl-copy --foreground {shlex.quote('--type=' + mime) if mime else ''} < {shlex.quote(path)}"]
        self.process = screen.spawn(argv)
        time.sleep(0.8)  # the source owns the clipboard

    def close(self):
        stop(self.process, self.directory)


def notes_app(screen, binary):
    return App(screen, binary, "--demo", "notes")


def paste_over_board(screen, app, count):
    """Focuses the window with a click on the board, presses Ctrl+V with the pointer over it and
    waits for the board to have `count` notes."""
    point = app.at("board", 220, 300)
    screen.xdotool("mousemove", *point)
    screen.xdotool("click", 1)
    time.sleep(0.3)
    screen.xdotool("key", "ctrl+v")
    return app.wait_for(lambda s: len(s["notes"]) == count, f"the paste to make note {count}")


def note_point(app, index, x=None):
    """A point of note `index` on screen (`x` from the board's left; default its middle's right
    end, away from its text): notes are 52 points high, 8 apart, 10 in from the board."""
    width = app.state()["sizes"]["board"][0]
    return app.at("board", x if x is not None else width - 30, 10 + index * 60 + 26)


def test_notes_ctrl_v_pastes_plain_text_another_process_copied(screen, binary):
    """Issue 40.1: no application used pasteConfiguration. The Notes board has one: with text
    another process (xclip / wl-copy) owns on the clipboard, Ctrl+V over the board makes a note
    of it (the model), drawn as a note (the screenshot has the note's colour where it goes)."""
    app = notes_app(screen, binary)
    assert app.state()["notes"] == [], app.state()
    before = pixel(screen, note_point(app, 0))
    assert max(abs(a - b) for a, b in zip(before, BOARD_BACKGROUND)) < 12, f"the board is {before}"
    ClipboardSource(screen, "Pasted from another process", None if screen.backend == "x11" else "text/plain;charset=utf-8")
    state = paste_over_board(screen, app, 1)
    assert state["notes"][0]["text"] == "Pasted from another process", state
    time.sleep(0.3)
    shown = pixel(screen, note_point(app, 0))
    assert max(abs(a - b) for a, b in zip(shown, NOTE_BACKGROUND)) < 12, f"no note drawn: {shown}"


def test_notes_ctrl_v_keeps_bold_and_colour_of_copied_html(screen, binary):
    """Issue 40.2: a paste of text/html another process copied keeps its bold, italic, size and
    colour in the note's attributed string (as the board's paste(itemProviders:) loads it)."""
    app = notes_app(screen, binary)
    html = '<meta charset="utf-8">Plain <b style="color: rgb(192, 28, 40)">bold red</b> <i style="font-size: 24px">big</i>'
    ClipboardSource(screen, html, "text/html")
    state = paste_over_board(screen, app, 1)
    note = state["notes"][0]
    assert note["text"] == "Plain bold red big", note
    runs = {run["text"]: run for run in note["runs"]}
    assert runs["bold red"].get("bold") is True and runs["bold red"].get("color") == "#c01c28", note["runs"]
    assert runs["big"].get("italic") is True and runs["big"].get("size") == 18, note["runs"]
    assert "bold" not in runs["Plain "] and "color" not in runs["Plain "], note["runs"]


def test_notes_ctrl_v_keeps_underline_strikethrough_background_and_alignment_of_copied_html(screen, binary):
    """Issue 40.2: a paste of text/html another process copied keeps its underline (<u>), line
    through (<s>), background colour (CSS) and alignment (text-align) in the note's attributed
    string, and the note draws the background colour, centred."""
    app = notes_app(screen, binary)
    html = ('<meta charset="utf-8"><p style="text-align: center"><u>under</u> <s>struck</s> '
            '<span style="background-color: #00ff00">marked</span></p>')
    ClipboardSource(screen, html, "text/html")
    state = paste_over_board(screen, app, 1)
    note = state["notes"][0]
    assert note["text"] == "under struck marked", note
    runs = {run["text"]: run for run in note["runs"]}
    assert runs["under"].get("underline") == 1 and "strikethrough" not in runs["under"], note["runs"]
    assert runs["struck"].get("strikethrough") == 1 and "underline" not in runs["struck"], note["runs"]
    assert runs["marked"].get("background") == "#00ff00", note["runs"]
    assert all(run.get("alignment") == "center" for run in note["runs"]), note["runs"]
    left, top = app.at("board", 10, 10)
    region = (left, top, state["sizes"]["board"][0] - 20, 52)
    deadline = time.time() + 3
    lit = screen.count_color(region, "#00ff00")
    while lit < 30 and time.time() < deadline:
        time.sleep(0.2)
        lit = screen.count_color(region, "#00ff00")
    assert lit >= 30, f"the background colour is not drawn ({lit} pixels)"
    # Centred: "marked", the last word, ends right of the note's middle, nothing of it in the left 45 %.
    width = state["sizes"]["board"][0] - 20
    left_part = screen.count_color((left, top, width * 0.45, 52), "#00ff00")
    assert left_part == 0, f"the paragraph is not drawn centred ({left_part} highlighted pixels in the note's left part)"


PICTURE_BLUE = (0x2a, 0x7f, 0xff)


def test_notes_ctrl_v_pastes_a_png_another_process_copied(screen, binary):
    """Issue 40.1: a pasteConfiguration taking pictures (UIKit's `forAccepting: UIImage.self`).
    Another process (xclip / wl-copy) owns a PNG as image/png on the clipboard; Ctrl+V over the
    board makes a picture note (the model: its pixel size and format) drawn with the picture's
    colour where the note is (the screen)."""
    app = notes_app(screen, binary)
    directory = screen.mkdtemp(prefix="dragdrop-picture-")
    path = os.path.join(directory, "blue.png")
    subprocess.run(["convert", "-size", "160x100", "xc:#2a7fff", path], check=True)
    ClipboardSource(screen, None, "image/png", path=path)
    state = paste_over_board(screen, app, 1)
    note = state["notes"][0]
    assert note.get("picture") == {"width": 160, "height": 100, "format": "png"}, note
    assert state["lastFailure"] == "", state
    width = state["sizes"]["board"][0]
    probe = note_point(app, 0, x=width / 2)
    deadline = time.time() + 5  # the picture is decoded off the main thread
    shown = pixel(screen, probe)
    while max(abs(a - b) for a, b in zip(shown, PICTURE_BLUE)) >= 12 and time.time() < deadline:
        time.sleep(0.2)
        shown = pixel(screen, probe)
    if max(abs(a - b) for a, b in zip(shown, PICTURE_BLUE)) >= 12:
        screen.screenshot("notes-pasted-picture-not-drawn")
    assert max(abs(a - b) for a, b in zip(shown, PICTURE_BLUE)) < 12, f"no picture drawn at the note: {shown}"


def test_notes_trashed_note_fades_out_on_screen(screen, binary):
    """Issue 40.1: a view's alpha changed inside View.animate fades in GTK. A note dragged onto
    the trash fades out over two seconds: screenshots taken during the fade show its colour
    between the note's and the board's (intermediate opacity), then the board's once it is
    removed from the model."""
    app = notes_app(screen, binary)
    ClipboardSource(screen, "Fading note", None if screen.backend == "x11" else "text/plain;charset=utf-8")
    paste_over_board(screen, app, 1)
    time.sleep(0.3)
    probe = note_point(app, 0)
    start = pixel(screen, probe)
    assert max(abs(a - b) for a, b in zip(start, NOTE_BACKGROUND)) < 12, f"no note drawn: {start}"
    trash = app.at("trash", 80, 80)
    screen.drag(note_point(app, 0, x=40), trash, steps=10, release=False)
    screen.xdotool("mouseup", 1)
    released = time.time()
    samples = []
    while time.time() - released < 1.6:
        samples.append((round(time.time() - released, 2), pixel(screen, probe)))
    state = app.wait_for(lambda s: s["notes"] == [], "the faded note to be removed", timeout=10)
    end = pixel(screen, probe)
    blue = [colour[2] for _, colour in samples]
    low, high = NOTE_BACKGROUND[2], BOARD_BACKGROUND[2]
    between = [(at, colour) for at, colour in samples if low + 8 < colour[2] < high - 8]
    if not between:
        screen.screenshot("notes-no-intermediate-fade")
    assert between, f"no sample between the note's blue {low} and the board's {high}: {samples}"
    assert max(abs(a - b) for a, b in zip(end, BOARD_BACKGROUND)) < 12, f"the note is still drawn: {end}"
    assert state["lastDragEnd"] == "move", state
    print(f"    fade samples (s after release, blue): {[(at, c[2]) for at, c in samples]}", flush=True)


def test_notes_styled_text_dragged_from_chromium_keeps_bold_and_colour(screen, binary):
    """Issue 40.2: a selection dragged from a real Chromium page (text/html with its computed
    styles) drops on the board through its paste configuration; the note keeps the bold and
    the colour of "bold red", the italic of "slanted", the underline of "under" and the
    background colour of "lit" (issue 40.2)."""
    app = notes_app(screen, binary)
    browser = Chromium(screen, url="file://" + os.path.join(PAGES, "styled.html"))
    screen.drag(browser.point(60, 110), app.at("board", 220, 300), steps=20, hold=0.3)
    state = app.wait_for(lambda s: len(s["notes"]) == 1, "the selection to arrive as a note", timeout=15)
    note = state["notes"][0]
    assert "bold red" in note["text"] and "Plain" in note["text"], note
    bold = [run for run in note["runs"] if "bold red" in run["text"]]
    assert bold and bold[0].get("bold") is True and bold[0].get("color") == "#c01c28", note["runs"]
    slanted = [run for run in note["runs"] if "slanted" in run["text"]]
    assert slanted and slanted[0].get("italic") is True, note["runs"]
    under = [run for run in note["runs"] if "under" in run["text"]]
    assert under and under[0].get("underline") == 1 and "underline" not in slanted[0], note["runs"]
    lit = [run for run in note["runs"] if "lit" in run["text"]]
    assert lit and lit[0].get("background") == "#00ff00" and "background" not in under[0], note["runs"]
