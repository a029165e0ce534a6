#!/usr/bin/env python3
"""Many consecutive real drags (reordering the image grid) and the objects and memory they
leave behind: the app reports (DRAGDROP_REPORT_USAGE) the GdkDrags, lazy content providers
and pending reads/writes still alive, and its resident memory, after every drag.

Usage: python3 Tests/EndToEnd/leak_check.py PATH-TO-dragdrop-demos [DRAGS, default 1000]
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import Screen, grid_app, tile_center  # noqa: E402


def main():
    binary = sys.argv[1]
    drags = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    os.environ["DRAGDROP_REPORT_USAGE"] = "1"
    screen = Screen()
    app = grid_app(screen, binary)
    samples = []
    missed = 0
    try:
        start, (x, y) = tile_center(app, 0), tile_center(app, 4)
        for number in range(1, drags + 1):
            before = app.state()["items"]
            screen.xdotool("mousemove", *start)
            screen.xdotool("mousedown", 1)
            for step in (0.3, 0.6, 1.0):
                screen.xdotool("mousemove", int(start[0] + (x + 35 - start[0]) * step), int(start[1] + (y - start[1]) * step))
                time.sleep(0.02)
            screen.xdotool("mouseup", 1)
            try:
                app.wait_for(lambda s: s["items"] != before, f"drag {number}", timeout=3)
            except AssertionError:
                missed += 1  # released before the XDND exchange settled: a cancelled drag, still a drag

            if number in (1, 10) or number % max(1, drags // 10) == 0:
                usage = app.state()["usage"]
                samples.append((number, usage["rss_kb"], usage["objects"]))
                print(f"after {number:5} drags: RSS {usage['rss_kb'] / 1024:.1f} MB, objects {usage['objects']}", flush=True)
    finally:
        app.close()
        screen.close()
    first, last = samples[1] if len(samples) > 1 else samples[0], samples[-1]
    growth = (last[1] - first[1]) / 1024
    print(f"RSS growth from drag {first[0]} to {last[0]}: {growth:.1f} MB; "
          f"objects then {first[2]} and now {last[2]}; {missed} drag(s) ended as cancels")


if __name__ == "__main__":
    main()
