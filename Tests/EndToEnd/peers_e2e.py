"""End-to-end tests against other applications' toolkits: a Qt 5 application written for the
tests (peers/qt_peer.py) and a real file manager (Thunar). Real pointer drags under Xvfb;
each test asserts on the documents and files, not only on the absence of a crash.

Run by run_e2e.py; each test takes the screen and the `image-gallery` binary (the demos
binary lives beside it).
"""
import base64
import glob
import os
import shutil
import subprocess
import time

from run_e2e import OPEN, read_json, stop, wait_until, wait_until_shown, windows_of
from parallel import alone
from gallery_e2e import Folder, Gallery, make_pictures

PEERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "peers")
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's PyQt5 belongs to the system interpreter


class QtPeer:
    """peers/qt_peer.py in its own process: a drag source or a drop target at `position`."""

    def __init__(self, screen, *arguments, position=(900, 0), api=5):
        OPEN.append(self)
        self.screen = screen
        self.position = position
        self.directory = screen.mkdtemp(prefix="qt-peer-")
        self.report_file = os.path.join(self.directory, "report.json")
        platform = "wayland" if screen.backend == "wayland" else "xcb"
        env = dict(screen.env, PEER_X=str(position[0]), PEER_Y=str(position[1]), QT_QPA_PLATFORM=platform, QT_PEER_API=str(api))
        self.process = screen.spawn([SYSTEM_PYTHON, os.path.join(PEERS, "qt_peer.py"), *arguments, self.report_file], env=env)
        wait_until(self.report, lambda r: r["ready"], "the Qt peer to start", self.process)
        wait_until_shown(screen, self.process)
        windows = windows_of(self.screen, self.process)
        if windows:
            screen.xdotool("windowmove", windows[-1], *position)
            time.sleep(0.3)

    def point(self, x=150, y=150):
        return self.position[0] + x, self.position[1] + y

    def report(self):
        return read_json(self.report_file)

    def close(self):
        stop(self.process, self.directory)


def qt_unavailable(screen, api=5):
    """Why the Qt 5 (or Qt 6) peer cannot run here, or None."""
    plugins = {5: "/usr/lib/*/qt5/plugins/platforms/libqwayland-generic.so", 6: "/usr/lib/*/qt6/plugins/platforms/libqwayland-generic.so"}
    if screen.backend == "wayland" and not glob.glob(plugins[api]):
        return f"Qt {api}'s Wayland platform plugin is not installed (scripts/setup installs {'qtwayland5' if api == 5 else 'qt6-wayland'})"
    if subprocess.run([SYSTEM_PYTHON, "-c", f"import PyQt{api}.QtWidgets"], capture_output=True).returncode != 0:
        return f"PyQt{api} is not installed (scripts/setup installs python3-pyqt{api})"
    return None


def qt_drag_onto_gallery(screen, binary, kind, shown, api=5):
    """A gallery showing `shown` local pictures, and a drag of one more picture (as `kind`)
    from the Qt peer (Qt `api`) onto its first cell. Returns the gallery, the pictures (the
    dragged one first) and when the drop happened."""
    pictures = make_pictures(shown + 1)
    app = Gallery(screen, binary, galleries={"My Gallery": pictures[1:]})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == shown, f"{shown} pictures shown")
    qt = QtPeer(screen, "source", kind, pictures[0][len("file://"):], position=(900, 0), api=api)
    started = time.time()
    screen.drag(qt.point(), app.cell(0, fx=0.9))
    return app, pictures, started


@alone  # asserts on wall time
def test_qt_uri_list_drop_arrives_and_leaves_the_gallery_usable(screen, binary, api=5):
    """Qt 5's picture file (uri-list) dropped on the gallery arrives, on both backends. On X11
    GTK 4.8 alone never got it (it asks for the XdndSelection at CurrentTime from a window
    Qt does not know, and Qt refuses): the drop is read again with the XdndPosition's or
    XdndDrop's timestamp, which Qt answers. The next drag works at once."""
    if qt_unavailable(screen, api):
        return qt_unavailable(screen, api)
    app, pictures, started = qt_drag_onto_gallery(screen, binary, "uri-list", shown=2, api=api)
    documents = app.wait_for_documents(lambda d: pictures[0] in [i["url"] for i in d["My Gallery"]], "Qt's picture",
                                       timeout=12)
    assert time.time() - started < 4, f"Qt's picture took {time.time() - started:.1f} s"
    first = documents["My Gallery"][0]["url"]
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 3 and r["windows"][0]["placeholders"] == 0, "three pictures")
    screen.drag(app.cell(0), app.cell(2, fx=0.9))
    app.wait_for_documents(lambda d: d["My Gallery"][-1]["url"] == first, "the next drag to reorder")


def test_a_dropped_named_pipe_is_refused_by_its_type(screen, binary):
    """Defect (issue 38): a named pipe dropped from another application showed Foundation's
    raw error with the wrong cause ("You don't have permission"), and one without an
    extension hung the gallery (its type was sniffed by opening it). Dropped from Qt 5 (a
    uri-list), it is refused at once by its type, by name; nothing is added and the gallery
    takes the next drag."""
    if qt_unavailable(screen):
        return qt_unavailable(screen)
    folder = Folder("gallery-pipe-")
    pipe = os.path.join(folder.path, "pipe")
    os.mkfifo(pipe)
    pictures = make_pictures(2)
    app = Gallery(screen, binary, galleries={"My Gallery": pictures})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 2, "2 pictures shown")
    qt = QtPeer(screen, "source", "uri-list", pipe, position=(900, 0))
    screen.drag(qt.point(), app.cell(0, fx=0.9))
    report = app.wait_for(lambda r: "pipe" in r["windows"][0]["notice"], "the pipe refused", timeout=8)["windows"][0]
    assert report["notice"] == "Could not add pipe: Not a regular file (a named pipe)", report["notice"]
    app.wait_for(lambda r: r["windows"][0]["placeholders"] == 0, "no placeholder left")
    assert app.images() == pictures, app.images()
    screen.drag(app.cell(0), app.cell(1, fx=0.9))
    app.wait_for_documents(lambda d: [i["url"] for i in d["My Gallery"]] == pictures[::-1], "the next drag to reorder")


@alone  # asserts on wall time (through the Qt 5 test)
def test_qt6_uri_list_and_png_drops_arrive(screen, binary):
    """The same from a Qt 6 application (PyQt6): its picture file arrives, and then a
    PNG-only drag's bytes, on both backends."""
    result = test_qt_uri_list_drop_arrives_and_leaves_the_gallery_usable(screen, binary, api=6)
    if result:
        return result
    while OPEN:
        OPEN.pop().close()
    return test_qt_png_drop_onto_the_gallery(screen, binary, api=6)


class FileManager:
    """Thunar showing `folder`, in its own D-Bus session (it refuses to start without one)."""

    def __init__(self, screen, folder, position=(760, 0), size=(500, 500)):
        OPEN.append(self)
        self.screen = screen
        self.directory = screen.mkdtemp(prefix="thunar-")
        env = dict(screen.env, HOME=self.directory, XDG_CONFIG_HOME=os.path.join(self.directory, "config"),
                   XDG_DATA_HOME=os.path.join(self.directory, "data"), XDG_CACHE_HOME=os.path.join(self.directory, "cache"))
        self.process = screen.spawn(["dbus-run-session", "--", "thunar", folder], env=env, stderr=subprocess.DEVNULL,
                                    start_new_session=True)
        self.window = wait_until(lambda: screen.windows_of_class("thunar"), bool, "Thunar's window", self.process, timeout=20)[-1]
        screen.xdotool("windowsize", self.window, *size)
        screen.xdotool("windowmove", self.window, *position)
        time.sleep(1.0)
        self.position, self.size = position, size

    def empty_point(self):
        """A point of the folder view below its icons."""
        return self.position[0] + self.size[0] // 2, self.position[1] + self.size[1] - 80

    def select_all(self):
        """Selects every file of the folder, as a user does: Ctrl+A over the view on X11 (the
        window focused first: no window manager does it under Xvfb); Edit ▸ Select all Files
        under sway, where Thunar (GTK 3) gets the virtual keyboard's keys without Control."""
        x, y = self.screen.window_geometry(self.window)[:2]
        if self.screen.backend == "x11":
            self.screen.xdotool("windowfocus", self.window)
            self.screen.xdotool("mousemove", *self.empty_point())
            time.sleep(0.2)
            self.screen.xdotool("click", 1)
            time.sleep(0.3)
            self.screen.xdotool("key", "ctrl+a")
        else:
            for point in ((x + 60, y + 12), (x + 120, y + 197)):  # the menu, then its item
                self.screen.xdotool("mousemove", *point)
                time.sleep(0.3)
                self.screen.xdotool("click", 1)
                time.sleep(0.6)
        time.sleep(0.5)

    def first_selected_icon(self):
        """The middle of the first selected icon (the top row's leftmost), found on screen by
        the selection's colour, so it holds on either backend (Thunar shows a root-account
        bar above its icons on X11 only) and at any scale: the first run of rows with that
        colour as narrow as an icon — a picture's frame, or a folder's label below its icon
        (the location bar's selected text is wider)."""
        x, y, width, height = self.screen.window_geometry(self.window)
        scale = self.screen.scale
        shot = self.screen.screenshot("file-manager-selection")
        columns, rows = round(width * scale), round(height * scale)
        pixels = subprocess.run(["convert", shot, "-crop", f"{columns}x{rows}+{round(x * scale)}+{round(y * scale)}",
                                 "+repage", "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
        selected = {}
        for i in range(0, len(pixels) - 2, 3):
            if abs(pixels[i] - 0x35) < 12 and abs(pixels[i + 1] - 0x84) < 12 and abs(pixels[i + 2] - 0xE4) < 12:
                selected.setdefault(i // 3 // columns, []).append(i // 3 % columns)
        bands, band = [], []
        for row in sorted(selected):
            if band and row != band[-1] + 1:
                bands.append(band)
                band = []
            band.append(row)
        for band in bands + [band]:
            # The leftmost icon of the row: columns of the colour with gaps no wider than a
            # label's letters leave (the next icon is further away).
            columns = sorted({column for r in band for column in selected[r]})
            left = right = columns[0]
            for column in columns[1:]:
                if column - right > 10 * scale:
                    break
                right = column
            if len(band) < 12 * scale or right - left > 140 * scale:
                continue  # a stray line, or the location bar's selected text
            if len(band) >= 36 * scale:  # a picture's frame: press inside it
                return round(x + (left + 22 * scale) / scale), round(y + (band[0] + 20 * scale) / scale)
            # A label alone (a folder's icon is tinted, not framed): press on the icon above it.
            return round(x + (left + right) / 2 / scale), round(y + band[0] / scale - 22)
        raise AssertionError(f"no selected icon on screen: {shot}")

    def close(self):
        if self.screen.backend == "x11":
            try:
                os.killpg(self.process.pid, 15)  # thunar and its D-Bus session
            except ProcessLookupError:
                pass
        else:
            # This test's Thunar only, the child of its dbus-run-session: a bare `pkill thunar`
            # ended the Thunars of the tests on the other displays too (which then "lost" drops).
            subprocess.run(["pkill", "-TERM", "-x", "-P", str(self.process.pid), "thunar"], capture_output=True)
            self.process.terminate()
        self.process.wait(timeout=5)
        shutil.rmtree(self.directory, ignore_errors=True)


def file_manager_unavailable(screen):
    """Why the file manager peer cannot run here, or None."""
    if shutil.which("thunar") is None or shutil.which("dbus-run-session") is None:
        return "Thunar is not installed (scripts/setup installs thunar)"
    return None


SHAPES = ["160x120", "90x120", "192x108", "110x110", "150x100", "72x128", "210x70", "100x150", "128x96", "120x160"]
FORMATS = ["png", "jpg", "webp", "gif"]


def make_mixed_files(count, text_at=None):
    """A folder of `count` files named in the order a file manager lists them: pictures of
    mixed formats (PNG, JPEG, WebP, GIF) and shapes, the n-th picture in the gallery's n-th
    colour — and, at `text_at`, a text file. Returns the folder and the files' paths, in order."""
    from gallery_e2e import COLORS
    folder = Folder("file-manager-files-")
    paths = []
    for index in range(count):
        if index == text_at:
            path = os.path.join(folder.path, f"{index:02d}-notes.txt")
            with open(path, "w") as handle:
                handle.write("not a picture\n")
        else:
            path = os.path.join(folder.path, f"{index:02d}-picture.{FORMATS[index % len(FORMATS)]}")
            color = COLORS[(index - (text_at is not None and index > text_at)) % len(COLORS)]
            subprocess.run(["convert", "-size", SHAPES[index % len(SHAPES)], f"xc:{color}", path], check=True)
        paths.append(path)
    return folder, paths


def several_files_arrive(screen, binary, count, text_at=None, source="thunar"):
    """`count` files of mixed types dragged together onto an empty gallery — all selected in
    Thunar, or offered by the Qt peer as a GTK 4 file manager (Nautilus) offers them with the
    file-transfer portal running: every picture is added, in the file manager's order, each
    with its own shape, drawn where the layout puts it; a non-picture among them is named in
    the notice and the rest still arrive (issue 37: only the first of Nautilus's files came)."""
    if file_manager_unavailable(screen):
        return file_manager_unavailable(screen)
    if source == "qt" and qt_unavailable(screen):
        return qt_unavailable(screen)
    from gallery_e2e import misplaced_pictures, pictures_in_view
    folder, paths = make_mixed_files(count, text_at)
    pictures = [path for index, path in enumerate(paths) if index != text_at]
    app = Gallery(screen, binary, galleries={"My Gallery": []})
    if source == "qt":
        start = QtPeer(screen, "source", "files", "\n".join(paths), position=(900, 0)).point()
    else:
        files = FileManager(screen, folder.path)
        files.select_all()
        start = files.first_selected_icon()
    screen.drag(start, app.at("gallery", 200, 200), steps=14)
    try:
        documents = app.wait_for_documents(lambda d: len(d["My Gallery"]) >= len(pictures), f"{len(pictures)} pictures",
                                           timeout=15)
    except AssertionError:
        screen.screenshot(f"{source}-{count}-files-not-all-added")
        raise
    added = documents["My Gallery"]
    assert [image["url"] for image in added] == ["file://" + path for path in pictures], [i["url"] for i in added]
    shapes = [SHAPES[index % len(SHAPES)] for index in range(count) if index != text_at]
    for image, shape in zip(added, shapes):
        width, height = map(int, shape.split("x"))
        assert abs(image["aspectRatio"] - width / height) < 0.02, (image, shape)
    report = app.wait_for(lambda r: len(r["windows"][0]["cells"]) == len(pictures) and r["windows"][0]["placeholders"] == 0,
                          "every picture shown")
    if text_at is not None:
        report = app.wait_for(lambda r: os.path.basename(paths[text_at]) in r["windows"][0]["notice"],
                              "the text file named in the notice")
    window = report["windows"][0]
    time.sleep(0.5)
    bottom = window["windowSize"][1] - window["origins"]["gallery"][1] - 100  # above the notice
    assert pictures_in_view(window, bottom), window["cells"]
    wrong = misplaced_pictures(screen, app, window, bottom)
    assert not wrong, f"pictures {wrong} are not drawn where the layout puts them: {window['cells']}"


def test_file_manager_two_files_dragged_together_both_arrive(screen, binary):
    return several_files_arrive(screen, binary, 2)


def test_file_manager_ten_files_of_mixed_types_arrive_in_order_and_a_text_file_is_named(screen, binary):
    return several_files_arrive(screen, binary, 10, text_at=4)


def test_gtk4_file_manager_offer_of_two_files_both_arrive(screen, binary):
    return several_files_arrive(screen, binary, 2, source="qt")


def test_gtk4_file_manager_offer_of_ten_files_of_mixed_types_arrive_in_order(screen, binary):
    return several_files_arrive(screen, binary, 10, text_at=4, source="qt")


def test_file_manager_folder_adds_the_pictures_in_it(screen, binary):
    """A folder dragged from Thunar onto the gallery adds the pictures in it and in its
    subfolders, in path order, each with its own shape; a text file in it is not a picture
    and is left out (issue 37, item 2: "Cannot read folder200" before)."""
    if file_manager_unavailable(screen):
        return file_manager_unavailable(screen)
    from gallery_e2e import COLORS
    parent = Folder("file-manager-folder-")
    folder = os.path.join(parent.path, "folder200")
    os.makedirs(os.path.join(folder, "sub"))
    pictures = []
    for index, (name, shape) in enumerate([("a.png", "160x120"), ("b.jpg", "90x120"), ("sub/c.webp", "192x108")]):
        pictures.append(os.path.join(folder, name))
        subprocess.run(["convert", "-size", shape, f"xc:{COLORS[index]}", pictures[-1]], check=True)
    with open(os.path.join(folder, "notes.txt"), "w") as handle:
        handle.write("not a picture\n")
    app = Gallery(screen, binary, galleries={"My Gallery": []})
    files = FileManager(screen, parent.path)
    files.select_all()
    screen.drag(files.first_selected_icon(), app.at("gallery", 200, 200), steps=14)
    try:
        documents = app.wait_for_documents(lambda d: len(d["My Gallery"]) >= 3, "the folder's three pictures", timeout=15)
    except AssertionError:
        screen.screenshot("folder-not-added")
        raise
    added = documents["My Gallery"]
    assert [image["url"] for image in added] == ["file://" + path for path in pictures], [i["url"] for i in added]
    assert [round(image["aspectRatio"], 2) for image in added] == [1.33, 0.75, 1.78], added
    report = app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 3 and r["windows"][0]["placeholders"] == 0,
                          "the three pictures shown")
    assert not report["windows"][0]["notice"] or "folder200" not in report["windows"][0]["notice"], report["windows"][0]["notice"]


def test_file_manager_copies_a_picture_and_never_moves_the_original(screen, binary):
    """A gallery picture that lives in a local file, dragged into a file manager's folder on
    the same filesystem (where file managers move by default when the source allows it):
    the folder gets a copy, the original stays where it was, the gallery still shows it."""
    if file_manager_unavailable(screen):
        return file_manager_unavailable(screen)
    pictures = make_pictures(1)
    original = pictures[0][len("file://"):]
    target = Folder("file-manager-target-")
    os.chmod(target.path, 0o777)  # the file manager may run as another user (Wayland session)
    app = Gallery(screen, binary, galleries={"My Gallery": pictures})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 1 and r["memory"]["textureBytes"] > 0, "the picture shown")
    files = FileManager(screen, target.path)
    screen.drag(app.cell(0), files.empty_point(), steps=14)
    copied = os.path.join(target.path, os.path.basename(original))
    wait_until(lambda: os.path.exists(copied), bool, "the copy in the file manager's folder", timeout=10)
    assert os.path.exists(original), "the original was moved away"
    with open(original, "rb") as a, open(copied, "rb") as b:
        assert a.read() == b.read()
    assert app.images() == pictures


def test_file_manager_saves_a_transferable_teams_card(screen, binary):
    """A FileRepresentation across processes: a team of the demos' Transferable variant
    dropped into a file manager's folder becomes its card file there."""
    if file_manager_unavailable(screen):
        return file_manager_unavailable(screen)
    from run_e2e import App, team_point
    target = Folder("file-manager-cards-")
    os.chmod(target.path, 0o777)  # the file manager may run as another user (Wayland session)
    demos = App(screen, os.path.join(os.path.dirname(binary), "dragdrop-demos"), "--demo", "teams",
                "--teams-variant", "transferable")
    files = FileManager(screen, target.path)
    screen.drag(team_point(demos, 0, 0), files.empty_point(), steps=14)
    card = os.path.join(target.path, "Harbor Hawks.md")
    wait_until(lambda: os.path.exists(card) and os.path.getsize(card) > 0, bool, "the card in the folder", timeout=10)
    with open(card, encoding="utf-8") as handle:
        assert handle.read() == "# Harbor Hawks\n\nBoston\n"


def test_gallery_picture_into_a_qt_application(screen, binary):
    """GTK → Qt 5: the picture arrives as PNG, as a file (text/uri-list) and as its address
    (text/plain), every offered format with data (an empty _NETSCAPE_URL was seen before),
    and Qt is offered a copy only."""
    if qt_unavailable(screen):
        return qt_unavailable(screen)
    from gallery_e2e import ImageServer
    server = ImageServer()
    app = Gallery(screen, binary, galleries={"My Gallery": [server.url("/img-a.png")]})
    app.wait_for(lambda r: r["windows"][0]["cells"] and r["memory"]["textureBytes"] > 0, "the picture shown")
    qt = QtPeer(screen, "target", position=(900, 0))
    screen.drag(app.cell(0), qt.point(), steps=12)
    report = wait_until(qt.report, lambda r: len(r["drops"]) == 1, "the drop in Qt", timeout=10)
    drop = report["drops"][0]
    data = {name: base64.b64decode(value) for name, value in drop["data"].items()}
    assert data["image/png"].startswith(b"\x89PNG"), drop["formats"]
    assert data["text/uri-list"].startswith(b"file:///") and data["text/uri-list"].rstrip().endswith(b"img-a.png"), data["text/uri-list"]
    assert data["text/plain"] == server.url("/img-a.png").encode(), data["text/plain"]
    # GTK itself adds an empty marker type on Wayland (application/x-gtk-local-dnd) to spot
    # its own drags; every type this application offers must have data.
    empty = [name for name, value in data.items() if not value and not name.startswith("application/x-gtk-")]
    assert not empty, f"offered but empty: {empty}"
    copy_action = 1  # Qt::CopyAction
    assert drop["possible"] == copy_action, f"Qt was offered actions {drop['possible']} (copy only is 1)"
    assert app.images() == [server.url("/img-a.png")]


def test_qt_text_onto_a_list_arrives(screen, binary):
    """Qt 5 text dropped on a two-lists list arrives where it was dropped, on both backends
    (on X11 read with the drag's own timestamp, which Qt answers; GTK 4.8 alone never got
    it); the list takes the next drag."""
    if qt_unavailable(screen):
        return qt_unavailable(screen)
    from run_e2e import lists_app, row_center
    demos = os.path.join(os.path.dirname(binary), "dragdrop-demos")
    app = lists_app(screen, demos)
    before = app.state()
    qt = QtPeer(screen, "source", "text", "Hello from Qt", position=(900, 0))
    # Into the upper half of the third row (its midline is where "before" turns into "after").
    screen.drag(qt.point(), row_center(app, 2, list_index=1, dy=-10))
    state = app.wait_for(lambda s: "Hello from Qt" in s["right"], "Qt's text in the list", timeout=12)
    assert state["right"][2] == "Hello from Qt", state["right"]
    screen.drag(row_center(app, 0), row_center(app, 0, list_index=1, dy=-15))
    app.wait_for(lambda s: len(s["right"]) == len(before["right"]) + 2, "the next drag to copy a row")


def test_qt_names_over_a_teams_division_outline_it_then_join_it(screen, binary):
    """Issue 39, 5: a drag over a sectioned table whose proposal has an unspecified intent
    showed nothing. The Teams page takes names (text, one a line) from another application
    into the division under the pointer with a copy of unspecified intent: while Qt 5's text
    hovers over Central, the whole division is outlined (its left edge is the outline's
    colour, the bare background before); dropped, the new names end Central, and only it."""
    if qt_unavailable(screen):
        return qt_unavailable(screen)
    from run_e2e import App, pixel, team_point
    demos = os.path.join(os.path.dirname(binary), "dragdrop-demos")
    app = App(screen, demos, "--demo", "teams")
    original = app.state()["divisions"]
    edge = (*app.at("teams", 0, 204 + 28 + 4), 2, 36)  # the left edge of Central's first row (between its separators)
    background = "#{:02X}{:02X}{:02X}".format(*pixel(screen, edge[:2]))
    assert screen.count_color(edge, background, fuzz=4) == edge[2] * edge[3], "Central's left edge is not bare before the drag"
    qt = QtPeer(screen, "source", "text", "Island Ibis\nTundra Trolls", position=(900, 0))
    screen.drag(qt.point(), team_point(app, 1, 1), steps=12, release=False)
    try:
        time.sleep(0.6)
        bare = screen.count_color(edge, background, fuzz=4)
        screen.screenshot("issue39-5-names-hovering-over-central" if bare <= edge[2] * edge[3] // 2
                          else "issue39-5-no-section-outline-for-an-unspecified-intent")
    finally:
        screen.xdotool("mouseup", 1)
    assert bare <= edge[2] * edge[3] // 2, f"{bare} of {edge[2] * edge[3]} pixels of Central's left edge are bare: no outline"
    state = app.wait_for(lambda s: s["divisions"] != original, "the names in Central", timeout=12)
    assert state["divisions"][1] == original[1] + ["Island Ibis", "Tundra Trolls"], state["divisions"]
    assert state["divisions"][:1] + state["divisions"][2:] == original[:1] + original[2:], state["divisions"]
    time.sleep(0.4)
    assert screen.count_color(edge, background, fuzz=4) == edge[2] * edge[3], "the outline stayed after the drop"
    screen.screenshot("issue39-5-names-joined-central")


def test_qt_png_drop_onto_the_gallery(screen, binary, api=5):
    """A PNG-only drag from Qt 5 (raw image data, no file, no URL) arrives and is kept, byte
    for byte, on both backends (on X11 through the read with the drop's timestamp; before,
    the spinner went after 5 s with a message)."""
    if qt_unavailable(screen, api):
        return qt_unavailable(screen, api)
    app, pictures, started = qt_drag_onto_gallery(screen, binary, "png", shown=1, api=api)
    documents = app.wait_for_documents(lambda d: len(d["My Gallery"]) == 2, "Qt's picture saved", timeout=12)
    kept = [i["url"] for i in documents["My Gallery"] if i["url"] != pictures[1]][0]
    with open(kept[len("file://"):], "rb") as saved, open(pictures[0][len("file://"):], "rb") as original:
        assert saved.read() == original.read(), "the dropped bytes were not kept"