"""The two display backends the end-to-end suite runs on, behind one interface.

`X11Screen`: Xvfb driven by xdotool (XTEST). `WaylandScreen`: a headless sway driven by a real
virtual pointer and keyboard (wayland/wlsession.py). Tests speak xdotool's small vocabulary
(`mousemove`, `mousedown`, `mouseup`, `click`, `key`, `keydown`, `keyup`, `windowmove`,
`windowraise`, `windowsize`); the Wayland screen translates it. Both start processes with
`spawn` (under Wayland as the session's unprivileged user), give apps folders from `mkdtemp`,
find windows with `windows_of`, and take screenshots of what is really drawn.
"""
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ARTIFACTS = os.path.join(ROOT, "artifacts", "e2e")


# The project's own apps run with GLib criticals fatal: a critical (a stale GdkDrop used,
# say) fails the test instead of scrolling by; and with the bridge's debug log, what the
# window system said during each drag, which a failing test prints. Peers run without.
APP_ENV = {"G_DEBUG": "fatal-criticals", "G_MESSAGES_DEBUG": "DragDrop"}


class BaseScreen:
    backend = "?"
    width, height = 1280, 800
    # Where screenshots go: ARTIFACTS, or a folder of this display's own when several run at
    # once (a test's screenshot read back, "pixel" say, must be this display's).
    artifacts = ARTIFACTS

    def drag(self, start, end, steps=8, release=True, press=True, hold=0.1):
        """A real pointer drag: press, several motion events, a short wiggle at the end (XDND
        peers such as Chromium answer positions asynchronously), release. Its sleeps are the
        gesture's pacing (a person's hand, not a wait for a state): kept."""
        self.xdotool("mousemove", *start)
        time.sleep(0.15)
        if press:
            self.xdotool("mousedown", 1)
            time.sleep(hold)
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step / steps
            y = start[1] + (end[1] - start[1]) * step / steps
            self.xdotool("mousemove", int(x), int(y))
            time.sleep(0.06)
        for dx in (2, -2, 1, 0):
            self.xdotool("mousemove", int(end[0] + dx), int(end[1]))
            time.sleep(0.08)
        time.sleep(0.3)  # the status of the last position must be back before the release
        if release:
            self.xdotool("mouseup", 1)
            time.sleep(0.5)

    def sweep(self, press_at, area, seconds):
        """A continuous drag for `seconds`: press at `press_at`, then move through `area`
        (left, top, width, height) in a fixed zigzag, a move every 30 ms; release. Returns
        how many moves it made. Its sleep paces the moves (part of the gesture)."""
        left, top, width, height = area
        self.xdotool("mousemove", *press_at)
        self.xdotool("mousedown", 1)
        deadline = time.time() + seconds
        moves = 0
        while time.time() < deadline:
            self.xdotool("mousemove", left + (moves * 37) % width, top + (moves * 23) % height)
            moves += 1
            time.sleep(0.03)
        self.xdotool("mouseup", 1)
        return moves

    def count_color(self, region, color, fuzz=3):
        """How many pixels of `region` (x, y, width, height, logical pixels) on screen are
        `color` (#RRGGBB), within `fuzz` percent: what is really drawn, not what the app reports."""
        path = self.screenshot("count-color")
        x, y, width, height = (round(v * self.scale) for v in region)
        out = subprocess.run(["convert", path, "-crop", f"{width}x{height}+{x}+{y}", "+repage", "-fuzz", f"{fuzz}%",
                              "-fill", "black", "+opaque", color, "-fill", "white", "-opaque", color,
                              "-format", "%[fx:mean*w*h]", "info:"], capture_output=True, text=True)
        return int(round(float(out.stdout or 0)))


class X11Screen(BaseScreen):
    backend = "x11"
    scale = 1

    def __init__(self, artifacts=ARTIFACTS):
        self.artifacts = artifacts
        # Xvfb picks a free display itself and says which (-displayfd): two started at once, by
        # parallel workers or by another run on the machine, cannot take the same number.
        reader, writer = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(writer), "-screen", "0", f"{self.width}x{self.height}x24",
                                         "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        pass_fds=(writer,))
        os.close(writer)
        self.display = ":" + _read_line(reader, timeout=10, what="Xvfb's display number")
        self.env = dict(os.environ, DISPLAY=self.display, GDK_BACKEND="x11", GSK_RENDERER="cairo",
                        NO_AT_BRIDGE="1", GTK_A11Y="none")
        self.env.pop("WAYLAND_DISPLAY", None)
        self.app_env = dict(self.env, **APP_ENV)
        self.log_dir = tempfile.mkdtemp(prefix="dragdrop-e2e-logs-")
        for _ in range(100):
            if subprocess.run(["xdotool", "getmouselocation"], env=self.env, capture_output=True).returncode == 0:
                return
            time.sleep(0.05)
        raise RuntimeError("Xvfb did not start")

    def xdotool(self, *args):
        subprocess.run(["xdotool", *map(str, args)], env=self.env, check=True, capture_output=True)

    def spawn(self, argv, env=None, stdout=None, stderr=None, **options):
        """Starts a client; what it writes goes to a log file (process.log_path), as under
        Wayland, unless `stdout` or `stderr` say otherwise: a pipe nobody reads would stop a
        talkative client (and GLib writes its debug log to stdout)."""
        if stderr is not None:
            return subprocess.Popen(argv, env=env or self.env, stdout=stdout or subprocess.DEVNULL, stderr=stderr, **options)
        handle, log_path = tempfile.mkstemp(prefix=os.path.basename(argv[0]) + "-", suffix=".log", dir=self.log_dir)
        with os.fdopen(handle, "w") as log:
            process = subprocess.Popen(argv, env=env or self.env, stdout=stdout or log, stderr=log, **options)
        process.log_path = log_path
        return process

    def mkdtemp(self, prefix):
        return tempfile.mkdtemp(prefix=prefix)

    def give(self, path):
        return path

    def windows_of(self, process, name="."):
        """The windows of a process that the X server shows, oldest first."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid), "--name", name],
                              env=self.env, capture_output=True, text=True).stdout.split()

    def windows_named(self, name):
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", name], env=self.env,
                              capture_output=True, text=True).stdout.split()

    def windows_of_class(self, name):
        """Windows of an application by its class (X11) or app id (Wayland), oldest first."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--class", name], env=self.env,
                              capture_output=True, text=True).stdout.split()

    def window_geometry(self, window):
        geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], env=self.env,
                                  capture_output=True, text=True).stdout
        values = dict(line.split("=") for line in geometry.split())
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def window_title(self, window):
        return subprocess.run(["xdotool", "getwindowname", window], env=self.env, capture_output=True, text=True).stdout.strip()

    def screenshot(self, name):
        os.makedirs(self.artifacts, exist_ok=True)
        path = os.path.join(self.artifacts, name + ".png")
        subprocess.run(["import", "-window", "root", path], env=self.env, capture_output=True)
        return path

    def close(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.log_dir, ignore_errors=True)


class WaylandScreen(BaseScreen):
    """A headless sway at `scale`; every window floats (placed where the test says, as under
    Xvfb without a window manager)."""
    backend = "wayland"

    def __init__(self, scale=1, artifacts=ARTIFACTS):
        self.artifacts = artifacts
        self.scale = scale
        self.session = _wayland_session_type()(width=self.width, height=self.height, scale=scale,
                                      extra_config='for_window [title=".*"] floating enable')
        self.session.start()
        self.env = dict(self.session.env)
        self.app_env = dict(self.env, **APP_ENV)
        self.pointer = (0, 0)
        self.held_keys = {}
        self.keymap_changed = False

    # -- input: xdotool's vocabulary on the virtual pointer and keyboard
    def xdotool(self, command, *args):
        s = self.session
        if command == "mousemove":
            self.pointer = (int(args[0]), int(args[1]))
            s.move(*self.pointer)
        elif command == "mousedown":
            s.press(self._button(args[0]))
        elif command == "mouseup":
            s.release(self._button(args[0]))
        elif command == "click":
            button = int(args[-1])
            repeat = int(args[args.index("--repeat") + 1]) if "--repeat" in args else 1
            delay = int(args[args.index("--delay") + 1]) if "--delay" in args else 0
            for index in range(repeat):
                if index:
                    time.sleep(delay / 1000)
                if button in (4, 5):
                    s.scroll(1 if button == 5 else -1)
                else:
                    s.pointer(f"click {self._button(button)}")
        elif command == "key":
            s.key(*[self._keys(a) for a in args])
            self.keymap_changed = True
        elif command == "type":
            s.wtype("--", args[-1])
            self.keymap_changed = True
        elif command == "keydown":
            # A second virtual keyboard holds the modifier for 1.5 s and releases it itself (a
            # killed wtype leaves it held): sway needs a moment to bind the new keyboard, and
            # what the test does with the modifier held (a click, a scroll) fits in the rest.
            modifier = self._modifier(args[0])
            self.held_keys[modifier] = s.wtype("-M", modifier, "-s", "1500", "-m", modifier, wait=False)
            self.keymap_changed = True
            time.sleep(0.6)
        elif command == "keyup":
            held = self.held_keys.pop(self._modifier(args[0]), None)
            if held is not None:
                held.wait(5)
            time.sleep(0.1)
        elif command == "windowmove":
            s.swaymsg(f"[con_id={args[0]}] move absolute position {int(args[1])} {int(args[2])}")
            time.sleep(0.2)
        elif command == "windowraise":
            s.swaymsg(f"[con_id={args[0]}] focus")
        elif command == "windowsize":
            s.swaymsg(f"[con_id={args[0]}] resize set {int(args[1])} {int(args[2])}")
        else:
            raise NotImplementedError(f"xdotool {command} on Wayland")

    @staticmethod
    def _button(button):
        return {1: "left", 2: "middle", 3: "right"}[int(button)]

    @staticmethod
    def _modifier(name):
        return {"ctrl": "ctrl", "control": "ctrl", "shift": "shift", "alt": "alt", "super": "logo"}[name.lower()]

    def _keys(self, combo):
        *mods, key = combo.split("+")
        return "+".join([self._modifier(m) for m in mods] + [key])

    # -- processes and files
    def spawn(self, argv, env=None, stdout=None, stderr=None, **options):
        """Starts a client as the session's user (its output goes to the session's logs)."""
        if self.keymap_changed:
            self._fresh_keyboard()
        extra = {k: v for k, v in (env or {}).items() if k not in self.env or self.env[k] != v}
        process = self.session.launch(argv, env=extra)
        process.stderr = None
        return process

    def _fresh_keyboard(self):
        """Each wtype leaves the seat with its own minimal keymap, with which Chromium crashes
        at start (SIGSEGV); a new idle keyboard in place of the session's keeper restores the
        keymap clients start with."""
        s = self.session
        old = s._keeper
        s._keeper = s._spawn(["wtype", "-s", "86400000"], "wtype-keeper")
        time.sleep(0.3)
        if old is not None:
            old.terminate()
            old.wait(5)
        time.sleep(0.5)
        self.keymap_changed = False

    def mkdtemp(self, prefix):
        path = tempfile.mkdtemp(prefix=prefix, dir=self.session.user_dir("tests"))
        return self.give(path)

    def give(self, path):
        """Hands a path (recursively) to the session's user, so apps running as it can use it."""
        for directory, folders, files in os.walk(path):
            self.session.chown(directory)
            for name in files:
                self.session.chown(os.path.join(directory, name))
        if not os.path.isdir(path) and os.path.exists(path):
            self.session.chown(path)
        return path

    def windows_of(self, process, name="."):
        import re
        pattern = re.compile(name)
        return [str(w["id"]) for w in self.session.windows() if w["pid"] == process.pid and pattern.search(w["title"] or "")]

    def windows_named(self, name):
        return [str(w["id"]) for w in self.session.windows() if name in (w["title"] or "")]

    def windows_of_class(self, name):
        return [str(w["id"]) for w in self.session.windows() if (w["app_id"] or "").lower() == name.lower()]

    def window_geometry(self, window):
        for w in self.session.windows():
            if str(w["id"]) == str(window):
                return w["rect"]
        raise LookupError(f"no window {window}")

    def window_title(self, window):
        for w in self.session.windows():
            if str(w["id"]) == str(window):
                return w["title"] or ""
        return ""

    def screenshot(self, name):
        os.makedirs(self.artifacts, exist_ok=True)
        return self.session.screenshot(os.path.join(self.artifacts, name + ".png"))

    def close(self):
        for held in self.held_keys.values():
            held.terminate()
        self.session.close()


def _read_line(fd, timeout, what):
    """The first line written to pipe `fd` (closed after), within `timeout` seconds."""
    data = b""
    deadline = time.monotonic() + timeout
    try:
        while not data.endswith(b"\n"):
            ready, _, _ = select.select([fd], [], [], max(0, deadline - time.monotonic()))
            chunk = os.read(fd, 64) if ready else b""
            if not chunk:
                raise RuntimeError(f"timed out or ended waiting for {what} (read {data!r})")
            data += chunk
    finally:
        os.close(fd)
    return data.decode().strip()


def _wayland_session_type():
    """wlsession's WaylandSession, with vptr built into .build/wlsession."""
    sys.path.insert(0, os.path.join(HERE, "wayland"))
    from wlsession import WaylandSession
    os.environ.setdefault("WLSESSION_BUILD", os.path.join(ROOT, ".build", "wlsession"))
    return WaylandSession


def prepare_backend(backend):
    """What every display of `backend` shares, made once before several start at once: under
    Wayland, the session's user and the virtual pointer's build (parallel `useradd`s or
    `make`s would race)."""
    if backend == "wayland":
        _wayland_session_type()().prepare()


def make_screen(backend, scale=1, artifacts=ARTIFACTS):
    """A started display of `backend` ("x11" or "wayland"); screenshots go to `artifacts`."""
    if backend == "wayland":
        return WaylandScreen(scale=scale, artifacts=artifacts)
    if backend != "x11":
        raise ValueError(f"unknown backend {backend!r} (x11 or wayland)")
    return X11Screen(artifacts=artifacts)
