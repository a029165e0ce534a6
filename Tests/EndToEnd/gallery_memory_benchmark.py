#!/usr/bin/env python3
"""Image Gallery's resident memory while a person scrolls a real photo library (issue 36): a
gallery of 5,000 camera-sized photos (photo-corpus: mixed shapes, EXIF orientations,
transparent PNGs, animations, nested folders) is scrolled with the wheel down to its end and
back up to its top, twice, under Xvfb; the app's RSS is read from /proc every 0.2 s. Printed:
the first screen's memory (pictures shown, left alone 4 s), the peak, the end (back at the top,
left alone 4 s) and the growth from first screen to end, as medians [min–max] of the runs;
the curves are drawn as an SVG plot (--plot).

Usage: python3 Tests/EndToEnd/gallery_memory_benchmark.py PATH-TO-image-gallery (a release build)
       [--runs 3] [--count 5000] [--distinct 48] [--corpus DIR] [--plot docs/images/gallery-memory.svg]
The corpus is made with photo-corpus (on PATH, in $PHOTO_CORPUS, or Tests/EndToEnd/tools) from
--distinct originals unless --corpus names a folder of pictures.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import Screen, read_json, wait_until, wait_until_shown  # noqa: E402
from gallery_e2e import write_document  # noqa: E402
from gallery_memory_e2e import first_cell_top, resident_mb, scroll_to_end  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PEAK_TARGET_MB = 300
QUIET_SECONDS = 4.0


def photo_corpus_tool():
    candidates = [os.environ.get("PHOTO_CORPUS", ""), shutil.which("photo-corpus") or "",
                  os.path.join(HERE, "tools", "photo-corpus")]
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    sys.exit("photo-corpus not found: pass --corpus DIR or set PHOTO_CORPUS")


def pictures_of(folder, count):
    """The first `count` pictures under `folder` (nested folders included), with their aspect
    ratios upright (EXIF orientation applied), read from their headers by ImageMagick."""
    files = sorted(os.path.join(root, name) for root, _, names in os.walk(folder) for name in names
                   if not name.startswith("."))[:count]
    pictures = []
    for start in range(0, len(files), 500):
        batch = files[start:start + 500]
        lines = subprocess.run(["identify", "-ping", "-format", "%w %h %[orientation]\n", *[f + "[0]" for f in batch]],
                               capture_output=True, text=True, check=True).stdout.splitlines()
        for path, line in zip(batch, lines):
            width, height, orientation = (line.split() + ["TopLeft"])[:3]
            width, height = int(width), int(height)
            if orientation in ("LeftTop", "RightTop", "RightBottom", "LeftBottom"):
                width, height = height, width
            pictures.append(("file://" + path, width / height))
    return pictures


def measure(screen, binary, pictures):
    """One run: the RSS curve [(seconds, MB)] and the first-screen, peak and end figures."""
    directory = tempfile.mkdtemp(prefix="gallery-memory-")
    images = [{"id": str(uuid.uuid4()).upper(), "url": url, "aspectRatio": ratio} for url, ratio in pictures]
    data = write_document(os.path.join(directory, "data"), str(uuid.uuid4()), "Photos", images)
    report_file = os.path.join(directory, "report.json")
    process = subprocess.Popen([binary, "--data-dir", data, "--cache-dir", os.path.join(directory, "cache"),
                                "--report-file", report_file, "--separate-instance"],
                               env=screen.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    curve, sampling, started = [], threading.Event(), time.time()

    def sample():
        while not sampling.wait(0.2):
            try:
                curve.append((time.time() - started, resident_mb(process.pid)))
            except (OSError, RuntimeError):
                return

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    try:
        def report():
            return read_json(report_file)
        wait_until(report, lambda r: r and r["windows"] and len(r["windows"][0]["cells"]) == len(pictures),
                   "the gallery listed", process, timeout=60)
        wait_until_shown(screen, process)
        window = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid), "--name", "."],
                                env=screen.env, capture_output=True, text=True).stdout.split()[-1]
        screen.xdotool("windowsize", window, 1024, 768)
        screen.xdotool("windowmove", window, 0, 0)
        screen.xdotool("mousemove", 600, 400)
        time.sleep(QUIET_SECONDS)
        first = resident_mb(process.pid)
        for _ in range(2):
            scroll_to_end(screen, report, down=True, notches=40, pause=0.35, timeout=1200)
            scroll_to_end(screen, report, down=False, notches=40, pause=0.35, timeout=1200)
        assert first_cell_top(report()) >= 0, "not back at the top"
        time.sleep(QUIET_SECONDS)
        end = resident_mb(process.pid)
    finally:
        sampling.set()
        sampler.join()
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(directory, ignore_errors=True)
    return {"curve": curve, "first": first, "peak": max(mb for _, mb in curve), "end": end}


def spread(values, digits=0):
    return f"{statistics.median(values):.{digits}f} [{min(values):.{digits}f}–{max(values):.{digits}f}]"


def plot(runs, path, count):
    """The runs' RSS curves as an SVG line plot, with the 300 MB peak target."""
    width, height, left, bottom, top, right = 720, 360, 60, 40, 20, 20
    longest = max(t for run in runs for t, _ in run["curve"])
    highest = max(PEAK_TARGET_MB * 1.15, max(run["peak"] for run in runs) * 1.1)

    def x(seconds):
        return left + (width - left - right) * seconds / longest

    def y(mb):
        return height - bottom - (height - top - bottom) * mb / highest

    colours = ["#1c71d8", "#e66100", "#2ec27e", "#9141ac", "#c01c28"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
             f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<text x="{left}" y="14">Image Gallery RSS while scrolling {count:,} photos down and up twice ({len(runs)} runs)</text>']
    step = 50 if highest <= 600 else 100
    for mb in range(0, int(highest) + 1, step):
        parts.append(f'<line x1="{left}" y1="{y(mb):.1f}" x2="{width - right}" y2="{y(mb):.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{left - 6}" y="{y(mb) + 4:.1f}" text-anchor="end">{mb}</text>')
    for seconds in range(0, int(longest) + 1, max(30, int(longest / 8) // 30 * 30)):
        parts.append(f'<text x="{x(seconds):.1f}" y="{height - bottom + 16}" text-anchor="middle">{seconds}</text>')
    parts.append(f'<text x="{(left + width - right) / 2}" y="{height - 6}" text-anchor="middle">seconds since start</text>')
    parts.append(f'<text x="14" y="{(top + height - bottom) / 2}" transform="rotate(-90 14 {(top + height - bottom) / 2})" '
                 f'text-anchor="middle">RSS MB</text>')
    parts.append(f'<line x1="{left}" y1="{y(PEAK_TARGET_MB):.1f}" x2="{width - right}" y2="{y(PEAK_TARGET_MB):.1f}" '
                 f'stroke="#c01c28" stroke-dasharray="6 4"/>')
    parts.append(f'<text x="{width - right - 4}" y="{y(PEAK_TARGET_MB) - 4:.1f}" text-anchor="end" fill="#c01c28">peak target {PEAK_TARGET_MB} MB</text>')
    for index, run in enumerate(runs):
        points = " ".join(f"{x(t):.1f},{y(mb):.1f}" for t, mb in run["curve"])
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colours[index % len(colours)]}" stroke-width="1.5"/>')
    parts.append("</svg>")
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as handle:
        handle.write("\n".join(parts) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--distinct", type=int, default=48, help="photo-corpus's distinct originals")
    parser.add_argument("--corpus", help="a folder of pictures (default: made by photo-corpus)")
    parser.add_argument("--plot", default=os.path.join(HERE, "..", "..", "docs", "images", "gallery-memory.svg"))
    arguments = parser.parse_args()
    corpus = arguments.corpus
    made = None
    if not corpus:
        made = corpus = tempfile.mkdtemp(prefix="gallery-memory-corpus-")
        subprocess.run([photo_corpus_tool(), corpus, str(arguments.count), str(arguments.distinct)], check=True)
    pictures = pictures_of(corpus, arguments.count)
    screen = Screen()
    runs = []
    try:
        for _ in range(arguments.runs):
            runs.append(measure(screen, arguments.binary, pictures))
            run = runs[-1]
            print(f"run {len(runs)}: first screen {run['first']:.0f} MB, peak {run['peak']:.0f} MB, end {run['end']:.0f} MB",
                  flush=True)
    finally:
        screen.close()
        if made:
            shutil.rmtree(made, ignore_errors=True)
    plot(runs, arguments.plot, len(pictures))
    growth = [run["end"] - run["first"] for run in runs]
    print(f"## Image Gallery memory, {len(pictures):,} photos scrolled down and up twice "
          f"({len(runs)} runs, medians [min–max])")
    print("| first screen MB | peak MB | end MB | growth MB (end − first) | end / first |")
    print("|---|---|---|---|---|")
    print(f"| {spread([r['first'] for r in runs])} | {spread([r['peak'] for r in runs])} | {spread([r['end'] for r in runs])} "
          f"| {spread(growth)} | {spread([r['end'] / r['first'] for r in runs], 2)} |")
    peak = statistics.median(r["peak"] for r in runs)
    ratio = statistics.median(r["end"] / r["first"] for r in runs)
    print(f"targets: peak ≤ {PEAK_TARGET_MB} MB:", "met" if peak <= PEAK_TARGET_MB else "MISSED",
          "| end within 10 % of the first screen:", "met" if ratio <= 1.10 else "MISSED")
    print(f"plot: {os.path.relpath(arguments.plot)}")


if __name__ == "__main__":
    main()
