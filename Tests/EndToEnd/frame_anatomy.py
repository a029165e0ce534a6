#!/usr/bin/env python3
"""Where a drag frame's time goes: this project's collection (with and without the cells'
glide) against GtkGridView, at 10,000 items, while a real pointer (xdotool) drags across
each window under Xvfb with GTK's cairo renderer, as in gtk_benchmark.py. An LD_PRELOAD
probe (frame_probe.c, built here with gcc) marks each phase of every frame on the window's
frame clock, the paint surface GTK's renderer creates, its copy to the X11 window, and the
time spent waiting on X server round trips.

Prints, over painted frames (medians of each run's medians, [min–max] over the runs):
update, layout (when the frame has one), snapshot + damage diff, rendering, the copy to the
window, after-paint, the whole frame, and the round trips' wait; with the share of frames
that painted or laid out. Usage (or `bash scripts/benchmarks anatomy`):
    python3 Tests/EndToEnd/frame_anatomy.py .build/release [--runs 3]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import Screen  # noqa: E402
import gtk_benchmark  # noqa: E402

PROGRAMS = (("collection", "this project"), ("still", "this project, without glide"), ("gridview", "GtkGridView"))
COLUMNS = ("update", "layout", "snapshot", "render", "copy", "after-paint", "frame", "X wait")


def build_probe(directory):
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "frame_probe.c")
    library = os.path.join(directory, "frame_probe.so")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4", "x11"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["gcc", "-O2", "-shared", "-fPIC", "-o", library, source, *flags, "-ldl"], check=True)
    return library


def frames(log_path, since_ms):
    """The frames the probe logged after `since_ms` (CLOCK_MONOTONIC, as time.monotonic)."""
    result, frame = [], None
    with open(log_path) as handle:
        for line in handle:
            fields = line.split()
            if fields[0] == "start":
                phase, at, trips, waited = fields[1], float(fields[2]), int(fields[3]), float(fields[4])
                if phase == "update":
                    frame = {"update": at, "trips": (trips, waited)}
                elif frame is not None:
                    frame[phase] = at
            elif frame is None:
                continue
            elif fields[0] == "surface" and "paint" in frame and "surface" not in frame:
                frame["surface"] = float(fields[1])
            elif fields[0] == "copy" and "surface" in frame:
                frame["copy"], frame["copied"] = float(fields[1]), float(fields[2])
            elif fields[0] == "done":
                frame["done"] = float(fields[1])
                frame["trip_count"] = int(fields[2]) - frame["trips"][0]
                frame["trip_ms"] = float(fields[3]) - frame["trips"][1]
                if frame["update"] >= since_ms and "paint" in frame and "after-paint" in frame:
                    result.append(frame)
                frame = None
    return result


def phases(frame):
    """A painted frame's phases in ms (layout only when it had one)."""
    paint_start = frame["paint"]
    values = {"update": frame.get("layout", paint_start) - frame["update"],
              "snapshot": frame["surface"] - paint_start,
              "render": frame["copy"] - frame["surface"],
              "copy": frame["copied"] - frame["copy"],
              "after-paint": frame["done"] - frame["after-paint"],
              "frame": frame["done"] - frame["update"],
              "X wait": frame["trip_ms"]}
    if "layout" in frame:
        values["layout"] = paint_start - frame["layout"]
    return values


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--drag-seconds", type=float, default=5.0)
    arguments = parser.parse_args()
    directory = tempfile.mkdtemp(prefix="frame-anatomy-")
    probe = build_probe(directory)
    screen = Screen()
    runs = {}  # name → [{column: median}, shares]
    try:
        for _ in range(arguments.runs):
            for name, _title in PROGRAMS:
                log = os.path.join(directory, f"{name}.log")
                command = gtk_benchmark.command(arguments.binaries, name, 10000, seconds=arguments.drag_seconds + 1)
                since = time.monotonic() * 1000 + (gtk_benchmark.WARMUP + 0.3) * 1000  # when the drag starts
                gtk_benchmark.run(screen, command, timeout=120, drag_seconds=arguments.drag_seconds,
                                  env={"LD_PRELOAD": probe, "FRAME_PROBE_LOG": log})
                measured = frames(log, since)
                painted = [phases(f) for f in measured if "surface" in f and "copy" in f]
                if not painted:
                    raise RuntimeError(f"{name}: no painted frame was logged")
                medians = {column: statistics.median(p[column] for p in painted if column in p)
                           for column in COLUMNS if any(column in p for p in painted)}
                medians["painted"] = len(painted) / len(measured)
                medians["laid out"] = sum(1 for f in measured if "layout" in f) / len(measured)
                medians["frames"] = len(measured)
                runs.setdefault(name, []).append(medians)
    finally:
        screen.close()

    print(f"## Where a drag frame's time goes, 10,000 items ({arguments.runs} runs; ms, medians of painted frames [min–max])")
    print("| | " + " | ".join(COLUMNS) + " | painted / laid-out frames |")
    print("|---|" + "---|" * (len(COLUMNS) + 1))
    for name, title in PROGRAMS:
        cells = []
        for column in COLUMNS:
            values = [r[column] for r in runs[name] if column in r]
            cells.append(gtk_benchmark.spread(values) if values else "—")
        share = (f"{statistics.median(r['painted'] for r in runs[name]):.0%} / "
                 f"{statistics.median(r['laid out'] for r in runs[name]):.0%} of "
                 f"{statistics.median(r['frames'] for r in runs[name]):.0f}")
        print(f"| {title} | " + " | ".join(cells) + f" | {share} |")


if __name__ == "__main__":
    main()
