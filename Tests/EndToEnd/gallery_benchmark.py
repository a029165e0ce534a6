#!/usr/bin/env python3
"""Image Gallery with generated galleries of 1,000 and 10,000 local images, under Xvfb:
time from process start to the first frame and to the first frame showing pictures, GTK's
median and 95th-percentile frame time while a drag sweeps across the gallery, and peak
memory — printed for both sizes with the 10,000 / 1,000 ratios (memory must follow the
cache limits, not the gallery's size).

Usage: python3 Tests/EndToEnd/gallery_benchmark.py PATH-TO-image-gallery (a release build)
"""
import json
import os
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


def make_gallery(directory, count):
    pictures = os.path.join(directory, "pictures")
    os.makedirs(pictures)
    images = []
    for index in range(count):
        width, height = 120 + (index * 37) % 200, 90 + (index * 53) % 160
        path = os.path.join(pictures, f"{index:05d}.png")
        with open(path, "wb") as handle:
            handle.write(png(width, height, index % 256))
        images.append({"id": str(uuid.uuid4()).upper(), "url": "file://" + path, "aspectRatio": width / height})
    return write_document(os.path.join(directory, "data"), str(uuid.uuid4()), f"{count} images", images)


def measure(screen, binary, count, warmup=5.0, seconds=6.0):
    directory = tempfile.mkdtemp(prefix=f"gallery-bench-{count}-")
    data = make_gallery(directory, count)
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
    return result


def main():
    binary = sys.argv[1]
    screen = Screen()
    try:
        results = [measure(screen, binary, count) for count in (1000, 10000)]
    finally:
        screen.close()
    for r in results:
        print(f"{r['count']:>6} images: first frame {r['first_frame_s']:.2f} s, pictures shown {r['first_pictures_s']:.2f} s, "
              f"median frame {r['median_ms']:.2f} ms, p95 {r['p95_ms']:.2f} ms ({r['frames']} frames, {r['moves']} moves), "
              f"peak memory {r['peak_rss_kb'] / 1024:.0f} MB, textures {r['texture_bytes'] / 1e6:.1f} MB")
    small, large = results
    print(f"10,000 / 1,000: first frame {large['first_frame_s'] / max(small['first_frame_s'], 1e-6):.2f}×, "
          f"median frame {large['median_ms'] / max(small['median_ms'], 1e-6):.2f}×, "
          f"peak memory {large['peak_rss_kb'] / max(small['peak_rss_kb'], 1):.2f}×")
    print("targets: first frame ≤ 1 s:", "met" if 0 < large["first_frame_s"] <= 1 else "MISSED",
          "| median frame ≤ 8 ms:", "met" if 0 < large["median_ms"] <= 8 else "MISSED")


if __name__ == "__main__":
    main()
