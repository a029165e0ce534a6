#!/usr/bin/env python3
"""Screenshots of the demos for the README, made under Xvfb by the project's own tooling.

Usage: python3 Tests/EndToEnd/screenshots.py PATH-TO-dragdrop-demos [OUTPUT-DIRECTORY, default docs/screenshots]
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import App, Screen, row_center, tile_center  # noqa: E402


def window_shot(screen, output, width, height, name):
    path = os.path.join(output, name + ".png")
    subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+0+0", "+repage", path],
                   env=screen.env, check=True)
    print("wrote", path)


def main():
    binary = sys.argv[1]
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "..", "docs", "screenshots")
    os.makedirs(output, exist_ok=True)
    screen = Screen()
    try:
        app = App(screen, binary)
        # Mid-drag: tile 1 over tile 5, the gap highlighted.
        x, y = tile_center(4)
        screen.drag(tile_center(0), (x + 30, y), release=False)
        time.sleep(0.5)
        window_shot(screen, output, 310, 560, "image-grid")
        screen.xdotool("mouseup", 1)
        time.sleep(0.5)
        app.close()

        app = App(screen, binary, "--demo", "twolists")
        screen.xdotool("mousemove", *row_center(1))
        screen.xdotool("click", 1)
        screen.xdotool("mousemove", *row_center(3))
        screen.xdotool("keydown", "ctrl")
        screen.xdotool("click", 1)
        screen.xdotool("keyup", "ctrl")
        time.sleep(0.3)
        x, y = row_center(2, list_index=1)
        screen.drag(row_center(1), (x, y - 10), release=False)
        time.sleep(0.5)
        window_shot(screen, output, 600, 500, "two-lists")
        screen.xdotool("mouseup", 1)
        time.sleep(0.5)
        app.close()
    finally:
        screen.close()


if __name__ == "__main__":
    main()
