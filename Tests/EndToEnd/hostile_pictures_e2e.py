"""Hostile pictures (issue 38): crafted files that crashed, hung or flooded the gallery are
refused with a word each, a picture that later turns hostile cannot lock the gallery out, and
a picture the app died reading (or gave up on) is set aside and told at the next start."""
import os
import struct
import subprocess
import time

from gallery_e2e import Folder, Gallery, make_pictures
from run_e2e import wait_until


def svg(size_attributes):
    return f'<svg xmlns="http://www.w3.org/2000/svg" {size_attributes}><rect width="9" height="9"/></svg>'


def iso_box(kind, payload):
    return struct.pack(">I", 8 + len(payload)) + kind.encode() + payload


def heic(properties):
    """A HEIC of ftyp and a meta box whose property container holds `properties`."""
    ftyp = iso_box("ftyp", b"heic" + b"\0\0\0\0" + b"mif1heic")
    return ftyp + iso_box("meta", b"\0\0\0\0" + iso_box("iprp", iso_box("ipco", properties)))


def ispe(width, height):
    return iso_box("ispe", b"\0\0\0\0" + struct.pack(">II", width, height))


def tiff(entries):
    """A little-endian TIFF whose first directory holds (tag, SHORT value) entries."""
    data = b"II*\0" + struct.pack("<IH", 8, len(entries))
    for tag, value in entries:
        data += struct.pack("<HHIHH", tag, 3, 1, value, 0)
    return data + b"\0\0\0\0"


ILLUSTRATOR_SVG = """<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
\t<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">
\t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">
]>
<svg version="1.1" id="Layer_1" xmlns:x="&ns_extend;" xmlns:i="&ns_ai;" xmlns="http://www.w3.org/2000/svg"
\t x="0px" y="0px" width="120px" height="80px" viewBox="0 0 120 80" xml:space="preserve">
<rect x="10" y="10" width="100" height="60" fill="#3366cc"/>
</svg>
"""

HOSTILE = {
    "infinite.svg": svg('width="1e999" height="10"').encode(),
    "nan.svg": svg('width="nan" height="10"').encode(),
    "huge.svg": svg('width="1e300" height="10"').encode(),
    "ratio.svg": svg('width="1e6" viewBox="0 0 1e-300 1"').encode(),
    "overflow.heic": heic(ispe(0xFFFFFFFF, 0xFFFFFFFF) + ispe(0xFFFFFFFF, 2)),
    "boxes.heic": heic(ispe(1, 1) * 200_000),
    "two-sizes.tiff": tiff([(256, 20000), (257, 20000), (256, 100), (257, 100)]),
    "laughs.svg": b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'
                  + svg('width="10" height="10"').encode(),
    "xxe.svg": b'<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + svg('width="10" height="10"').encode(),
}


def write(folder, name, data):
    path = os.path.join(folder.path, name)
    with open(path, "wb") as handle:
        handle.write(data)
    os.chmod(path, 0o644)
    return path


def test_gallery_refuses_hostile_pictures_with_a_word_each(screen, binary):
    """Each crafted file of the issue (an infinite, NaN or huge SVG size; a HEIC whose area
    overflows; 4 MB of HEIC boxes; a TIFF giving its size twice; entity bombs and external
    entities) is refused by name with why; an Illustrator SVG (an internal DTD subset) and a PNG
    are added. The app lives on (it crashed at the first SVG, or pinned a core for minutes)."""
    folder = Folder("gallery-hostile-")
    paths = [write(folder, name, data) for name, data in HOSTILE.items()]
    illustrator = write(folder, "illustrator.svg", ILLUSTRATOR_SVG.encode())
    good = make_pictures(1)[0][len("file://"):]
    app = Gallery(screen, binary, galleries={"My Gallery": []}, arguments=paths + [illustrator, good])
    report = app.wait_for(lambda r: r["windows"][0]["problems"] and r["windows"][0]["notice"], "the refusals told", timeout=30)["windows"][0]
    assert report["notice"] == f"{len(HOSTILE)} pictures could not be added", (report["notice"], report["problems"])
    refused = {p.split(": ", 1)[0]: p.split(": ", 1)[1] for p in report["problems"]}
    assert sorted(refused) == sorted(HOSTILE), report["problems"]
    assert "out of range" in refused["infinite.svg"] and "out of range" in refused["ratio.svg"], refused
    assert "given twice" in refused["two-sizes.tiff"], refused
    assert "too many boxes" in refused["boxes.heic"], refused
    assert "megapixels" in refused["overflow.heic"], refused
    assert "another entity" in refused["laughs.svg"] and "external entity" in refused["xxe.svg"], refused
    documents = app.wait_for_documents(lambda d: len(d.get("My Gallery", [])) == 2, "the two good pictures")
    assert [i["url"].rsplit("/", 1)[-1] for i in documents["My Gallery"]] == ["illustrator.svg", os.path.basename(good)], documents
    report = app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 2, "both shown")
    assert not report["unshownPictures"], report["unshownPictures"]
    assert app.process.poll() is None, "the app ended"


def test_gallery_a_picture_turned_hostile_cannot_lock_the_gallery_out(screen, binary):
    """A gallery refers to a picture whose bytes later become an SVG of infinite width (the
    app died at every start in the SVG size reader). It starts, shows the other picture, and
    the tile says why; a HEIC whose area overflows does the same."""
    folder = Folder("gallery-turned-")
    later = write(folder, "later.svg", svg('width="40" height="30"').encode())
    formats = os.path.join(os.path.dirname(__file__), "..", "DragDropTests", "DataTransfer", "Formats")
    with open(os.path.join(formats, "sample.heic"), "rb") as handle:
        heic_path = write(folder, "later.heic", handle.read())
    good = make_pictures(1)[0]
    app = Gallery(screen, binary, galleries={"My Gallery": ["file://" + later, "file://" + heic_path, good]})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 3 and not r["unshownPictures"], "the three pictures")
    app.kill()
    write(folder, "later.svg", svg('width="1e999" height="10"').encode())
    write(folder, "later.heic", heic(ispe(0xFFFFFFFF, 0xFFFFFFFF) + ispe(0xFFFFFFFF, 3)))
    app.start()
    report = app.wait_for(lambda r: {"later.svg", "later.heic"} <= set(r["unshownPictures"]), "both tiles to say why", timeout=20)
    assert "out of range" in report["unshownPictures"]["later.svg"], report["unshownPictures"]
    assert "megapixels" in report["unshownPictures"]["later.heic"], report["unshownPictures"]
    assert os.path.basename(good) not in report["unshownPictures"], report["unshownPictures"]
    assert app.process.poll() is None, "the app ended"
    assert len(app.images()) == 3, app.documents()


def slow_svg():
    """An SVG whose filters take gdk-pixbuf's SVG loader many seconds to render at tile size."""
    filters = "".join(
        f'<filter id="f{i}" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.0{i % 9 + 1}" numOctaves="10" seed="{i}"/>'
        f'<feGaussianBlur stdDeviation="30"/></filter><rect width="4000" height="4000" filter="url(#f{i})"/>' for i in range(24))
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">{filters}</svg>'.encode()


def journal_reads(app):
    """The reads the app's journal shows in progress now (what the next start would find)."""
    reading = os.path.join(app.data_dir, "reading")
    begun = {}
    for name in os.listdir(reading) if os.path.isdir(reading) else []:
        with open(os.path.join(reading, name)) as handle:
            for line in handle:
                if line.startswith("+"):
                    number, url = line[1:].rstrip("\n").split(" ", 1)
                    begun[number] = url
                elif line.startswith("-"):
                    begun.pop(line[1:].strip(), None)
    return sorted(url.rsplit("/", 1)[-1] for url in begun.values())


def test_gallery_sets_aside_a_picture_it_died_reading_and_tells_at_the_next_start(screen, binary):
    """The app dies (SIGKILL) while decoding one picture: the next start does not read it
    again; its tile and one notice say it was set aside, the other picture shows, and Try
    Again (the notice's Details) reads it again."""
    folder = Folder("gallery-crash-")
    slow = write(folder, "slow.svg", slow_svg())
    good = make_pictures(1)[0]
    app = Gallery(screen, binary, galleries={"My Gallery": [good, "file://" + slow]})
    wait_until(lambda: journal_reads(app), lambda reads: reads == ["slow.svg"], "the slow picture being read", app.process, 30)
    # Killed outright, as the kernel's out-of-memory killer does (a crash leaves the same
    # journal; Swift's crash handler would only add a long backtrace first).
    app.kill()
    app.start()
    report = app.wait_for(lambda r: r["setAside"], "the picture set aside")
    assert report["setAside"] == [{"file": "slow.svg", "reason": "crashed"}], report["setAside"]
    window = app.wait_for(lambda r: "slow.svg" in r["unshownPictures"] and r["windows"][0]["notice"], "the tile and the notice")
    assert window["windows"][0]["notice"] == "slow.svg: set aside: Image Gallery stopped while reading it", window["windows"][0]["notice"]
    assert window["unshownPictures"]["slow.svg"] == "set aside: Image Gallery stopped while reading it", window["unshownPictures"]
    assert journal_reads(app) == [], "the set-aside picture was read again"
    assert len(app.images()) == 2, app.documents()


def test_gallery_gives_up_on_a_picture_that_takes_too_long(screen, binary):
    """A picture still decoding after the read timeout (2 s here) is set aside at once: its
    tile and a notice say so, the gallery does not wait for it, and the next start does not
    read it again."""
    folder = Folder("gallery-slow-")
    slow = write(folder, "slow.svg", slow_svg())
    good = make_pictures(1)[0]
    app = Gallery(screen, binary, galleries={"My Gallery": ["file://" + slow, good]}, arguments=["--read-timeout", "2"])
    report = app.wait_for(lambda r: "slow.svg" in r["unshownPictures"], "the slow picture given up", timeout=20)
    assert report["unshownPictures"]["slow.svg"] == "set aside: reading it took too long", report["unshownPictures"]
    assert report["setAside"] == [{"file": "slow.svg", "reason": "timedOut"}], report["setAside"]
    assert "slow.svg: set aside: reading it took too long" == report["windows"][0]["notice"], report["windows"][0]["notice"]
    app.kill()  # the stuck decoder may still run: killed while reading a picture already set aside
    app.start()
    report = app.wait_for(lambda r: "slow.svg" in r["unshownPictures"], "still set aside after a restart", timeout=10)
    assert journal_reads(app) == [], "read again"
