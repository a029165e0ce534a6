#!/usr/bin/env python3
"""Image Gallery with generated galleries of 1,000, 10,000 and 100,000 local images, under
Xvfb: time from process start to the first frame and to the first frame showing pictures,
GTK's median and 95th-percentile frame time while a drag sweeps across the gallery (after
scrolling a long way down), and peak memory. Runs are interleaved (1,000, 10,000, 100,000,
1,000, …); printed as medians with [min–max] and the ratios to 1,000 images (memory must
follow the cache limits, not the gallery's size).

Usage: python3 Tests/EndToEnd/gallery_benchmark.py PATH-TO-image-gallery (a release build)
       [--runs 3] [--sizes 1000,10000,100000]
"""
import argparse
import json
import os
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import uuid
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_e2e import Screen  # noqa: E402
from gallery_e2e import write_document  # noqa: E402


def png(width, height, shade):
    """A small PNG in pure Python (one colour per row), so 10,000 files take seconds."""
    rows = b"".join(b"\x00" + bytes((shade, (shade + y) % 256, 255 - shade)) * width for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 1)) + chunk(b"IEND", b""))


def make_pictures(directory, count):
    """`count` PNG files of varied shapes; their URLs and aspect ratios."""
    pictures = os.path.join(directory, "pictures")
    os.makedirs(pictures)
    made = []
    for index in range(count):
        width, height = 120 + (index * 37) % 200, 90 + (index * 53) % 160
        path = os.path.join(pictures, f"{index:06d}.png")
        with open(path, "wb") as handle:
            handle.write(png(width, height, index % 256))
        made.append(("file://" + path, width / height))
    return made


def make_gallery(directory, pictures):
    """A data directory holding one gallery of `pictures`."""
    images = [{"id": str(uuid.uuid4()).upper(), "url": url, "aspectRatio": ratio} for url, ratio in pictures]
    return write_document(os.path.join(directory, "data"), str(uuid.uuid4()), f"{len(pictures)} images", images)


def measure(screen, binary, pictures, warmup=5.0, seconds=6.0):
    count = len(pictures)
    directory = tempfile.mkdtemp(prefix=f"gallery-bench-{count}-")
    data = make_gallery(directory, pictures)
    report = os.path.join(directory, "result.json")
    process = subprocess.Popen([binary, "--data-dir", data, "--cache-dir", os.path.join(directory, "cache"),
                                "--benchmark-report", report, "--benchmark-warmup", str(warmup),
                                "--benchmark-seconds", str(seconds)],
                               env=screen.env, stdout=subprocess.DEVNULL, stderr=open(os.path.join(directory, "stderr"), "w"))
    time.sleep(warmup - 1.5)
    # Scroll a long way down first (pictures load as they come into view), then drag across.
    screen.xdotool("mousemove", 500, 300)
    for _ in range(40):
        screen.xdotool("click", "5")
    time.sleep(1.5)
    step = screen.sweep((330, 120), (240, 80, 700, 560), seconds - 1.0)
    process.wait(timeout=warmup + seconds + 60)
    with open(report) as handle:
        result = json.load(handle)
    result["count"] = count
    result["moves"] = step
    shutil.rmtree(directory, ignore_errors=True)
    return result


def spread(values, digits=2):
    return f"{statistics.median(values):.{digits}f} [{min(values):.{digits}f}–{max(values):.{digits}f}]"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="1000,10000,100000")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    pictures_directory = tempfile.mkdtemp(prefix="gallery-bench-pictures-")
    pictures = make_pictures(pictures_directory, max(sizes))
    screen = Screen()
    results = {size: [] for size in sizes}
    try:
        for _ in range(arguments.runs):
            for size in sizes:
                results[size].append(measure(screen, arguments.binary, pictures[:size]))
    finally:
        screen.close()
        shutil.rmtree(pictures_directory, ignore_errors=True)
    print(f"## Image Gallery ({arguments.runs} interleaved runs, medians [min–max])")
    print("| pictures | first frame s | pictures shown s | median frame ms while dragging | p95 frame ms | peak MB |")
    print("|---|---|---|---|---|---|")
    for size in sizes:
        runs = results[size]
        print(f"| {size:,} | {spread([r['first_frame_s'] for r in runs])} | {spread([r['first_pictures_s'] for r in runs])} "
              f"| {spread([r['median_ms'] for r in runs])} | {spread([r['p95_ms'] for r in runs])} "
              f"| {spread([r['peak_rss_kb'] / 1024 for r in runs], 0)} |")
    smallest = sizes[0]
    for size in sizes[1:]:
        def ratio(key):
            return statistics.median(r[key] for r in results[size]) / max(statistics.median(r[key] for r in results[smallest]), 1e-9)
        print(f"{size:,} / {smallest:,}: first frame {ratio('first_frame_s'):.2f}×, median frame {ratio('median_ms'):.2f}×, "
              f"peak memory {ratio('peak_rss_kb'):.2f}×")
    largest = results[sizes[-1]]
    median = statistics.median(r["median_ms"] for r in largest)
    p95 = statistics.median(r["p95_ms"] for r in largest)
    first = statistics.median(r["first_frame_s"] for r in largest)
    print(f"targets at {sizes[-1]:,}: first frame ≤ 1 s:", "met" if 0 < first <= 1 else "MISSED",
          "| median frame ≤ 4 ms:", "met" if 0 < median <= 4 else "MISSED",
          "| p95 frame ≤ 8 ms:", "met" if 0 < p95 <= 8 else "MISSED")


if __name__ == "__main__":
    main()
