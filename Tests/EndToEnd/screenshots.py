#!/usr/bin/env python3
"""Screenshots for the README, made under Xvfb by the project's own tooling: the gallery in
light and dark style and each demo, in the middle of a drag.

Usage: python3 Tests/EndToEnd/screenshots.py BIN-DIRECTORY [OUTPUT-DIRECTORY, default docs/screenshots]
"""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import OPEN, App, Screen, grid_app, lists_app, row_center, team_point, tile_center  # noqa: E402
from gallery_e2e import Folder, Gallery, ImageServer, gallery_page, open_viewer_on_first_picture, style_env  # noqa: E402

WINDOW = (830, 700)  # the demos' window and its frame


def window_shot(screen, output, name, size=WINDOW):
    path = os.path.join(output, name + ".png")
    subprocess.run(["import", "-window", "root", "-crop", f"{size[0]}x{size[1]}+0+0", "+repage", path],
                   env=screen.env, check=True)
    print("wrote", path)


def mid_drag(screen, output, name, start, end, size=WINDOW):
    screen.drag(start, end, release=False)
    time.sleep(0.5)
    window_shot(screen, output, name, size)
    screen.xdotool("mouseup", 1)
    time.sleep(0.5)


def gallery_shot(screen, binary, output, name="image-gallery", scheme="default"):
    """The gallery with pictures from a local server, next to the Chromium page they came
    from, while one more is dragged in; in the desktop's light or dark style (`scheme`)."""
    server = ImageServer()
    for file, size, color in [("lake.jpg", "400x260", "steelblue"), ("dune.png", "260x380", "sandybrown"),
                              ("moss.png", "300x300", "darkolivegreen"), ("dusk.jpg", "420x240", "slateblue")]:
        subprocess.run(["convert", "-size", size, f"gradient:{color}-white", os.path.join(server.directory, file)], check=True)
    app = Gallery(screen, binary, env=style_env(screen, scheme),
                  galleries={"Travels": [server.url(f"/{file}") for file in ("lake.jpg", "dune.png", "moss.png", "dusk.jpg")]})
    browser = gallery_page(screen, server)
    app.wait_for(lambda r: r["memory"]["textureBytes"] > 0, "the pictures")
    time.sleep(1.5)
    screen.drag(browser.point(90, 70), app.at("gallery", 330, 300), steps=20, hold=0.3, release=False)
    time.sleep(0.8)
    window_shot(screen, output, name, size=(1280, 780))
    screen.xdotool("mouseup", 1)
    time.sleep(1)
    while OPEN:
        OPEN.pop().close()


def viewer_shot(screen, binary, output):
    """A photo in the viewer, its properties (camera, exposure: EXIF) in the pane beside it."""
    fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ImageGalleryTests", "Fixtures")
    folder = Folder("screenshot-viewer-")
    photos = []
    for name in ("harbour.jpg", "camera.jpg"):
        shutil.copy(os.path.join(fixtures, name), folder.path)
        photos.append("file://" + os.path.join(folder.path, name))
    app = Gallery(screen, binary, galleries={"Harbour": photos})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 2 and r["memory"]["textureBytes"] > 0, "the photos")
    open_viewer_on_first_picture(screen, app, "harbour.jpg")
    screen.xdotool("key", "F9")
    app.wait_for(lambda r: r["viewers"][0]["properties"].get("Camera"), "the properties pane")
    time.sleep(1)
    window_shot(screen, output, "image-gallery-viewer", size=(1280, 780))
    while OPEN:
        OPEN.pop().close()


def swiftui_shot(screen, binary, output):
    """The page written in SwiftUI: an item of the grid held over the suitcase (its
    dropDestination's isTargeted), a task already moved down the list."""
    app = App(screen, binary, "--demo", "swiftui")
    app.wait_for(lambda s: "grid" in s["origins"], "the grid")
    screen.drag(app.at("list", 150, 22), app.at("list", 150, 2 * 44 + 36))
    app.wait_for(lambda s: s["tasks"][0] != "Book tickets", "the task moved")
    mid_drag(screen, output, "swiftui", app.at("grid", 30, 28), app.at("grid", 160, 184 + 12 + 80), size=(900, 665))
    app.close()


def main():
    binary = os.path.join(sys.argv[1], "dragdrop-demos")
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "..", "docs", "screenshots")
    os.makedirs(output, exist_ok=True)
    screen = Screen()
    try:
        gallery_shot(screen, os.path.join(sys.argv[1], "image-gallery"), output)
        gallery_shot(screen, os.path.join(sys.argv[1], "image-gallery"), output, "image-gallery-dark", "prefer-dark")
        viewer_shot(screen, os.path.join(sys.argv[1], "image-gallery"), output)
        # Teams: a team of the Atlantic over a team of the Central division (a match); the
        # backdrop marks the destination.
        app = App(screen, binary, "--demo", "teams")
        mid_drag(screen, output, "teams", team_point(app, 1, 0), team_point(app, 2, 1))
        app.close()

        app = App(screen, binary, "--demo", "teams", "--teams-variant", "classic")
        handle = app.state()["sizes"]["teams"][0] - 20  # the reorder handle, at the row's trailing edge
        mid_drag(screen, output, "teams-classic", team_point(app, 0, 0, x=handle), team_point(app, 2, 0, fraction=0.8, x=handle))
        app.close()

        # The grid: tile 1 over tile 5, the gap highlighted.
        app = grid_app(screen, binary)
        mid_drag(screen, output, "image-grid", tile_center(app, 0), tile_center(app, 4, dx=30))
        app.close()

        # Two lists: two selected rows on their way to the right list.
        app = lists_app(screen, binary)
        screen.xdotool("mousemove", *row_center(app, 1))
        screen.xdotool("click", 1)
        screen.xdotool("mousemove", *row_center(app, 3))
        screen.xdotool("keydown", "ctrl")
        screen.xdotool("click", 1)
        screen.xdotool("keyup", "ctrl")
        time.sleep(0.3)
        mid_drag(screen, output, "two-lists", row_center(app, 1), row_center(app, 2, list_index=1, dy=-10))
        app.close()

        swiftui_shot(screen, binary, output)
    finally:
        screen.close()


if __name__ == "__main__":
    main()
