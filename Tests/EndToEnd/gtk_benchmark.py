#!/usr/bin/env python3
"""Frame times while dragging across 10,000 cells, this project's collection against
GTK's GtkFlowBox holding the same children, in the same run under Xvfb; then frame times
while wheel-scrolling through 100,000 cells of the collection.

Usage: python3 Tests/EndToEnd/gtk_benchmark.py PATH-TO-dragdrop-gtk-benchmark (a release build)
"""
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import Screen  # noqa: E402


def measure(screen, binary, mode, warmup=4.0, seconds=6.0, cells=10000, scroll=False):
    report = tempfile.mktemp(prefix=f"gtk-bench-{mode}-", suffix=".json")
    started = time.time()
    process = subprocess.Popen([binary, "--mode", mode, "--warmup", str(warmup), "--seconds", str(seconds),
                                "--cells", str(cells), "--report", report],
                               env=screen.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(warmup + 0.3)
    if scroll:
        # Wheel scrolling through the collection, a notch every 15 ms.
        deadline = time.time() + seconds - 1.0
        step = 0
        screen.xdotool("mousemove", 400, 350)
        while time.time() < deadline:
            screen.xdotool("click", "5")
            step += 1
            time.sleep(0.015)
    else:
        # A continuous drag across the window: press a cell, sweep back and forth, release.
        step = screen.sweep((60, 60), (40, 40, 720, 620), seconds - 1.0)
    process.wait(timeout=seconds + warmup + 30)
    with open(report) as handle:
        result = json.load(handle)
    os.unlink(report)
    result["moves"] = step
    result["wall_s"] = round(time.time() - started, 1)
    return result


def main():
    binary = sys.argv[1]
    screen = Screen()
    try:
        ours = measure(screen, binary, "collection")
        theirs = measure(screen, binary, "flowbox")
        scrolling = measure(screen, binary, "collection", cells=100000, scroll=True)
    finally:
        screen.close()
    print(f"scrolling 100,000 cells: median frame {scrolling['median_ms']:.2f} ms, p95 {scrolling['p95_ms']:.2f} ms, "
          f"{scrolling['frames']} frames, {scrolling['moves']} wheel notches, peak memory {scrolling['peak_rss_kb'] / 1024:.0f} MB")
    for result in (ours, theirs):
        print(f"{result['mode']:>10}: median frame {result['median_ms']:.2f} ms, p95 {result['p95_ms']:.2f} ms, "
              f"{result['frames']} frames, {result['moves']} pointer moves, peak memory {result['peak_rss_kb'] / 1024:.0f} MB")
    if theirs["median_ms"] > 0 and ours["median_ms"] > 0:
        print(f"GtkFlowBox / DragDrop median frame time: {theirs['median_ms'] / ours['median_ms']:.1f}×; "
              f"peak memory {theirs['peak_rss_kb'] / max(ours['peak_rss_kb'], 1):.1f}×")
    print("target: median ≤ 8 ms for the collection:", "met" if 0 < ours["median_ms"] <= 8 else "MISSED")


if __name__ == "__main__":
    main()
