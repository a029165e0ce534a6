#!/usr/bin/env python3
"""gallery-startup: Image Gallery starting on a gallery whose stored aspect ratios are all
wrong (1.0, while the pictures are wider or taller), at 1,000 / 10,000 / 100,000 pictures
(or the SIZES given, e.g. 1,000,000 too), under Xvfb. For each size, several interleaved runs of: process start → first frame,
→ every shape settled (and saved), the document writes made meanwhile, and the longest
main-loop stall (a 10 ms GLib timeout recording its own lateness). Prints medians with
[min–max] and checks the targets: first frame ≤ 1 s, ≤ 3 writes, stall ≤ 50 ms (the exit
status), and prints whether issue 36's large-library targets are met at the sizes run.

Usage: python3 Tests/EndToEnd/gallery_startup_benchmark.py PATH-TO-image-gallery [RUNS] [SIZES]
(a release build; scripts/gallery-startup builds one and runs this)
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gallery_benchmark import png, write_document  # noqa: E402
from run_e2e import Screen  # noqa: E402

DISTINCT = 400  # distinct picture files; larger galleries link to them under their own names
# Issue 36's start-up targets for large libraries: (pictures, first frame in s, peak memory in MB);
# printed when that size is run (pass it in SIZES, e.g. 1000,10000,100000,1000000).
LARGE_LIBRARY_TARGETS = [(100000, 0.3, 200), (1000000, 3, 500)]


def make_library(directory, count):
    """A data directory with one gallery of `count` local pictures whose stored ratios are stale."""
    files = os.path.join(directory, "files")
    os.makedirs(files)
    originals = []
    for index in range(min(count, DISTINCT)):
        width, height = 40 + (index * 37) % 120, 30 + (index * 53) % 100
        path = os.path.join(files, f"original-{index:04d}.png")
        with open(path, "wb") as handle:
            handle.write(png(width, height, index % 256))
        originals.append(path)
    images = []
    for index in range(count):
        path = originals[index] if index < DISTINCT else os.path.join(files, f"{index:06d}.png")
        if index >= DISTINCT:
            os.symlink(originals[index % DISTINCT], path)
        images.append({"id": str(uuid.uuid4()).upper(), "url": "file://" + path, "aspectRatio": 1.0})
    return write_document(os.path.join(directory, "data"), str(uuid.uuid4()), f"{count} pictures", images)


def run(screen, binary, template, directory):
    """One start on a fresh copy of the library (the previous run corrected the ratios)."""
    data = os.path.join(directory, "run-data")
    shutil.rmtree(data, ignore_errors=True)
    shutil.copytree(template, data)
    report = os.path.join(directory, "result.json")
    if os.path.exists(report):
        os.remove(report)
    subprocess.run([binary, "--separate-instance", "--data-dir", data, "--cache-dir", os.path.join(directory, "cache"),
                    "--startup-benchmark-report", report], env=screen.env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=300)
    with open(report) as handle:
        return json.load(handle)


def spread(values, unit, digits=2):
    return f"{statistics.median(values):.{digits}f} {unit} [{min(values):.{digits}f}–{max(values):.{digits}f}]"


def main():
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    sizes = [int(s) for s in sys.argv[3].split(",")] if len(sys.argv) > 3 else [1000, 10000, 100000]
    screen = Screen()
    root = tempfile.mkdtemp(prefix="gallery-startup-")
    results = {size: [] for size in sizes}
    try:
        templates = {}
        for size in sizes:
            directory = os.path.join(root, str(size))
            os.makedirs(directory)
            templates[size] = (make_library(directory, size), directory)
        for _ in range(runs):  # interleaved: each round runs every size once
            for size in sizes:
                results[size].append(run(screen, binary, *templates[size]))
    finally:
        screen.close()
        shutil.rmtree(root, ignore_errors=True)
    print(f"gallery-startup: {runs} runs per size, interleaved; medians [min–max]")
    met = True
    for size in sizes:
        rows = results[size]
        first = [r["first_frame_s"] for r in rows]
        settled = [r["settled_s"] for r in rows]
        writes = [r["document_writes"] for r in rows]
        stalls = [r["longest_stall_ms"] for r in rows]
        print(f"{size:>7} pictures: first frame {spread(first, 's')}, settled {spread(settled, 's')}, "
              f"document writes {spread(writes, '', 0)}, longest stall {spread(stalls, 'ms', 1)}, "
              f"peak memory {statistics.median(r['peak_rss_kb'] for r in rows) / 1024:.0f} MB, "
              f"shapes corrected {statistics.median(r['corrected'] for r in rows):.0f}; longest stalls ended "
              + ", ".join(f"{r['longest_stall_end_after_first_frame_ms']:+.0f}" for r in rows) + " ms after the first frame")
        ok = statistics.median(first) <= 1 and statistics.median(writes) <= 3 and statistics.median(stalls) <= 50
        met = met and ok
    print("targets (first frame ≤ 1 s, ≤ 3 writes, longest stall ≤ 50 ms at every size):", "met" if met else "MISSED")
    for size, seconds, megabytes in LARGE_LIBRARY_TARGETS:
        if size in results:
            rows = results[size]
            first = statistics.median(r["first_frame_s"] for r in rows)
            peak = statistics.median(r["peak_rss_kb"] for r in rows) / 1024
            print(f"issue 36 target at {size:,} pictures (first frame ≤ {seconds} s, peak ≤ {megabytes} MB):",
                  "met" if first <= seconds and peak <= megabytes else f"MISSED ({first:.2f} s, {peak:.0f} MB)")
    sys.exit(0 if met else 1)


if __name__ == "__main__":
    main()
