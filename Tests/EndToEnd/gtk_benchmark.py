#!/usr/bin/env python3
"""This project's GTK collection against GTK's own GtkGridView (Sources/gtk-gridview-baseline,
C), measured the same way in the same run under Xvfb with the cairo renderer, runs
interleaved (ours, GtkGridView, ours, …):

1. at 1,000 / 10,000 / 100,000 / 1,000,000 items (ours with and without the cells' glide,
   `GTKCollectionHost.animatesLayoutChanges`): first frame, drop → painted (the change
   plus the frame painting it: 21 programmatic drops in the middle of the list), peak memory;
   with the log-log slope from 10,000 to 1,000,000 (0 = flat in N);
2. at 10,000 items: frame times while a real pointer (xdotool) drags across the window,
   GtkFlowBox (not virtualised) as an extra row, and the pixels each program repainted on
   screen meanwhile, as the X server's DAMAGE extension reports them (x11-damage-meter);
3. at 10,000 items: frame times while the list scrolls 8 px a frame (every pixel of the view
   repainted each frame: what drawing the same pixels costs each, glide or not).

Prints medians over the runs with [min–max], and ratios (GtkGridView / ours: above 1 means
ours is cheaper). Usage (or `bash scripts/benchmarks gtk`):
    swift build -c release --product dragdrop-gtk-benchmark
    swift build -c release --product gtk-gridview-baseline
    swift build -c release --product x11-damage-meter
    python3 Tests/EndToEnd/gtk_benchmark.py .build/release [--runs 3] [--sizes 1000,1000000]
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import Screen  # noqa: E402


def run(screen, command, timeout, drag_seconds=None, meter=None, env=None):
    """Runs one benchmark process (with `env` added to the screen's environment); with
    `drag_seconds`, drags across its window meanwhile, starting `WARMUP` + 0.3 s after the
    start, and with `meter` (x11-damage-meter) counts what the process draws on screen during
    the drag: `result["damage"]`, the pixels of its window the X server saw repainted."""
    report = tempfile.mktemp(prefix="gtk-bench-", suffix=".json")
    process = subprocess.Popen(command + ["--report", report], env=dict(screen.env, **(env or {})),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    damage_report = tempfile.mktemp(prefix="gtk-damage-", suffix=".json")
    if drag_seconds:
        time.sleep(WARMUP + 0.3)
        counting = meter and subprocess.Popen([meter, "--pid", str(process.pid), "--seconds", str(drag_seconds),
                                               "--wait", "5", "--report", damage_report], env=screen.env)
        screen.sweep((60, 60), (40, 40, 720, 620), drag_seconds)
        if counting and counting.wait(timeout=30) != 0:
            raise RuntimeError(f"x11-damage-meter failed for {command[0]}")
    process.wait(timeout=timeout)
    with open(report) as handle:
        result = json.load(handle)
    os.unlink(report)
    if drag_seconds and meter:
        with open(damage_report) as handle:
            result["damage"] = json.load(handle)
        os.unlink(damage_report)
    return result


WARMUP = 2.0


def command(binaries, name, cells, drops=0, seconds=6.0, scroll=False):
    if name == "gridview":
        base = [os.path.join(binaries, "gtk-gridview-baseline")]
    elif name == "still":  # this project's collection with the cells' glide turned off
        base = [os.path.join(binaries, "dragdrop-gtk-benchmark"), "--mode", "collection", "--no-animation"]
    else:
        base = [os.path.join(binaries, "dragdrop-gtk-benchmark"), "--mode", name]
    return base + ["--cells", str(cells), "--warmup", str(WARMUP), "--seconds", str(seconds),
                   *(["--drops", str(drops)] if drops else []), *(["--scroll"] if scroll else [])]


def spread(values, digits=2):
    return f"{statistics.median(values):.{digits}f} [{min(values):.{digits}f}–{max(values):.{digits}f}]"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="1000,10000,100000,1000000")
    parser.add_argument("--drag-seconds", type=float, default=6.0)
    parser.add_argument("--parts", default="drops,drag,scroll", help="any of drops, drag, scroll (comma-separated)")
    arguments = parser.parse_args()
    parts = set(arguments.parts.split(","))
    sizes = [int(size) for size in arguments.sizes.split(",")] if "drops" in parts else []
    screen = Screen()
    results = {}  # (name, cells) → [reports]
    try:
        for _ in range(arguments.runs):
            for cells in sizes:
                for name in ("collection", "still", "gridview"):
                    report = run(screen, command(arguments.binaries, name, cells, drops=21), timeout=120)
                    results.setdefault((name, cells), []).append(report)
            for name in ("collection", "still", "gridview", "flowbox") if "drag" in parts else ():
                report = run(screen, command(arguments.binaries, name, 10000, seconds=arguments.drag_seconds), timeout=120,
                             drag_seconds=arguments.drag_seconds - 1, meter=os.path.join(arguments.binaries, "x11-damage-meter"))
                results.setdefault((name, "drag"), []).append(report)
            for name in ("collection", "gridview") if "scroll" in parts else ():
                report = run(screen, command(arguments.binaries, name, 10000, seconds=4.0, scroll=True), timeout=120)
                results.setdefault((name, "scroll"), []).append(report)
    finally:
        screen.close()

    runs = arguments.runs
    if sizes:
        print(f"## GTK: this project's collection against GtkGridView ({runs} interleaved runs, medians [min–max])")
        print("| items | first frame ms (ours / GtkGridView) | drop → painted ms (ours / without glide / GtkGridView) "
              "| ratio (with / without glide) | peak MB (ours / GtkGridView) |")
        print("|---|---|---|---|---|")
        medians = {}
        for cells in sizes:
            ours, still, theirs = results[("collection", cells)], results[("still", cells)], results[("gridview", cells)]
            ours_drop = [r["drop_median_ms"] for r in ours]
            still_drop = [r["drop_median_ms"] for r in still]
            theirs_drop = [r["drop_median_ms"] for r in theirs]
            medians[cells] = (statistics.median(ours_drop), statistics.median(theirs_drop), statistics.median(still_drop))
            print(f"| {cells:,} | {spread([r['first_frame_ms'] for r in ours], 0)} / {spread([r['first_frame_ms'] for r in theirs], 0)} "
                  f"| {spread(ours_drop)} / {spread(still_drop)} / {spread(theirs_drop)} "
                  f"| {medians[cells][1] / medians[cells][0]:.2f}× / {medians[cells][1] / medians[cells][2]:.2f}× "
                  f"| {spread([r['peak_rss_kb'] / 1024 for r in ours], 0)} / {spread([r['peak_rss_kb'] / 1024 for r in theirs], 0)} |")
        if 10000 in medians and 1000000 in medians:
            def slope(pair_index):
                return math.log(medians[1000000][pair_index] / medians[10000][pair_index]) / math.log(100)
            print(f"log-log slope of drop → painted, 10,000 → 1,000,000 items: ours {slope(0):.2f}, GtkGridView {slope(1):.2f}")
        if 1000 in sizes and 1000000 in sizes:
            def per_item(name):
                small = statistics.median(r["peak_rss_kb"] for r in results[(name, 1000)])
                large = statistics.median(r["peak_rss_kb"] for r in results[(name, 1000000)])
                return (large - small) * 1024 / 999000
            print(f"memory per item (peak, 1,000 → 1,000,000 items): ours {per_item('collection'):.0f} B, "
                  f"GtkGridView {per_item('gridview'):.0f} B")
    if "scroll" in parts:
        scroll = frames_table(results, "scroll", f"Frames while 10,000 items scroll 8 px a frame ({runs} runs, medians [min–max])",
                              (("collection", "this project"), ("gridview", "GtkGridView")), with_memory=False)
        print(f"ratio of median scroll frames, GtkGridView / ours: {scroll['gridview'] / max(scroll['collection'], 1e-9):.2f}×")
    if "drag" in parts:
        drag = frames_table(results, "drag", f"Frames while a pointer drags across 10,000 items ({runs} runs, medians [min–max])",
                            (("collection", "this project"), ("still", "this project, without glide"), ("gridview", "GtkGridView"),
                             ("flowbox", "GtkFlowBox")), with_memory=True)
        if drag["collection"] > 0:
            print(f"ratio of median drag frames, GtkGridView / ours: {drag['gridview'] / drag['collection']:.2f}× "
                  f"(without glide: {drag['gridview'] / max(drag['still'], 1e-9):.2f}×; GtkFlowBox / ours: {drag['flowbox'] / drag['collection']:.1f}×)")


def frames_table(results, part, heading, programs, with_memory):
    """Prints the frame times of `part` ("drag" or "scroll") for each (name, title) of
    `programs`, with what each drew on screen when it was measured (x11-damage-meter);
    returns each name's median frame."""
    print()
    print(f"## {heading}")
    drawn = all("damage" in r for name, _ in programs for r in results[(name, part)])
    print("| | median frame ms | p95 frame ms | frames |" + (" peak MB |" if with_memory else "")
          + (" screen pixels repainted per s (X DAMAGE) | rectangles per s |" if drawn else ""))
    print("|---|---|---|---|" + ("---|" if with_memory else "") + ("---|---|" if drawn else ""))
    medians = {}
    for name, title in programs:
        reports = results[(name, part)]
        medians[name] = statistics.median(r["median_ms"] for r in reports)
        memory = f" {spread([r['peak_rss_kb'] / 1024 for r in reports], 0)} |" if with_memory else ""
        screen = ""
        if drawn:
            pixels = [r["damage"]["pixels"] / r["damage"]["seconds"] / 1e6 for r in reports]
            rectangles = [r["damage"]["rectangles"] / r["damage"]["seconds"] for r in reports]
            screen = f" {spread(pixels)} M | {spread(rectangles, 0)} |"
        print(f"| {title} | {spread([r['median_ms'] for r in reports])} | {spread([r['p95_ms'] for r in reports])} "
              f"| {statistics.median(r['frames'] for r in reports):.0f} |{memory}{screen}")
    return medians

if __name__ == "__main__":
    main()
