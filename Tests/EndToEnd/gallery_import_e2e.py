"""End-to-end tests of folders coming into Image Gallery (issue 37, 2) and of its file chooser:
Import Folder… (a folder chooser, from its shortcut or the main menu), a folder dragged from a
GTK 4 file manager or pasted, and the Add Pictures chooser drawn whole. The folders hold pictures of mixed
shapes from the photo corpus, laid out as photo-corpus lays them out (nested subfolders).

Run by run_e2e.py; each test takes the screen and the `image-gallery` binary.
"""
import os
import shutil
import subprocess
import time

from run_e2e import read_json, stop, wait_until
from gallery_e2e import PHOTO_CORPUS, Folder, Gallery, _made_corpus, click, make_pictures, window_from_key, window_titled
from peers_e2e import PEERS


def corpus_folder(count, name="Holiday"):
    """A folder called `name` holding photo-corpus's `count` pictures where it puts them (the
    folder itself, sub/ and sub/deeper/; its hidden originals left out) and a text file, which
    is no picture. Returns the folder and its pictures' paths in the order the gallery walks
    them: by path, as people read (a subfolder's letters compared without case)."""
    tool = os.environ.get("PHOTO_CORPUS") or shutil.which("photo-corpus") or PHOTO_CORPUS
    parent = Folder("gallery-import-")
    folder = os.path.join(parent.path, name)
    shutil.copytree(_made_corpus(tool, count), folder, ignore=shutil.ignore_patterns(".*"))
    with open(os.path.join(folder, "notes.txt"), "w") as handle:
        handle.write("not a picture\n")
    pictures = []
    for directory, folders, files in os.walk(folder):
        os.chmod(directory, 0o755)  # the app may run as another user (Wayland)
        for file in files:
            os.chmod(os.path.join(directory, file), 0o644)
            if not file.endswith(".txt"):
                pictures.append(os.path.join(directory, file))
    return folder, sorted(pictures, key=str.casefold)


def corpus_folder_and_an_empty_one():
    """`corpus_folder(10, "folder200")` and, beside it, a folder without pictures called
    "empty": the folder, its pictures in walking order, the empty folder."""
    folder, pictures = corpus_folder(10, "folder200")
    empty = os.path.join(os.path.dirname(folder), "empty")
    os.makedirs(empty)
    os.chmod(empty, 0o755)
    return folder, pictures, empty


def mixed_shapes(images):
    """Whether the documents' pictures have several shapes (the corpus's landscapes, portraits,
    panoramas and squares), as their files say, not one shape for all."""
    return len({round(image["aspectRatio"], 1) for image in images}) >= 3


def open_import_folder(screen, app):
    """Opens Import Folder…: with Ctrl+Shift+O on X11; from the main menu (its second item)
    under sway, whose virtual keyboard sends no Shift with a letter."""
    if screen.backend == "x11":
        window_from_key(screen, app, "ctrl+shift+o", "Import Folder")
    else:
        click(screen, app.at("gallery", 300, 300))
        screen.xdotool("key", "F10")
        time.sleep(0.8)
        for key in ("Down", "Return"):  # Add Pictures…, Import Folder…
            screen.xdotool("key", key)
            time.sleep(0.15)


def choose_folder(screen, app, title, path):
    """In the folder chooser called `title`, types `path` (a "/" opens its location entry) and
    chooses it; a folder the chooser opened on the first Return is chosen by the second."""
    chooser = wait_until(lambda: window_titled(screen, app, title), bool, f"the chooser {title}", app.process, timeout=25)[-1]
    if screen.backend == "x11":
        screen.xdotool("windowfocus", chooser)  # no window manager under Xvfb to focus it
    time.sleep(0.8)
    screen.xdotool("type", path + "/")
    time.sleep(0.5)
    screen.xdotool("key", "Return")
    time.sleep(0.8)
    if window_titled(screen, app, title):
        screen.xdotool("key", "Return")  # the folder is open in the chooser: choose it
    wait_until(lambda: not window_titled(screen, app, title), bool, f"the chooser {title} closed", app.process)


def test_gallery_import_folder_adds_its_pictures_and_subfolders(screen, binary):
    """Issue 37, 2: Add Pictures… could not choose a folder and no menu imported one. Import
    Folder… (Ctrl+Shift+O on X11; the main menu's second item under sway, whose virtual keyboard
    sends no Shift with a letter) opens a folder chooser; the folder chosen is imported as the
    command line imports one: every picture in it and its subfolders, in path order, each with
    its own shape, after the pictures already there; one it already has is not added again and
    the notice names it; the text file beside them is no picture and is left out; one Undo
    takes the whole import back."""
    folder, pictures = corpus_folder(10)
    already = "file://" + pictures[3]
    app = Gallery(screen, binary, galleries={"My Gallery": [already]})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 1, "the picture already there")
    open_import_folder(screen, app)
    try:
        choose_folder(screen, app, "Import Folder", folder)
        documents = app.wait_for_documents(lambda d: len(d["My Gallery"]) == len(pictures), "the folder's pictures",
                                           timeout=30)
    except AssertionError:
        screen.screenshot("issue37-2-import-folder-missing")
        raise
    added = documents["My Gallery"]
    expected = [already] + ["file://" + path for path in pictures if "file://" + path != already]
    assert [image["url"] for image in added] == expected, [image["url"] for image in added]
    assert any("/sub/deeper/" in image["url"] for image in added), "the subfolders walked"
    assert mixed_shapes(added), [image["aspectRatio"] for image in added]
    report = app.wait_for(lambda r: "already in the gallery" in r["windows"][0]["notice"], "the duplicate named")["windows"][0]
    assert os.path.basename(pictures[3]) in report["notice"] and "notes.txt" not in report["notice"], report["notice"]
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == len(pictures) and r["windows"][0]["placeholders"] == 0,
                 "every picture shown", timeout=30)
    click(screen, app.at("gallery", 5, 5))
    screen.xdotool("key", "ctrl+z")
    app.wait_for_documents(lambda d: [image["url"] for image in d["My Gallery"]] == [already], "the import undone in one step")


def test_gallery_import_folder_names_a_folder_without_pictures(screen, binary):
    """A folder chosen in Import Folder… that holds no picture is not a silent no-op: the
    notice names it ("empty: no pictures in this folder"), as for a dropped one, and nothing
    is added."""
    parent = Folder("gallery-import-empty-")
    empty = os.path.join(parent.path, "empty")
    os.makedirs(os.path.join(empty, "sub"))
    os.chmod(empty, 0o755)
    with open(os.path.join(empty, "sub", "notes.txt"), "w") as handle:
        handle.write("not a picture\n")
    pictures = make_pictures(1)
    app = Gallery(screen, binary, galleries={"My Gallery": pictures})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 1, "the picture already there")
    open_import_folder(screen, app)
    choose_folder(screen, app, "Import Folder", empty)
    try:
        report = app.wait_for(lambda r: "no pictures in this folder" in r["windows"][0]["notice"], "the empty folder named")
    except AssertionError:
        screen.screenshot("issue37-2-import-empty-folder-silent")
        raise
    assert "empty: no pictures in this folder" in report["windows"][0]["notice"], report["windows"][0]["notice"]
    assert app.images() == pictures, app.images()


def test_gallery_folder_from_a_gtk4_file_manager_adds_its_pictures_where_dropped(screen, binary):
    """Issue 37, 2: a folder dropped from a file manager was refused ("Cannot read folder200").
    Two folders — one of photo-corpus pictures in nested subfolders, one without pictures —
    offered as a GTK 4 file manager (Nautilus) offers them (text/uri-list of the folders'
    URIs, their paths as text, the file-transfer portal's key), dragged with a real pointer
    before the gallery's second picture: the first folder's pictures and its subfolders'
    arrive there, in path order, each with its own shape; the other folder is named in the
    notice; the text file beside the pictures is left out."""
    from peers_e2e import QtPeer, qt_unavailable
    if qt_unavailable(screen):
        return qt_unavailable(screen)
    folder, pictures, empty = corpus_folder_and_an_empty_one()
    there = make_pictures(2)
    app = Gallery(screen, binary, galleries={"My Gallery": there})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 2 and r["windows"][0]["placeholders"] == 0, "two pictures")
    qt = QtPeer(screen, "source", "files", "\n".join([folder, empty]), position=(900, 0))
    screen.drag(qt.point(), app.cell(1, fx=0.1), steps=14)
    try:
        documents = app.wait_for_documents(lambda d: len(d["My Gallery"]) == len(there) + len(pictures),
                                           "the folder's pictures", timeout=30)
    except AssertionError:
        screen.screenshot("issue37-2-folder-from-a-gtk4-file-manager-not-added")
        raise
    added = documents["My Gallery"]
    assert [image["url"] for image in added] == there[:1] + ["file://" + path for path in pictures] + there[1:], \
        [image["url"] for image in added]
    assert mixed_shapes(added[1:-1]), [image["aspectRatio"] for image in added]
    report = app.wait_for(lambda r: "no pictures in this folder" in r["windows"][0]["notice"], "the empty folder named")
    assert "empty: no pictures in this folder" in report["windows"][0]["notice"], report["windows"][0]["notice"]
    assert "folder200" not in report["windows"][0]["notice"], report["windows"][0]["notice"]
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == len(added) and r["windows"][0]["placeholders"] == 0,
                 "every picture shown", timeout=30)




def gtk_chooser_cut_labels(screen, env):
    """The labels GTK's own file chooser (peers/gtk_file_chooser.py, no application's style
    sheet) shows cut short at its default size, in `env`'s language."""
    directory = screen.mkdtemp(prefix="gtk-chooser-")
    screen.give(directory)
    record = os.path.join(directory, "cut.json")
    process = screen.spawn(["/usr/bin/python3", os.path.join(PEERS, "gtk_file_chooser.py"), record], env=env)
    try:
        return wait_until(lambda: read_json(record), lambda cut: cut is not None, "GTK's own chooser measured", process,
                          timeout=20)
    finally:
        stop(process, directory)


def test_gallery_add_pictures_chooser_is_drawn_as_gtk_draws_it(screen, binary):
    """Issue 37, 2 (the chooser's look): the Add Pictures chooser cut its places' names short
    ("Recent" and the folder's own at the default size in English; "Неда…", "Дома…", "Рабоч…"
    in Russian): GTK's places sidebar has the classes `sidebar` and `sidebar-row`, and took the
    gallery sidebar's style, 6 + 10 points of padding around each row. The chooser cuts no
    label that GTK's own chooser (no application's style sheet, same language, default size)
    shows whole."""
    for language in ("en_US.UTF-8", "ru_RU.UTF-8"):
        env = dict(screen.app_env, LANG=language)
        reference = set(gtk_chooser_cut_labels(screen, env))
        app = Gallery(screen, binary, galleries={"My Gallery": []}, env=env)
        title = "Add Pictures" if language.startswith("en") else "Добавить изображения"
        window_from_key(screen, app, "ctrl+o", title)
        try:
            report = app.wait_for(lambda r: r["fileChoosers"], "the chooser in the report")
            time.sleep(2.0)  # its places listed
            report = app.report()
            assert [chooser["title"] for chooser in report["fileChoosers"]] == [title], report["fileChoosers"]
            cut = set(report["fileChoosers"][0]["cutLabels"]) - reference
            assert not cut, f"cut short by the gallery, not by GTK: {cut} (GTK cuts {reference})"
        except AssertionError:
            screen.screenshot(f"issue37-2-add-pictures-chooser-labels-cut-{language[:2]}")
            raise
        screen.xdotool("key", "Escape")
        wait_until(lambda: not window_titled(screen, app, title), bool, "the chooser closed", app.process)
        app.close()


def copy_folders_from_a_file_manager(screen, folders):
    """Another application copies `folders` to the clipboard as a file manager does, as
    text/uri-list: xclip on X11, wl-copy (as the session's user) on Wayland. Returns what to
    terminate once the paste is done (None: wl-copy serves until the clipboard changes)."""
    uris = "".join("file://" + folder + "\r\n" for folder in folders)
    if screen.backend == "x11":
        clipboard = subprocess.Popen(["xclip", "-selection", "clipboard", "-i", "-t", "text/uri-list"], env=screen.env,
                                     stdin=subprocess.PIPE)
        clipboard.stdin.write(uris.encode())
        clipboard.stdin.close()
        time.sleep(0.5)
        return clipboard
    directory = screen.mkdtemp(prefix="gallery-uris-")
    with open(os.path.join(directory, "uris"), "w") as handle:
        handle.write(uris)
    screen.give(directory)
    screen.spawn(["sh", "-c", f"wl-copy --type text/uri-list < '{os.path.join(directory, 'uris')}'"])
    time.sleep(1.0)
    return None


def test_gallery_pasted_folder_adds_its_pictures_after_the_selection(screen, binary):
    """Issue 37, 2: a folder copied in a file manager and pasted (Ctrl+V) was one item the
    gallery could not read. Pasted after the selected picture, it stands for the pictures in
    it and its subfolders, in path order, each with its own shape; a folder without pictures
    copied with it is named in the paste's notice."""
    folder, pictures, empty = corpus_folder_and_an_empty_one()
    there = make_pictures(2)
    app = Gallery(screen, binary, galleries={"My Gallery": there})
    app.wait_for(lambda r: len(r["windows"][0]["cells"]) == 2 and r["windows"][0]["placeholders"] == 0, "two pictures")
    clipboard = copy_folders_from_a_file_manager(screen, [folder, empty])
    click(screen, app.cell(0), pause=0.6)  # (under sway the first click only focuses the window)
    click(screen, app.cell(0))  # the first picture selected: the paste goes after it
    screen.xdotool("key", "ctrl+v")
    try:
        documents = app.wait_for_documents(lambda d: len(d["My Gallery"]) == len(there) + len(pictures),
                                           "the folder's pictures", timeout=30)
        report = app.wait_for(lambda r: "no pictures in this folder" in r["windows"][0]["notice"], "the empty folder named")
    except AssertionError:
        screen.screenshot("issue37-2-pasted-folder-not-added")
        raise
    finally:
        if clipboard:
            clipboard.terminate()
    added = documents["My Gallery"]
    assert [image["url"] for image in added] == there[:1] + ["file://" + path for path in pictures] + there[1:], \
        [image["url"] for image in added]
    assert mixed_shapes(added[1:-1]), [image["aspectRatio"] for image in added]
    assert "empty: no pictures in this folder" in report["windows"][0]["notice"], report["windows"][0]["notice"]
