"""Image Gallery's memory while scrolling (issue 36): what scrolls out of view is let go, so
the resident memory after scrolling through a gallery and back to its top is about what it
was on the first screen. Memory is read from outside, in /proc, not from the app's own count.
The helpers are shared with Tests/EndToEnd/gallery_memory_benchmark.py."""
import os
import subprocess
import time

from gallery_e2e import Folder, Gallery
from parallel import alone


def resident_mb(pid):
    """The resident memory (VmRSS) of process `pid`, in MB, as /proc says."""
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def make_photos(count, folder):
    """`count` JPEG files of mixed camera and phone shapes (12 drawn once, then copied, each
    copy made unique by bytes after the image's end): a gallery that takes seconds to make.
    Returns their file URLs."""
    shapes = ["1000x750", "750x1000", "1200x800", "540x960", "960x540", "1600x360",
              "800x800", "1000x750", "750x1000", "640x480", "1200x800", "400x600"]
    originals = []
    for index, shape in enumerate(shapes):
        path = os.path.join(folder, f".original-{index}.jpg")
        subprocess.run(["convert", "-size", shape, f"gradient:gray{10 + 7 * index}-steelblue", "-seed", str(index),
                        "-attenuate", "0.3", "+noise", "Gaussian", "-quality", "85", path], check=True)
        with open(path, "rb") as handle:
            originals.append(handle.read())
        os.remove(path)
    urls = []
    for index in range(count):
        path = os.path.join(folder, f"photo-{index:05d}.jpg")
        with open(path, "wb") as handle:
            handle.write(originals[index % len(originals)] + f"\ncopy-{index:08d}\n".encode())
        urls.append("file://" + path)
    return urls


def first_cell_top(report):
    cells = report["windows"][0]["cells"]
    return cells[0][1] if cells else None


def scroll_to_end(screen, report, down, notches=5, pause=0.15, on_step=None, timeout=600):
    """Scrolls the gallery under the pointer with the wheel, `notches` at a time with a pause
    (so the pictures passed load, as when a person scrolls), until it stops moving; `on_step`
    is called after each burst. `report` reads the app's report."""
    last, still, deadline = None, 0, time.time() + timeout
    while time.time() < deadline:
        screen.xdotool("click", "--repeat", notches, "--delay", 10, "5" if down else "4")
        time.sleep(pause)
        if on_step:
            on_step()
        top = first_cell_top(report())
        still = still + 1 if top == last else 0
        if still >= 4:
            return
        last = top
    raise AssertionError("the gallery kept scrolling")


def settled_resident_mb(app, seconds=4.0):
    """The app's resident memory once it has been left alone for `seconds` (what it lets go
    when scrolling stops is let go by then)."""
    time.sleep(seconds)
    return resident_mb(app.process.pid)


@alone  # reads the app's resident memory
def test_gallery_memory_after_scrolling_down_and_back_is_what_it_was(screen, binary):
    """Defect (issue 36): every picture ever shown stayed in memory — the texture cache let go
    of it, something else never did — and the caches held 256 MB of textures and 64 MB of
    file bytes besides, so scrolling a 300-photo gallery down and back up left the app
    hundreds of MB larger than on its first screen. Now, back at the top and left alone, it
    holds about what it did there (a generous bound: a quarter more)."""
    folder = Folder("gallery-memory-")
    urls = make_photos(300, folder.path)
    app = Gallery(screen, binary, galleries={"Photos": urls})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == len(urls), "the photos listed")
    screen.xdotool("mousemove", *app.cell(0))
    before = settled_resident_mb(app)
    scroll_to_end(screen, app.report, down=True)
    assert first_cell_top(app.report()) < -2000, f"the gallery did not scroll: {app.window()['cells'][:2]}"
    scroll_to_end(screen, app.report, down=False)
    after = settled_resident_mb(app)
    assert after <= before * 1.25, f"resident memory {before:.0f} MB on the first screen, {after:.0f} MB back there"
